/// Tells the table, cheaply, whether a data source or delegate implements an optional method.
///
/// UIKit asks `respondsToSelector:`; Swift on Linux has no Objective-C runtime. Instead every
/// default implementation of an optional method whose absence changes UIKit's behaviour (for
/// example `tableView(_:heightForRowAt:)`, whose absence lets the table keep uniform heights in
/// O(sections) memory) records a hit here. The table compares the counter around the call: an
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

    private(set) static var defaultImplementationCalls = 0
    private(set) static var defaultTitleCalls = 0

    /// Marks that a default ("not implemented") implementation ran.
    @inline(__always)
    static func recordDefaultImplementation(_ counter: Counter = .methods) {
        switch counter {
        case .methods: defaultImplementationCalls &+= 1
        case .titles: defaultTitleCalls &+= 1
        }
    }

    /// Calls `body` and returns its result, or `nil` when it was a default implementation (one
    /// that recorded in `counter`).
    @inline(__always)
    static func implemented<T>(_ body: () -> T, counter: Counter = .methods) -> T? {
        let before = calls(counter)
        let value = body()
        return before == calls(counter) ? value : nil
    }

    @inline(__always)
    private static func calls(_ counter: Counter) -> Int {
        switch counter {
        case .methods: defaultImplementationCalls
        case .titles: defaultTitleCalls
        }
    }
}
