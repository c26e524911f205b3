import Foundation

/// A recognizer of one or more taps, as UIKit's `UITapGestureRecognizer`: discrete, recognized
/// when the gesture has ``numberOfTapsRequired`` taps of ``numberOfTouchesRequired`` fingers.
/// ([UITapGestureRecognizer](https://developer.apple.com/documentation/uikit/uitapgesturerecognizer))
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// The number of taps, default 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers, default 1.
    open var numberOfTouchesRequired = 1

    /// A recognizer that calls `handler` when it recognizes its tap. An OpenTableView addition
    /// (see ``GestureRecognizerClosureActions``), also declared by OpenTableViewShim on iOS.
    public convenience init(handler: @escaping @MainActor (TapGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard case .tap(let taps) = gesture.kind else { return false }
        return taps == numberOfTapsRequired && gesture.touchCount == numberOfTouchesRequired
    }
}
