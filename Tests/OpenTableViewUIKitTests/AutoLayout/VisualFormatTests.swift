import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The visual format language, as Apple's Auto Layout Guide ("Visual Format Language") documents
/// it: orientation, the superview's edges, flush and standard spacing, predicates with relations,
/// priorities, metrics and other views, and the alignment options.
@MainActor
@Suite struct VisualFormatTests {
    func makeTree() -> (View, Label, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = Label()
        label.text = "Name"
        let button = View()
        for view in [label, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, label, button)
    }

    @Test func aRowWithStandardSpacingAndAFixedWidth() {
        let (root, label, button) = makeTree()
        let views: [String: Any] = ["label": label, "button": button]
        var constraints = LayoutConstraint.constraints(
            withVisualFormat: "H:|-[label]-[button(44)]-|", options: .alignAllCenterY, metrics: nil, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
        constraints += LayoutConstraint.constraints(
            withVisualFormat: "V:|-(top)-[button(==size)]", metrics: ["top": 10, "size": 30.0], views: views)
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectEqual(button.frame, CGRect(x: 256, y: 10, width: 44, height: 30))
        expectEqual(label.frame.minX, 20)
        expectEqual(label.frame.maxX, 248)
        expectEqual(label.frame.midY, button.frame.midY)
        #expect(!label.hasAmbiguousLayout)
    }

    @Test func predicatesWithRelationsPrioritiesAndViews() {
        let (root, label, button) = makeTree()
        let views: [String: Any] = ["label": label, "button": button]
        let constraints =
            LayoutConstraint.constraints(
                withVisualFormat: "|[label(>=100,<=150@750)]-(>=8)-[button(==label)]", metrics: nil, views: views)
            + LayoutConstraint.constraints(withVisualFormat: "V:|[label]|", metrics: nil, views: views)
            + LayoutConstraint.constraints(withVisualFormat: "V:[button(20)]|", metrics: nil, views: views)
        // Leading, two sizes, the spacing and the equal width; top and bottom; a height and the bottom.
        expectEqual(constraints.count, 9)
        let optional = constraints.first { $0.priority != .required }
        expectEqual(optional?.priority.rawValue, 750)
        expectEqual(optional?.relation, .lessThanOrEqual)
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectEqual(label.frame.width, button.frame.width)
        #expect(label.frame.width >= 100 && label.frame.width <= 150)
        #expect(button.frame.minX >= label.frame.maxX + 8)
        expectEqual(label.frame.height, 200)
        expectEqual(button.frame, CGRect(x: button.frame.minX, y: 180, width: label.frame.width, height: 20))
    }

    @Test func flushViewsAndNegativeSpacing() {
        let (root, label, button) = makeTree()
        let views: [String: Any] = ["a": label, "b": button]
        let constraints = LayoutConstraint.constraints(
            withVisualFormat: "H:|-(-5)-[a(50)][b(60)]", metrics: nil, views: views)
        let c = constraints.first!
        #expect(c.firstItem === label && c.firstAttribute == .leading)
        #expect(c.secondItem === root && c.secondAttribute == .leading)
        expectEqual(c.constant, -5)
        LayoutConstraint.activate(constraints)
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "V:|[a][b]", metrics: nil, views: views))
        root.layoutIfNeeded()
        expectEqual(label.frame.minX, -5)
        expectEqual(button.frame.minX, 45)
        expectEqual(button.frame.minY, label.frame.maxY)
    }

    @Test func directionOptions() {
        let (root, label, button) = makeTree()
        let views: [String: Any] = ["a": label, "b": button]
        let left = LayoutConstraint.constraints(
            withVisualFormat: "|-10-[a]", options: .directionLeftToRight, metrics: nil, views: views)
        expectEqual(left.map(\.firstAttribute), [.left])
        let rtl = LayoutConstraint.constraints(
            withVisualFormat: "|-10-[a(20)]-(>=5)-[b(20)]", options: .directionRightToLeft, metrics: nil, views: views)
        LayoutConstraint.activate(
            rtl + LayoutConstraint.constraints(withVisualFormat: "V:|[a(5)][b(5)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        expectEqual(label.frame.maxX, 310)
        #expect(button.frame.maxX <= 285)
    }

    @Test func unparsableFormatsRaiseUIKitsMessage() throws {
        let (_, label, _) = makeTree()
        var parser = VisualFormatParser(format: "H:|-[lable]-|", options: [], metrics: [:], views: ["label": label])
        #expect(
            throws: Messages.unparsableVisualFormat(
                "lable is not a key in the views dictionary.", format: "H:|-[lable]-|", position: 5)
        ) {
            _ = try parser.parse()
        }
        expectEqual(
            Messages.unparsableVisualFormat("Expected a view", format: "H:|-|", position: 4).reason,
            "Unable to parse constraint format: \nExpected a view\nH:|-| \n    ^")
        var orphan = VisualFormatParser(format: "|[v]", options: [], metrics: [:], views: ["v": View()])
        #expect(throws: TableViewException.self) { _ = try orphan.parse() }
        var along = VisualFormatParser(
            format: "[a][b]", options: .alignAllLeft, metrics: [:], views: ["a": View(), "b": View()])
        #expect(throws: TableViewException.self) { _ = try along.parse() }
    }
}
