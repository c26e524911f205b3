#if !canImport(ObjectiveC)
    import OpenTableView

    // Foundation's names for Swift key-value observing, which swift-corelibs-foundation does not
    // have: `tableView.observe(\.contentOffset, options: [.new]) { tableView, change in … }`
    // compiles with the same spelling as on iOS. Where Foundation has them (Apple platforms), it
    // provides them and these are not declared.

    /// Foundation's `NSKeyValueObservation`: OpenTableView's ``KeyValueObservation``.
    public typealias NSKeyValueObservation = KeyValueObservation
    /// Foundation's `NSKeyValueObservingOptions`: OpenTableView's ``KeyValueObservingOptions``.
    public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
    /// Foundation's `NSKeyValueObservedChange`: OpenTableView's ``KeyValueObservedChange``.
    public typealias NSKeyValueObservedChange = KeyValueObservedChange
#endif
