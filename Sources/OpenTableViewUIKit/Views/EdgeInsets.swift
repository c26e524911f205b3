import Foundation

/// Distances to inset a rectangle by on each edge, as UIKit's `UIEdgeInsets`.
///
/// Used for layout margins, scroll view content insets and cell separator insets. Edges are
/// physical (left and right do not flip for right-to-left layouts), as in UIKit.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of zero on every edge, as the imported C struct's empty initializer does.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()
}
