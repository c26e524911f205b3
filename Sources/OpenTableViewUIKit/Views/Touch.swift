import Foundation

/// A finger on the screen, as UIKit's `UITouch`: what ``GestureRecognizerDelegate``'s
/// `gestureRecognizer(_:shouldReceive:)` is asked about. Headless a touch is made only by the
/// simulated gestures; it knows the view it landed on, where, and how many taps it is.
/// ([UITouch](https://developer.apple.com/documentation/uikit/uitouch))
@preconcurrency @MainActor
open class Touch {
    /// The phase of a touch, as `UITouch.Phase` (same raw values).
    public enum Phase: Int, Sendable, Hashable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and still.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
    }

    /// The view the touch landed on (the result of hit-testing).
    public let view: View?
    /// The number of taps, as `tapCount`.
    public let tapCount: Int
    /// The touch's phase: ``Phase/began`` when a recognizer is asked about it.
    open var phase: Phase { .began }
    /// Where the touch is in the window's (the root view's) coordinates.
    private let locationInWindow: CGPoint

    init(view: View?, locationInWindow: CGPoint, tapCount: Int) {
        self.view = view
        self.locationInWindow = locationInWindow
        self.tapCount = tapCount
    }

    /// Where the touch is in `view`'s coordinates (the window's for `nil`), as `location(in:)`.
    open func location(in view: View?) -> CGPoint {
        GestureGeometry.convertFromWindow(locationInWindow, to: view, near: self.view)
    }
}
