import Foundation

extension BarButtonItem {
    /// How a bar button item is drawn, as UIKit's `UIBarButtonItem.Style` (same raw values).
    public enum Style: Int, Sendable, Hashable {
        /// The default, plain style.
        case plain = 0
        /// A bordered style (deprecated in iOS 8; drawn as `.plain`).
        case bordered = 1
        /// The style of a Done button: a bold title.
        case done = 2
    }
}
