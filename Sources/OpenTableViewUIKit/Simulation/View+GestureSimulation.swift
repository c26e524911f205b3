import Foundation

/// A finger's gestures on any view, for the gesture recognizers attached to it and to its
/// ancestors. OpenTableView additions: UIKit has no such API, since real touches produce them.
///
/// Each gesture starts at `point`, in the view's coordinates: the view hit there and its ancestors
/// offer the gesture to their enabled recognizers, the hit view's first; the delegates are
/// consulted and the actions sent in UIKit's order (see ``GestureRecognizer``). A point that hits
/// nothing (outside the view, or on a hidden or non-interactive view) reaches no recognizer, as in
/// UIKit. The gestures do not move views: a table's row is tapped with
/// `tableView.simulate.tapRow(at:)`, which offers the tap to the recognizers first.
extension Simulation where Base: View {
    /// Taps `numberOfTaps` times with `numberOfTouches` fingers at `point`: a tap recognizer whose
    /// ``TapGestureRecognizer/numberOfTapsRequired`` and ``TapGestureRecognizer/numberOfTouchesRequired``
    /// match recognizes it (``GestureRecognizer/State/recognized``); the others fail.
    public func tap(at point: CGPoint, numberOfTaps: Int = 1, numberOfTouches: Int = 1) {
        GestureArena.perform(
            SimulatedGesture(.tap(count: numberOfTaps), touchCount: numberOfTouches), at: point, in: base)
    }

    /// Presses at `point` for `duration` seconds without moving: a long-press recognizer whose
    /// ``LongPressGestureRecognizer/minimumPressDuration`` is at most `duration` begins, then ends
    /// as the finger lifts.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.5, numberOfTouches: Int = 1) {
        GestureArena.perform(
            SimulatedGesture(.longPress(duration: duration, translations: []), touchCount: numberOfTouches),
            at: point, in: base)
    }

    /// Presses at `point` for `duration` seconds, then, still pressing, drags through
    /// `translations` (each the total movement from `point`) and lifts: a long-press recognizer
    /// begins, changes at each movement with ``GestureRecognizer/location(in:)`` following the
    /// finger, then ends. The drag-to-reorder gesture of a collection view
    /// (`beginInteractiveMovementForItem(at:)` in `.began`,
    /// `updateInteractiveMovementTargetPosition(_:)` in `.changed`, `endInteractiveMovement()` in
    /// `.ended`). An OpenTableView addition.
    public func longPress(
        at point: CGPoint, thenDragThrough translations: [CGPoint], duration: TimeInterval = 0.5,
        numberOfTouches: Int = 1
    ) {
        precondition(
            !translations.isEmpty, "simulate.longPress(at:thenDragThrough:): a drag moves at least once")
        GestureArena.perform(
            SimulatedGesture(.longPress(duration: duration, translations: translations), touchCount: numberOfTouches),
            at: point, in: base)
    }

    /// Drags from `point` through `translations` (each the total movement from `point`, one per
    /// movement, `interval` seconds apart): a pan recognizer begins at the first, changes at each
    /// of the others and ends at the last; ``PanGestureRecognizer/velocity(in:)`` is the last
    /// movement over `interval`.
    public func pan(
        from point: CGPoint, translations: [CGPoint], interval: TimeInterval = 1.0 / 60, numberOfTouches: Int = 1
    ) {
        precondition(!translations.isEmpty, "simulate.pan(from:translations:): a pan moves at least once")
        GestureArena.perform(
            SimulatedGesture(.pan(translations: translations, interval: interval), touchCount: numberOfTouches),
            at: point, in: base)
    }

    /// Swipes from `point` in `direction` (one direction): a swipe recognizer whose
    /// ``SwipeGestureRecognizer/direction`` contains it recognizes it.
    public func swipe(_ direction: SwipeGestureRecognizer.Direction, at point: CGPoint, numberOfTouches: Int = 1) {
        precondition(
            [.left, .right, .up, .down].contains(direction),
            "simulate.swipe(_:at:): a swipe goes in one direction")
        GestureArena.perform(SimulatedGesture(.swipe(direction), touchCount: numberOfTouches), at: point, in: base)
    }

    /// Pinches two fingers around `point` through `scales` (each the scale since the start),
    /// `interval` seconds apart: a pinch recognizer begins, changes and ends.
    public func pinch(at point: CGPoint, scales: [CGFloat], interval: TimeInterval = 1.0 / 60) {
        precondition(!scales.isEmpty, "simulate.pinch(at:scales:): a pinch moves at least once")
        GestureArena.perform(
            SimulatedGesture(.pinch(scales: scales, interval: interval), touchCount: 2), at: point, in: base)
    }

    /// Turns two fingers around `point` through `angles` (radians since the start), `interval`
    /// seconds apart: a rotation recognizer begins, changes and ends.
    public func rotate(at point: CGPoint, angles: [CGFloat], interval: TimeInterval = 1.0 / 60) {
        precondition(!angles.isEmpty, "simulate.rotate(at:angles:): a rotation moves at least once")
        GestureArena.perform(
            SimulatedGesture(.rotation(angles: angles, interval: interval), touchCount: 2), at: point, in: base)
    }
}

extension GestureRecognizer: Simulatable {}

extension Simulation where Base: GestureRecognizer {
    /// Performs the recognizer's own gesture at the centre of its view, through the view's
    /// `simulate` (so the delegates and the other recognizers take part): a tap of its required
    /// taps and touches, a press of its minimum duration, a pan of 100 points right, a swipe in
    /// its first direction, a pinch to twice the size, a quarter turn. A recognizer on no view
    /// does nothing. An OpenTableView addition for tests.
    public func perform() {
        guard let view = base.view else { return }
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        switch base {
        case let tap as TapGestureRecognizer:
            view.simulate.tap(
                at: centre, numberOfTaps: tap.numberOfTapsRequired, numberOfTouches: tap.numberOfTouchesRequired)
        case let press as LongPressGestureRecognizer:
            view.simulate.longPress(
                at: centre, duration: press.minimumPressDuration, numberOfTouches: press.numberOfTouchesRequired)
        case let pan as PanGestureRecognizer:
            view.simulate.pan(
                from: centre, translations: [CGPoint(x: 10, y: 0), CGPoint(x: 100, y: 0)],
                numberOfTouches: pan.minimumNumberOfTouches)
        case let swipe as SwipeGestureRecognizer:
            let direction: SwipeGestureRecognizer.Direction =
                [.right, .left, .up, .down].first { swipe.direction.contains($0) } ?? .right
            view.simulate.swipe(direction, at: centre, numberOfTouches: swipe.numberOfTouchesRequired)
        case is PinchGestureRecognizer:
            view.simulate.pinch(at: centre, scales: [1.5, 2])
        case is RotationGestureRecognizer:
            view.simulate.rotate(at: centre, angles: [.pi / 4, .pi / 2])
        default:
            break
        }
    }
}
