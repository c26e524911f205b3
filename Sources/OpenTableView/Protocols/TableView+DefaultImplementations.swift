extension TableView {
    /// Marks that the default ("not implemented") implementation of `method` ran for this table.
    ///
    /// UIKit asks `respondsToSelector:`; Swift on Linux has no Objective-C runtime. Instead every
    /// default implementation of an optional method whose absence changes UIKit's behaviour (for
    /// example `tableView(_:heightForRowAt:)`, whose absence lets the table keep uniform heights in
    /// O(sections) memory) calls this on the table it was called for (its `tableView` argument);
    /// ``TableMethod`` says which ones do (``TableMethod/Detection``). The record is the table's own
    /// (`DelegateImplementations`), so what one table learns about its data source and delegate
    /// does not depend on what other tables, or other tests, did before.
    @inline(__always)
    func recordDefaultImplementation(_ method: TableMethod) {
        delegateImplementations.noteDefault(method)
    }

    /// Calls `body` (a call of `method` on this table's data source or delegate) and returns its
    /// result, or `nil` when `method`'s default implementation answered.
    ///
    /// A default called from inside the conformer's own implementation of the same method (a
    /// `super` call) also counts, and makes the table take that implementation for a default.
    @inline(__always)
    func ifImplemented<T>(_ method: TableMethod, _ body: () -> T) -> T? {
        delegateImplementations.willCall(method)
        let value = body()
        return delegateImplementations.didCall(method) ? value : nil
    }
}
