import XCTest
@testable import PortedApps

class TaskListViewControllerTests: XCTestCase {
  @MainActor func makeSUT() -> TaskListViewController {
    let sut = TaskListViewController()
    sut.loadViewIfNeeded()
    sut.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    sut.view.layoutIfNeeded()
    return sut
  }

  @MainActor func test_addTask_insertsATaskAtTheTop() {
    let sut = makeSUT()
    sut.addTask()
    XCTAssertEqual(sut.tasks.first, "New task")
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 4)
  }

  @MainActor func test_notification_reloads() {
    let sut = makeSUT()
    NotificationCenter.default.post(name: .tasksDidChange, object: nil)
    XCTAssertEqual(sut.reloads, 1)
  }

  @MainActor func test_deleting_removesTheTask() {
    let sut = makeSUT()
    sut.tableView(sut.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(sut.tasks, ["Buy milk", "Water the plants"])
  }
}
