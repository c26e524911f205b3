import Foundation
import OpenTableView
import OpenTableViewTesting
import TestSupport
import Testing

// Test doubles written as app suites write them, against UIKit's declarations: every member of
// UITableView and UITableViewCell is `open` in UIKit (`Compatibility/API.md`, "Declarations"), so
// a suite's spy overrides the ones it watches. These subclasses live in another module than the
// table, as an app's do: they prove that each member can be overridden (a clean build links
// them, closure-taking methods included) and that the overrides are called.

/// A table double that records what the code under test asks of it and answers some questions
/// itself, as a view controller's tests use one.
private final class TableViewSpy: TableView {
    var calls: [String] = []
    var fakeSelectedRow: IndexPath?
    var fakeRowCount: Int?
    var fakeVisibleCells: [TableViewCell]?

    override func reloadData() {
        calls.append("reloadData()")
        super.reloadData()
    }

    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        calls.append("dequeueReusableCell(\(identifier), \(indexPath.section).\(indexPath.row))")
        return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    override func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        calls.append("cellForRow(\(indexPath.section).\(indexPath.row))")
        return super.cellForRow(at: indexPath)
    }

    override func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        calls.append("selectRow(\(indexPath.map { "\($0.section).\($0.row)" } ?? "nil"))")
        super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    override func deselectRow(at indexPath: IndexPath, animated: Bool) {
        calls.append("deselectRow(\(indexPath.section).\(indexPath.row), animated: \(animated))")
        super.deselectRow(at: indexPath, animated: animated)
    }

    override func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        calls.append("scrollToRow(\(indexPath.section).\(indexPath.row))")
        super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("performBatchUpdates")
        super.performBatchUpdates(updates, completion: completion)
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        calls.append("insertRows(\(indexPaths.map { "\($0.section).\($0.row)" }))")
        super.insertRows(at: indexPaths, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        calls.append("deleteRows(\(indexPaths.map { "\($0.section).\($0.row)" }))")
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        calls.append("reloadRows(\(indexPaths.map { "\($0.section).\($0.row)" }))")
        super.reloadRows(at: indexPaths, with: animation)
    }

    override func numberOfRows(inSection section: Int) -> Int {
        fakeRowCount ?? super.numberOfRows(inSection: section)
    }

    override var indexPathForSelectedRow: IndexPath? {
        fakeSelectedRow ?? super.indexPathForSelectedRow
    }

    override var visibleCells: [TableViewCell] {
        fakeVisibleCells ?? super.visibleCells
    }

    override func layoutSubviews() {
        calls.append("layoutSubviews()")
        super.layoutSubviews()
    }
}

/// A table whose row height an app's subclass fixes by overriding the property, as some do.
private final class FixedRowHeightTable: TableView {
    override var rowHeight: CGFloat {
        get { 60 }
        set { super.rowHeight = newValue }
    }
}

/// A cell double that records the calls UIKit makes to a cell and can answer another content view.
private final class CellSpy: TableViewCell {
    var calls: [String] = []
    var substituteContentView: View?

    override func prepareForReuse() {
        super.prepareForReuse()
        calls.append("prepareForReuse()")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append("setSelected(\(selected))")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        calls.append("setHighlighted(\(highlighted))")
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        calls.append("updateConfiguration(selected: \(state.isSelected))")
    }

    override var contentView: View { substituteContentView ?? super.contentView }
}

/// A header/footer view whose standard label a subclass replaces, and whose identifier it reports.
private final class HeaderSpy: TableViewHeaderFooterView {
    let ownLabel = Label()
    override var textLabel: Label? { ownLabel }
    override var reuseIdentifier: String? { "Spied" }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct OverridableDeclarationsTests {
    private func makeSpy(rows: Int = 3) -> (TableViewSpy, RecordingDataSource) {
        let spy = TableViewSpy(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        spy.rowHeight = 44
        spy.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = RecordingDataSource([rows], log: TableEventLog())
        spy.dataSource = dataSource
        spy.layoutIfNeeded()
        spy.calls.removeAll()
        return (spy, dataSource)
    }

    @Test func aTableSpySeesWhatCodeAsksOfIt() {
        let (spy, dataSource) = makeSpy()
        // Code under test holds the table as a plain table view.
        let table: TableView = spy
        _ = table.cellForRow(at: IndexPath(row: 1, section: 0))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        dataSource.rowCounts = [4]
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        dataSource.rowCounts = [3]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.reloadData()
        // The inserted and the reloaded rows are visible: the data source dequeues their cells
        // through the table it is given, the spy, while the update is applied.
        expectEqual(
            spy.calls,
            [
                "cellForRow(0.1)", "selectRow(0.2)", "deselectRow(0.2, animated: true)", "scrollToRow(0.0)",
                "insertRows([\"0.3\"])", "dequeueReusableCell(Cell, 0.3)", "deleteRows([\"0.0\"])",
                "reloadRows([\"0.1\"])", "dequeueReusableCell(Cell, 0.1)", "reloadData()",
            ])
        // The overrides called `super`: the table did the work.
        expectEqual(table.numberOfRows(inSection: 0), 3)
        expectEqual(table.indexPathForSelectedRow, nil)
    }

    @Test func aTableSpyAnswersQuestionsItself() {
        let (spy, _) = makeSpy()
        let table: TableView = spy
        let fakeCell = TableViewCell(style: .default, reuseIdentifier: nil)
        spy.fakeSelectedRow = IndexPath(row: 7, section: 0)
        spy.fakeRowCount = 12
        spy.fakeVisibleCells = [fakeCell]
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 7, section: 0))
        expectEqual(table.numberOfRows(inSection: 0), 12)
        #expect(table.visibleCells.count == 1 && table.visibleCells[0] === fakeCell)
    }

    /// The closure-taking `performBatchUpdates(_:completion:)` is declared in the table's class
    /// body; this override in another module is what a clean build must link.
    @Test func aBatchUpdateReachesTheOverrideAndStillApplies() {
        let (spy, dataSource) = makeSpy()
        var finished: Bool?
        dataSource.rowCounts = [5]
        spy.performBatchUpdates(
            {
                spy.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .automatic)
            },
            completion: { finished = $0 })
        expectEqual(
            spy.calls,
            [
                "performBatchUpdates", "insertRows([\"0.3\", \"0.4\"])", "dequeueReusableCell(Cell, 0.3)",
                "dequeueReusableCell(Cell, 0.4)",
            ])
        expectEqual(finished, true)
        expectEqual(spy.numberOfRows(inSection: 0), 5)
        expectEqual(spy.rectForRow(at: IndexPath(row: 4, section: 0)), CGRect(x: 0, y: 176, width: 320, height: 44))
    }

    /// What UIKit calls on the table itself: `layoutIfNeeded()` runs `layoutSubviews()` (Apple,
    /// "layoutSubviews()": "you should call the `layoutIfNeeded()` method to force an immediate
    /// update"), the data source's `tableView(_:cellForRowAt:)` dequeues through the table it is
    /// given, and a table view controller reloads its table on first appearance (Apple,
    /// "UITableViewController": it "automatically reloads the data for its table view on first
    /// appearance").
    @Test func theCallsUIKitMakesReachTheSpy() {
        let spy = TableViewSpy(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        spy.rowHeight = 44
        spy.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = RecordingDataSource([2], log: TableEventLog())
        spy.dataSource = dataSource
        spy.layoutIfNeeded()
        expectEqual(spy.calls.first, "layoutSubviews()")
        expectEqual(
            spy.calls.filter { $0.hasPrefix("dequeue") },
            [
                "dequeueReusableCell(Cell, 0.0)", "dequeueReusableCell(Cell, 0.1)",
            ])

        let controller = TableViewController(style: .plain)
        controller.tableView = spy
        spy.dataSource = dataSource
        spy.calls.removeAll()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(spy.calls.contains("reloadData()"))
    }

    /// An override of a height property is seen by code that reads the property; the table's own
    /// layout reads the value that was set (`Compatibility/API.md`, "Declarations").
    @Test func anOverriddenRowHeightIsSeenByCallersNotByTheLayoutPass() {
        let table = FixedRowHeightTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = RecordingDataSource([3], log: TableEventLog())
        table.dataSource = dataSource
        table.layoutIfNeeded()
        expectEqual(table.rowHeight, 60)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func aCellSpyHearsReuseSelectionHighlightAndConfigurationUpdates() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
        table.rowHeight = 44
        table.register(CellSpy.self, forCellReuseIdentifier: "Cell")
        let dataSource = RecordingDataSource([2], log: TableEventLog())
        table.dataSource = dataSource
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CellSpy)
        cell.calls.removeAll()

        table.simulate.tapRow(at: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        expectEqual(
            cell.calls.filter { $0.hasPrefix("set") },
            [
                "setHighlighted(true)", "setHighlighted(false)", "setSelected(true)",
            ])
        expectEqual(cell.calls.last, "updateConfiguration(selected: true)")

        // A reload sends the visible cells back to the pool; the next layout dequeues them again.
        table.reloadData()
        table.layoutIfNeeded()
        let reused = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CellSpy)
        #expect(reused.calls.contains("prepareForReuse()"))
    }

    @Test func aCellAndAHeaderAnswerTheirOwnViews() {
        let cell = CellSpy(style: .default, reuseIdentifier: "Cell")
        let original = cell.contentView
        let substitute = View()
        cell.substituteContentView = substitute
        let plain: TableViewCell = cell
        expectIdentical(plain.contentView, substitute)
        cell.substituteContentView = nil
        expectIdentical(plain.contentView, original)

        let header: TableViewHeaderFooterView = HeaderSpy(reuseIdentifier: "Header")
        expectEqual(header.reuseIdentifier, "Spied")
        expectIdentical(header.textLabel, (header as? HeaderSpy)?.ownLabel)
    }
}
