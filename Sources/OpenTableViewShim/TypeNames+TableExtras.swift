#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the table extras: the refresh control, the deprecated row action and the
    // content-hugging elements. Each is a typealias, so nested names resolve as in UIKit
    // (`UITableViewRowAction.Style`). `Tests/CompatibilityTests/APICoverage+TableExtras.swift`
    // references every one of them.

    /// UIKit's `UIRefreshControl`: OpenTableView's ``RefreshControl``.
    public typealias UIRefreshControl = RefreshControl
    /// UIKit's `UITableViewRowAction` (deprecated in iOS 13): OpenTableView's ``TableViewRowAction``.
    public typealias UITableViewRowAction = TableViewRowAction
    /// UIKit's `UITableViewContentHuggingElements` (iOS 18): OpenTableView's
    /// ``TableViewContentHuggingElements``.
    public typealias UITableViewContentHuggingElements = TableViewContentHuggingElements
#endif
