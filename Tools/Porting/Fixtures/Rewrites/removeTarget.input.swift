final class ResettableViewController: UIViewController {
    let button = UIButton(type: .system)
    let toggle = UISwitch()

    func reset() {
        button.removeTarget(nil, /* every target */ action: nil, for: .allEvents)
        toggle.removeTarget(nil, action: nil, for: .valueChanged)  // only these events
        button.removeTarget(self, action: nil, for: .allEvents)  // this type's actions only
    }

    func stopListening() {
		// Removes the action `addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)` made.
		toggle.removeTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
		toggle.removeTarget(nil, action: #selector(toggled), for: [.valueChanged, .primaryActionTriggered])
    }

    func toggled(_ sender: UISwitch) {}
}

final class ClearingButton: UIButton {
    func clear() {
        removeTarget(nil, action: nil, for: UIControl.Event.allEvents)
    }
}
