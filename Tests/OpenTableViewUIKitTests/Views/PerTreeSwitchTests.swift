import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The switches that let a tree skip Auto Layout and autoresizing belong to the tree, not to the
/// process: which path a view takes does not depend on what other trees (or other tests) did
/// before it, and the fast path and its slow twin give the same frames whichever ran first.
@MainActor
struct PerTreeSwitchTests {
    /// A frame-based tree (a header and a body that resize with the root) laid out, resized and
    /// laid out again. `slow`: a view of the tree takes part in Auto Layout first (it asks for a
    /// constraint pass and translates its mask), which sends the tree through the solver's path
    /// with no constraint that moves anything.
    static func framesAfterResize(slow: Bool) -> (frames: [CGRect], usesAutoLayout: Bool) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        header.autoresizingMask = [.flexibleWidth]
        let body = View(frame: CGRect(x: 10, y: 50, width: 300, height: 400))
        body.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = View(frame: CGRect(x: 260, y: 8, width: 30, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(header)
        root.addSubview(body)
        header.addSubview(badge)
        if slow {
            body.setNeedsUpdateConstraints()
            badge.translatesAutoresizingMaskIntoConstraints = true
        }
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        root.layoutIfNeeded()
        return ([header.frame, body.frame, badge.frame], root.subtreeUsesAutoLayout)
    }

    /// UIKit's autoresizing: flexible width and height take the root's change of size (+160
    /// wide, −160 high); a flexible left margin keeps the right margin.
    static let expectedFrames = [
        CGRect(x: 0, y: 0, width: 480, height: 44),
        CGRect(x: 10, y: 50, width: 460, height: 240),
        CGRect(x: 420, y: 8, width: 30, height: 20),
    ]

    @Test(arguments: [false, true])
    func theFastPathAndItsSlowTwinGiveTheSameFramesWhicheverRanFirst(slowFirst: Bool) {
        let first = Self.framesAfterResize(slow: slowFirst)
        let second = Self.framesAfterResize(slow: !slowFirst)
        expectEqual(first.frames, Self.expectedFrames)
        expectEqual(second.frames, Self.expectedFrames)
        // Each tree took the path it asked for, whatever the other did before it.
        expectEqual(first.usesAutoLayout, slowFirst)
        expectEqual(second.usesAutoLayout, !slowFirst)
    }

    /// A tree is marked when one of its views takes part in Auto Layout, or when a marked subtree
    /// joins it; a tree that never did stays unmarked.
    @Test func aTreeIsMarkedWhenAutoLayoutJoinsIt() {
        let constrained = View()
        let child = View()
        constrained.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        #expect(constrained.subtreeUsesAutoLayout && child.subtreeUsesAutoLayout)

        let tree = View()
        let leaf = View()
        tree.addSubview(leaf)
        #expect(!tree.subtreeUsesAutoLayout && !leaf.subtreeUsesAutoLayout)
        tree.addSubview(constrained)
        #expect(tree.subtreeUsesAutoLayout)
        #expect(!leaf.subtreeUsesAutoLayout)
    }

    /// A subview with an autoresizing mask marks its superview, whether the mask came before or
    /// after it was added; a view whose subviews never had one is not marked.
    @Test func aSuperviewIsMarkedByItsSubviewsAutoresizingMasks() {
        let before = View()
        let masked = View()
        masked.autoresizingMask = [.flexibleWidth]
        before.addSubview(masked)
        let after = View()
        let later = View()
        after.addSubview(later)
        #expect(!after.hasAutoresizingSubviews)
        later.autoresizingMask = [.flexibleHeight]
        #expect(before.hasAutoresizingSubviews && after.hasAutoresizingSubviews)
        #expect(!masked.hasAutoresizingSubviews)
    }

    // MARK: Safe area

    /// Lays its first subview out in its safe area.
    final class SafeAreaPanel: View {
        override func layoutSubviews() {
            super.layoutSubviews()
            subviews.first?.frame = bounds.inset(by: safeAreaInsets)
        }
    }

    /// A controller's view with a panel that lays its content out in its safe area, laid out,
    /// moved and resized, and laid out again. `slow`: the controller had additional insets first
    /// and gave them back, so the tree keeps its safe-area switch and every frame set works the
    /// safe area out again, finding none.
    static func safeAreaFrames(slow: Bool) -> (frames: [CGRect], insets: [EdgeInsets], usesSafeArea: Bool) {
        let controller = ViewController()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let panel = SafeAreaPanel(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let content = View()
        panel.addSubview(content)
        root.addSubview(panel)
        if slow {
            controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            root.layoutIfNeeded()
            controller.additionalSafeAreaInsets = .zero
        }
        root.layoutIfNeeded()
        panel.frame = CGRect(x: 0, y: 10, width: 300, height: 150)
        root.layoutIfNeeded()
        return (
            [panel.frame, content.frame], [root.safeAreaInsets, panel.safeAreaInsets, content.safeAreaInsets],
            content.inheritedSwitches.contains(.safeArea)
        )
    }

    @Test(arguments: [false, true])
    func theSafeAreaFastPathAndItsSlowTwinGiveTheSameFramesWhicheverRanFirst(slowFirst: Bool) {
        let first = Self.safeAreaFrames(slow: slowFirst)
        let second = Self.safeAreaFrames(slow: !slowFirst)
        let expected = [CGRect(x: 0, y: 10, width: 300, height: 150), CGRect(x: 0, y: 0, width: 300, height: 150)]
        #expect(first.frames == expected && second.frames == expected)
        #expect(first.insets == [.zero, .zero, .zero] && second.insets == [.zero, .zero, .zero])
        expectEqual(first.usesSafeArea, slowFirst)
        expectEqual(second.usesSafeArea, !slowFirst)
    }

    /// With the insets kept, the panel's content leaves the top 20 points (less the panel's own
    /// offset of 10) clear: the slow path does its work.
    @Test func aTreeWithASafeAreaLaysItsContentOutInIt() {
        let controller = ViewController()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let panel = SafeAreaPanel(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let content = View()
        panel.addSubview(content)
        root.addSubview(panel)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        panel.frame = CGRect(x: 0, y: 10, width: 300, height: 150)
        root.layoutIfNeeded()
        expectEqual(panel.safeAreaInsets, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        expectEqual(content.frame, CGRect(x: 0, y: 10, width: 300, height: 140))
        // A view added later inherits the switch; a tree that never had a safe area has none.
        let late = View()
        content.addSubview(late)
        #expect(late.inheritedSwitches.contains(.safeArea))
        #expect(!View().inheritedSwitches.contains(.safeArea))
    }

    // MARK: Tint

    /// Counts `tintColorDidChange()`.
    final class TintSpy: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    /// A view moved between two containers and back. `slow`: one container had a tint and gave
    /// it back, so the tree keeps its tint switch and every move compares the tint shown.
    static func tintAfterMoves(slow: Bool) -> (tint: Color, changes: Int, customized: Bool) {
        let root = View()
        let left = View()
        let right = View()
        let moving = TintSpy()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(moving)
        if slow {
            left.tintColor = .systemRed
            left.tintColor = nil
        }
        moving.changes = 0
        right.addSubview(moving)
        moving.removeFromSuperview()
        left.addSubview(moving)
        return (moving.tintColor, moving.changes, moving.inheritedSwitches.contains(.customTint))
    }

    @Test(arguments: [false, true])
    func theTintFastPathAndItsSlowTwinGiveTheSameTintsWhicheverRanFirst(slowFirst: Bool) {
        let first = Self.tintAfterMoves(slow: slowFirst)
        let second = Self.tintAfterMoves(slow: !slowFirst)
        #expect(first.tint == .systemBlue && second.tint == .systemBlue)
        #expect(first.changes == 0 && second.changes == 0)
        expectEqual(first.customized, slowFirst)
        expectEqual(second.customized, !slowFirst)
    }

    /// A view moved into a tinted tree, or out of one, hears the change, although it had never
    /// been in a tinted tree before: the switch comes with the tree it joins or leaves.
    @Test func aViewHearsTheTintOfTheTreeItJoinsAndLeaves() {
        let tinted = View()
        tinted.tintColor = .systemRed
        let moving = TintSpy()
        #expect(!moving.inheritedSwitches.contains(.customTint))
        tinted.addSubview(moving)
        #expect(moving.changes == 1 && moving.tintColor == .systemRed)
        moving.removeFromSuperview()
        #expect(moving.changes == 2 && moving.tintColor == .systemBlue)
    }

    // MARK: Gesture recognizers

    /// A tree is marked when a recognizer is attached in it or a marked subtree joins it; the
    /// arena is asked only for a tap in a marked tree.
    @Test func aTreeIsMarkedWhenAGestureRecognizerJoinsIt() {
        let tree = View()
        let plain = View()
        tree.addSubview(plain)
        let recognizing = View()
        recognizing.addGestureRecognizer(TapGestureRecognizer(target: nil, action: nil))
        #expect(recognizing.subtreeHasGestureRecognizers && !tree.subtreeHasGestureRecognizers)
        tree.addSubview(recognizing)
        #expect(tree.subtreeHasGestureRecognizers && !plain.subtreeHasGestureRecognizers)
        #expect(!View().subtreeHasGestureRecognizers)
    }
}
