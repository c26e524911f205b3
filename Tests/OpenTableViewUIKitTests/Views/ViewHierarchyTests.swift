import Foundation
import OpenTableViewTesting
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct ViewHierarchyTests {
    let log = TableEventLog()

    private func names(_ views: [View]) -> [String] {
        views.map { ($0 as? RecordingView)?.name ?? "?" }
    }

    @Test func addSubviewAppendsAndRunsHooksInOrder() {
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(names(parent.subviews) == ["a", "b"])
        #expect(a.superview === parent)
        #expect(
            log.events == [
                .willMoveToSuperview(view: "a", superview: "parent"),
                .didMoveToSuperview(view: "a", superview: "parent"), .didAddSubview(view: "parent", subview: "a"),
                .willMoveToSuperview(view: "b", superview: "parent"),
                .didMoveToSuperview(view: "b", superview: "parent"), .didAddSubview(view: "parent", subview: "b"),
            ])
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let oldParent = RecordingView("old", log: log)
        let newParent = RecordingView("new", log: log)
        let child = RecordingView("child", log: log)
        oldParent.addSubview(child)
        log.reset()
        newParent.addSubview(child)
        #expect(oldParent.subviews.isEmpty)
        #expect(names(newParent.subviews) == ["child"])
        #expect(child.superview === newParent)
        #expect(
            log.events == [
                .willRemoveSubview(view: "old", subview: "child"),
                .willMoveToSuperview(view: "child", superview: "new"),
                .didMoveToSuperview(view: "child", superview: "new"),
                .didAddSubview(view: "new", subview: "child"),
            ])
    }

    @Test func addingAnExistingSubviewBringsItToFrontWithoutHooks() {
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.reset()
        parent.addSubview(a)
        #expect(names(parent.subviews) == ["b", "a"])
        #expect(log.events.isEmpty)
    }

    @Test func removeFromSuperviewRunsHooksInOrder() {
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        log.reset()
        child.removeFromSuperview()
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        #expect(
            log.events == [
                .willRemoveSubview(view: "parent", subview: "child"),
                .willMoveToSuperview(view: "child", superview: nil),
                .didMoveToSuperview(view: "child", superview: nil),
            ])
    }

    @Test func insertAtIndexCountsSiblingsAndClamps() {
        let parent = RecordingView("parent", log: log)
        let views = ["a", "b", "c", "d"].map { RecordingView($0, log: log) }
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], at: 1)
        #expect(names(parent.subviews) == ["a", "c", "b"])
        parent.insertSubview(views[3], at: 99)
        #expect(names(parent.subviews) == ["a", "c", "b", "d"])
        parent.insertSubview(views[0], at: 2)
        #expect(names(parent.subviews) == ["c", "b", "a", "d"])
        parent.insertSubview(views[3], at: -5)
        #expect(names(parent.subviews) == ["d", "c", "b", "a"])
        // A new view at the front of several, as a table adds its cells.
        let front = RecordingView("e", log: log)
        parent.insertSubview(front, at: 0)
        #expect(names(parent.subviews) == ["e", "d", "c", "b", "a"])
        #expect(front.superview === parent)
    }

    @Test func insertAboveAndBelowSiblings() {
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        let c = RecordingView("c", log: log)
        let stranger = RecordingView("stranger", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        #expect(names(parent.subviews) == ["c", "a", "b"])
        parent.insertSubview(c, aboveSubview: b)
        #expect(names(parent.subviews) == ["a", "b", "c"])
        parent.insertSubview(a, aboveSubview: b)
        #expect(names(parent.subviews) == ["b", "a", "c"])
        parent.insertSubview(c, belowSubview: stranger)
        #expect(names(parent.subviews) == ["b", "a", "c"])
        parent.insertSubview(b, aboveSubview: b)
        #expect(names(parent.subviews) == ["b", "a", "c"])
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = RecordingView("parent", log: log)
        let views = ["a", "b", "c"].map { RecordingView($0, log: log) }
        views.forEach(parent.addSubview)
        log.reset()
        parent.bringSubviewToFront(views[0])
        #expect(names(parent.subviews) == ["b", "c", "a"])
        parent.sendSubviewToBack(views[2])
        #expect(names(parent.subviews) == ["c", "b", "a"])
        parent.bringSubviewToFront(RecordingView("stranger", log: log))
        #expect(names(parent.subviews) == ["c", "b", "a"])
        #expect(log.events.isEmpty)
    }

    @Test func isDescendant() {
        let root = View()
        let middle = View()
        let leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!middle.isDescendant(of: View()))
    }

    @Test func viewWithTagSearchesSelfThenDepthFirst() {
        let root = View()
        let first = View()
        let firstChild = View()
        let second = View()
        root.addSubview(first)
        first.addSubview(firstChild)
        root.addSubview(second)
        firstChild.tag = 7
        second.tag = 7
        #expect(root.viewWithTag(7) === firstChild)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func superviewIsWeakAndSubviewsAreStrong() {
        let child = View()
        weak var weakParent: View?
        do {
            let parent = View()
            weakParent = parent
            parent.addSubview(child)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)

        let parent = View()
        weak var weakChild: View?
        do {
            let owned = View()
            weakChild = owned
            parent.addSubview(owned)
        }
        #expect(weakChild != nil)
    }
}
