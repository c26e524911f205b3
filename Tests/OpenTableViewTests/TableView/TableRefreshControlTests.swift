import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A table view controller that refreshes on a pull, the iOS 10+ way.
@MainActor
final class RefreshingListController: TableViewController {
    var items = ["Old"]
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let refreshControl = RefreshControl()
        refreshControl.addAction(
            Action { [unowned self] _ in
                refreshes += 1
                items.insert("New \(refreshes)", at: 0)
                tableView.reloadData()
                self.refreshControl?.endRefreshing()
            }, for: .valueChanged)
        self.refreshControl = refreshControl
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// `UITableViewController.refreshControl` and a table's refresh control.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableRefreshControlTests {
    @Test func theControllersRefreshControlIsItsTables() {
        let controller = RefreshingListController(style: .plain)
        controller.loadViewIfNeeded()
        expectNotEqual(controller.refreshControl, nil)
        expectIdentical(controller.tableView.refreshControl, controller.refreshControl)
        expectIdentical(controller.refreshControl?.superview, controller.tableView)
    }

    @Test func aPullRunsTheRefreshOnceAndTheRowsShow() {
        let controller = RefreshingListController(style: .plain)
        let table = controller.tableView!
        table.layoutIfNeeded()
        table.simulate.pullToRefresh()
        expectEqual(controller.refreshes, 1)
        expectEqual(controller.refreshControl?.isRefreshing, false)
        table.layoutIfNeeded()
        expectEqual(table.visibleCells.map { $0.textLabel?.text }, ["New 1", "Old"])
        expectEqual(table.contentOffset.y + 0, 0)
        expectEqual(table.adjustedContentInset, .zero)
    }

    @Test func whileRefreshingTheRowsStartBelowTheControl() {
        let (table, _) = makeTable([30])
        let control = RefreshControl()
        table.refreshControl = control
        table.layoutIfNeeded()
        control.beginRefreshing()
        table.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows?.first, path(0, 0))
        // The viewport is 200 tall and starts 60 above the content: rows 0 to 3 show.
        expectEqual(table.indexPathsForVisibleRows?.last, path(0, 3))
        control.endRefreshing()
        expectEqual(table.contentOffset.y + 0, 0)
        expectIdentical(table.refreshControl, control)
    }
}
