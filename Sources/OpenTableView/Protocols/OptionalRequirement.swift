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
}
