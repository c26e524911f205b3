/// How much a constraint matters, as UIKit's `UILayoutPriority`: from 1 to 1000, where 1000
/// (``required``) must hold and lower priorities give way to higher ones
/// (``LayoutConstraint/priority``, content hugging and compression resistance, and the fitting
/// priorities of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
    /// The priority on UIKit's scale from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority from its value on the 1...1000 scale.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from its value on the 1...1000 scale, as `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A size that must be met (1000).
    public static let required = LayoutPriority(1000)
    /// A strong preference (750).
    public static let defaultHigh = LayoutPriority(750)
    /// A weak preference (250).
    public static let defaultLow = LayoutPriority(250)
    /// The priority of a size that should shrink or grow to fit its content (50). Table views ask
    /// cells to self-size with this priority vertically.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The priority `rhs` above `lhs`, as UIKit's `+` (`.defaultHigh + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `rhs` below `lhs`, as UIKit's `-` (`.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
