import OpenTableViewShim
import XCTest

// Written the way app test suites are written in the Swift 5 language mode: an `XCTestCase`
// that is not `@MainActor`, with non-isolated `setUp` and test methods that create and drive
// UIKit objects directly. Swift imports UIKit's classes as `@preconcurrency @MainActor`, so on
// iOS this compiles without a diagnostic; this target checks that it does here too (it builds
// with `-warnings-as-errors` in CI). XCTest runs each test on the main thread, where the main
// actor runs.

/// A list screen as apps write one.
final class FruitListViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        refreshControl = UIRefreshControl()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

/// A test double as real suites write them: a refresh control whose state the test decides.
final class RefreshControlSpy: UIRefreshControl {
    private(set) var beginCount = 0
    var fakeIsRefreshing = false

    override var isRefreshing: Bool { fakeIsRefreshing }

    override func beginRefreshing() {
        beginCount += 1
        fakeIsRefreshing = true
    }
}

final class FruitListViewControllerTests: XCTestCase {
    private var sut: FruitListViewController!

    override func setUp() {
        super.setUp()
        sut = FruitListViewController(style: .plain)
        sut.loadViewIfNeeded()
        sut.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    func test_rendersOneRowPerFruit() {
        sut.tableView.reloadData()
        sut.tableView.layoutIfNeeded()

        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(sut.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Banana")
    }

    func test_reloadShowsNewData() {
        sut.tableView.reloadData()
        sut.fruits.append("Date")
        sut.tableView.reloadData()
        sut.tableView.layoutIfNeeded()

        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(sut.tableView.indexPathsForVisibleRows?.count, 4)
    }

    func test_refreshSpyReplacesTheControl() {
        let spy = RefreshControlSpy()
        sut.refreshControl = spy
        XCTAssertFalse(sut.refreshControl?.isRefreshing ?? true)

        sut.refreshControl?.beginRefreshing()

        XCTAssertEqual(spy.beginCount, 1)
        XCTAssertTrue(sut.refreshControl?.isRefreshing ?? false)
    }
}
