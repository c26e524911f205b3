import Foundation

/// The user's toggle of a switch. An OpenTableView addition.
extension Simulation where Base: Switch {
    /// Simulates the user tapping the switch, which flips it: the same as `tap()`.
    ///
    /// Sends, in order: ``Control/Event/touchDown``; ``Switch/isOn`` flips, then
    /// ``Control/Event/valueChanged`` and ``Control/Event/primaryActionTriggered`` (UIKit runs a
    /// switch's `primaryAction` when its value changes); ``Control/Event/touchUpInside``. So a
    /// handler for `.touchUpInside` (as in some of Apple's samples) sees the new value, like one
    /// for `.valueChanged`. Apple documents no order for these events (`Compatibility/Porting.md`,
    /// "Simulated touches"). Does nothing when the switch is disabled, hidden or not interactive.
    public func toggle() {
        tap()
    }
}
