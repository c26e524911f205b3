import Foundation
import Testing

@testable import OpenTableView

@MainActor
@Suite struct ViewLayoutTests {
    let log = EventLog()

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
        log.events = []
        return (root, a, a1, b)
    }

    @Test func newViewsNeedLayoutAndAreLaidOutParentsFirst() {
        let tree = makeTree()
        #expect([tree.root, tree.a, tree.a1, tree.b].map(\.needsLayout) == [true, true, true, true])
        tree.root.layoutIfNeeded()
        #expect(log.events == ["root.layoutSubviews", "a.layoutSubviews", "a1.layoutSubviews", "b.layoutSubviews"])
        #expect([tree.root, tree.a, tree.a1, tree.b].map(\.needsLayout) == [false, false, false, false])
    }

    @Test func layoutRunsOnlyWhereNeeded() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        log.events = []
        tree.root.layoutIfNeeded()
        #expect(log.events.isEmpty)

        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(log.events == ["a1.layoutSubviews", "b.layoutSubviews"])

        log.events = []
        tree.a.setNeedsLayout()
        tree.a.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(log.events == ["a.layoutSubviews"])
    }

    @Test func layoutIfNeededOnASubviewLeavesItsSuperviewPending() {
        let tree = makeTree()
        tree.a.layoutIfNeeded()
        #expect(log.events == ["a.layoutSubviews", "a1.layoutSubviews"])
        #expect(tree.root.needsLayout)
    }

    @Test func childrenResizedByTheParentAreLaidOutInTheSamePass() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        log.events = []
        tree.root.onLayout = { tree.b.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        tree.root.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(log.events == ["root.layoutSubviews", "b.layoutSubviews"])
    }

    @Test func resizingItselfDuringLayoutLeavesTheViewPendingForTheNextCall() {
        let view = RecordingView("view", log: log)
        view.onLayout = { view.bounds.size.width += 1 }
        view.layoutIfNeeded()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        #expect(log.events == ["view.layoutSubviews", "view.layoutSubviews"])
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
