import Foundation

/// The user's drag of a slider's thumb. An OpenTableView addition.
extension Simulation where Base: Slider {
    /// Simulates the user dragging the thumb to `newValue` (clamped to the range) and lifting the
    /// finger.
    ///
    /// Sends, in order: `.touchDown` (with ``Control/isTracking`` `true`); when the value changes
    /// and the slider ``Slider/isContinuous``, `.valueChanged` and `.primaryActionTriggered` while
    /// the finger is down; `.touchUpInside`, after which a slider that is not continuous sends
    /// `.valueChanged` and `.primaryActionTriggered` for a changed value. A real drag sends
    /// `.valueChanged` many times on the way; this sends it once, with the final value. The order
    /// of a non-continuous slider's events at the end of the drag is OpenTableView's choice (see
    /// `Compatibility/Porting.md`). Does nothing when the slider is disabled, hidden or not
    /// interactive.
    public func slide(to newValue: Float) {
        guard base.acceptsSimulatedTouches else { return }
        base.trackValueChangingTouch(continuous: base.isContinuous) {
            let old = base.value
            base.value = newValue
            return base.value != old
        }
    }
}
