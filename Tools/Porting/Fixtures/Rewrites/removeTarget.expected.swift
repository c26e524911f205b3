final class ResettableViewController: UIViewController {
    let button = UIButton(type: .system)
    let toggle = UISwitch()

    func reset() {
        /* every target */
        button.enumerateEventHandlers { action, _, event, _ in
            if let action { button.removeAction(action, for: event) }
        }
        toggle.enumerateEventHandlers { action, _, event, _ in
            if let action, (.valueChanged as UIControl.Event).contains(event) { toggle.removeAction(action, for: event) }
        }  // only these events
        button.removeTarget(self, action: nil, for: .allEvents)  // a target: unchanged
    }
}

final class ClearingButton: UIButton {
    func clear() {
        enumerateEventHandlers { action, _, event, _ in
            if let action { removeAction(action, for: event) }
        }
    }
}
