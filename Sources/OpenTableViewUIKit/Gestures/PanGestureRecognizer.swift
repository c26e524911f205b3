import Foundation

/// A recognizer of a drag, as UIKit's `UIPanGestureRecognizer`: continuous, it begins when the
/// fingers move, changes as they move and ends when they lift; ``translation(in:)`` and
/// ``velocity(in:)`` say how far and how fast.
/// ([UIPanGestureRecognizer](https://developer.apple.com/documentation/uikit/uipangesturerecognizer))
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers the pan takes, default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan takes, default `Int.max` (UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// The fingers' movement since the gesture began, less what ``setTranslation(_:in:)`` took
    /// away.
    var currentTranslation = CGPoint.zero
    /// The translation ``setTranslation(_:in:)`` set the base to.
    private var translationBase = CGPoint.zero
    /// The velocity of the last movement, in points per second.
    var currentVelocity = CGPoint.zero

    /// A recognizer that calls `handler` as the pan begins, changes and ends. An OpenTableView
    /// addition (see ``GestureRecognizerClosureActions``), also declared by OpenTableViewShim on
    /// iOS.
    public convenience init(handler: @escaping @MainActor (PanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    /// How far the fingers moved since the gesture began (or since ``setTranslation(_:in:)``), in
    /// `view`'s coordinate system, as `translation(in:)`. Headless views are not transformed, so
    /// the translation is the same in every view.
    open func translation(in view: View?) -> CGPoint {
        CGPoint(x: currentTranslation.x - translationBase.x, y: currentTranslation.y - translationBase.y)
    }

    /// Makes the current translation read `translation`, as `setTranslation(_:in:)`: handlers
    /// that reset it to `.zero` read each movement on its own.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        translationBase = CGPoint(x: currentTranslation.x - translation.x, y: currentTranslation.y - translation.y)
    }

    /// How fast the fingers move, in points per second in `view`'s coordinate system, as
    /// `velocity(in:)`: the last movement over the simulated interval between movements.
    open func velocity(in view: View?) -> CGPoint { currentVelocity }

    override var isContinuous: Bool { true }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard case .pan = gesture.kind else { return false }
        return (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(
            gesture.touchCount)
    }

    open override func reset() {
        super.reset()
        currentTranslation = .zero
        translationBase = .zero
        currentVelocity = .zero
    }
}
