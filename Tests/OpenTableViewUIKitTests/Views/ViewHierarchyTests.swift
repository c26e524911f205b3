import Foundation
import OpenTableViewTesting
import TestSupport
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
        expectEqual(names(parent.subviews), ["a", "b"])
        expectIdentical(a.superview, parent)
        expectEqual(
            log.events,
            [
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
        expectEqual(names(newParent.subviews), ["child"])
        expectIdentical(child.superview, newParent)
        expectEqual(
            log.events,
            [
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
        expectEqual(names(parent.subviews), ["b", "a"])
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
        expectEqual(child.superview, nil)
        expectEqual(
            log.events,
            [
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
        expectEqual(names(parent.subviews), ["a", "c", "b"])
        parent.insertSubview(views[3], at: 99)
        expectEqual(names(parent.subviews), ["a", "c", "b", "d"])
        parent.insertSubview(views[0], at: 2)
        expectEqual(names(parent.subviews), ["c", "b", "a", "d"])
        parent.insertSubview(views[3], at: -5)
        expectEqual(names(parent.subviews), ["d", "c", "b", "a"])
        // A new view at the front of several, as a table adds its cells.
        let front = RecordingView("e", log: log)
        parent.insertSubview(front, at: 0)
        expectEqual(names(parent.subviews), ["e", "d", "c", "b", "a"])
        expectIdentical(front.superview, parent)
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
        expectEqual(names(parent.subviews), ["c", "a", "b"])
        parent.insertSubview(c, aboveSubview: b)
        expectEqual(names(parent.subviews), ["a", "b", "c"])
        parent.insertSubview(a, aboveSubview: b)
        expectEqual(names(parent.subviews), ["b", "a", "c"])
        parent.insertSubview(c, belowSubview: stranger)
        expectEqual(names(parent.subviews), ["b", "a", "c"])
        parent.insertSubview(b, aboveSubview: b)
        expectEqual(names(parent.subviews), ["b", "a", "c"])
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = RecordingView("parent", log: log)
        let views = ["a", "b", "c"].map { RecordingView($0, log: log) }
        views.forEach(parent.addSubview)
        log.reset()
        parent.bringSubviewToFront(views[0])
        expectEqual(names(parent.subviews), ["b", "c", "a"])
        parent.sendSubviewToBack(views[2])
        expectEqual(names(parent.subviews), ["c", "b", "a"])
        parent.bringSubviewToFront(RecordingView("stranger", log: log))
        expectEqual(names(parent.subviews), ["c", "b", "a"])
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
        expectIdentical(root.viewWithTag(7), firstChild)
        root.tag = 7
        expectIdentical(root.viewWithTag(7), root)
        expectEqual(root.viewWithTag(8), nil)
    }

    @Test func superviewIsWeakAndSubviewsAreStrong() {
        let child = View()
        weak var weakParent: View?
        do {
            let parent = View()
            weakParent = parent
            parent.addSubview(child)
        }
        expectEqual(weakParent, nil)
        expectEqual(child.superview, nil)

        let parent = View()
        weak var weakChild: View?
        do {
            let owned = View()
            weakChild = owned
            parent.addSubview(owned)
        }
        expectNotEqual(weakChild, nil)
    }
}
