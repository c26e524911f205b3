import Foundation

extension LayoutConstraint {
    /// The part of a view's or layout guide's geometry a constraint relates, as
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    ///
    /// Layout is left-to-right only: ``leading`` is ``left`` and ``trailing`` is ``right``
    /// (Compatibility/AutoLayout.md). The margin attributes are the edges of the item's
    /// ``View/layoutMarginsGuide``.
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left edge: layout is left-to-right).
        case leading = 5
        /// The trailing edge (the right edge).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The baseline of the last line of text (a label's; the bottom edge of other views).
        case lastBaseline = 11
        /// The baseline of the first line of text (a label's; the bottom edge of other views).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal center between the layout margins.
        case centerXWithinMargins = 19
        /// The vertical center between the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// UIKit's name for the attribute in a constraint's description (`leading`, `topMargin`).
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The attribute without its margin: `leadingMargin` is `leading` of the margins guide.
        var withoutMargin: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        /// Whether the attribute is relative to the layout margins.
        var isMargin: Bool { withoutMargin != self }

        /// Which way the attribute runs: a width, an x position, a height or a y position.
        var kind: Kind {
            switch withoutMargin {
            case .width: .width
            case .height: .height
            case .left, .right, .leading, .trailing, .centerX: .xPosition
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: .yPosition
            default: .none
            }
        }

        /// Whether the attribute is a leading or trailing edge (UIKit does not mix these with
        /// left and right).
        var isDirectional: Bool {
            switch withoutMargin {
            case .leading, .trailing: true
            default: false
            }
        }

        /// Whether the attribute is a left or right edge.
        var isAbsoluteHorizontal: Bool {
            switch withoutMargin {
            case .left, .right: true
            default: false
            }
        }

        /// The axis an attribute measures along.
        enum Kind {
            case xPosition, yPosition, width, height, none

            var axis: LayoutConstraint.Axis? {
                switch self {
                case .xPosition, .width: .horizontal
                case .yPosition, .height: .vertical
                case .none: nil
                }
            }
        }
    }

    /// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`, with UIKit's
    /// raw values.
    public enum Relation: Int, Sendable, Hashable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`, as UIKit prints it.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// One of the two axes of a layout, as `NSLayoutConstraint.Axis`, with UIKit's raw values:
    /// the axis of content hugging and compression resistance, and of a ``StackView``.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
