import Foundation

extension TextField {
    /// The border drawn around a text field, as UIKit's `UITextField.BorderStyle` (same raw
    /// values). Recorded only.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border; the default.
        case none = 0
        /// A thin line.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }
}
