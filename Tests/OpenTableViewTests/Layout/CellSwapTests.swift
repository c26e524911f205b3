import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The cell swap of a scroll (`Layout/TableView+LayoutPass.swift`, `Layout/RowCursor.swift`): rows
/// located by a cursor across section boundaries, the frame found once for the dequeue and the
/// display, and a data source that changes the table from inside `cellForRowAt`.
@MainActor
@Suite(.explorerPagesOnFailure) struct CellSwapTests {
    /// Sections of 3 rows with per-row heights (44, 52, 60, …) and one empty section, recording
    /// each call with the cell's frame at that moment.
    final class Source: NSObject, TableViewDataSource, TableViewDelegate {
        var counts = [3, 0, 3, 3, 3, 3, 3, 3, 3, 3]
        var log: [String] = []
        /// Called inside `cellForRowAt`, after the dequeue.
        var onCell: ((TableView, IndexPath) -> Void)?

        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            let step: Int = (indexPath.section * 3 + indexPath.row) % 5
            return 44 + CGFloat(step) * 8
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            log.append("cell \(describe(indexPath)) h=\(cell.frame.height)")
            onCell?(tableView, indexPath)
            return cell
        }
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            log.append("will \(describe(indexPath)) \(cell.frame.minY) \(cell.frame.height)")
        }
        func tableView(
            _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
        ) {
            log.append("end \(describe(indexPath))")
        }
    }

    func makeTable(_ source: Source, height: CGFloat = 200) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func aScrollAcrossSectionsEndsAndAddsRowsInOrderWithTheirFrames() {
        let source = Source()
        let table = makeTable(source)
        source.log = []
        // Rows 0.0–0.2 (44+52+60 = 156) then section 1 is empty, section 2 starts at 156.
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        // Visible before: 0.0 (0–44), 0.1 (44–96), 0.2 (96–156), 2.0 (156–208). After, 150–350:
        // 0.2, 2.0, 2.1 (208–268), 2.2 (268–336), 3.0 (336–412).
        expectEqual(
            source.log,
            [
                "end 0.0", "end 0.1",
                "cell 2.1 h=60.0", "will 2.1 208.0 60.0",
                "cell 2.2 h=68.0", "will 2.2 268.0 68.0",
                "cell 3.0 h=76.0", "will 3.0 336.0 76.0",
            ])
        expectEqual(table.visibleCells.map(\.frame.minY), [96, 156, 208, 268, 336])
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows ?? []) {
            expectEqual(cell.frame, table.rectForRow(at: indexPath))
        }
        for cell in table.visibleCells { expectIdentical(cell.superview, table) }
    }

    @Test func aJumpAcrossAnEmptySectionGivesEveryRowItsFrame() {
        let source = Source()
        let table = makeTable(source, height: 400)
        source.log = []
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        table.contentOffset.y = 1_000
        table.layoutIfNeeded()
        let displayed = (table.indexPathsForVisibleRows ?? []).map(describe)
        // Tops: section 5 ends at 868, 6.0 is 868–936, 6.1 936–1012.
        expectEqual(displayed.first, "6.1")
        // Every cell was framed by the dequeue with its row's height, then placed at its row.
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows ?? []) {
            expectEqual(cell.frame, table.rectForRow(at: indexPath))
            #expect(source.log.contains("cell \(describe(indexPath)) h=\(cell.frame.height)"))
        }
        expectEqual(table.visibleCells.count, Set(table.visibleCells.map(ObjectIdentifier.init)).count)
    }

    @Test func aDataSourceThatReloadsInsideCellForRowAtStillGetsFramesOfTheNewModel() {
        let source = Source()
        let table = makeTable(source)
        var reloaded = false
        source.onCell = { table, indexPath in
            // Once, while the scroll asks for its first new row: every row becomes 100 pt tall.
            guard !reloaded, indexPath.section == 3 else { return }
            reloaded = true
            table.rowHeight = 100
            table.delegate = nil
            table.reloadData()
        }
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        #expect(reloaded)
        table.layoutIfNeeded()
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows ?? []) {
            expectEqual(cell.frame, table.rectForRow(at: indexPath))
        }
    }

    /// The pass reads the data source once for the rows it displays; one set from inside
    /// `cellForRowAt` answers the rows after it, as when the table read it for every row.
    @Test func aDataSourceSetInsideCellForRowAtAnswersTheRestOfThePass() {
        final class Other: NSObject, TableViewDataSource {
            let counts = [3, 0, 3, 3, 3, 3, 3, 3, 3, 3]
            var asked: [String] = []
            func numberOfSections(in tableView: TableView) -> Int { counts.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                asked.append(describe(indexPath))
                return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Source()
        let other = Other()
        let table = makeTable(source)
        source.onCell = { table, indexPath in
            if indexPath == IndexPath(row: 1, section: 2) { table.dataSource = other }
        }
        source.log = []
        // As in the first test: rows 2.1, 2.2 and 3.0 enter.
        table.contentOffset.y = 150
        table.layoutIfNeeded()
        expectEqual(source.log.filter { $0.hasPrefix("cell") }, ["cell 2.1 h=60.0"])
        expectEqual(other.asked, ["2.2", "3.0"])
        withExtendedLifetime(other) {}
    }
}
