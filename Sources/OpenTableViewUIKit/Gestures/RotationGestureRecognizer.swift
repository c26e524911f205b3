import Foundation

/// A recognizer of two fingers turning, as UIKit's `UIRotationGestureRecognizer`: continuous, with
/// the ``rotation`` in radians since it began and its ``velocity``.
/// ([UIRotationGestureRecognizer](https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer))
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation since the gesture began, in radians. Settable, as in UIKit.
    open var rotation: CGFloat = 0
    /// How fast the rotation changes, in radians per second.
    open internal(set) var velocity: CGFloat = 0

    /// A recognizer that calls `handler` as the rotation begins, changes and ends. An
    /// OpenTableView addition (see ``GestureRecognizerClosureActions``), also declared by
    /// OpenTableViewShim on iOS.
    public convenience init(handler: @escaping @MainActor (RotationGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    override var isContinuous: Bool { true }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard case .rotation = gesture.kind else { return false }
        return gesture.touchCount == 2
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
    }
}
