/// What a key-value observation reports, as Foundation's `NSKeyValueObservingOptions` (same raw
/// values). OpenTableViewShim names it `NSKeyValueObservingOptions` where Foundation has no
/// key-value observing (Linux).
/// ([NSKeyValueObservingOptions](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions))
public struct KeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value ("the change dictionary should provide the new attribute
    /// value, if applicable").
    public static let new = KeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = KeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, before `observe` returns ("a notification should be
    /// sent to the observer immediately, before the observer registration method even returns"),
    /// with the current value as the new value when ``new`` is asked for.
    public static let initial = KeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change ("separate notifications should be sent to
    /// the observer before and after each change"), with `isPrior` set and, when ``old`` is asked
    /// for, the old value; never the new one.
    public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}
