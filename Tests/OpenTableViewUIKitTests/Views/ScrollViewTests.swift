import Foundation
import OpenTableViewTesting
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
        #expect(scrollView.bounds == CGRect(x: 0, y: 100, width: 320, height: 480))
        scrollView.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(
            delegate.log.events == [
                .didScroll(contentOffset: CGPoint(x: 0, y: 100), isDragging: false),
                .didScroll(contentOffset: CGPoint(x: 0, y: 50), isDragging: false),
            ])
    }

    @Test func unchangedOffsetSendsNothingAndSchedulesNothing() {
        scrollView.layoutIfNeeded()
        scrollView.contentOffset = .zero
        #expect(scrollView.needsLayout == false)
        scrollView.contentOffset = CGPoint(x: 0, y: 1)
        #expect(scrollView.needsLayout)
        #expect(delegate.log.events == [.didScroll(contentOffset: CGPoint(x: 0, y: 1), isDragging: false)])
    }

    /// The scroll view stops calling a delegate's default `scrollViewDidScroll` after the first
    /// scroll (UIKit asks `respondsToSelector:` once); a delegate set afterwards is called again.
    @Test func aDelegateWithoutDidScrollIsNotAskedAgainButTheNextOneIs() {
        let quiet = AnimationOnlyDelegate()
        scrollView.delegate = quiet
        let before = scrollView.defaultDidScrollCalls
        for y in 1...5 { scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(y)) }
        #expect(scrollView.defaultDidScrollCalls == before + 1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(quiet.ends == 1)
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
        #expect(delegate.log.events.last == .didScroll(contentOffset: CGPoint(x: 0, y: 60), isDragging: false))
        scrollView.delegate = quiet
        scrollView.contentOffset = CGPoint(x: 0, y: 70)
        #expect(scrollView.defaultDidScrollCalls == before + 2)
    }

    @Test func setContentOffsetWithoutAnimation() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(delegate.log.events == [.didScroll(contentOffset: CGPoint(x: 0, y: 10), isDragging: false)])
    }

    @Test func setContentOffsetWithAnimationEndsTheAnimationAtOnce() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        #expect(
            delegate.log.events == [
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
        #expect(scrollView.contentOffset == CGPoint(x: -5, y: 5000))
    }

    @Test func resizingOrMovingTheFrameIsNotAScroll() {
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        delegate.log.reset()
        scrollView.frame = CGRect(x: 10, y: 10, width: 300, height: 400)
        scrollView.center = CGPoint(x: 0, y: 0)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(delegate.log.events.isEmpty)
    }

    @Test func delegateIsWeak() {
        do {
            let temporary = RecordingScrollViewDelegate(log: TableEventLog())
            scrollView.delegate = temporary
            #expect(scrollView.delegate === temporary)
        }
        #expect(scrollView.delegate == nil)
        #expect(scrollView.scrollDelegate == nil)
    }

    @Test func contentInsetChangeNotifiesOnlyWhenItChanges() {
        let insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scrollView.layoutIfNeeded()
        scrollView.contentInset = insets
        scrollView.contentInset = insets
        #expect(scrollView.adjustedContentInset == insets)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.needsLayout)
        #expect(
            delegate.log.events == [.didChangeAdjustedContentInset(EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))])
    }

    @Test func adjustedContentInsetDidChangeRunsBeforeTheDelegate() {
        let recording = InsetRecordingScrollView(frame: .zero)
        recording.delegate = delegate
        recording.log = delegate.log  // one history: the override's call, then the delegate's
        recording.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(
            delegate.log.events == [
                .adjustedContentInsetDidChange,
                .didChangeAdjustedContentInset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ])
    }

    @Test func scrollableRange() {
        scrollView.contentInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        #expect(scrollView.minimumContentOffset == CGPoint(x: -5, y: -10))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 540))
        scrollView.contentSize = CGSize(width: 400, height: 100)
        #expect(scrollView.maximumContentOffset == CGPoint(x: 80, y: -10))
        #expect(scrollView.clampedContentOffset(CGPoint(x: 1000, y: -1000)) == CGPoint(x: 80, y: -10))
    }

    @Test func defaults() {
        let fresh = ScrollView(frame: .zero)
        #expect(fresh.clipsToBounds)
        #expect(fresh.contentOffset == .zero)
        #expect(fresh.contentSize == .zero)
        #expect(fresh.contentInset == .zero)
        #expect(fresh.delegate == nil)
        let flags = [
            fresh.isScrollEnabled, fresh.isPagingEnabled, fresh.bounces, fresh.alwaysBounceVertical,
            fresh.alwaysBounceHorizontal, fresh.showsVerticalScrollIndicator,
            fresh.showsHorizontalScrollIndicator, fresh.scrollsToTop, fresh.isTracking,
            fresh.isDragging, fresh.isDecelerating,
        ]
        #expect(flags == [true, false, true, false, false, true, true, true, false, false, false])
        #expect(fresh.contentInsetAdjustmentBehavior == .automatic)
        #expect(fresh.keyboardDismissMode == .none)
    }

    @Test func enumRawValuesAreUIKits() {
        let behaviours: [ScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
        let modes: [ScrollView.KeyboardDismissMode] = [
            .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory,
        ]
        #expect(behaviours.map(\.rawValue) == [0, 1, 2, 3])
        #expect(modes.map(\.rawValue) == [0, 1, 2, 3, 4])
    }
}
