import Foundation

/// Simulated touches on controls, so tests can drive them as a finger would. OpenTableView
/// additions: UIKit has no such methods, since real touches produce these events.
extension Control {
    /// Simulates a tap: a finger down on the control and up inside it.
    ///
    /// Sends, in order: ``Event/touchDown`` (with ``isHighlighted``, ``isTracking`` and
    /// ``isTouchInside`` `true`), ``Event/touchUpInside`` (after the highlight is removed), and,
    /// for a ``Button``, ``Event/primaryActionTriggered``, which UIKit sends for a button's tap
    /// after `.touchUpInside`. Each event is its own `sendActions(for:)`, so a handler registered
    /// for two of them runs twice, as in UIKit. Does nothing when the control is disabled, hidden,
    /// or does not take touches (``View/isUserInteractionEnabled`` is `false`).
    public func simulateTap() {
        guard acceptsSimulatedTouches else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchUpInside)
        if self is Button { sendActions(for: .primaryActionTriggered) }
    }

    /// Whether a real touch could reach the control: enabled, visible and interactive.
    var acceptsSimulatedTouches: Bool {
        isEnabled && !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }
}
