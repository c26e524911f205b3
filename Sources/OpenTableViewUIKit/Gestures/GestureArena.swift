import Foundation

/// Offers a simulated gesture to the recognizers that would see its touches, decides which
/// recognize it in UIKit's order, and runs their state machines.
///
/// UIKit's rules, as Apple documents them ("Coordinating multiple gesture recognizers", "About
/// the gesture recognizer state machine"):
/// - the touches go to the recognizers of the view the first touch hits and of each of its
///   ancestors, the hit view's first (the order of precedence);
/// - a recognizer whose delegate answers `false` to `gestureRecognizer(_:shouldReceive:)` does not
///   see the touches; one that does not accept the gesture fails;
/// - a recognizer that must wait for another's failure (``GestureRecognizer/require(toFail:)``,
///   or either delegate's `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`) fails when the
///   other recognizes, and proceeds when it fails;
/// - a recognizer about to leave ``GestureRecognizer/State/possible`` asks the hit view's
///   ``View/gestureRecognizerShouldBegin(_:)`` (UISlider's way of keeping a scroll view's pan from
///   taking its drag), then its delegate's `gestureRecognizerShouldBegin(_:)`; `false` fails it;
/// - once one recognizes, another recognizes too only when either delegate allows it
///   (`shouldRecognizeSimultaneouslyWith`) or `canPrevent`/`canBePrevented(by:)` say so.
///
/// Then the discrete recognizers send their actions (``GestureRecognizer/State/recognized``) and
/// the continuous ones move together through began, each changed and ended; last, each recognizer
/// that saw the touches returns to possible (``GestureRecognizer/reset()``).
@MainActor
enum GestureArena {
    /// Performs `gesture` at `point` in `view`'s coordinates. Returns whether a recognizer that
    /// recognized it cancels the touches in the view (``GestureRecognizer/cancelsTouchesInView``),
    /// so the view must not handle them.
    @discardableResult
    static func perform(_ gesture: SimulatedGesture, at point: CGPoint, in view: View) -> Bool {
        // A tree that never had a recognizer has nothing to offer the gesture to (per tree: see
        // `View.subtreeHasGestureRecognizers`).
        guard view.root.subtreeHasGestureRecognizers, let hit = view.hitTest(point, with: nil) else { return false }
        var gesture = gesture
        let root = view.root
        let start = view.convert(point, to: nil)
        gesture.startInWindow = start
        gesture.windowBounds = root.bounds

        var candidates: [GestureRecognizer] = []
        var current: View? = hit
        while let candidateView = current {
            candidates += candidateView.gestureRecognizerStorage.filter(\.isEnabled)
            current = candidateView.superviewStorage
        }
        guard !candidates.isEmpty else { return false }

        let touch = Touch(view: hit, locationInWindow: start, tapCount: tapCount(of: gesture))
        let receivers = candidates.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        for receiver in receivers {
            receiver.touchLocationsInWindow = Array(repeating: start, count: gesture.touchCount)
        }
        let recognized = decide(gesture, among: receivers, hitView: hit)
        for receiver in receivers where !recognized.contains(where: { $0 === receiver }) {
            receiver.state = .failed
        }
        run(gesture, recognizedBy: recognized, start: start)
        for receiver in receivers {
            receiver.finishGesture()
        }
        return recognized.contains(where: \.cancelsTouchesInView)
    }

    private static func tapCount(of gesture: SimulatedGesture) -> Int {
        if case .tap(let count) = gesture.kind { return count }
        return 1
    }

    /// Which of `receivers` recognize `gesture`, in the order they recognize.
    private static func decide(_ gesture: SimulatedGesture, among receivers: [GestureRecognizer], hitView: View)
        -> [GestureRecognizer]
    {
        let accepting = receivers.filter { $0.accepts(gesture) }
        var pending = accepting
        var recognized: [GestureRecognizer] = []
        var failed: [GestureRecognizer] = receivers.filter { receiver in
            !accepting.contains { $0 === receiver }
        }

        func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
            recognizer.requiredToFail.contains { $0.recognizer === other }
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
        }
        func isDecided(_ other: GestureRecognizer) -> Bool {
            recognized.contains { $0 === other } || failed.contains { $0 === other }
        }
        func mayRecognize(_ recognizer: GestureRecognizer, alongside other: GestureRecognizer) -> Bool {
            recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
                || !other.canPrevent(recognizer) || !recognizer.canBePrevented(by: other)
        }

        while !pending.isEmpty {
            // The first recognizer, in order of precedence, whose required failures are decided;
            // when the requirements form a cycle, the first one.
            let index =
                pending.firstIndex { recognizer in
                    receivers.allSatisfy { other in
                        other === recognizer || !requiresFailure(recognizer, of: other) || isDecided(other)
                    }
                } ?? 0
            let recognizer = pending.remove(at: index)
            let waitedFor = receivers.filter { $0 !== recognizer && requiresFailure(recognizer, of: $0) }
            // A recognizer that another's recognition prevents fails without being asked to begin.
            let blocked =
                waitedFor.contains { other in recognized.contains { $0 === other } }
                || recognized.contains { !mayRecognize(recognizer, alongside: $0) }
                || !hitView.gestureRecognizerShouldBegin(recognizer)
                || !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            if blocked {
                failed.append(recognizer)
            } else {
                recognized.append(recognizer)
            }
        }
        return recognized
    }

    /// Runs the recognized recognizers through their states, sending their actions.
    private static func run(_ gesture: SimulatedGesture, recognizedBy recognized: [GestureRecognizer], start: CGPoint) {
        let discrete = recognized.filter { !$0.isContinuous }
        let continuous = recognized.filter(\.isContinuous)
        for recognizer in discrete {
            recognizer.state = .recognized
        }
        guard !continuous.isEmpty else { return }
        switch gesture.kind {
        case .tap, .swipe:
            break
        case .longPress(_, let translations):
            // "The gesture recognizer transitions to the Change state whenever a finger moves, and
            // it ends when any of the fingers are lifted" (UILongPressGestureRecognizer): movement
            // after the press began does not make it fail; `allowableMovement` bounds only the wait.
            for recognizer in continuous { recognizer.state = .began }
            for translation in translations {
                for recognizer in continuous {
                    recognizer.touchLocationsInWindow = recognizer.touchLocationsInWindow.map { _ in
                        CGPoint(x: start.x + translation.x, y: start.y + translation.y)
                    }
                    recognizer.state = .changed
                }
            }
            for recognizer in continuous { recognizer.state = .ended }
        case .pan(let translations, let interval):
            var previous = CGPoint.zero
            for (step, translation) in translations.enumerated() {
                let velocity = CGPoint(
                    x: (translation.x - previous.x) / interval, y: (translation.y - previous.y) / interval)
                previous = translation
                for recognizer in continuous {
                    if let pan = recognizer as? PanGestureRecognizer {
                        pan.currentTranslation = translation
                        pan.currentVelocity = velocity
                    }
                    recognizer.touchLocationsInWindow = recognizer.touchLocationsInWindow.map { _ in
                        CGPoint(x: start.x + translation.x, y: start.y + translation.y)
                    }
                    recognizer.state = step == 0 ? .began : .changed
                }
            }
            for recognizer in continuous { recognizer.state = .ended }
        case .pinch(let scales, let interval):
            var previous: CGFloat = 1
            for (step, scale) in scales.enumerated() {
                for recognizer in continuous {
                    guard let pinch = recognizer as? PinchGestureRecognizer else { continue }
                    pinch.scale *= scale / previous
                    pinch.velocity = (scale - previous) / interval
                    pinch.state = step == 0 ? .began : .changed
                }
                previous = scale
            }
            for recognizer in continuous { recognizer.state = .ended }
        case .rotation(let angles, let interval):
            var previous: CGFloat = 0
            for (step, angle) in angles.enumerated() {
                for recognizer in continuous {
                    guard let rotation = recognizer as? RotationGestureRecognizer else { continue }
                    rotation.rotation += angle - previous
                    rotation.velocity = (angle - previous) / interval
                    rotation.state = step == 0 ? .began : .changed
                }
                previous = angle
            }
            for recognizer in continuous { recognizer.state = .ended }
        }
    }
}
