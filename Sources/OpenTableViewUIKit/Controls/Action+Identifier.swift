import Foundation

extension Action {
    /// The identifier of an action, as UIKit's `UIAction.Identifier`: a string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string, as `UIAction.Identifier("com.example.add")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
