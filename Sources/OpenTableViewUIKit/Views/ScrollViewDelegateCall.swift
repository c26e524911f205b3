import Foundation

/// One call a scroll view makes to its delegate, reported to ``ScrollView/delegateCallObserver``
/// before the delegate receives it. The table's call recorder turns these into its events; the
/// scroll view itself knows nothing of recording.
package enum ScrollViewDelegateCall: Equatable, Sendable {
    /// `scrollViewDidScroll(_:)`.
    case didScroll
    /// `scrollViewWillBeginDragging(_:)`.
    case willBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the target offered.
    case willEndDragging(velocity: CGPoint, targetContentOffset: CGPoint)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case didEndScrollingAnimation
    /// `scrollViewShouldScrollToTop(_:)`.
    case shouldScrollToTop
    /// `scrollViewDidScrollToTop(_:)`.
    case didScrollToTop
    /// `scrollViewDidChangeAdjustedContentInset(_:)`.
    case didChangeAdjustedContentInset
}

extension ScrollView {
    /// Reports `call` to the observer, if one is attached and there is a delegate to call: one
    /// load and one branch when nothing observes, and `call` is not even built.
    @inline(__always)
    package func noteDelegateCall(_ call: @autoclosure () -> ScrollViewDelegateCall) {
        if let observer = delegateCallObserver, scrollDelegate != nil { observer(self, call()) }
    }
}
