import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Managing a stack view's arranged subviews and the constraints it keeps, as Apple's
/// UIStackView class reference ("Managing arranged subviews") documents: `arrangedSubviews` is a
/// subset of `subviews` in an order of its own, `removeArrangedSubview(_:)` keeps the view as a
/// subview, and `removeFromSuperview()` removes it from both.
@MainActor
@Suite struct StackViewArrangedSubviewsTests {
    @Test func defaultsAreUIKits() {
        let stack = StackView()
        expectEqual(stack.axis, .horizontal)
        expectEqual(stack.distribution, .fill)
        expectEqual(stack.alignment, .fill)
        expectEqual(stack.spacing, 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.constraints.isEmpty)
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        expectEqual(
            StackView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func enumerationsHaveUIKitsRawValues() {
        expectEqual(
            [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(
                \.rawValue), [0, 1, 2, 3, 4])
        expectEqual(
            [StackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue),
            [0, 1, 2, 3, 4, 5])
        expectEqual(StackView.Alignment.top, .leading)
        expectEqual(StackView.Alignment.bottom, .trailing)
        expectEqual(StackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
        expectEqual(StackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
    }

    @Test func addingMakesASubviewThatConstraintsPlace() {
        let a = View()
        let b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        expectEqual(ids(stack.arrangedSubviews), ids([a, b]))
        expectEqual(ids(stack.subviews), ids([a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(!b.translatesAutoresizingMaskIntoConstraints)
        // The constraints are the stack's own, installed on it.
        #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true && $0.isActive })
        expectEqual(
            Set(stack.constraints.compactMap(\.identifier)),
            [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment",
            ])
    }

    @Test func anExistingSubviewKeepsItsPlaceAmongTheSubviews() {
        let stack = StackView()
        let a = View()
        let b = View()
        stack.addSubview(a)
        stack.addSubview(b)
        stack.addArrangedSubview(b)
        stack.addArrangedSubview(a)
        expectEqual(ids(stack.subviews), ids([a, b]))
        expectEqual(ids(stack.arrangedSubviews), ids([b, a]))
    }

    @Test func insertingPlacesByIndexAndMovesAnArrangedView() {
        let a = View()
        let b = View()
        let c = View()
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        expectEqual(ids(stack.arrangedSubviews), ids([a, c, b]))
        // The index orders the arranged views only; the new subview goes on top.
        expectEqual(ids(stack.subviews), ids([a, b, c]))
        stack.insertArrangedSubview(a, at: 2)
        expectEqual(ids(stack.arrangedSubviews), ids([c, b, a]))
        stack.addArrangedSubview(c)
        expectEqual(ids(stack.arrangedSubviews), ids([b, a, c]))
        expectEqual(stack.subviews.count, 3)
    }

    @Test func insertingPastTheEndThrowsAndChangesNothing() {
        let a = View()
        let stack = StackView(arrangedSubviews: [a])
        let b = View()
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Cannot insert arranged subview at index 2: the stack view has 1 arranged subviews.")
        ) {
            try stack.checkedInsertArrangedSubview(b, at: 2)
        }
        expectEqual(ids(stack.arrangedSubviews), ids([a]))
        expectEqual(b.superview, nil)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func removingKeepsTheSubviewAndDropsItsConstraints() {
        let a = View()
        let b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        expectEqual(ids(stack.arrangedSubviews), ids([b]))
        expectEqual(ids(stack.subviews), ids([a, b]))
        #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        stack.removeArrangedSubview(View())
        expectEqual(ids(stack.arrangedSubviews), ids([b]))
    }

    @Test func removingFromTheSuperviewRemovesFromTheArrangedViews() {
        let a = View()
        let b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        stack.setCustomSpacing(12, after: a)
        a.removeFromSuperview()
        expectEqual(ids(stack.arrangedSubviews), ids([b]))
        expectEqual(ids(stack.subviews), ids([b]))
        #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        // Moving a view to another superview does the same.
        let other = View()
        other.addSubview(b)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.constraints.isEmpty)
        // The custom spacing went with the view.
        stack.addArrangedSubview(a)
        expectEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
    }

    @Test func customSpacingOfAViewNotArrangedIsIgnored() {
        let stack = StackView(arrangedSubviews: [View()])
        let stranger = View()
        stack.setCustomSpacing(30, after: stranger)
        expectEqual(stack.customSpacing(after: stranger), StackView.spacingUseDefault)
    }

    @Test func everyChangeRemakesTheConstraints() {
        let a = View()
        let b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        func identifiers() -> [String] { stack.constraints.compactMap(\.identifier).sorted() }
        stack.distribution = .fillEqually
        #expect(identifiers().contains("UISV-fill-equally"))
        stack.distribution = .equalSpacing
        #expect(!identifiers().contains("UISV-fill-equally"))
        #expect(identifiers().contains("UISV-distributing-edge"))
        expectEqual(stack.layoutGuides.count, 1)
        stack.distribution = .fill
        #expect(stack.layoutGuides.isEmpty)
        stack.alignment = .center
        #expect(identifiers().contains("UISV-spanning-fit"))
        expectEqual(identifiers().filter { $0 == "UISV-spanning-boundary" }.count, 4)
        stack.spacing = 7
        expectEqual(stack.constraints.first { $0.identifier == "UISV-spacing" }?.constant, 7)
        stack.axis = .vertical
        expectEqual(stack.constraints.first { $0.identifier == "UISV-spacing" }?.firstAttribute, .top)
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.constraints.contains { $0.secondItem === stack.layoutMarginsGuide })
        b.isHidden = true
        #expect(identifiers().contains("UISV-hiding"))
        #expect(!identifiers().contains("UISV-spacing"))
    }

    @Test func aStackViewDrawsNothingButKeepsItsBackgroundColor() {
        let stack = StackView()
        stack.backgroundColor = .red
        expectEqual(stack.backgroundColor, .red)
        expectEqual(stack.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
}

/// The identities of `views`, to compare arrays of views (a view is not `Equatable`).
@MainActor
private func ids(_ views: [View]) -> [ObjectIdentifier] {
    views.map(ObjectIdentifier.init)
}
