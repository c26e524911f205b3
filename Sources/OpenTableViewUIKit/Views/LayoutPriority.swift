/// How strongly a size should be held in a fitting request, as UIKit's `UILayoutPriority`.
///
/// OpenTableView has no Auto Layout, so priorities only exist to keep the signature of
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// identical to UIKit's; the headless measurement ignores them.
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

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
