final class ResettableViewController: UIViewController {
    let button = UIButton(type: .system)
    let toggle = UISwitch()

    func reset() {
        button.removeTarget(nil, /* every target */ action: nil, for: .allEvents)
        toggle.removeTarget(nil, action: nil, for: .valueChanged)  // only these events
        button.removeTarget(self, action: nil, for: .allEvents)  // a target: unchanged
    }
}

final class ClearingButton: UIButton {
    func clear() {
        removeTarget(nil, action: nil, for: UIControl.Event.allEvents)
    }
}
