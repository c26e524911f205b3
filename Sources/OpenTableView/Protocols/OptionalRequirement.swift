/// Tells the table, cheaply, whether a data source or delegate implements an optional method.
///
/// UIKit asks `respondsToSelector:`; Swift on Linux has no Objective-C runtime. Instead every
/// default implementation of an optional method whose absence changes UIKit's behaviour (for
/// example `tableView(_:heightForRowAt:)`, whose absence lets the table keep uniform heights in
/// O(sections) memory) records a hit here. The table compares the counter around the call: an
/// unchanged counter means the conformer's own implementation answered.
@MainActor
enum OptionalRequirement {
    private(set) static var defaultImplementationCalls = 0

    /// Marks that a default ("not implemented") implementation ran.
    static func recordDefaultImplementation() {
        defaultImplementationCalls &+= 1
    }

    /// Calls `body` and returns its result, or `nil` when it was a default implementation.
    @inline(__always)
    static func implemented<T>(_ body: () -> T) -> T? {
        let before = defaultImplementationCalls
        let value = body()
        return before == defaultImplementationCalls ? value : nil
    }

    // The titles' defaults leave their note apart. An app's own `heightForHeaderInSection` or
    // `viewForHeaderInSection` often asks its data source for the section's title; with the note
    // shared, a title left to the default, asked from inside them, made the table take those
    // methods for defaults and drop their heights and views
    // (`HeaderFooterTests.aDefaultTitleAskedInsideTheDelegatesHeaderMethodsLeavesThemImplemented`).
    private(set) static var defaultTitleCalls = 0

    /// Marks that a default `titleForHeaderInSection` or `titleForFooterInSection` ran.
    static func recordDefaultTitle() {
        defaultTitleCalls &+= 1
    }

    /// Calls `body`, a title question, and returns its answer, or `nil` when a title default ran.
    @inline(__always)
    static func implementedTitle(_ body: () -> String?) -> String?? {
        let before = defaultTitleCalls
        let value = body()
        // `.some(value)`, not `value`: the conditional would otherwise be typed `String?`, and its
        // `nil` come back wrapped, as an answer.
        return before == defaultTitleCalls ? .some(value) : .none
    }
}
