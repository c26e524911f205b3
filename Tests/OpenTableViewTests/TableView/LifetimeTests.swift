import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Memory stays bounded and nothing leaks: the table creates only the cells two screens need
/// however long it is scrolled and edited, and a released table goes away with its cells and
/// header views, holding its data source and delegate weakly, as UIKit's `dataSource` and
/// `delegate` are declared `weak`.
@MainActor
@Suite(.explorerPagesOnFailure) struct LifetimeTests {
    /// A data source of sections of rows with custom header views from the reuse pool.
    final class Source: NSObject, TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    }

    /// A header view that counts its instances.
    final class CountingHeader: TableViewHeaderFooterView {
        static var created = 0
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            Self.created += 1
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    private func makeTable(_ source: Source, height: CGFloat = 600) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        return table
    }

    /// 10^5 scroll steps in a developer's run, 10^6 in CI (`OPENTABLEVIEW_LIFETIME_STEPS`): 4-point
    /// steps both ways with a jump every 1,000 and a batch every 100 (inserts, deletes, moves and
    /// reloads around the viewport). The cells ever created stay within two screens' worth (a
    /// reload holds a new and an old cell at once), header views within two screens of sections.
    @Test func cellsCreatedStayWithinTwoScreensOverALongRun() {
        var rng = SplitMix64(seed: 7)
        let headersBefore = CountingHeader.created
        let source = Source(Array(repeating: 40, count: 250))
        let table = makeTable(source)
        table.layoutIfNeeded()
        let screenRows = Int((CGFloat(600) / 44).rounded(.up)) + 1  // 15: rows a 600-point viewport can cut
        var direction: CGFloat = 4
        for step in 1...RandomizedRuns.count("OPENTABLEVIEW_LIFETIME_STEPS", default: 100_000) {
            let maxY = table.contentSize.height - 600
            if step % 1_000 == 0 {
                table.contentOffset.y = CGFloat(rng.int(0...Int(maxY)))
            } else {
                if table.contentOffset.y + direction > maxY || table.contentOffset.y + direction < 0 {
                    direction = -direction
                }
                table.contentOffset.y += direction
            }
            table.layoutIfNeeded()
            if step % 100 == 0 { applyRandomBatch(to: table, source, &rng) }
        }
        #expect(table.statistics.cellsCreated <= 2 * screenRows)
        #expect(table.statistics.cellsCreated >= screenRows - 1)
        // Every cell ever created is on screen or in the pool: none was dropped or kept elsewhere.
        expectEqual(table.visibleCells.count + table.cellReuse.allQueued.count, table.statistics.cellsCreated)
        // A section is 1,788 points, so a screen shows at most two headers.
        #expect(CountingHeader.created - headersBefore <= 4)
    }

    /// One valid batch near the visible rows: an insert, a delete, a move or a reload of the
    /// visible rows (the counts follow).
    private func applyRandomBatch(to table: TableView, _ source: Source, _ rng: inout SplitMix64) {
        guard let visible = table.indexPathsForVisibleRows, let first = visible.first else { return }
        let section = first.section
        let rows = source.counts[section]
        switch rng.int(0...3) {
        case 0:
            source.counts[section] += 1
            table.insertRows(at: [IndexPath(row: rng.int(0...rows), section: section)], with: .automatic)
        case 1 where rows > 1:
            source.counts[section] -= 1
            table.deleteRows(at: [IndexPath(row: rng.int(0...(rows - 1)), section: section)], with: .automatic)
        case 2 where rows > 1:
            table.moveRow(
                at: IndexPath(row: rng.int(0...(rows - 1)), section: section),
                to: IndexPath(row: rng.int(0...(rows - 1)), section: section))
        default:
            table.reloadRows(at: visible, with: .fade)
        }
    }

    @Test func aReleasedTableIsDeallocatedWithItsCellsAndHeaderViews() {
        let source = Source([30, 30])
        weak var weakTable: TableView?
        weak var weakCell: TableViewCell?
        weak var weakHeader: TableViewHeaderFooterView?
        weak var weakPooledCell: TableViewCell?
        do {
            let table = makeTable(source)
            table.layoutIfNeeded()
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            table.setEditing(true, animated: false)
            weakCell = table.visibleCells.first
            weakHeader = table.headerView(forSection: 0)
            table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)  // the old cell goes to the pool
            weakPooledCell = weakCell
            table.contentOffset.y = 2000
            table.layoutIfNeeded()
            weakTable = table
            #expect(weakCell != nil && weakHeader != nil)
        }
        expectEqual(weakTable, nil)
        expectEqual(weakCell, nil)
        expectEqual(weakPooledCell, nil)
        expectEqual(weakHeader, nil)
    }

    /// A cell the app keeps outlives the table, and its `superview` is `nil`, not a dangling
    /// reference.
    @Test func aCellKeptByTheAppOutlivesItsTable() {
        let source = Source([5])
        var kept: TableViewCell?
        weak var weakTable: TableView?
        do {
            let table = makeTable(source)
            table.layoutIfNeeded()
            kept = table.visibleCells.first
            expectIdentical(kept?.superview, table)
            weakTable = table
        }
        expectEqual(weakTable, nil)
        expectEqual(kept?.superview, nil)
        expectEqual(kept?.textLabel?.text, "0.0")
    }

    /// The table holds its data source and delegate weakly, as UIKit declares them: releasing
    /// them leaves the table without them instead of keeping them alive.
    @Test func theTableHoldsItsDataSourceAndDelegateWeakly() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        weak var weakSource: Source?
        do {
            let source = Source([3])
            table.dataSource = source
            table.delegate = source
            table.layoutIfNeeded()
            expectEqual(table.visibleCells.count, 3)
            weakSource = source
        }
        expectEqual(weakSource, nil)
        expectEqual(table.dataSource, nil)
        expectEqual(table.delegate, nil)
    }

    /// A table view controller releases its table, and the diffable data source holds the table
    /// weakly, so a screen built the usual way goes away whole.
    @Test func aTableViewControllerAndItsDiffableDataSourceAreDeallocated() {
        weak var weakController: TableViewController?
        weak var weakTable: TableView?
        weak var weakDataSource: TableViewDiffableDataSource<Int, Int>?
        do {
            let controller = TableViewController(style: .plain)
            controller.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: controller.tableView) {
                table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<50))
            dataSource.apply(snapshot, animatingDifferences: false)
            controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
            controller.tableView.layoutIfNeeded()
            expectEqual(controller.tableView.visibleCells.count, 10)
            weakController = controller
            weakTable = controller.tableView
            weakDataSource = dataSource
        }
        expectEqual(weakController, nil)
        expectEqual(weakTable, nil)
        expectEqual(weakDataSource, nil)
    }
}
