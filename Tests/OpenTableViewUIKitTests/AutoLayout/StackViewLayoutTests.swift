import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A view with a fixed intrinsic content size, so expected frames are exact numbers.
final class IntrinsicBox: View {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A label with `text`, measured by the package's text measurement.
@MainActor
func stackLabel(_ text: String, font: Font = .preferredFont(forTextStyle: .body)) -> Label {
    let label = Label()
    label.font = font
    label.text = text
    return label
}

/// Frames a stack view gives its arranged views, for each distribution and alignment, as Apple's
/// UIStackView class reference and the `UIStackView.Distribution` / `UIStackView.Alignment`
/// pages describe them.
@MainActor
@Suite struct StackViewLayoutTests {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    /// A stack in `root` pinned by its leading and top edges only (it sizes itself), plus
    /// `extra` constraints.
    func pinned(_ stack: StackView, x: CGFloat = 0, y: CGFloat = 0, width: CGFloat? = nil, height: CGFloat? = nil)
        -> StackView
    {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        ]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(constraints)
        return stack
    }

    // MARK: Hugging

    @Test func aHorizontalStackPinnedByTwoEdgesTakesItsContentsSize() {
        let title = stackLabel("Title")
        let detail = stackLabel("Detail text", font: .preferredFont(forTextStyle: .title1))
        let stack = pinned(StackView(arrangedSubviews: [title, detail]), x: 20, y: 30)
        stack.spacing = 8
        root.layoutIfNeeded()
        let t = title.intrinsicContentSize
        let d = detail.intrinsicContentSize
        #expect(d.height > t.height)
        expectEqual(stack.frame, CGRect(x: 20, y: 30, width: t.width + 8 + d.width, height: d.height))
        // Alignment fill: the shorter label is stretched to the stack's height.
        expectEqual(title.frame, CGRect(x: 0, y: 0, width: t.width, height: d.height))
        expectEqual(detail.frame, CGRect(x: t.width + 8, y: 0, width: d.width, height: d.height))
        #expect(!stack.hasAmbiguousLayout)
        #expect(!title.hasAmbiguousLayout)
    }

    @Test func aVerticalStackFillsItsWidthAndStacksDown() {
        let a = stackLabel("First")
        let b = stackLabel("Second line")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let ha = a.intrinsicContentSize.height
        let hb = b.intrinsicContentSize.height
        expectEqual(stack.frame, CGRect(x: 16, y: 10, width: 288, height: ha + 6 + hb))
        expectEqual(a.frame, CGRect(x: 0, y: 0, width: 288, height: ha))
        expectEqual(b.frame, CGRect(x: 0, y: ha + 6, width: 288, height: hb))
    }

    @Test func fittingSizeIsTheContentsSize() {
        let a = IntrinsicBox(40, 20)
        let b = IntrinsicBox(60, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 5
        expectEqual(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 105, height: 30))
        stack.axis = .vertical
        expectEqual(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 60, height: 55))
        stack.alignment = .center
        expectEqual(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 60, height: 55))
        stack.distribution = .equalSpacing
        expectEqual(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 60, height: 55))
    }

    // MARK: Distributions

    @Test func fillStretchesTheViewWithTheLowestHuggingPriority() {
        let fixed = IntrinsicBox(50, 20)
        let stretchy = IntrinsicBox(30, 20)
        stretchy.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        let stack = pinned(StackView(arrangedSubviews: [fixed, stretchy]), width: 200)
        stack.spacing = 10
        root.layoutIfNeeded()
        expectEqual(fixed.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        expectEqual(stretchy.frame, CGRect(x: 60, y: 0, width: 140, height: 20))
    }

    @Test func fillShrinksTheViewWithTheLowestCompressionResistance() {
        let firm = IntrinsicBox(80, 20)
        let soft = IntrinsicBox(80, 20)
        soft.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        let stack = pinned(StackView(arrangedSubviews: [soft, firm]), width: 120)
        root.layoutIfNeeded()
        expectEqual(soft.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        expectEqual(firm.frame, CGRect(x: 40, y: 0, width: 80, height: 20))
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [IntrinsicBox(10, 20), IntrinsicBox(90, 20), IntrinsicBox(30, 20)]
        let stack = pinned(StackView(arrangedSubviews: views), width: 300)
        stack.distribution = .fillEqually
        stack.spacing = 12
        root.layoutIfNeeded()
        expectEqual(views.map(\.frame.width), [92, 92, 92])
        expectEqual(views.map(\.frame.minX), [0, 104, 208])
        // Unsized, the stack is as long as the largest view needs: 3 × 90 + 2 × 12.
        let free = StackView(arrangedSubviews: [IntrinsicBox(10, 20), IntrinsicBox(90, 20), IntrinsicBox(30, 20)])
        free.distribution = .fillEqually
        free.spacing = 12
        expectEqual(free.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 294, height: 20))
        expectEqual(free.constraints.filter { $0.identifier == "UISV-fill-equally" }.count, 2)
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let small = IntrinsicBox(50, 20)
        let large = IntrinsicBox(150, 20)
        let stack = pinned(StackView(arrangedSubviews: [small, large]), width: 420)
        stack.distribution = .fillProportionally
        stack.spacing = 20
        root.layoutIfNeeded()
        // 400 points to share, 1 : 3.
        expectEqual(small.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
        expectEqual(large.frame, CGRect(x: 120, y: 0, width: 300, height: 20))
        expectEqual(
            stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue),
            [
                999, 999,
            ])
    }

    @Test func fillProportionallyFollowsANewIntrinsicSize() {
        let a = stackLabel("ab")
        let b = stackLabel("abcdef")
        let stack = pinned(StackView(arrangedSubviews: [a, b]), width: 300)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        func expectShares() {
            let wa = a.intrinsicContentSize.width
            let wb = b.intrinsicContentSize.width
            #expect(abs(a.frame.width - 300 * wa / (wa + wb)) < 0.001)
            #expect(abs(b.frame.width - 300 * wb / (wa + wb)) < 0.001)
        }
        expectShares()
        a.text = "abcdefghijkl"
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        expectShares()
        #expect(a.frame.width > b.frame.width)
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        let views = [IntrinsicBox(40, 20), IntrinsicBox(60, 20), IntrinsicBox(80, 20)]
        let stack = pinned(StackView(arrangedSubviews: views), width: 300)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        root.layoutIfNeeded()
        // 300 − 180 = 120 over two gaps; the views keep their intrinsic widths.
        expectEqual(
            views.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 100, y: 0, width: 60, height: 20),
                CGRect(x: 220, y: 0, width: 80, height: 20),
            ])
        #expect(stack.constraints.contains { $0.identifier == "UISV-distributing" })
        expectEqual(stack.layoutGuides.count, 2)
    }

    @Test func equalSpacingKeepsTheMinimumSpacingAndThenCompresses() {
        let views = [IntrinsicBox(40, 20), IntrinsicBox(60, 20)]
        views[1].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        let stack = pinned(StackView(arrangedSubviews: views), width: 80)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        root.layoutIfNeeded()
        expectEqual(views[0].frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        expectEqual(views[1].frame, CGRect(x: 50, y: 0, width: 30, height: 20))
    }

    @Test func equalCenteringSpacesTheCentersEvenly() {
        let views = [IntrinsicBox(40, 20), IntrinsicBox(60, 20), IntrinsicBox(80, 20)]
        let stack = pinned(StackView(arrangedSubviews: views), width: 300)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centers 20 and 260 at the ends; the middle one at 140.
        expectEqual(views.map(\.frame.midX), [20, 140, 260])
        expectEqual(views.map(\.frame.width), [40, 60, 80])
        // Unsized: the smallest center distance that keeps every gap at least the spacing.
        stack.spacing = 10
        stack.constraints.first { $0.firstAttribute == .width && $0.firstItem === stack }?.isActive = false
        root.layoutIfNeeded()
        // Distances: gaps ≥ 10 need D ≥ 10 + (40 + 60) / 2 = 60 and D ≥ 10 + (60 + 80) / 2 = 80.
        expectEqual(views.map(\.frame.midX), [20, 100, 180])
        expectEqual(stack.frame.width, 220)
    }

    // MARK: Alignments

    @Test func horizontalAlignmentsPlaceViewsAcrossTheAxis() {
        let cases: [(StackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 30, height: 100), CGRect(x: 30, y: 0, width: 50, height: 100)]),
            (.top, [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 30, y: 0, width: 50, height: 40)]),
            (.center, [CGRect(x: 0, y: 40, width: 30, height: 20), CGRect(x: 30, y: 30, width: 50, height: 40)]),
            (.bottom, [CGRect(x: 0, y: 80, width: 30, height: 20), CGRect(x: 30, y: 60, width: 50, height: 40)]),
        ]
        for (alignment, expected) in cases {
            let views = [IntrinsicBox(30, 20), IntrinsicBox(50, 40)]
            let stack = pinned(StackView(arrangedSubviews: views), height: 100)
            stack.alignment = alignment
            root.layoutIfNeeded()
            expectEqual(views.map(\.frame), expected, "\(alignment)")
            stack.removeFromSuperview()
        }
    }

    @Test func verticalAlignmentsPlaceViewsAcrossTheAxis() {
        let cases: [(StackView.Alignment, [CGFloat])] = [
            (.leading, [0, 0]), (.center, [85, 75]), (.trailing, [170, 150]),
        ]
        for (alignment, expectedX) in cases {
            let views = [IntrinsicBox(30, 20), IntrinsicBox(50, 40)]
            let stack = pinned(StackView(arrangedSubviews: views), width: 200)
            stack.axis = .vertical
            stack.alignment = alignment
            root.layoutIfNeeded()
            expectEqual(views.map(\.frame.minX), expectedX, "\(alignment)")
            expectEqual(views.map(\.frame.size), [CGSize(width: 30, height: 20), CGSize(width: 50, height: 40)])
            expectEqual(stack.frame.height, 60)
            stack.removeFromSuperview()
        }
    }

    @Test func unsizedStacksHugTheirThickestViewForEveryAlignment() {
        for alignment in [StackView.Alignment.leading, .center, .trailing, .firstBaseline, .lastBaseline] {
            let views = [IntrinsicBox(30, 20), IntrinsicBox(50, 40)]
            let stack = pinned(StackView(arrangedSubviews: views))
            stack.alignment = alignment
            root.layoutIfNeeded()
            expectEqual(stack.frame.size, CGSize(width: 80, height: 40), "\(alignment)")
            stack.removeFromSuperview()
        }
    }

    @Test func firstBaselineAlignmentLinesUpTheFirstBaselines() {
        let small = stackLabel("small", font: .preferredFont(forTextStyle: .footnote))
        let large = stackLabel("LARGE", font: .preferredFont(forTextStyle: .title1))
        let stack = pinned(StackView(arrangedSubviews: [small, large]))
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        // Headless, a label's first baseline is 80% of its line height below its top.
        let smallAscent = small.font.lineHeight * 0.8
        let largeAscent = large.font.lineHeight * 0.8
        #expect(abs(small.frame.minY + smallAscent - (large.frame.minY + largeAscent)) < 0.001)
        expectEqual(large.frame.minY, 0)
        expectEqual(stack.frame.height, large.intrinsicContentSize.height)
    }

    @Test func lastBaselineAlignmentLinesUpTheLastBaselines() {
        let small = stackLabel("small", font: .preferredFont(forTextStyle: .footnote))
        let large = stackLabel("LARGE", font: .preferredFont(forTextStyle: .title1))
        let stack = pinned(StackView(arrangedSubviews: [small, large]))
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        let smallDescent = small.font.lineHeight * 0.2
        let largeDescent = large.font.lineHeight * 0.2
        #expect(abs(small.frame.maxY - smallDescent - (large.frame.maxY - largeDescent)) < 0.001)
        expectEqual(large.frame.minY, 0)
    }

    // MARK: Spacing

    @Test func customSpacingReplacesTheSpacingAfterAView() {
        let views = [IntrinsicBox(10, 10), IntrinsicBox(10, 10), IntrinsicBox(10, 10)]
        let stack = pinned(StackView(arrangedSubviews: views))
        stack.spacing = 4
        stack.setCustomSpacing(20, after: views[0])
        root.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [0, 30, 44])
        expectEqual(stack.customSpacing(after: views[0]), 20)
        expectEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        root.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [0, 30, 48])
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        root.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [0, 14, 32])
        expectEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        stack.spacing = StackView.spacingUseSystem
        root.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [0, 18, 36])
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let a = stackLabel("One")
        let b = stackLabel("Two", font: .preferredFont(forTextStyle: .title1))
        let stack = pinned(StackView(arrangedSubviews: [a, b]))
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        let aLastBaseline = a.frame.maxY - a.font.lineHeight * 0.2
        let bFirstBaseline = b.frame.minY + b.font.lineHeight * 0.8
        #expect(abs(bFirstBaseline - aLastBaseline - 30) < 0.001)
        expectEqual(a.frame.minY, 0)
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let a = IntrinsicBox(40, 20)
        let b = IntrinsicBox(60, 30)
        let stack = pinned(StackView(arrangedSubviews: [a, b]), x: 5, y: 5)
        stack.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        root.layoutIfNeeded()
        expectEqual(a.frame.origin, .zero)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        expectEqual(stack.frame, CGRect(x: 5, y: 5, width: 12 + 100 + 16, height: 10 + 30 + 14))
        expectEqual(a.frame, CGRect(x: 12, y: 10, width: 40, height: 30))
        expectEqual(b.frame, CGRect(x: 52, y: 10, width: 60, height: 30))
    }

    // MARK: Hidden views

    @Test func aHiddenViewCollapsesWithItsSpacingAndComesBack() {
        let views = [IntrinsicBox(30, 20), IntrinsicBox(40, 50), IntrinsicBox(50, 20)]
        let stack = pinned(StackView(arrangedSubviews: views))
        stack.spacing = 10
        root.layoutIfNeeded()
        expectEqual(stack.frame.size, CGSize(width: 140, height: 50))
        views[1].isHidden = true
        root.layoutIfNeeded()
        // No width and no spacing around it; the stack loses its height too.
        expectEqual(views[1].frame.width, 0)
        expectEqual(views[2].frame.minX, 40)
        expectEqual(stack.frame.size, CGSize(width: 90, height: 20))
        expectEqual(stack.arrangedSubviews.count, 3)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        views[1].isHidden = false
        root.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [0, 40, 90])
        expectEqual(views[1].frame.size, CGSize(width: 40, height: 50))
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func hiddenViewsLeaveTheEqualDistributions() {
        let views = [IntrinsicBox(40, 20), IntrinsicBox(60, 20), IntrinsicBox(80, 20)]
        let stack = pinned(StackView(arrangedSubviews: views), width: 300)
        stack.distribution = .fillEqually
        stack.spacing = 10
        views[0].isHidden = true
        root.layoutIfNeeded()
        expectEqual(views[1].frame, CGRect(x: 0, y: 0, width: 145, height: 20))
        expectEqual(views[2].frame, CGRect(x: 155, y: 0, width: 145, height: 20))
        expectEqual(views[0].frame.width, 0)
    }

    // MARK: Nesting

    @Test func nestedStacksLayOutAsOne() {
        let icon = IntrinsicBox(24, 24)
        let name = stackLabel("Name")
        let subtitle = stackLabel("Subtitle", font: .preferredFont(forTextStyle: .footnote))
        let text = StackView(arrangedSubviews: [name, subtitle])
        text.axis = .vertical
        text.spacing = 2
        let row = StackView(arrangedSubviews: [icon, text])
        row.spacing = 12
        row.alignment = .center
        let outer = pinned(row, x: 16, y: 8)
        root.layoutIfNeeded()
        let n = name.intrinsicContentSize
        let s = subtitle.intrinsicContentSize
        let textHeight = n.height + 2 + s.height
        let textWidth = max(n.width, s.width)
        expectEqual(outer.frame, CGRect(x: 16, y: 8, width: 24 + 12 + textWidth, height: max(24, textHeight)))
        expectEqual(text.frame, CGRect(x: 36, y: 0, width: textWidth, height: textHeight))
        expectEqual(icon.frame, CGRect(x: 0, y: (textHeight - 24) / 2, width: 24, height: 24))
        expectEqual(subtitle.frame, CGRect(x: 0, y: n.height + 2, width: textWidth, height: s.height))
        expectEqual(row.systemLayoutSizeFitting(View.layoutFittingCompressedSize), outer.frame.size)
    }
}
