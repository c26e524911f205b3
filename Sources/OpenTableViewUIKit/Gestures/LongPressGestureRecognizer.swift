import Foundation

/// A recognizer of a press held in place, as UIKit's `UILongPressGestureRecognizer`: continuous,
/// it begins once the fingers have been down ``minimumPressDuration`` seconds without moving more
/// than ``allowableMovement`` points, and ends when they lift.
/// ([UILongPressGestureRecognizer](https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer))
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of taps before the press, default 0.
    open var numberOfTapsRequired = 0
    /// The number of fingers, default 1.
    open var numberOfTouchesRequired = 1
    /// How far, in points, the fingers may move before the gesture fails. Default 10.
    open var allowableMovement: CGFloat = 10

    /// A recognizer that calls `handler` as its press begins, changes and ends. An OpenTableView
    /// addition (see ``GestureRecognizerClosureActions``), also declared by OpenTableViewShim on
    /// iOS.
    public convenience init(handler: @escaping @MainActor (LongPressGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    override var isContinuous: Bool { true }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard case .longPress(let duration, _) = gesture.kind else { return false }
        return duration >= minimumPressDuration && gesture.touchCount == numberOfTouchesRequired
            && numberOfTapsRequired == 0
    }
}
