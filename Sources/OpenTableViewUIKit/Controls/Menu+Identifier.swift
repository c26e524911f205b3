import Foundation

extension Menu {
    /// The identifier of a menu, as UIKit's `UIMenu.Identifier`: a string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string, as `UIMenu.Identifier("com.example.sort")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
