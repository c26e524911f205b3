import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A delegate that implements nothing, so every default implementation answers.
@MainActor
private final class SilentScrollViewDelegate: ScrollViewDelegate {}

@MainActor
@Suite struct ScrollViewSimulationTests {
    /// 320 × 480 over 1000 points of content: the offset rests between 0 and 520.
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let delegate = RecordingScrollViewDelegate(log: TableEventLog())

    init() {
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.delegate = delegate
    }

    @Test func dragWithinRange() {
        scrollView.simulate.drag(to: CGPoint(x: 0, y: 200))
        expectEqual(
            delegate.log.events,
            [
                .willBeginDragging(contentOffset: CGPoint(x: 0, y: 0), isDragging: true),
                .didScroll(contentOffset: CGPoint(x: 0, y: 200), isDragging: true),
                .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 200)),
                .didEndDragging(contentOffset: CGPoint(x: 0, y: 200), willDecelerate: false, isDragging: false),
            ])
        expectEqual([scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating], [false, false, false])
    }

    @Test func dragPastTheEndBouncesBack() {
        scrollView.simulate.drag(to: CGPoint(x: 0, y: 600))
        expectEqual(
            delegate.log.events,
            [
                .willBeginDragging(contentOffset: CGPoint(x: 0, y: 0), isDragging: true),
                .didScroll(contentOffset: CGPoint(x: 0, y: 600), isDragging: true),
                .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 520)),
                .didScroll(contentOffset: CGPoint(x: 0, y: 520), isDragging: true),
                .didEndDragging(contentOffset: CGPoint(x: 0, y: 520), willDecelerate: false, isDragging: false),
            ])
    }

    @Test func delegateCanRetargetTheDrag() {
        delegate.retarget = CGPoint(x: 0, y: 88)
        scrollView.simulate.drag(to: CGPoint(x: 0, y: 200))
        expectEqual(
            delegate.log.events,
            [
                .willBeginDragging(contentOffset: CGPoint(x: 0, y: 0), isDragging: true),
                .didScroll(contentOffset: CGPoint(x: 0, y: 200), isDragging: true),
                .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 200)),
                .didScroll(contentOffset: CGPoint(x: 0, y: 88), isDragging: true),
                .didEndDragging(contentOffset: CGPoint(x: 0, y: 88), willDecelerate: false, isDragging: false),
            ])
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 88))
    }

    @Test func withoutBouncingTheDragStaysInRange() {
        scrollView.bounces = false
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        delegate.log.reset()
        scrollView.simulate.drag(to: CGPoint(x: 0, y: -50))
        expectEqual(
            delegate.log.events,
            [
                .willBeginDragging(contentOffset: CGPoint(x: 0, y: 0), isDragging: true),
                .didScroll(contentOffset: CGPoint(x: 0, y: -10), isDragging: true),
                .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: -10)),
                .didEndDragging(contentOffset: CGPoint(x: 0, y: -10), willDecelerate: false, isDragging: false),
            ])
    }

    @Test func dragToTheCurrentOffsetDoesNotScroll() {
        scrollView.simulate.drag(to: .zero)
        expectEqual(
            delegate.log.events,
            [
                .willBeginDragging(contentOffset: CGPoint(x: 0, y: 0), isDragging: true),
                .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 0)),
                .didEndDragging(contentOffset: CGPoint(x: 0, y: 0), willDecelerate: false, isDragging: false),
            ])
    }

    @Test func dragDoesNothingWhenScrollingIsDisabled() {
        scrollView.isScrollEnabled = false
        scrollView.simulate.drag(to: CGPoint(x: 0, y: 200))
        #expect(delegate.log.events.isEmpty)
        expectEqual(scrollView.contentOffset, .zero)
    }

    @Test func scrollToTopGoesAboveTheTopInset() {
        scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 15, y: 300)
        delegate.log.reset()
        scrollView.simulate.scrollToTop()
        expectEqual(
            delegate.log.events,
            [
                .shouldScrollToTop,
                .didScroll(contentOffset: CGPoint(x: 15, y: -20), isDragging: false),
                .didScrollToTop(contentOffset: CGPoint(x: 15, y: -20)),
            ])
    }

    @Test func scrollToTopWhenAlreadyThereStillReportsIt() {
        scrollView.simulate.scrollToTop()
        expectEqual(delegate.log.events, [.shouldScrollToTop, .didScrollToTop(contentOffset: CGPoint(x: 0, y: 0))])
    }

    @Test func delegateCanRefuseScrollToTop() {
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        delegate.log.reset()
        delegate.allowsScrollToTop = false
        scrollView.simulate.scrollToTop()
        expectEqual(delegate.log.events, [.shouldScrollToTop])
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
    }

    @Test func scrollsToTopOrDisabledScrollingPreventsScrollToTop() {
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        delegate.log.reset()
        scrollView.scrollsToTop = false
        scrollView.simulate.scrollToTop()
        scrollView.scrollsToTop = true
        scrollView.isScrollEnabled = false
        scrollView.simulate.scrollToTop()
        #expect(delegate.log.events.isEmpty)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
    }

    @Test func defaultDelegateImplementationsAllowScrollToTop() {
        let silent = SilentScrollViewDelegate()
        scrollView.delegate = silent
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.simulate.drag(to: CGPoint(x: 0, y: 100))
        scrollView.simulate.scrollToTop()
        expectEqual(scrollView.contentOffset, .zero)
        #expect(delegate.log.events.isEmpty)
    }
}
