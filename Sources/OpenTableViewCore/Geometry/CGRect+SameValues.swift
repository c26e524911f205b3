import Foundation

extension CGRect {
    /// Whether the two rectangles have the same origin and size, compared field by field.
    ///
    /// What `==` answers on Linux, inlined: Foundation's `==` on `CGRect` is a call into
    /// Foundation that costs about fifty instructions, and the layout passes compare the frame of
    /// every cell on screen with the one it should have at each step.
    @inlinable @inline(__always)
    package func hasSameValues(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
