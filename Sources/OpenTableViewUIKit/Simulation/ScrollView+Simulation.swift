import Foundation

/// Simulated user gestures, so tests can drive scrolling as a finger would. OpenTableView
/// additions: UIKit has no such methods, since real touches produce these events.
extension ScrollView {
    /// Simulates a finger dragging the content to `offset` and lifting without a flick.
    ///
    /// The delegate hears, in order:
    /// 1. ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``,
    /// 2. one ``ScrollViewDelegate/scrollViewDidScroll(_:)`` as the offset moves to `offset`
    ///    (or to `offset` kept within the scrollable range when ``bounces`` is `false`); none if
    ///    the offset is already there,
    /// 3. ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
    ///    with a zero velocity and the resting place: the offset within the scrollable range. The
    ///    delegate may change the target,
    /// 4. one more `scrollViewDidScroll(_:)` if the offset has to move to the target (a bounce
    ///    back or the delegate's snap), which happens at once,
    /// 5. ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)`` with `false`.
    ///
    /// UIKit would animate step 4 as a deceleration; headless it is immediate, so no deceleration
    /// events are sent. ``isTracking`` and ``isDragging`` are `true` from step 1 until just before
    /// step 5. Does nothing while ``isScrollEnabled`` is `false`.
    public func simulateDrag(to offset: CGPoint) {
        guard isScrollEnabled else { return }
        isTracking = true
        isDragging = true
        noteDelegateCall(.willBeginDragging)
        scrollDelegate?.scrollViewWillBeginDragging(self)
        contentOffset = bounces ? offset : clampedContentOffset(offset)
        var target = clampedContentOffset(contentOffset)
        noteDelegateCall(.willEndDragging(velocity: .zero, targetContentOffset: target))
        withUnsafeMutablePointer(to: &target) { targetPointer in
            scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: targetPointer)
        }
        contentOffset = target
        isTracking = false
        isDragging = false
        noteDelegateCall(.didEndDragging(willDecelerate: false))
        scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    /// Simulates a tap on the status bar, which scrolls the content back to the top.
    ///
    /// Nothing happens unless ``scrollsToTop`` and ``isScrollEnabled`` are `true` and the delegate's
    /// ``ScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` agrees. Then the vertical offset moves
    /// at once to `-adjustedContentInset.top` (one `scrollViewDidScroll(_:)` if it changes; the
    /// horizontal offset stays) and the delegate hears
    /// ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``, even if it was already at the top.
    public func simulateScrollToTop() {
        guard scrollsToTop, isScrollEnabled else { return }
        noteDelegateCall(.shouldScrollToTop)
        guard scrollDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        noteDelegateCall(.didScrollToTop)
        scrollDelegate?.scrollViewDidScrollToTop(self)
    }
}
