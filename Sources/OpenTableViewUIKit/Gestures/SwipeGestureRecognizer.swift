import Foundation

/// A recognizer of a swipe in one of its ``direction``s, as UIKit's `UISwipeGestureRecognizer`:
/// discrete, recognized when the fingers move quickly enough in an allowed direction.
/// ([UISwipeGestureRecognizer](https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer))
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take, as `UISwipeGestureRecognizer.Direction` (same raw values).
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions. Default ``Direction/right``, as in UIKit.
    open var direction: Direction = .right
    /// The number of fingers, default 1.
    open var numberOfTouchesRequired = 1

    /// A recognizer that calls `handler` when it recognizes a swipe. An OpenTableView addition
    /// (see ``GestureRecognizerClosureActions``), also declared by OpenTableViewShim on iOS.
    public convenience init(handler: @escaping @MainActor (SwipeGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard case .swipe(let swiped) = gesture.kind else { return false }
        return direction.contains(swiped) && gesture.touchCount == numberOfTouchesRequired
    }
}
