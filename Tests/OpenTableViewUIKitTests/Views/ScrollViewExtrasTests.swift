import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `scrollRectToVisible(_:animated:)`, the deceleration rate and the scroll indicators.
@MainActor
@Suite struct ScrollViewExtrasTests {
    /// 320 × 480 over 2000 points of content: the offset rests between 0 and 1520.
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let delegate = RecordingScrollViewDelegate(log: TableEventLog())

    init() {
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.delegate = delegate
    }

    @Test func aVisibleRectDoesNotScroll() {
        scrollView.contentOffset.y = 100
        _ = delegate.log.take()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 150, width: 320, height: 200), animated: true)
        expectEqual(scrollView.contentOffset.y, 100)
        #expect(delegate.log.take().isEmpty)
    }

    @Test func aRectBelowIsBroughtToTheBottomEdge() {
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 320, height: 100), animated: false)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 520))
        expectEqual(delegate.log.take(), [.didScroll(contentOffset: CGPoint(x: 0, y: 520), isDragging: false)])
    }

    @Test func aRectAboveIsBroughtToTheTopEdgeAnimated() {
        scrollView.contentOffset.y = 1000
        _ = delegate.log.take()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 320, height: 44), animated: true)
        expectEqual(scrollView.contentOffset.y, 300)
        expectEqual(
            delegate.log.take(),
            [
                .didScroll(contentOffset: CGPoint(x: 0, y: 300), isDragging: false),
                .didEndScrollingAnimation(contentOffset: CGPoint(x: 0, y: 300)),
            ])
    }

    @Test func aRectTallerThanTheViewShowsItsTop() {
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 320, height: 700), animated: false)
        expectEqual(scrollView.contentOffset.y, 600)
    }

    @Test func theOffsetStaysInTheScrollableRangeAndHonoursTheInsets() {
        scrollView.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 320, height: 100), animated: false)
        // The end of the content plus the bottom inset: 2000 + 30 - 480.
        expectEqual(scrollView.contentOffset.y, 1550)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 320, height: 10), animated: false)
        // The rect's top below the top inset.
        expectEqual(scrollView.contentOffset.y, -50)
    }

    @Test func decelerationRates() {
        expectEqual(scrollView.decelerationRate, .normal)
        expectEqual(ScrollView.DecelerationRate.normal.rawValue, 0.998)
        expectEqual(ScrollView.DecelerationRate.fast.rawValue, 0.99)
        scrollView.decelerationRate = .fast
        expectEqual(scrollView.decelerationRate, ScrollView.DecelerationRate(rawValue: 0.99))
    }

    @Test func indicatorInsetsAndFlashes() {
        expectEqual(scrollView.verticalScrollIndicatorInsets, .zero)
        expectEqual(scrollView.horizontalScrollIndicatorInsets, .zero)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.scrollIndicatorInsets = insets
        expectEqual(scrollView.verticalScrollIndicatorInsets, insets)
        expectEqual(scrollView.horizontalScrollIndicatorInsets, insets)
        scrollView.verticalScrollIndicatorInsets = .zero
        expectEqual(scrollView.scrollIndicatorInsets, .zero)
        expectEqual(scrollView.horizontalScrollIndicatorInsets, insets)
        expectEqual(scrollView.scrollIndicatorFlashCount, 0)
        scrollView.flashScrollIndicators()
        scrollView.flashScrollIndicators()
        expectEqual(scrollView.scrollIndicatorFlashCount, 2)
    }
}
