import Foundation

extension View {
    /// How a view resizes when its superview's bounds change size, as UIKit's
    /// `UIView.AutoresizingMask` (the same raw values).
    ///
    /// A flexible margin or size takes part of the superview's change of size; the rest stay
    /// fixed. Along an axis with more than one flexible part, the change is shared among them in
    /// proportion to their sizes before the change, as Apple documents for `autoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The bit field.
        public var rawValue: UInt

        /// Creates a mask from UIKit's bit field.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The distance to the superview's left edge grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that have an ``autoresizingMask`` after this view's size changed from
    /// `oldSize`, as UIKit does at once when a view's bounds change size (not at the next layout).
    func autoresizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviewsStorage where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.resize(
                origin: frame.minX, length: frame.width, oldLength: oldSize.width, newLength: newSize.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = Self.resize(
                origin: frame.minY, length: frame.height, oldLength: oldSize.height, newLength: newSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis of ``autoresizeSubviews(from:)``: the leading margin, the length and the trailing
    /// margin share the change in proportion to their old sizes when flexible, equally when all
    /// the flexible ones are zero.
    private static func resize(
        origin: CGFloat, length: CGFloat, oldLength: CGFloat, newLength: CGFloat,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let change = newLength - oldLength
        guard change != 0, flexible.leading || flexible.length || flexible.trailing else { return (origin, length) }
        let parts = [
            flexible.leading ? origin : 0, flexible.length ? length : 0,
            flexible.trailing ? oldLength - origin - length : 0,
        ]
        let flexibleCount = CGFloat([flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count)
        let total = parts.reduce(0, +)
        func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total == 0 ? change / flexibleCount : change * parts[index] / total
        }
        return (origin + share(0, flexible.leading), length + share(1, flexible.length))
    }
}
