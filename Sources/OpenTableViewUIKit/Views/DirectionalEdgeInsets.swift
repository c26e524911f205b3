import Foundation

/// Insets whose horizontal edges follow the reading direction, as UIKit's `NSDirectionalEdgeInsets`.
///
/// Layout is left-to-right headless (there is no right-to-left environment), so leading is left
/// and trailing is right wherever these meet ``EdgeInsets``.
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

    /// Insets of zero on every edge, as the imported struct's empty initializer.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets()
}

extension View {
    /// The work of ``directionalLayoutMargins``, behind its open entry point in the class body.
    var directionalLayoutMarginsImplementation: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return DirectionalEdgeInsets(
                top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = EdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}
