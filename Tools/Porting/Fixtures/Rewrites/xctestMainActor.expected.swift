import XCTest
import OpenTableViewShim

final class ListViewControllerTests: XCTestCase {
    private var sut: ListViewController!

    override func setUp() {
        MainActor.assumeIsolated {
            super.setUp()
            sut = ListViewController()
        }
    }

    override func tearDownWithError() throws {
        try MainActor.assumeIsolated {
            sut = nil
            try super.tearDownWithError()
        }
    }

    func testLoadsRows() {
        MainActor.assumeIsolated {
            XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 3)
        }
    }

    @MainActor
    func testRefreshes() async throws {
        await sut.refresh()
    }

    nonisolated func testNothingIsolated() {}

    @MainActor
    private var firstCell: UITableViewCell? {
        sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    }
}

@MainActor final class NotATestCase {
    func f() {}
}
