import Foundation
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
        #expect(first.frames == Self.expectedFrames)
        #expect(second.frames == Self.expectedFrames)
        // Each tree took the path it asked for, whatever the other did before it.
        #expect(first.usesAutoLayout == slowFirst)
        #expect(second.usesAutoLayout == !slowFirst)
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
}
