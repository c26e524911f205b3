// Pull to refresh, in UIKit spellings: OpenTableView's simulated pull on Linux; on iOS, where a
// test cannot pull, what the pull does: the control begins refreshing and sends `.valueChanged`.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

extension User {
    /// Pulls the content down far enough to trigger the refresh control, and lets go.
    static func pullToRefresh(_ tableView: UITableView) {
        #if canImport(UIKit)
            tableView.refreshControl?.beginRefreshing()
            tableView.refreshControl?.sendActions(for: .valueChanged)
        #else
            tableView.simulate.pullToRefresh()
        #endif
        tableView.layoutIfNeeded()
    }
}
