import Foundation

extension View {
    /// How a view's content fills its bounds, as UIKit's `UIView.ContentMode` (the same raw
    /// values). Recorded only: nothing is drawn headless, so no mode changes what a test can
    /// observe except the property itself (``ImageView`` sizes itself from its image alone).
    public enum ContentMode: Int, Sendable, Hashable {
        /// Scales the content to fill the bounds, changing its aspect ratio. UIKit's default.
        case scaleToFill = 0
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to fill, keeping its aspect ratio; some is clipped.
        case scaleAspectFill = 2
        /// Redraws the content when the bounds change.
        case redraw = 3
        /// Centers the content.
        case center = 4
        /// Centers the content along the top edge.
        case top = 5
        /// Centers the content along the bottom edge.
        case bottom = 6
        /// Centers the content along the left edge.
        case left = 7
        /// Centers the content along the right edge.
        case right = 8
        /// Puts the content in the top-left corner.
        case topLeft = 9
        /// Puts the content in the top-right corner.
        case topRight = 10
        /// Puts the content in the bottom-left corner.
        case bottomLeft = 11
        /// Puts the content in the bottom-right corner.
        case bottomRight = 12
    }
}
