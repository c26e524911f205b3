import Foundation

extension Menu {
    /// How a menu is shown, as UIKit's `UIMenu.Options` (same raw values). Recorded only.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates options from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children are shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown in a destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is on at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
