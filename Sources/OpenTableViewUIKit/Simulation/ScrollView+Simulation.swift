import Foundation

/// Simulated user gestures, so tests can drive scrolling as a finger would. OpenTableView
/// additions: UIKit has no such methods, since real touches produce these events.
extension Simulation where Base: ScrollView {
    /// Simulates a finger dragging the content to `offset` and lifting without a flick.
    ///
    /// The delegate hears, in order:
    /// 1. ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``,
    /// 2. one ``ScrollViewDelegate/scrollViewDidScroll(_:)`` as the offset moves to `offset`
    ///    (or to `offset` kept within the scrollable range when ``ScrollView/bounces`` is `false`);
    ///    none if the offset is already there,
    /// 3. ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
    ///    with a zero velocity and the resting place: the offset within the scrollable range. The
    ///    delegate may change the target,
    /// 4. one more `scrollViewDidScroll(_:)` if the offset has to move to the target (a bounce
    ///    back or the delegate's snap), which happens at once,
    /// 5. ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)`` with `false`.
    ///
    /// UIKit would animate step 4 as a deceleration; headless it is immediate, so no deceleration
    /// events are sent. ``ScrollView/isTracking`` and ``ScrollView/isDragging`` are `true` from
    /// step 1 until just before step 5. Does nothing while ``ScrollView/isScrollEnabled`` is
    /// `false`.
    public func drag(to offset: CGPoint) {
        let scrollView = base
        guard scrollView.isScrollEnabled else { return }
        scrollView.trackSimulatedDrag {
            scrollView.contentOffset = scrollView.bounces ? offset : scrollView.clampedContentOffset(offset)
        }
    }

    /// Simulates a tap on the status bar, which scrolls the content back to the top.
    ///
    /// Nothing happens unless ``ScrollView/scrollsToTop`` and ``ScrollView/isScrollEnabled`` are
    /// `true` and the delegate's ``ScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` agrees.
    /// Then the vertical offset moves at once to `-adjustedContentInset.top` (one
    /// `scrollViewDidScroll(_:)` if it changes; the horizontal offset stays) and the delegate
    /// hears ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``, even if it was already at the
    /// top.
    public func scrollToTop() {
        let scrollView = base
        guard scrollView.scrollsToTop, scrollView.isScrollEnabled else { return }
        scrollView.noteDelegateCall(.shouldScrollToTop)
        guard scrollView.scrollDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return }
        scrollView.contentOffset = CGPoint(
            x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInsetStorage.top)
        scrollView.noteDelegateCall(.didScrollToTop)
        scrollView.scrollDelegate?.scrollViewDidScrollToTop(scrollView)
    }

    /// Simulates the user pulling the content down past the refresh threshold and lifting the
    /// finger.
    ///
    /// The delegate hears what `drag(to:)` sends for a drag to `RefreshControl.pullDistance`
    /// points above the top: `scrollViewWillBeginDragging(_:)`, `scrollViewDidScroll(_:)` as the
    /// content comes down; then, past the threshold and while the finger is down, the
    /// ``ScrollView/refreshControl`` begins refreshing and sends ``Control/Event/valueChanged``
    /// through its actions, once ("When the user pulls the table view down enough to trigger the
    /// refresh the control sends the `valueChanged` event", `Compatibility/Evidence.md` §13); when
    /// the finger lifts, the control's height joins the adjusted content inset
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`), the drag ends aiming at the new top
    /// (`scrollViewWillEndDragging`, with the control showing), the content settles there
    /// (`scrollViewDidScroll(_:)`) and `scrollViewDidEndDragging(_:willDecelerate:)`.
    ///
    /// Nothing is sent when the control is disabled or already refreshing (the content still
    /// bounces back), nor without a refresh control. Does nothing while
    /// ``ScrollView/isScrollEnabled`` is `false`, like the other simulated gestures.
    public func pullToRefresh() {
        let scrollView = base
        guard scrollView.isScrollEnabled else { return }
        scrollView.trackSimulatedDrag {
            scrollView.contentOffset = CGPoint(
                x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y - RefreshControl.pullDistance)
            scrollView.refreshControl?.pullDidCrossThreshold()
            // The finger lifts: a refreshing control keeps its place above the content.
            scrollView.refreshControlStateDidChange()
        }
    }
}

extension ScrollView {
    /// One drag without a flick: tracking and dragging begin (`scrollViewWillBeginDragging`),
    /// `moveWhileDown` moves the content as the finger does, then the drag ends aiming at the
    /// resting place within the scrollable range (`scrollViewWillEndDragging`, which may change
    /// it), the content settles there at once, and `scrollViewDidEndDragging(_:willDecelerate:)`
    /// with `false`.
    func trackSimulatedDrag(_ moveWhileDown: () -> Void) {
        isTrackingStorage = true
        isDraggingStorage = true
        noteDelegateCall(.willBeginDragging)
        scrollDelegate?.scrollViewWillBeginDragging(self)
        moveWhileDown()
        var target = clampedContentOffset(
            restingOffset(forProposed: clampedContentOffset(contentOffset), velocity: .zero))
        noteDelegateCall(.willEndDragging(velocity: .zero, targetContentOffset: target))
        withUnsafeMutablePointer(to: &target) { targetPointer in
            scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: targetPointer)
        }
        contentOffset = target
        isTrackingStorage = false
        isDraggingStorage = false
        noteDelegateCall(.didEndDragging(willDecelerate: false))
        scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}
