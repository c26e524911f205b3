import Foundation

/// Receives a scroll view's scrolling events, as UIKit's `UIScrollViewDelegate`.
///
/// Only the events that can happen headless are present: programmatic scrolling, the simulated
/// drag and scroll-to-top of ``ScrollView``, and inset changes. Zooming is not modelled. Every
/// method is optional; the defaults do nothing, and ``scrollViewShouldScrollToTop(_:)`` allows
/// scrolling to the top. The table's `TableViewDelegate` refines this protocol, as in UIKit.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, by any means.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The drag is ending; `targetContentOffset` points at where the content will come to rest,
    /// and the delegate may change it (for example to snap to a row).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    )
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts slowing down after a drag. Never sent by the headless simulations,
    /// which end without deceleration; present for source compatibility.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content stopped after decelerating. Never sent headless, as above.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated programmatic scroll (``ScrollView/setContentOffset(_:animated:)``) finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Whether a scroll-to-top request may scroll. Default `true`.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// A scroll-to-top request finished.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// ``ScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing. (It counts its calls on the scroll view, so that the scroll view stops
    /// calling a delegate that does not implement the method, as UIKit does; see
    /// `ScrollView.defaultDidScrollCalls`.)
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrollView.defaultDidScrollCalls &+= 1
    }
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing: the content comes to rest where the drag aims.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Returns `true`: scrolling to the top is allowed.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
