import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Loads data for rows before they are displayed, as UIKit's `UITableViewDataSourcePrefetching`.
///
/// See ``TableView/prefetchDataSource`` for when the table calls it.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows the user is likely to reach soon, nearest to the visible area first. Required.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer likely to be needed (the scroll reversed or
    /// jumped away). Default: nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
