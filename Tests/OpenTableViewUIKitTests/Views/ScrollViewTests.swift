import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Records `adjustedContentInsetDidChange` before the base tells the delegate.
@MainActor
private final class InsetRecordingScrollView: ScrollView {
    var log: TableEventLog?

    override func adjustedContentInsetDidChange() {
        log?.record(.adjustedContentInsetDidChange)
        super.adjustedContentInsetDidChange()
    }
}

/// A delegate that implements only the end of animated scrolls: `scrollViewDidScroll` is the
/// protocol's default.
@MainActor
private final class AnimationOnlyDelegate: ScrollViewDelegate {
    var ends = 0
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { ends += 1 }
}

@MainActor
@Suite struct ScrollViewTests {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let delegate = RecordingScrollViewDelegate(log: TableEventLog())

    init() {
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.delegate = delegate
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        expectEqual(scrollView.bounds, CGRect(x: 0, y: 100, width: 320, height: 480))
        scrollView.bounds.origin = CGPoint(x: 0, y: 50)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 50))
        expectEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        expectEqual(
            delegate.log.events,
            [
                .didScroll(contentOffset: CGPoint(x: 0, y: 100), isDragging: false),
                .didScroll(contentOffset: CGPoint(x: 0, y: 50), isDragging: false),
            ])
    }

    @Test func unchangedOffsetSendsNothingAndSchedulesNothing() {
        scrollView.layoutIfNeeded()
        scrollView.contentOffset = .zero
        expectEqual(scrollView.needsLayout, false)
        scrollView.contentOffset = CGPoint(x: 0, y: 1)
        #expect(scrollView.needsLayout)
        expectEqual(delegate.log.events, [.didScroll(contentOffset: CGPoint(x: 0, y: 1), isDragging: false)])
    }

    /// The scroll view stops calling a delegate's default `scrollViewDidScroll` after the first
    /// scroll (UIKit asks `respondsToSelector:` once); a delegate set afterwards is called again.
    @Test func aDelegateWithoutDidScrollIsNotAskedAgainButTheNextOneIs() {
        let quiet = AnimationOnlyDelegate()
        scrollView.delegate = quiet
        let before = scrollView.defaultDidScrollCalls
        for y in 1...5 { scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(y)) }
        expectEqual(scrollView.defaultDidScrollCalls, before + 1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        expectEqual(quiet.ends, 1)
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
        expectEqual(delegate.log.events.last, .didScroll(contentOffset: CGPoint(x: 0, y: 60), isDragging: false))
        scrollView.delegate = quiet
        scrollView.contentOffset = CGPoint(x: 0, y: 70)
        expectEqual(scrollView.defaultDidScrollCalls, before + 2)
    }

    @Test func setContentOffsetWithoutAnimation() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 10))
        expectEqual(delegate.log.events, [.didScroll(contentOffset: CGPoint(x: 0, y: 10), isDragging: false)])
    }

    @Test func setContentOffsetWithAnimationEndsTheAnimationAtOnce() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        expectEqual(
            delegate.log.events,
            [
                .didScroll(contentOffset: CGPoint(x: 0, y: 20), isDragging: false),
                .didEndScrollingAnimation(contentOffset: CGPoint(x: 0, y: 20)),
            ])
    }

    @Test func setContentOffsetToTheCurrentOffsetSendsNothing() {
        scrollView.setContentOffset(.zero, animated: true)
        scrollView.setContentOffset(.zero, animated: false)
        #expect(delegate.log.events.isEmpty)
    }

    @Test func offsetsAreNotClamped() {
        scrollView.setContentOffset(CGPoint(x: -5, y: 5000), animated: false)
        expectEqual(scrollView.contentOffset, CGPoint(x: -5, y: 5000))
    }

    @Test func resizingOrMovingTheFrameIsNotAScroll() {
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        delegate.log.reset()
        scrollView.frame = CGRect(x: 10, y: 10, width: 300, height: 400)
        scrollView.center = CGPoint(x: 0, y: 0)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 30))
        #expect(delegate.log.events.isEmpty)
    }

    @Test func delegateIsWeak() {
        do {
            let temporary = RecordingScrollViewDelegate(log: TableEventLog())
            scrollView.delegate = temporary
            expectIdentical(scrollView.delegate, temporary)
        }
        expectEqual(scrollView.delegate, nil)
        expectEqual(scrollView.scrollDelegate, nil)
    }

    @Test func contentInsetChangeNotifiesOnlyWhenItChanges() {
        let insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scrollView.layoutIfNeeded()
        scrollView.contentInset = insets
        scrollView.contentInset = insets
        expectEqual(scrollView.adjustedContentInset, insets)
        expectEqual(scrollView.contentOffset, .zero)
        #expect(scrollView.needsLayout)
        expectEqual(
            delegate.log.events, [.didChangeAdjustedContentInset(EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))])
    }

    @Test func adjustedContentInsetDidChangeRunsBeforeTheDelegate() {
        let recording = InsetRecordingScrollView(frame: .zero)
        recording.delegate = delegate
        recording.log = delegate.log  // one history: the override's call, then the delegate's
        recording.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(
            delegate.log.events,
            [
                .adjustedContentInsetDidChange,
                .didChangeAdjustedContentInset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ])
    }

    @Test func scrollableRange() {
        scrollView.contentInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        expectEqual(scrollView.minimumContentOffset, CGPoint(x: -5, y: -10))
        expectEqual(scrollView.maximumContentOffset, CGPoint(x: 0, y: 540))
        scrollView.contentSize = CGSize(width: 400, height: 100)
        expectEqual(scrollView.maximumContentOffset, CGPoint(x: 80, y: -10))
        expectEqual(scrollView.clampedContentOffset(CGPoint(x: 1000, y: -1000)), CGPoint(x: 80, y: -10))
    }

    @Test func defaults() {
        let fresh = ScrollView(frame: .zero)
        #expect(fresh.clipsToBounds)
        expectEqual(fresh.contentOffset, .zero)
        expectEqual(fresh.contentSize, .zero)
        expectEqual(fresh.contentInset, .zero)
        expectEqual(fresh.delegate, nil)
        let flags = [
            fresh.isScrollEnabled, fresh.isPagingEnabled, fresh.bounces, fresh.alwaysBounceVertical,
            fresh.alwaysBounceHorizontal, fresh.showsVerticalScrollIndicator,
            fresh.showsHorizontalScrollIndicator, fresh.scrollsToTop, fresh.isTracking,
            fresh.isDragging, fresh.isDecelerating,
        ]
        expectEqual(flags, [true, false, true, false, false, true, true, true, false, false, false])
        expectEqual(fresh.contentInsetAdjustmentBehavior, .automatic)
        expectEqual(fresh.keyboardDismissMode, .none)
    }

    @Test func enumRawValuesAreUIKits() {
        let behaviours: [ScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
        let modes: [ScrollView.KeyboardDismissMode] = [
            .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory,
        ]
        expectEqual(behaviours.map(\.rawValue), [0, 1, 2, 3])
        expectEqual(modes.map(\.rawValue), [0, 1, 2, 3, 4])
    }
}
