import Foundation

/// What every configuration state offers, as UIKit's `UIConfigurationState` protocol: the input a
/// configuration's `updated(for:)` reads to pick its look.
///
/// Difference from UIKit: UIKit's protocol also requires `traitCollection` and
/// `init(traitCollection:)`; there is no trait collection headless, so both are left out and the
/// states have a plain `init()` instead.
public protocol ConfigurationState {
    /// The value of a custom state the app set for `key`, or `nil`.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app-defined state in a configuration state, as UIKit's
/// `UIConfigurationStateCustomKey`. Declare keys as constants in an extension, reverse-DNS named:
/// `static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")`.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from its string, as `UIConfigurationStateCustomKey(_:)`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
