import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Records scroll-view delegate calls and the refresh action into one ordered list. Offsets are
/// printed plus zero, so the top (`-adjustedContentInset.top`, -0.0 without insets) reads 0.0.
@MainActor
final class PullRecorder: ScrollViewDelegate {
    var calls: [String] = []

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        calls.append("willBeginDragging \(scrollView.contentOffset.y + 0)")
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        calls.append("didScroll \(scrollView.contentOffset.y + 0)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging target \(targetContentOffset.pointee.y + 0)")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        calls.append("didChangeAdjustedContentInset \(scrollView.adjustedContentInset.top)")
    }
}

/// `UIRefreshControl` on a scroll view: installation, the pull, `beginRefreshing()` (no action,
/// as Apple documents) and `endRefreshing()`, and the inset it occupies while refreshing.
@MainActor
@Suite struct RefreshControlTests {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let recorder = PullRecorder()
    let control = RefreshControl()

    init() {
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.delegate = recorder
        control.addAction(
            Action { [recorder] action in
                recorder.calls.append("valueChanged \((action.sender as? RefreshControl)?.isRefreshing ?? false)")
            }, for: .valueChanged)
    }

    @Test func installingAddsTheControlAboveTheContent() {
        expectEqual(control.isRefreshing, false)
        expectEqual(control.attributedTitle, nil)
        scrollView.refreshControl = control
        expectIdentical(control.superview, scrollView)
        expectEqual(control.frame, CGRect(x: 0, y: -60, width: 320, height: 60))
        expectEqual(scrollView.adjustedContentInset, .zero)
        let other = RefreshControl()
        scrollView.refreshControl = other
        expectEqual(control.superview, nil)
        expectIdentical(other.superview, scrollView)
        scrollView.refreshControl = nil
        expectEqual(other.superview, nil)
    }

    @Test func aPullSendsValueChangedOnceAndKeepsTheControlShowing() {
        scrollView.refreshControl = control
        scrollView.simulate.pullToRefresh()
        expectEqual(
            recorder.calls,
            [
                "willBeginDragging 0.0", "didScroll -150.0", "valueChanged true",
                "didChangeAdjustedContentInset 60.0", "willEndDragging target -60.0", "didScroll -60.0",
                "didEndDragging false",
            ])
        #expect(control.isRefreshing)
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        expectEqual(scrollView.contentInset, .zero)
        #expect(!scrollView.isDragging && !scrollView.isTracking)
    }

    @Test func endRefreshingGivesTheInsetBackAndScrollsBackToTheTop() {
        scrollView.refreshControl = control
        scrollView.simulate.pullToRefresh()
        recorder.calls.removeAll()
        control.endRefreshing()
        #expect(!control.isRefreshing)
        expectEqual(scrollView.adjustedContentInset, .zero)
        expectEqual(scrollView.contentOffset.y, 0)
        expectEqual(recorder.calls, ["didChangeAdjustedContentInset 0.0", "didScroll 0.0"])
        control.endRefreshing()
        expectEqual(recorder.calls.count, 2)
    }

    @Test func aPullWhileRefreshingSendsNothingMore() {
        scrollView.refreshControl = control
        scrollView.simulate.pullToRefresh()
        recorder.calls.removeAll()
        scrollView.simulate.pullToRefresh()
        #expect(!recorder.calls.contains { $0.hasPrefix("valueChanged") })
        expectEqual(scrollView.contentOffset.y, -60)
    }

    @Test func aDisabledControlIsNotTriggered() {
        control.isEnabled = false
        scrollView.refreshControl = control
        scrollView.simulate.pullToRefresh()
        expectEqual(
            recorder.calls,
            [
                "willBeginDragging 0.0", "didScroll -150.0", "willEndDragging target 0.0", "didScroll 0.0",
                "didEndDragging false",
            ])
        #expect(!control.isRefreshing)
    }

    @Test func withoutAControlThePullOnlyBounces() {
        scrollView.simulate.pullToRefresh()
        expectEqual(recorder.calls.last, "didEndDragging false")
        expectEqual(scrollView.contentOffset.y, 0)
    }

    @Test func beginRefreshingInCodeSendsNoActionAndDoesNotScroll() {
        scrollView.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing)
        expectEqual(recorder.calls, ["didChangeAdjustedContentInset 60.0"])
        expectEqual(scrollView.contentOffset.y, 0)
        expectEqual(scrollView.adjustedContentInset.top, 60)
        control.beginRefreshing()
        expectEqual(recorder.calls.count, 1)
    }

    @Test func theRefreshInsetAddsToTheContentInset() {
        scrollView.contentInset = EdgeInsets(top: 64, left: 0, bottom: 20, right: 0)
        scrollView.contentOffset.y = -64
        scrollView.refreshControl = control
        recorder.calls.removeAll()
        scrollView.simulate.pullToRefresh()
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 124, left: 0, bottom: 20, right: 0))
        expectEqual(scrollView.contentOffset.y, -124)
        expectEqual(recorder.calls.prefix(2), ["willBeginDragging -64.0", "didScroll -214.0"])
        control.endRefreshing()
        expectEqual(scrollView.contentOffset.y, -64)
    }

    @Test func aControlThatIsNotInstalledChangesNoScrollView() {
        control.beginRefreshing()
        #expect(control.isRefreshing)
        expectEqual(scrollView.adjustedContentInset, .zero)
        control.tintColor = .systemBlue
        control.attributedTitle = NSAttributedString(string: "Updated just now")
        expectEqual(control.tintColor, .systemBlue)
        expectEqual(control.attributedTitle?.string, "Updated just now")
    }
}
