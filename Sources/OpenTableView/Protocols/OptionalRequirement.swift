/// Tells the table, cheaply, whether a data source or delegate implements an optional method.
///
/// UIKit asks `respondsToSelector:`; Swift on Linux has no Objective-C runtime. Instead every
/// default implementation of an optional method whose absence changes UIKit's behaviour (for
/// example `tableView(_:heightForRowAt:)`, whose absence lets the table keep uniform heights in
/// O(sections) memory) records a hit in the table it was called for (its `tableView` argument). The table compares its counter around the call: an
/// unchanged counter means the conformer's own implementation answered.
///
/// A default called from inside a conformer's own implementation also counts, and makes the table
/// take that implementation for a default. The titles' defaults therefore count apart
/// (``Counter/titles``): an app's own `heightForHeaderInSection` or `viewForHeaderInSection`
/// often asks its data source for the section's title, and with one counter a title left to the
/// default, asked from inside them, dropped their heights and views
/// (`HeaderFooterTests.aDefaultTitleAskedInsideTheDelegatesHeaderMethodsLeavesThemImplemented`).
@MainActor
enum OptionalRequirement {
    /// Which counter a default records in and a call is compared against.
    enum Counter {
        /// Every optional method's default but the titles'.
        case methods
        /// The defaults of `titleForHeaderInSection` and `titleForFooterInSection`.
        case titles
    }
}

extension TableView {
    /// Marks that a default ("not implemented") implementation ran for this table. The counters
    /// are the table's own (`DelegateImplementations`), so what one table learns about its data
    /// source and delegate does not depend on what other tables, or other tests, did before.
    @inline(__always)
    func recordDefaultImplementation(_ counter: OptionalRequirement.Counter = .methods) {
        switch counter {
        case .methods: delegateImplementations.defaultCalls &+= 1
        case .titles: delegateImplementations.defaultTitleCalls &+= 1
        }
    }

    /// Calls `body` (a call of this table's data source or delegate) and returns its result, or
    /// `nil` when it was a default implementation (one that recorded in `counter`).
    @inline(__always)
    func ifImplemented<T>(_ body: () -> T, counter: OptionalRequirement.Counter = .methods) -> T? {
        let before = defaultCalls(counter)
        let value = body()
        return before == defaultCalls(counter) ? value : nil
    }

    @inline(__always)
    private func defaultCalls(_ counter: OptionalRequirement.Counter) -> Int {
        switch counter {
        case .methods: delegateImplementations.defaultCalls
        case .titles: delegateImplementations.defaultTitleCalls
        }
    }
}
