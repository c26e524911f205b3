import Foundation

extension TextField {
    /// When a text field shows its clear button or its side views, as UIKit's
    /// `UITextField.ViewMode` (same raw values).
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never shown; the default.
        case never = 0
        /// Shown only while editing.
        case whileEditing = 1
        /// Shown only while not editing.
        case unlessEditing = 2
        /// Always shown.
        case always = 3
    }
}
