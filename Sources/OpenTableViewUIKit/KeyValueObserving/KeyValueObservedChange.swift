import Foundation

/// One change a key-value observation reports, as Foundation's `NSKeyValueObservedChange`.
/// OpenTableViewShim names it `NSKeyValueObservedChange` where Foundation has no key-value
/// observing (Linux).
/// ([NSKeyValueObservedChange](https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange))
public struct KeyValueObservedChange<Value> {
    /// The kind of change, as Foundation's `NSKeyValueChange` (same raw values). A property set
    /// is always ``setting``.
    public enum Kind: UInt, Sendable, Hashable {
        /// The value was set.
        case setting = 1
        /// Objects were inserted into a to-many relationship.
        case insertion = 2
        /// Objects were removed from a to-many relationship.
        case removal = 3
        /// Objects of a to-many relationship were replaced.
        case replacement = 4
    }

    /// The kind of change: ``Kind/setting``.
    public let kind: Kind
    /// The new value, when ``KeyValueObservingOptions/new`` was asked for (never in a prior
    /// notification).
    public let newValue: Value?
    /// The old value, when ``KeyValueObservingOptions/old`` was asked for (never in the initial
    /// notification).
    public let oldValue: Value?
    /// The indexes of a to-many change: always `nil` here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change
    /// (``KeyValueObservingOptions/prior``).
    public let isPrior: Bool
}
