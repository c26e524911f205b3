/// Registrations and reuse queues for one kind of reusable view (cells, or header/footer views).
///
/// Queues are per identifier and last-in first-out, as UIKit's: the most recently enqueued view is
/// handed out first. Registration and queues are independent, as in UIKit: unregistering an
/// identifier does not empty its queue, and views created outside the table (with a reuse
/// identifier) are queued too.
@MainActor
final class ReusePool<Element: View> {
    private var factories: [String: (String) -> Element] = [:]
    private var queues: [String: [Element]] = [:]

    /// Registers (or, with `nil`, unregisters) how to create views for `identifier`.
    /// A later registration replaces an earlier one.
    func register(_ identifier: String, factory: ((String) -> Element)?) {
        factories[identifier] = factory
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool {
        factories[identifier] != nil
    }

    /// Puts a view that left the screen in its identifier's queue.
    /// - Complexity: O(1) amortised.
    func enqueue(_ element: Element, identifier: String) {
        queues[identifier, default: []].append(element)
    }

    /// The most recently queued view for `identifier`, if any.
    /// - Complexity: O(1).
    func popQueued(_ identifier: String) -> Element? {
        queues[identifier]?.popLast()
    }

    /// A new view from the registered class, if one is registered.
    func makeRegistered(_ identifier: String) -> Element? {
        factories[identifier].map { $0(identifier) }
    }

    /// The number of queued views for `identifier`.
    func queuedCount(_ identifier: String) -> Int {
        queues[identifier]?.count ?? 0
    }

    /// Every queued view, for invariant checks.
    var allQueued: [Element] {
        queues.values.flatMap { $0 }
    }
}

extension ReusePool where Element == TableViewHeaderFooterView {
    /// Queues a header/footer view under its own reuse identifier.
    func enqueue(_ view: TableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        view.removeFromSuperview()
        enqueue(view, identifier: identifier)
    }
}
