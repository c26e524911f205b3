import Foundation

/// A horizontal and a vertical distance to move something by, as UIKit's `UIOffset`: how bar
/// appearances adjust the position of titles, badges and background images.
public struct Offset: Sendable, Hashable {
    /// The distance to move right (left when negative).
    public var horizontal: CGFloat
    /// The distance to move down (up when negative).
    public var vertical: CGFloat

    /// Creates an offset from its two distances.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates an offset of zero, as the imported C struct's empty initializer does.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = Offset()
}
