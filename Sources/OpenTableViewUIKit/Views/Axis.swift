import Foundation

/// The axes of a two-dimensional layout, as UIKit's `UIAxis`.
public struct Axis: OptionSet, Sendable, Hashable {
    /// The bits of the set, as UIKit's raw values.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Axis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Axis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: Axis = [.horizontal, .vertical]
}
