import Foundation

/// What every configuration state offers, as UIKit's `UIConfigurationState` protocol: the input a
/// configuration's `updated(for:)` reads to pick its look.
///
/// Views have no trait collection of their own headless: the states a cell or header builds carry
/// ``TraitCollection/current``.
public protocol ConfigurationState {
    /// Creates a state with the given traits and every flag `false`.
    init(traitCollection: TraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: TraitCollection { get set }
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
