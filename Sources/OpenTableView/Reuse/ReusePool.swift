/// Registrations and reuse queues for one kind of reusable view (cells, or header/footer views).
///
/// Queues are per identifier and last-in first-out, as UIKit's: the most recently enqueued view is
/// handed out first. Registration and queues are independent, as in UIKit: unregistering an
/// identifier does not empty its queue, and views created outside the table (with a reuse
/// identifier) are queued too.
@MainActor
final class ReusePool<Element: View> {
    /// One identifier's registration and queue.
    private struct Slot {
        var factory: ((String) -> Element)?
        var queue: [Element] = []
    }

    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var slots: [Slot] = []
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var slotIndices: [String: Int] = [:]
    /// The identifier looked up last and its slot. Scrolling dequeues and enqueues the same one or
    /// two identifiers over and over, and comparing a string is much cheaper than hashing it.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var lastIdentifier: String?
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var lastSlot = 0

    /// Registers (or, with `nil`, unregisters) how to create views for `identifier`.
    /// A later registration replaces an earlier one.
    func register(_ identifier: String, factory: ((String) -> Element)?) {
        slots[slot(for: identifier)].factory = factory
    }

    // The per-cell calls (`isRegistered`, `enqueue`, `popQueued` and the slot lookup) are
    // inlined into the table's dequeue and recycle: out of line, the cell and header pools' copies
    // were merged into one function, a call per cell that cost a jump about 2 % of its work.

    /// Whether a class is registered for `identifier`.
    /// - Complexity: O(1).
    @inline(__always)
    func isRegistered(_ identifier: String) -> Bool {
        // Not `Optional.map`: this main-actor closure, called through a non-isolated generic,
        // paid a run-time executor check on every dequeue.
        guard let slot = existingSlot(for: identifier) else { return false }
        return slots[slot].factory != nil
    }

    /// Puts a view that left the screen in its identifier's queue.
    /// - Complexity: O(1) amortised.
    @inline(__always)
    func enqueue(_ element: Element, identifier: String) {
        slots[slot(for: identifier)].queue.append(element)
    }

    /// The most recently queued view for `identifier`, if any.
    /// - Complexity: O(1).
    @inline(__always)
    func popQueued(_ identifier: String) -> Element? {
        guard let index = existingSlot(for: identifier) else { return nil }
        return slots[index].queue.popLast()
    }

    /// A new view from the registered class, if one is registered.
    func makeRegistered(_ identifier: String) -> Element? {
        guard let index = existingSlot(for: identifier), let factory = slots[index].factory else { return nil }
        return factory(identifier)
    }

    /// The number of queued views for `identifier`.
    func queuedCount(_ identifier: String) -> Int {
        guard let slot = existingSlot(for: identifier) else { return 0 }
        return slots[slot].queue.count
    }

    /// Every queued view, for invariant checks.
    var allQueued: [Element] {
        slots.flatMap(\.queue)
    }

    /// Every identifier's queue, oldest first, in the order the identifiers were first used: for
    /// a session recorder's picture of the queues.
    var queuesByIdentifier: [(identifier: String, queue: [Element])] {
        slotIndices.sorted { $0.value < $1.value }.map { ($0.key, slots[$0.value].queue) }
    }

    /// The slot of `identifier`, made if there is none yet.
    private func slot(for identifier: String) -> Int {
        if let index = existingSlot(for: identifier) { return index }
        slots.append(Slot())
        slotIndices[identifier] = slots.count - 1
        return remember(identifier, slots.count - 1)
    }

    /// The slot of `identifier`, if it was ever registered or queued.
    @inline(__always)
    private func existingSlot(for identifier: String) -> Int? {
        if let lastIdentifier, lastIdentifier == identifier { return lastSlot }
        guard let index = slotIndices[identifier] else { return nil }
        return remember(identifier, index)
    }

    private func remember(_ identifier: String, _ index: Int) -> Int {
        lastIdentifier = identifier
        lastSlot = index
        return index
    }
}

extension ReusePool where Element == TableViewHeaderFooterView {
    /// Queues a header/footer view under its own reuse identifier.
    func enqueue(_ view: TableViewHeaderFooterView) {
        guard let identifier = view.storedReuseIdentifier else { return }
        view.removeFromSuperview()
        enqueue(view, identifier: identifier)
    }
}
