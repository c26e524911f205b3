/// A set of edges of a rectangle, as UIKit's `UIRectEdge` (same raw values); what
/// ``ScreenEdgePanGestureRecognizer/edges`` takes.
public struct RectEdge: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
