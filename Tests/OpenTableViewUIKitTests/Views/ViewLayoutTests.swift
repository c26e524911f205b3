import Foundation
import OpenTableViewTesting
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
        #expect([tree.root, tree.a, tree.a1, tree.b].map(\.needsLayout) == [true, true, true, true])
        tree.root.layoutIfNeeded()
        #expect(
            log.events == [
                .layoutSubviews(view: "root"), .layoutSubviews(view: "a"), .layoutSubviews(view: "a1"),
                .layoutSubviews(view: "b"),
            ])
        #expect([tree.root, tree.a, tree.a1, tree.b].map(\.needsLayout) == [false, false, false, false])
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
        #expect(log.events == [.layoutSubviews(view: "a1"), .layoutSubviews(view: "b")])

        log.reset()
        tree.a.setNeedsLayout()
        tree.a.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(log.events == [.layoutSubviews(view: "a")])
    }

    @Test func layoutIfNeededOnASubviewLeavesItsSuperviewPending() {
        let tree = makeTree()
        tree.a.layoutIfNeeded()
        #expect(log.events == [.layoutSubviews(view: "a"), .layoutSubviews(view: "a1")])
        #expect(tree.root.needsLayout)
    }

    @Test func childrenResizedByTheParentAreLaidOutInTheSamePass() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        log.reset()
        tree.root.onLayout = { tree.b.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        tree.root.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(log.events == [.layoutSubviews(view: "root"), .layoutSubviews(view: "b")])
    }

    @Test func resizingItselfDuringLayoutLeavesTheViewPendingForTheNextCall() {
        let view = RecordingView("view", log: log)
        view.onLayout = { view.bounds.size.width += 1 }
        view.layoutIfNeeded()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        #expect(log.events == [.layoutSubviews(view: "view"), .layoutSubviews(view: "view")])
    }

    @Test func addingSubviewsDoesNotScheduleLayout() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        tree.root.addSubview(View())
        tree.b.removeFromSuperview()
        #expect(tree.root.needsLayout == false)
    }

    @Test func layoutMarginsChangeSchedulesLayout() {
        let view = View()
        view.layoutIfNeeded()
        view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let unchanged = view.needsLayout
        view.layoutMargins = .zero
        #expect([unchanged, view.needsLayout] == [false, true])
    }
}
