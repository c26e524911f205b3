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

    /// A touch that changes the control's value, as a slider's drag or a stepper's tap: sends
    /// ``Event/touchDown`` (with ``isTracking`` and ``isTouchInside`` `true`), runs `change`, which
    /// sets the value and returns whether it moved; when it moved, sends the value's events
    /// (``sendValueChangedAndPrimaryAction()``) while the finger is down if `continuous`, then
    /// ``Event/touchUpInside``, then the value's events if not `continuous`.
    func simulateValueChangingTouch(continuous: Bool, _ change: () -> Bool) {
        isTracking = true
        isTouchInside = true
        sendActions(for: .touchDown)
        let changed = change()
        if changed && continuous { sendValueChangedAndPrimaryAction() }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchUpInside)
        if changed && !continuous { sendValueChangedAndPrimaryAction() }
    }

    /// ``Event/valueChanged``, then ``Event/primaryActionTriggered``: UIKit runs a value control's
    /// `primaryAction` (a switch's, a slider's, a stepper's) when its value changes.
    func sendValueChangedAndPrimaryAction() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// Whether a real touch could reach the control: enabled, visible and interactive.
    var acceptsSimulatedTouches: Bool {
        isEnabled && !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }
}
