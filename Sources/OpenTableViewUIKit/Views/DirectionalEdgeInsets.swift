import Foundation

/// Distances to inset a rectangle by on each edge, with leading and trailing edges that follow the
/// layout direction, as UIKit's `NSDirectionalEdgeInsets`.
///
/// Headless layout is always left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge, as the imported C struct's empty initializer does.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets()
}

/// A set of edges of a rectangle named by layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The bits of the set, as UIKit's raw values.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

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
