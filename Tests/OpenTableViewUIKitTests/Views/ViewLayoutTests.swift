import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct ViewLayoutTests {
    let log = TableEventLog()

    /// root ─┬─ a ── a1
    ///       └─ b
    private func makeTree() -> (root: RecordingView, a: RecordingView, a1: RecordingView, b: RecordingView) {
        let root = RecordingView("root", log: log)
        let a = RecordingView("a", log: log)
        let a1 = RecordingView("a1", log: log)
        let b = RecordingView("b", log: log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        log.reset()
        return (root, a, a1, b)
    }

    @Test func newViewsNeedLayoutAndAreLaidOutParentsFirst() {
        let tree = makeTree()
        expectEqual([tree.root, tree.a, tree.a1, tree.b].map(\.needsLayout), [true, true, true, true])
        tree.root.layoutIfNeeded()
        expectEqual(
            log.events,
            [
                .layoutSubviews(view: "root"), .layoutSubviews(view: "a"), .layoutSubviews(view: "a1"),
                .layoutSubviews(view: "b"),
            ])
        expectEqual([tree.root, tree.a, tree.a1, tree.b].map(\.needsLayout), [false, false, false, false])
    }

    @Test func layoutRunsOnlyWhereNeeded() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        log.reset()
        tree.root.layoutIfNeeded()
        #expect(log.events.isEmpty)

        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.root.layoutIfNeeded()
        expectEqual(log.events, [.layoutSubviews(view: "a1"), .layoutSubviews(view: "b")])

        log.reset()
        tree.a.setNeedsLayout()
        tree.a.setNeedsLayout()
        tree.root.layoutIfNeeded()
        expectEqual(log.events, [.layoutSubviews(view: "a")])
    }

    @Test func layoutIfNeededOnASubviewLeavesItsSuperviewPending() {
        let tree = makeTree()
        tree.a.layoutIfNeeded()
        expectEqual(log.events, [.layoutSubviews(view: "a"), .layoutSubviews(view: "a1")])
        #expect(tree.root.needsLayout)
    }

    @Test func childrenResizedByTheParentAreLaidOutInTheSamePass() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        log.reset()
        tree.root.onLayout = { tree.b.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        tree.root.setNeedsLayout()
        tree.root.layoutIfNeeded()
        expectEqual(log.events, [.layoutSubviews(view: "root"), .layoutSubviews(view: "b")])
    }

    @Test func resizingItselfDuringLayoutLeavesTheViewPendingForTheNextCall() {
        let view = RecordingView("view", log: log)
        view.onLayout = { view.bounds.size.width += 1 }
        view.layoutIfNeeded()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        expectEqual(log.events, [.layoutSubviews(view: "view"), .layoutSubviews(view: "view")])
    }

    /// A layout pass calls the subviews it lays out without retaining them: its copy of
    /// the subviews keeps them alive. A subview whose layout takes itself and a sibling out of the
    /// tree, and with them their last other owner, is still laid out, and so is the sibling, from
    /// the subviews as they were when the pass began; both go away after the pass.
    @Test func subviewsTakenOutDuringThePassAreLaidOutAndReleasedAfterIt() {
        let root = RecordingView("root", log: log)
        var first: RecordingView? = RecordingView("first", log: log)
        var second: RecordingView? = RecordingView("second", log: log)
        root.addSubview(first!)
        root.addSubview(second!)
        weak let firstGone = first
        weak let secondGone = second
        first!.onLayout = { [unowned root] in
            // `removeFromSuperview` reads the subviews through the superview, so walk a copy.
            for subview in root.subviews { subview.removeFromSuperview() }
        }
        first = nil
        second = nil
        log.reset()
        root.layoutIfNeeded()
        expectEqual(
            log.events,
            [
                .layoutSubviews(view: "root"), .layoutSubviews(view: "first"),
                .willRemoveSubview(view: "root", subview: "first"),
                .willMoveToSuperview(view: "first", superview: nil),
                .didMoveToSuperview(view: "first", superview: nil),
                .willRemoveSubview(view: "root", subview: "second"),
                .willMoveToSuperview(view: "second", superview: nil),
                .didMoveToSuperview(view: "second", superview: nil),
                .layoutSubviews(view: "second"),
            ])
        #expect(root.subviews.isEmpty)
        #expect(firstGone == nil && secondGone == nil)
    }

    @Test func addingSubviewsDoesNotScheduleLayout() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        tree.root.addSubview(View())
        tree.b.removeFromSuperview()
        expectEqual(tree.root.needsLayout, false)
    }

    @Test func layoutMarginsChangeSchedulesLayout() {
        let view = View()
        view.layoutIfNeeded()
        view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let unchanged = view.needsLayout
        view.layoutMargins = .zero
        expectEqual([unchanged, view.needsLayout], [false, true])
    }
}
