import Foundation

/// A recognizer of two fingers pinching, as UIKit's `UIPinchGestureRecognizer`: continuous, with
/// the ``scale`` of the fingers' distance to where it began and its ``velocity``.
/// ([UIPinchGestureRecognizer](https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer))
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale since the gesture began: 1 at its start. Settable, as in UIKit, so a handler can
    /// reset it to 1 and read each change on its own.
    open var scale: CGFloat = 1
    /// How fast the scale changes, per second.
    open internal(set) var velocity: CGFloat = 0

    /// A recognizer that calls `handler` as the pinch begins, changes and ends. An OpenTableView
    /// addition (see ``GestureRecognizerClosureActions``), also declared by OpenTableViewShim on
    /// iOS.
    public convenience init(handler: @escaping @MainActor (PinchGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    override var isContinuous: Bool { true }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard case .pinch = gesture.kind else { return false }
        return gesture.touchCount == 2
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
    }
}
