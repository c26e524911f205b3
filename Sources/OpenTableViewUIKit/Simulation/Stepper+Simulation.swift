import Foundation

/// The user's taps on a stepper's plus and minus buttons. OpenTableView additions.
extension Stepper {
    /// Simulates a tap on the plus button: the value grows by ``stepValue``, up to
    /// ``maximumValue``; at the maximum, a stepper that ``wraps`` goes to ``minimumValue``, and one
    /// that does not ignores the tap (iOS disables the button there).
    ///
    /// Sends, in order: `.touchDown`; `.valueChanged` and `.primaryActionTriggered` while the
    /// finger is down when the stepper ``isContinuous``; `.touchUpInside`; then, for a stepper that
    /// is not continuous, `.valueChanged` and `.primaryActionTriggered`. One step per tap: holding
    /// (``autorepeat``) is not simulated. Does nothing when the stepper is disabled, hidden or not
    /// interactive.
    public func simulateIncrement() {
        simulateStep(up: true)
    }

    /// Simulates a tap on the minus button: the value shrinks by ``stepValue``, down to
    /// ``minimumValue``; at the minimum, a stepper that ``wraps`` goes to ``maximumValue``, and one
    /// that does not ignores the tap. The events are those of ``simulateIncrement()``.
    public func simulateDecrement() {
        simulateStep(up: false)
    }

    private func simulateStep(up: Bool) {
        guard acceptsSimulatedTouches, let stepped = steppedValue(up: up) else { return }
        simulateValueChangingTouch(continuous: isContinuous) {
            value = stepped
            return true
        }
    }
}
