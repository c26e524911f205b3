import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The rest of UIKit's Auto Layout API: what a constraint reports about itself, the anchors'
/// forms, layout guides, hugging and compression resistance, baselines and installing by hand
/// (Apple's NSLayoutConstraint, NSLayoutAnchor, UILayoutGuide and UIView documentation).
@MainActor
@Suite struct AutoLayoutAPITests {
    func makeRoot() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func constrained(in root: View) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func aConstraintReportsItsParts() {
        let root = makeRoot()
        let box = constrained(in: root)
        let c = box.widthAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.5, constant: 3)
        expectIdentical(c.firstItem, box)
        expectIdentical(c.secondItem, root)
        expectEqual(c.firstAttribute, .width)
        expectEqual(c.secondAttribute, .height)
        expectEqual(c.relation, .lessThanOrEqual)
        expectEqual(c.multiplier, 0.5)
        expectEqual(c.constant, 3)
        expectEqual(c.priority, .required)
        #expect(!c.isActive)
        expectIdentical(c.firstAnchor.item, box)
        expectIdentical(c.secondAnchor?.item, root)
        expectEqual(c.firstAnchor.name, "UIView:0x0000000000000000.width")
        #expect(!c.shouldBeArchived)
        let constant = box.heightAnchor.constraint(equalToConstant: 9)
        expectEqual(constant.secondItem, nil)
        expectEqual(constant.secondAttribute, .notAnAttribute)
        expectEqual(constant.secondAnchor, nil)
        expectEqual(LayoutConstraint.Attribute.leading.rawValue, 5)
        expectEqual(LayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
        expectEqual(LayoutConstraint.Axis.vertical.rawValue, 1)
    }

    @Test func dimensionFormsAndPriorityArithmetic() {
        let root = makeRoot()
        let box = constrained(in: root)
        let low = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        let high = box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.25, constant: 10)
        let want = box.widthAnchor.constraint(equalToConstant: 500)
        want.priority = .defaultHigh - 1
        expectEqual(want.priority.rawValue, 749)
        expectEqual((LayoutPriority.defaultLow + 1).rawValue, 251)
        LayoutConstraint.activate([
            low, high, want, box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 1, constant: -10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 0, y: 0, width: 90, height: 80))
    }

    @Test func systemSpacingIsEightPoints() {
        let root = makeRoot()
        let a = constrained(in: root)
        let b = constrained(in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectEqual(b.frame.origin, CGPoint(x: 26, y: 18))
    }

    @Test func aGuideOfYourOwnSpacesViews() {
        let root = makeRoot()
        let left = constrained(in: root)
        let right = constrained(in: root)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        root.addLayoutGuide(gap)
        expectIdentical(gap.owningView, root)
        expectEqual(root.layoutGuides.count, 1)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100), right.widthAnchor.constraint(equalToConstant: 100),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: gap.bottomAnchor), left.heightAnchor.constraint(equalToConstant: 10),
            right.centerYAnchor.constraint(equalTo: left.centerYAnchor),
            right.heightAnchor.constraint(equalToConstant: 10),
            gap.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ])
        root.layoutIfNeeded()
        expectEqual(gap.layoutFrame, CGRect(x: 100, y: 0, width: 120, height: 1))
        expectEqual(right.frame, CGRect(x: 220, y: 1, width: 100, height: 10))
        #expect(!gap.hasAmbiguousLayout)
        expectEqual(gap.constraintsAffectingLayout(for: .horizontal).count, 3)
        let edges = [gap.leftAnchor, gap.rightAnchor].map(\.attribute)
        expectEqual(edges, [.left, .right])
        expectEqual(gap.widthAnchor.attribute, .width)
        root.removeLayoutGuide(gap)
        expectEqual(gap.owningView, nil)
        #expect(root.layoutGuides.isEmpty)
    }

    @Test func readableContentGuideCapsTheWidth() {
        let wide = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        expectEqual(wide.readableContentGuide.layoutFrame, CGRect(x: 176, y: 8, width: 672, height: 84))
        let narrow = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        expectEqual(narrow.readableContentGuide.layoutFrame, narrow.layoutMarginsGuide.layoutFrame)
        let box = constrained(in: wide)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: wide.topAnchor), box.heightAnchor.constraint(equalToConstant: 1),
        ])
        wide.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 176, y: 0, width: 672, height: 1))
    }

    @Test func huggingAndCompressionDecideWhichLabelGives() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let name = Label()
        name.text = "A long name here"
        let date = Label()
        date.text = "Today"
        for label in [name, date] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        expectEqual(name.contentHuggingPriority(for: .horizontal), .defaultLow)
        expectEqual(name.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
        date.setContentCompressionResistancePriority(.required, for: .horizontal)
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        expectEqual(date.contentHuggingPriority(for: .horizontal), .defaultHigh)
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            date.leadingAnchor.constraint(equalTo: name.trailingAnchor),
            date.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor), date.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let dateWidth = date.intrinsicContentSize.width
        expectEqual(date.frame.width, dateWidth)
        expectEqual(name.frame.width, 100 - dateWidth)
        expectEqual(name.frame.height, name.intrinsicContentSize.height)
    }

    @Test func baselinesOfLabels() {
        let root = makeRoot()
        let big = Label()
        big.font = .systemFont(ofSize: 30)
        big.text = "Big"
        let small = Label()
        small.text = "small"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.font.lineHeight * 0.8
        expectEqual(small.frame.minY, bigBaseline - small.font.lineHeight * 0.8)
        let plain = constrained(in: root)
        LayoutConstraint.activate([
            plain.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
            plain.heightAnchor.constraint(equalToConstant: 4), plain.widthAnchor.constraint(equalToConstant: 4),
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        expectEqual(plain.frame.maxY, small.frame.maxY - small.font.lineHeight * 0.2)
    }

    @Test func addConstraintInstallsWhereItIsSentAndRemoveConstraintTakesItOut() {
        let root = makeRoot()
        let box = constrained(in: root)
        let top = LayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 12)
        root.addConstraint(top)
        root.addConstraints([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 5),
            box.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(top.isActive)
        expectEqual(root.constraints.count, 4)
        root.layoutIfNeeded()
        expectEqual(box.frame.minY, 12)
        box.removeConstraint(top)
        #expect(top.isActive)
        root.removeConstraint(top)
        #expect(!top.isActive)
        root.removeConstraints(root.constraints)
        #expect(root.constraints.isEmpty)
    }

    @Test func aConstraintAddedToAViewThatDoesNotHoldItsItemsIsLoggedAndLeftOut() {
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let root = makeRoot()
        let a = constrained(in: root)
        let b = constrained(in: root)
        let wrong = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
        b.addConstraint(wrong)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 5), a.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectEqual(a.frame.minY, 0)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "[LayoutConstraints] The view hierarchy is not prepared for the constraint: <NSLayoutConstraint:0x0000000000000000 UIView:0x0000000000000000.top == UIView:0x0000000000000000.top + 30   (active)>"
                )
            })
    }

    @Test func aLabelWrapsAtItsPreferredMaxLayoutWidth() {
        let label = Label()
        label.numberOfLines = 0
        label.text = String(repeating: "x", count: 40)
        expectEqual(label.intrinsicContentSize.height, label.font.lineHeight)
        label.preferredMaxLayoutWidth = 100
        expectEqual(label.intrinsicContentSize, label.sizeThatFits(CGSize(width: 100, height: 0)))
        #expect(label.intrinsicContentSize.height > label.font.lineHeight)
    }

    @Test func invalidatingAnIntrinsicSizeResizesAtTheNextLayout() {
        final class Swatch: View {
            var side: CGFloat = 10
            override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
        }
        let root = makeRoot()
        let swatch = Swatch()
        swatch.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(swatch)
        LayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            swatch.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectEqual(swatch.frame.size, CGSize(width: 10, height: 10))
        swatch.side = 30
        root.layoutIfNeeded()
        expectEqual(swatch.frame.size, CGSize(width: 10, height: 10))
        swatch.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectEqual(swatch.frame.size, CGSize(width: 30, height: 30))
    }

    @Test func aHeaderViewFitsItsConstrainedContent() {
        let header = View()
        let title = Label()
        title.text = "Section"
        title.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
            title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -6),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
        ])
        let size = header.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        expectEqual(size, CGSize(width: 375, height: 26 + title.intrinsicContentSize.height))
        let compressed = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // Nothing ties the title to the trailing edge, so the least width is 0.
        expectEqual(compressed, CGSize(width: 0, height: size.height))
    }
}
