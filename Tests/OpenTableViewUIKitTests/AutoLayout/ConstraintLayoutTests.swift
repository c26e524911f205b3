import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Frames that constraints give, checked against what UIKit documents for each constraint form
/// ("Anatomy of a Constraint" in Apple's Auto Layout Guide: `item1.attr = multiplier × item2.attr
/// + constant`, priorities, `translatesAutoresizingMaskIntoConstraints`).
@MainActor
@Suite struct ConstraintLayoutTests {
    /// A 320 × 480 root with margins of 8 (UIKit's default for a view that is not a controller's).
    func makeRoot() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func constrained(in root: View) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func edgesPinnedWithConstantsGiveTheFrame() {
        let root = makeRoot()
        let box = constrained(in: root)
        activateAll([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 20, y: 30, width: 280, height: 44))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func marginsAndSafeAreaGuides() {
        let root = makeRoot()
        let box = constrained(in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 8, y: 0, width: 304, height: 472))
        root.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 20, right: 16)
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 16, y: 0, width: 288, height: 460))
        expectEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 10, width: 288, height: 450))
    }

    @Test func marginAttributesAreTheMarginsGuide() {
        let root = makeRoot()
        let box = constrained(in: root)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
                constant: 2),
            LayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
                constant: 0),
            LayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 8, y: 10, width: 160, height: 10))
    }

    @Test func centeringAndAspectRatio() {
        let root = makeRoot()
        let box = constrained(in: root)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 110, y: 175, width: 100, height: 50))
    }

    @Test func aLabelTakesItsIntrinsicSize() {
        let root = makeRoot()
        let label = Label()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        expectEqual(label.frame, CGRect(origin: CGPoint(x: 16, y: 16), size: label.intrinsicContentSize))
        label.text = "Hello, world"
        root.layoutIfNeeded()
        expectEqual(label.frame.size, label.intrinsicContentSize)
        #expect(label.frame.width > 43)
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayout() {
        let root = makeRoot()
        let box = constrained(in: root)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame.minY, 10)
        top.constant = 90
        expectEqual(box.frame.minY, 10)
        root.layoutIfNeeded()
        expectEqual(box.frame.minY, 90)
    }

    @Test func aStrongerOptionalConstraintWins() {
        let root = makeRoot()
        let box = constrained(in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        LayoutConstraint.activate([
            wide, narrow, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame.width, 100)
        narrow.priority = LayoutPriority(200)
        root.layoutIfNeeded()
        expectEqual(box.frame.width, 200)
    }

    @Test func inequalitiesHoldAgainstOptionalPulls() {
        let root = makeRoot()
        let box = constrained(in: root)
        let want = box.widthAnchor.constraint(equalToConstant: 400)
        want.priority = .defaultHigh
        LayoutConstraint.activate([
            want, box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 0, y: 0, width: 280, height: 30))
    }

    @Test func aGrandchildPinnedToTheRootFollowsWhenItsParentMoves() {
        let root = makeRoot()
        let container = constrained(in: root)
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inner)
        let left = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            left, container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            inner.topAnchor.constraint(equalTo: container.topAnchor), inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectEqual(inner.frame, CGRect(x: 40, y: 0, width: 10, height: 10))
        left.constant = 30
        root.layoutIfNeeded()
        expectEqual(container.frame.minX, 30)
        expectEqual(inner.frame, CGRect(x: 20, y: 0, width: 10, height: 10))
    }

    @Test func aViewThatTranslatesItsMaskKeepsItsFrameAndOthersFollowIt() {
        let root = makeRoot()
        let fixed = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        root.addSubview(fixed)
        let follower = constrained(in: root)
        LayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
            follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectEqual(fixed.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
        expectEqual(follower.frame, CGRect(x: 10, y: 68, width: 100, height: 5))
        fixed.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
        root.layoutIfNeeded()
        expectEqual(follower.frame, CGRect(x: 0, y: 18, width: 60, height: 5))
    }

    @Test func deactivatingStopsTheConstraintAndRemovesIt() {
        let root = makeRoot()
        let box = constrained(in: root)
        let height = box.heightAnchor.constraint(equalToConstant: 44)
        LayoutConstraint.activate([height])
        #expect(height.isActive)
        #expect(box.constraints.contains { $0 === height })
        LayoutConstraint.deactivate([height])
        #expect(!height.isActive)
        #expect(box.constraints.isEmpty)
    }

    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let root = makeRoot()
        let a = constrained(in: root)
        let b = constrained(in: a)
        let c = constrained(in: root)
        let ab = b.topAnchor.constraint(equalTo: a.topAnchor)
        let bc = b.leadingAnchor.constraint(equalTo: c.leadingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 3)
        LayoutConstraint.activate([ab, bc, own])
        expectEqual(a.constraints.map(ObjectIdentifier.init), [ObjectIdentifier(ab), ObjectIdentifier(own)])
        expectEqual(root.constraints.map(ObjectIdentifier.init), [ObjectIdentifier(bc)])
    }

    @Test func removingAViewDeactivatesItsConstraintsToTheViewsItLeaves() {
        let root = makeRoot()
        let a = constrained(in: root)
        let inner = constrained(in: a)
        let outside = a.topAnchor.constraint(equalTo: root.topAnchor)
        let inside = inner.topAnchor.constraint(equalTo: a.topAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([outside, inside, own])
        a.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(own.isActive)
    }

    @Test func ambiguityIsReported() {
        let root = makeRoot()
        let box = constrained(in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(!box.leadingAnchor.hasAmbiguousLayout)
        #expect(box.topAnchor.hasAmbiguousLayout)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(!box.hasAmbiguousLayout)
        expectEqual(box.constraintsAffectingLayout(for: .horizontal).count, 2)
    }

    @Test func fittingSizeWrapsAMultiLineLabel() {
        let card = View()
        let label = Label()
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 30)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        let wrapped = label.sizeThatFits(CGSize(width: 304, height: 0)).height
        #expect(wrapped > label.font.lineHeight)
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        expectEqual(size, CGSize(width: 320, height: 8 + wrapped + 8))
        let narrower = card.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        expectEqual(narrower.height, 16 + label.sizeThatFits(CGSize(width: 184, height: 0)).height)
        expectEqual(card.frame, .zero)
    }

    @Test func fittingCompressedSizeOfAViewWithoutConstraintsIsSizeThatFits() {
        let label = Label()
        label.text = "Hi"
        expectEqual(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize), label.sizeThatFits(.zero))
    }
}

/// `NSLayoutConstraint.activate` spelled as a free function, so one test reads like app code
/// that calls it on a list built elsewhere.
@MainActor
private func activateAll(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
}
