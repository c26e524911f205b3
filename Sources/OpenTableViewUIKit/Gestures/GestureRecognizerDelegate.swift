/// What a recognizer asks before it acts, as UIKit's `UIGestureRecognizerDelegate`. Every method
/// is optional, as in UIKit: the defaults answer as UIKit does when the delegate does not
/// implement them.
/// ([UIGestureRecognizerDelegate](https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate))
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave ``GestureRecognizer/State/possible`` (begin or recognize).
    /// `false` makes it fail. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether the recognizer sees `touch`; asked before the gesture is offered to it. `false`
    /// keeps the gesture from it: it neither recognizes nor fails. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Whether both recognizers may recognize the same gesture. Either one's delegate answering
    /// `true` is enough. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail, as
    /// ``GestureRecognizer/require(toFail:)`` decided per gesture. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail. Default
    /// `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`, as UIKit when the delegate does not implement the method.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// `true`, as UIKit when the delegate does not implement the method.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    /// `false`, as UIKit when the delegate does not implement the method.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// `false`, as UIKit when the delegate does not implement the method.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// `false`, as UIKit when the delegate does not implement the method.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}
