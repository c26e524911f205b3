import Foundation

/// The user's pull to refresh. An OpenTableView addition: UIKit has no such method, since real
/// touches produce these events.
extension ScrollView {
    /// Simulates the user pulling the content down past the refresh threshold and lifting the
    /// finger. An OpenTableView addition for tests.
    ///
    /// The delegate hears what ``simulateDrag(to:)`` sends for a drag to
    /// `RefreshControl.pullDistance` points above the top: `scrollViewWillBeginDragging(_:)`,
    /// `scrollViewDidScroll(_:)` as the content comes down; then, past the threshold and while the
    /// finger is down, the ``refreshControl`` begins refreshing and sends
    /// ``Control/Event/valueChanged`` through its actions, once ("When the user pulls the table
    /// view down enough to trigger the refresh the control sends the `valueChanged` event",
    /// `Compatibility/Evidence.md` §13); when the finger lifts, the control's height joins the
    /// adjusted content inset (`scrollViewDidChangeAdjustedContentInset(_:)`), the drag ends
    /// aiming at the new top (`scrollViewWillEndDragging`, with the control showing), the content
    /// settles there (`scrollViewDidScroll(_:)`) and `scrollViewDidEndDragging(_:willDecelerate:)`.
    ///
    /// Nothing is sent when the control is disabled or already refreshing (the content still
    /// bounces back), nor without a refresh control. Does nothing while ``isScrollEnabled`` is
    /// `false`, like the other simulated gestures.
    public func simulatePullToRefresh() {
        guard isScrollEnabled else { return }
        isTracking = true
        isDragging = true
        noteDelegateCall(.willBeginDragging)
        scrollDelegate?.scrollViewWillBeginDragging(self)
        contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffset.y - RefreshControl.pullDistance)
        refreshControl?.pullDidCrossThreshold()
        // The finger lifts: a refreshing control keeps its place above the content.
        refreshControlStateDidChange()
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
}
