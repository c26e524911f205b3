import Foundation

extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``, as
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: an alignment of all the views
    /// in the format (perpendicular to its orientation), a direction and a spacing mode.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits of the set, as UIKit's raw values.
        public let rawValue: UInt

        /// Creates a set from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Align the left edges of the views.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges of the views.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges of the views.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges of the views.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges of the views.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges of the views.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centers of the views.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centers of the views.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines of the views.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the first baselines of the views.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal formats run from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Vertical spacing is measured between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attribute each alignment option aligns, in UIKit's order.
        var alignedAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }
}
