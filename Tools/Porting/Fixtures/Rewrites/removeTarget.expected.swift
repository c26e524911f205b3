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
        button.enumerateEventHandlers { action, _, event, _ in
            if let action, action.identifier.rawValue.hasPrefix("ResettableViewController.") { button.removeAction(action, for: event) }
        }  // this type's actions only
    }

    func stopListening() {
		// Removes the action `addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)` made.
		toggle.removeAction(identifiedBy: UIAction.Identifier("ResettableViewController.toggled(_:)"), for: .valueChanged)
		toggle.removeAction(identifiedBy: UIAction.Identifier("ResettableViewController.toggled(_:)"), for: [.valueChanged, .primaryActionTriggered])
    }

    func toggled(_ sender: UISwitch) {}
}

final class ClearingButton: UIButton {
    func clear() {
        enumerateEventHandlers { action, _, event, _ in
            if let action { removeAction(action, for: event) }
        }
    }
}
