import Foundation

/// Simulated touches on controls, as a finger makes them. OpenTableView additions: UIKit has no
/// such methods, since real touches produce these events.
///
/// UIKit documents each ``Control/Event`` but not the order in which one touch sends several of
/// them. The order here follows how `UIControl` tracks a touch: `.touchDown` when tracking begins,
/// the value's events while tracking ends (a switch flips, a stepper steps, a slider moves before
/// the finger is up), then the touch-up event; a button's `.primaryActionTriggered` comes with its
/// `.touchUpInside`, after it. `Compatibility/Porting.md` ("Simulated touches") records the choice.
extension Simulation where Base: Control {
    /// Simulates a tap: a finger down on the control and up inside it.
    ///
    /// Sends, in order: ``Control/Event/touchDown`` (with ``Control/isHighlighted``,
    /// ``Control/isTracking`` and ``Control/isTouchInside`` `true`); for a ``Switch``, the switch
    /// flips (``Switch/isOn``) and sends ``Control/Event/valueChanged`` and
    /// ``Control/Event/primaryActionTriggered``; then ``Control/Event/touchUpInside`` (after the
    /// highlight is removed); and, for a ``Button``, ``Control/Event/primaryActionTriggered``,
    /// which UIKit sends for a button's tap after `.touchUpInside`. Each event is its own
    /// `sendActions(for:)`, so a handler registered for two of them runs twice, as in UIKit. Does
    /// nothing when the control is disabled, hidden, or does not take touches
    /// (``View/isUserInteractionEnabled`` is `false`).
    public func tap() {
        guard base.acceptsSimulatedTouches else { return }
        base.trackValueChangingTouch(continuous: true) {
            guard let toggle = base as? Switch else { return false }
            toggle.isOn.toggle()
            return true
        }
        if base is Button { base.sendActions(for: .primaryActionTriggered) }
    }

    /// Simulates a finger that touches the control, slides off it and lifts outside: sends
    /// ``Control/Event/touchDown``, ``Control/Event/touchDragExit``,
    /// ``Control/Event/touchDragOutside`` and ``Control/Event/touchUpOutside``, in that order. The
    /// value does not change and no primary action is triggered: the touch was abandoned. Does
    /// nothing when the control does not take touches.
    public func touchUpOutside() {
        guard base.acceptsSimulatedTouches else { return }
        base.beginSimulatedTouch()
        base.isTouchInsideStorage = false
        base.isHighlighted = false
        base.sendActions(for: .touchDragExit)
        base.sendActions(for: .touchDragOutside)
        base.isTrackingStorage = false
        base.sendActions(for: .touchUpOutside)
    }

    /// Simulates a touch that the system cancels (an incoming call, a gesture recognizer that
    /// takes the touch): sends ``Control/Event/touchDown`` and then ``Control/Event/touchCancel``;
    /// the value does not change. Does nothing when the control does not take touches.
    public func cancelledTouch() {
        guard base.acceptsSimulatedTouches else { return }
        base.beginSimulatedTouch()
        base.endSimulatedTouch()
        base.sendActions(for: .touchCancel)
    }
}

extension Control {
    /// A touch that may change the control's value, as a tap on a switch, a slider's drag or a
    /// stepper's tap: sends ``Event/touchDown`` (with ``isTracking``, ``isTouchInside`` and
    /// ``isHighlighted`` `true`), runs `change`, which sets the value and returns whether it
    /// moved; when it moved, sends the value's events (``sendValueChangedAndPrimaryAction()``)
    /// while the finger is down if `continuous`, then ``Event/touchUpInside``, then the value's
    /// events if not `continuous`.
    func trackValueChangingTouch(continuous: Bool, _ change: () -> Bool) {
        beginSimulatedTouch()
        let changed = change()
        if changed && continuous { sendValueChangedAndPrimaryAction() }
        endSimulatedTouch()
        sendActions(for: .touchUpInside)
        if changed && !continuous { sendValueChangedAndPrimaryAction() }
    }

    /// The finger comes down inside the control: tracking, inside, highlighted, `.touchDown`.
    func beginSimulatedTouch() {
        isTrackingStorage = true
        isTouchInsideStorage = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The finger is about to lift: the highlight and tracking end before the touch-up event.
    func endSimulatedTouch() {
        isHighlighted = false
        isTrackingStorage = false
        isTouchInsideStorage = false
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
