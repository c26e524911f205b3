import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// TableViewController subclasses written the way UIKit code is written (`override func …`).
@MainActor
final class FruitController: TableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    let log = TableEventLog()

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record(.viewDidLoad)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        tableView.rowHeight = 50
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record(.viewWillAppear(animated: animated))
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record(.viewDidAppear(animated: animated))
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.record(.didSelect(indexPath))
    }
}

@MainActor
final class TallFruitController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
    }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(indexPath.row + 1) * 10
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct ControllerTests {
    @Test func controllerIsTheDataSourceAndDelegateOfItsTable() {
        let controller = FruitController(style: .grouped)
        #expect(!controller.isViewLoaded)
        let table = controller.tableView!
        #expect(controller.isViewLoaded)
        expectEqual(table.style, .grouped)
        expectIdentical(table.dataSource, controller)
        expectIdentical(table.delegate, controller)
        expectIdentical(controller.view, table)
        expectEqual(controller.log.events, [.viewDidLoad])
        table.layoutIfNeeded()
        expectEqual(table.visibleCells.map { $0.textLabel?.text }, ["Apple", "Banana", "Cherry"])
        // No heightForRowAt override: uniform rows, no per-row storage.
        expectEqual(table.model.section(0).rows.storedHeightCount, 0)
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(controller.log.events.last, .didSelect([0, 1]))
    }

    @Test func overriddenHeightsAreUsed() {
        let controller = TallFruitController(style: .plain)
        expectEqual(controller.tableView.rectForRow(at: path(0, 3)), CGRect(x: 0, y: 60, width: 320, height: 40))
    }

    @Test func appearanceClearsTheSelection() {
        let controller = FruitController(style: .plain)
        controller.tableView.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(true, animated: true)
        expectEqual(controller.tableView.indexPathsForSelectedRows, nil)
        controller.endAppearanceTransition()
        expectEqual(
            controller.log.events, [.viewDidLoad, .viewWillAppear(animated: true), .viewDidAppear(animated: true)])

        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(true, animated: false)
        expectEqual(controller.tableView.indexPathsForSelectedRows, [path(0, 2)])
    }

    @Test func editingPassesToTheTable() {
        let controller = FruitController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
    }
}
