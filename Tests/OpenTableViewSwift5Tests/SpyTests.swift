import OpenTableViewShim
import XCTest

// Test doubles as Swift 5 suites write them: subclasses of UIKit's classes that override the
// members UIKit declares `open`, driven from an `XCTestCase` that is not `@MainActor`.

final class TableViewSpy: UITableView {
    private(set) var reloadDataCount = 0
    private(set) var deselectedRows: [IndexPath] = []
    private(set) var batchCount = 0
    var fakeSelectedRow: IndexPath?

    override func reloadData() {
        reloadDataCount += 1
        super.reloadData()
    }

    override func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectedRows.append(indexPath)
        super.deselectRow(at: indexPath, animated: animated)
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchCount += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override var indexPathForSelectedRow: IndexPath? { fakeSelectedRow }
}

final class NavigationControllerSpy: UINavigationController {
    private(set) var pushed: [UIViewController] = []
    private(set) var presented: [UIViewController] = []

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushed.append(viewController)
        super.pushViewController(viewController, animated: animated)
    }

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presented.append(viewControllerToPresent)
        completion?()
    }
}

final class SpyTests: XCTestCase {
    func test_tableViewSpy_recordsReloadsDeselectionsAndBatches() {
        let table = TableViewSpy(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.reloadData()
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        var finished = false
        table.performBatchUpdates(nil) { finished = $0 }
        table.fakeSelectedRow = IndexPath(row: 2, section: 0)

        XCTAssertEqual(table.reloadDataCount, 1)
        XCTAssertEqual(table.deselectedRows, [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.batchCount, 1)
        XCTAssertTrue(finished)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func test_navigationControllerSpy_recordsTheShownAndPresentedScreens() {
        let root = UIViewController()
        let navigation = NavigationControllerSpy(rootViewController: root)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        let alert = UIAlertController(title: "Error", message: nil, preferredStyle: .alert)
        root.navigationController?.present(alert, animated: true)

        XCTAssertEqual(navigation.pushed, [detail])
        XCTAssertEqual(navigation.presented, [alert])
        XCTAssertEqual(navigation.viewControllers, [root, detail])
    }
}
