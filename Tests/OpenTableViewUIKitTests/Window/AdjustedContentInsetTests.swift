import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct AdjustedContentInsetTests {
    let window = Window()
    let scrollView = ScrollView(frame: Window.defaultFrame)
    let delegate = RecordingScrollViewDelegate(log: TableEventLog())

    init() {
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 393, height: 2000)
    }

    @Test func automaticAddsTopAndBottomAndMovesARestingOffset() {
        window.addSubview(scrollView)
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: -59), "the top of the content stays in sight")
        expectEqual(
            delegate.log.events,
            [
                .didScroll(contentOffset: CGPoint(x: 0, y: -59), isDragging: false),
                .didChangeAdjustedContentInset(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            ])
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        expectEqual(scrollView.contentOffset.y, -59, "a content inset change does not move the offset")
    }

    @Test func automaticAdjustsEvenShortContentButNotSidewaysUnlessItScrollsSideways() {
        scrollView.contentSize = CGSize(width: 393, height: 100)
        window.addSubview(scrollView)
        window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        scrollView.contentSize = CGSize(width: 1000, height: 100)
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func scrollableAxesAdjustsOnlyAxesThatScroll() {
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 393, height: 100)
        window.addSubview(scrollView)
        expectEqual(scrollView.adjustedContentInset, .zero)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scrollView.contentSize = CGSize(width: 393, height: 100)
        scrollView.alwaysBounceVertical = true
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func neverAndAlways() {
        window.addSubview(scrollView)
        scrollView.contentInsetAdjustmentBehavior = .never
        expectEqual(scrollView.adjustedContentInset, .zero)
        expectEqual(scrollView.contentOffset, .zero, "the resting offset follows the behaviour")
        window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        scrollView.contentInsetAdjustmentBehavior = .always
        expectEqual(scrollView.adjustedContentInset, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        expectEqual(scrollView.contentOffset, CGPoint(x: -59, y: 0))
    }

    @Test func theScrollableRangeUsesTheAdjustedInset() {
        window.addSubview(scrollView)
        expectEqual(scrollView.minimumContentOffset, CGPoint(x: 0, y: -59))
        expectEqual(scrollView.maximumContentOffset, CGPoint(x: 0, y: 2000 + 34 - 852))
        scrollView.removeFromSuperview()
        expectEqual(scrollView.adjustedContentInset, .zero)
        expectEqual(scrollView.contentOffset, .zero)
    }
}
