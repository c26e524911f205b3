import Foundation

extension MenuElement {
    /// Whether a menu element shows a checkmark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable, Hashable {
        /// Not checked. The default.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked (a dash), for a mixed selection.
        case mixed = 2
    }
}
