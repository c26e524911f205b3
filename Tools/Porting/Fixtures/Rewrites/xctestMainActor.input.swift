import XCTest

@MainActor
final class ListViewControllerTests: XCTestCase {
    private var sut: ListViewController!

    override func setUp() {
        super.setUp()
        sut = ListViewController()
    }

    override func tearDownWithError() throws {
        sut = nil
        try super.tearDownWithError()
    }

    func testLoadsRows() {
        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 3)
    }

    func testRefreshes() async throws {
        await sut.refresh()
    }

    nonisolated func testNothingIsolated() {}

    private var firstCell: UITableViewCell? {
        sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    }
}

@MainActor final class NotATestCase {
    func f() {}
}
