/// Which optional delegate methods the table's current delegate does not implement, as far as the
/// table has found out: the Swift counterpart of UIKit's `_delegateHas…` flags.
///
/// UIKit asks `respondsToSelector:` once per delegate and then calls only what the delegate
/// implements. Swift on Linux cannot ask, so the table calls a method the first time; if the
/// protocol's default implementation answered (see ``OptionalRequirement``), it notes that and
/// does not call it again until the delegate is set again. The default implementations it skips
/// do nothing (or answer a constant the table then uses itself), so skipping them changes nothing
/// a delegate can see, and it saves reading the weakly held delegate per cell, which is a slow
/// side-table retain and release (`Benchmarks/README.md`, "Cell swap").
///
/// Only the per-cell calls of the layout pass are tracked. The flags belong to the table
/// (`TableView.delegateImplementations`) and are reset whenever the delegate is set.
struct DelegateImplementations {
    /// A per-cell optional method of ``TableViewDelegate``.
    enum Method: UInt8 {
        case willDisplayCell
        case didEndDisplayingCell
        case indentationLevel
    }

    private var notImplemented: UInt8 = 0
    /// How many times a default implementation ran for this table (``OptionalRequirement``): the
    /// titles' defaults apart. Compared around a call; never reset, so a delegate set inside a
    /// call does not disturb the comparison.
    var defaultCalls = 0
    var defaultTitleCalls = 0

    /// Forgets what was learned about the previous delegate (the counters stay).
    mutating func forgetLearned() {
        notImplemented = 0
    }

    /// Whether the delegate was found not to implement `method`.
    @inline(__always)
    func lacks(_ method: Method) -> Bool {
        notImplemented & (1 << method.rawValue) != 0
    }

    /// Notes that the delegate's answer to `method` came from the default implementation.
    mutating func noteLacking(_ method: Method) {
        notImplemented |= 1 << method.rawValue
    }
}
