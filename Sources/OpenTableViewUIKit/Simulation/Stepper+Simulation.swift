import Foundation

/// The user's taps on a stepper's plus and minus buttons. OpenTableView additions.
extension Simulation where Base: Stepper {
    /// Simulates a tap on the plus button: the value grows by ``Stepper/stepValue``, up to
    /// ``Stepper/maximumValue``; at the maximum, a stepper that ``Stepper/wraps`` goes to
    /// ``Stepper/minimumValue``, and one that does not ignores the tap (iOS disables the button
    /// there).
    ///
    /// Sends, in order: `.touchDown`; `.valueChanged` and `.primaryActionTriggered` while the
    /// finger is down when the stepper ``Stepper/isContinuous``; `.touchUpInside`; then, for a
    /// stepper that is not continuous, `.valueChanged` and `.primaryActionTriggered`. One step per
    /// tap: holding (``Stepper/autorepeat``) is not simulated. Does nothing when the stepper is
    /// disabled, hidden or not interactive.
    public func increment() {
        step(up: true)
    }

    /// Simulates a tap on the minus button: the value shrinks by ``Stepper/stepValue``, down to
    /// ``Stepper/minimumValue``; at the minimum, a stepper that ``Stepper/wraps`` goes to
    /// ``Stepper/maximumValue``, and one that does not ignores the tap. The events are those of
    /// `increment()`.
    public func decrement() {
        step(up: false)
    }

    private func step(up: Bool) {
        guard base.acceptsSimulatedTouches, let stepped = base.steppedValue(up: up) else { return }
        base.trackValueChangingTouch(continuous: base.isContinuous) {
            base.value = stepped
            return true
        }
    }
}
