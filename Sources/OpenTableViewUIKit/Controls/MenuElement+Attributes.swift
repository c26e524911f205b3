import Foundation

extension MenuElement {
    /// How a menu element is shown, as UIKit's `UIMenuElement.Attributes` (same raw values).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates attributes from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element cannot be chosen. ``Action`` handlers still run when code sends them.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown in a destructive (red) style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
