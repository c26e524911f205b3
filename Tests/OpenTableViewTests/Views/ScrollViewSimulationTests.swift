import Foundation
import Testing

@testable import OpenTableView

/// A delegate that implements nothing, so every default implementation answers.
@MainActor
private final class SilentScrollViewDelegate: ScrollViewDelegate {}

@MainActor
@Suite struct ScrollViewSimulationTests {
    /// 320 × 480 over 1000 points of content: the offset rests between 0 and 520.
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let delegate = RecordingScrollViewDelegate()

    init() {
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.delegate = delegate
    }

    @Test func dragWithinRange() {
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 200))
        #expect(
            delegate.events == [
                "willBeginDragging (0, 0) dragging: true",
                "didScroll (0, 200) dragging: true",
                "willEndDragging velocity (0, 0) target (0, 200)",
                "didEndDragging (0, 200) decelerate: false dragging: false",
            ])
        #expect([scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating] == [false, false, false])
    }

    @Test func dragPastTheEndBouncesBack() {
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 600))
        #expect(
            delegate.events == [
                "willBeginDragging (0, 0) dragging: true",
                "didScroll (0, 600) dragging: true",
                "willEndDragging velocity (0, 0) target (0, 520)",
                "didScroll (0, 520) dragging: true",
                "didEndDragging (0, 520) decelerate: false dragging: false",
            ])
    }

    @Test func delegateCanRetargetTheDrag() {
        delegate.retarget = CGPoint(x: 0, y: 88)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 200))
        #expect(
            delegate.events == [
                "willBeginDragging (0, 0) dragging: true",
                "didScroll (0, 200) dragging: true",
                "willEndDragging velocity (0, 0) target (0, 200)",
                "didScroll (0, 88) dragging: true",
                "didEndDragging (0, 88) decelerate: false dragging: false",
            ])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 88))
    }

    @Test func withoutBouncingTheDragStaysInRange() {
        scrollView.bounces = false
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        delegate.events = []
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -50))
        #expect(
            delegate.events == [
                "willBeginDragging (0, 0) dragging: true",
                "didScroll (0, -10) dragging: true",
                "willEndDragging velocity (0, 0) target (0, -10)",
                "didEndDragging (0, -10) decelerate: false dragging: false",
            ])
    }

    @Test func dragToTheCurrentOffsetDoesNotScroll() {
        scrollView.simulateDrag(to: .zero)
        #expect(
            delegate.events == [
                "willBeginDragging (0, 0) dragging: true",
                "willEndDragging velocity (0, 0) target (0, 0)",
                "didEndDragging (0, 0) decelerate: false dragging: false",
            ])
    }

    @Test func dragDoesNothingWhenScrollingIsDisabled() {
        scrollView.isScrollEnabled = false
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 200))
        #expect(delegate.events.isEmpty)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func scrollToTopGoesAboveTheTopInset() {
        scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 15, y: 300)
        delegate.events = []
        scrollView.simulateScrollToTop()
        #expect(
            delegate.events == [
                "shouldScrollToTop",
                "didScroll (15, -20) dragging: false",
                "didScrollToTop (15, -20)",
            ])
    }

    @Test func scrollToTopWhenAlreadyThereStillReportsIt() {
        scrollView.simulateScrollToTop()
        #expect(delegate.events == ["shouldScrollToTop", "didScrollToTop (0, 0)"])
    }

    @Test func delegateCanRefuseScrollToTop() {
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        delegate.events = []
        delegate.allowsScrollToTop = false
        scrollView.simulateScrollToTop()
        #expect(delegate.events == ["shouldScrollToTop"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func scrollsToTopOrDisabledScrollingPreventsScrollToTop() {
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        delegate.events = []
        scrollView.scrollsToTop = false
        scrollView.simulateScrollToTop()
        scrollView.scrollsToTop = true
        scrollView.isScrollEnabled = false
        scrollView.simulateScrollToTop()
        #expect(delegate.events.isEmpty)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func defaultDelegateImplementationsAllowScrollToTop() {
        let silent = SilentScrollViewDelegate()
        scrollView.delegate = silent
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 100))
        scrollView.simulateScrollToTop()
        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.events.isEmpty)
    }
}
