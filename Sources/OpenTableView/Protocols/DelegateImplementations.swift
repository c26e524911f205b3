/// What the table has found out about its data source's and delegate's optional methods: the
/// Swift counterpart of UIKit's `_delegateHas…` and `_dataSourceHas…` flags, one bit a
/// ``TableMethod``.
///
/// UIKit asks `respondsToSelector:` once per delegate and then calls only what the delegate
/// implements. Swift on Linux cannot ask, so a default implementation reports itself
/// (`tableView.recordDefaultImplementation(.method)`, in the table it is called for), and the table
/// calls a method through `ifImplemented(.method) { … }`, which answers `nil` when the default ran.
/// For the per-cell methods of the layout pass (``TableMethod/Detection/learned``) the table
/// remembers the answer for this delegate and does not call the method again until the delegate
/// is set again. The default implementations it skips do nothing (or answer a constant the table
/// then uses itself), so skipping them changes nothing a delegate can see, and it saves reading
/// the weakly held delegate per cell, which is a slow side-table retain and release
/// (`Benchmarks/README.md`, "Cell swap").
///
/// Everything here belongs to the table (`TableView.delegateImplementations`): what one table
/// learns never depends on what other tables, or other tests, did before.
struct DelegateImplementations {
    /// The methods whose default implementation ran since their bit was last cleared by
    /// `ifImplemented`. One bit a method, so a default called from inside a conformer's own
    /// implementation of another method (an app's `heightForHeaderInSection` asking its data
    /// source for the section's title, left to the default) does not make that implementation
    /// look like a default.
    private var defaultRan: UInt64 = 0
    /// The methods the current delegate was found not to implement; cleared when it is set.
    private var notImplemented: UInt64 = 0
    /// How many times a default implementation ran for this table, for tests. Never reset.
    private(set) var defaultCalls = 0

    /// Forgets what was learned about the previous delegate.
    mutating func forgetLearned() {
        notImplemented = 0
    }

    /// Whether the delegate was found not to implement `method`, a ``TableMethod/Detection/learned``
    /// method.
    @inline(__always)
    func lacks(_ method: TableMethod) -> Bool {
        notImplemented & method.bit != 0
    }

    /// Notes that a default implementation of `method` ran.
    @inline(__always)
    mutating func noteDefault(_ method: TableMethod) {
        defaultRan |= method.bit
        defaultCalls &+= 1
    }

    /// Before a call of `method`: forgets that its default ran.
    @inline(__always)
    mutating func willCall(_ method: TableMethod) {
        defaultRan &= ~method.bit
    }

    /// After a call of `method`: whether the conformer's own implementation answered. A default
    /// that answered is remembered for this delegate (read by ``lacks(_:)``).
    @inline(__always)
    mutating func didCall(_ method: TableMethod) -> Bool {
        guard defaultRan & method.bit != 0 else { return true }
        notImplemented |= method.bit
        return false
    }
}

extension TableMethod {
    /// The method's bit in `DelegateImplementations`.
    @inline(__always)
    var bit: UInt64 { 1 << UInt64(rawValue) }
}
