import Foundation

/// The user's toggle of a switch. An OpenTableView addition.
extension Switch {
    /// Simulates the user flipping the switch: ``isOn`` flips, then ``Control/Event/valueChanged``
    /// and ``Control/Event/primaryActionTriggered`` are sent, in that order (UIKit runs a switch's
    /// `primaryAction` when its value changes; the order of the two events is OpenTableView's
    /// choice). Does nothing when the switch is disabled, hidden or not interactive.
    public func simulateToggle() {
        guard acceptsSimulatedTouches else { return }
        isOn.toggle()
        sendValueChangedAndPrimaryAction()
    }
}
