import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Batch updates: exact call histories, cell identity, selection, and UIKit's validation
/// messages (`Compatibility/Evidence.md` §2.1, §2.2, §3.3, §9).
@MainActor
@Suite(.explorerPagesOnFailure) struct BatchUpdateTests {
    /// 20 rows of 44 points in a 200-point viewport: rows 0...4 visible.
    func table(_ counts: [Int] = [20]) -> (TestTableView, RecordingDataSource, TableEventLog) {
        let log = TableEventLog()
        let (table, dataSource) = makeTable(counts, log: log)
        table.attach(RecordingDelegate(log: log))
        table.layoutIfNeeded()
        _ = log.take()
        return (table, dataSource, log)
    }

    @Test func insertAboveShiftsSurvivorsAndAsksOnlyForTheNewRow() {
        let (table, dataSource, log) = table()
        let oldCells = table.visibleCells
        dataSource.rowCounts = [21]
        table.insertRows(at: [path(0, 0)], with: .automatic)
        expectEqual(
            log.take(),
            ([
                .numberOfSections, .numberOfRows(0), .didEndDisplaying([0, 5]), .cellForRow([0, 0]),
                .willDisplay([0, 0]),
            ] as [TableEvent]))
        expectEqual(table.numberOfRows(inSection: 0), 21)
        expectEqual(
            Array(table.visibleCells.dropFirst()).map(ObjectIdentifier.init),
            oldCells.dropLast().map(ObjectIdentifier.init))
        expectIdentical(table.cellForRow(at: path(0, 1)), oldCells[0])
        expectEqual(oldCells[0].frame, CGRect(x: 0, y: 44, width: 320, height: 44))
        expectEqual(table.contentSize.height, 924)
    }

    @Test func deleteEndsDisplayAtTheOldIndexPath() {
        let (table, dataSource, log) = table()
        let oldCells = table.visibleCells
        dataSource.rowCounts = [19]
        table.deleteRows(at: [path(0, 1)], with: .fade)
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .didEndDisplaying([0, 1]), .cellForRow([0, 4]),
                .willDisplay([0, 4]),
            ])
        expectIdentical(table.cellForRow(at: path(0, 1)), oldCells[2])
        expectIdentical(table.cellForRow(at: path(0, 4)), oldCells[1])  // reused from the pool
        expectEqual(table.contentSize.height, 836)
    }

    /// UIKit "asks its data source for a new cell for that row" and "animates that new cell in as
    /// it animates the old row out" (Apple, `reloadRows(at:with:)`): the replacement is dequeued
    /// while the old cell is still displayed, so it is another instance; the old cell then ends
    /// display at its old index path and goes back to the pool.
    @Test func reloadGivesANewCellAndDeselects() {
        let (table, _, log) = table()
        table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        let old = table.cellForRow(at: path(0, 2))!
        let created = table.statistics.cellsCreated
        table.reloadRows(at: [path(0, 2)], with: .none)
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .cellForRow([0, 2]), .willDisplay([0, 2]),
                .didEndDisplaying([0, 2]),
            ])
        let new = table.cellForRow(at: path(0, 2))!
        expectNotIdentical(new, old)
        expectEqual(table.statistics.cellsCreated, created + 1)
        expectEqual(new.isSelected, false)
        expectEqual(table.indexPathsForSelectedRows, nil)
        // The old cell is in the pool now: the next row to appear (5, while 0 stays) gets it,
        // through prepareForReuse.
        table.contentOffset.y = 21
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows?.last, path(0, 5))
        expectIdentical(table.visibleCells.last, old)
        expectEqual(table.statistics.cellsReused, 1)
    }

    @Test func moveKeepsEveryCellAndAsksForNothing() {
        let (table, _, log) = table()
        let oldCells = table.visibleCells
        table.moveRow(at: path(0, 0), to: path(0, 3))
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0)])
        expectEqual(
            table.visibleCells.map(ObjectIdentifier.init), [1, 2, 3, 0, 4].map { ObjectIdentifier(oldCells[$0]) })
        expectEqual(oldCells[0].frame.minY, 132)
    }

    @Test func selectionFollowsInsertsAndDeletes() {
        let (table, dataSource, _) = table()
        table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
        dataSource.rowCounts = [21]
        table.insertRows(at: [path(0, 0)], with: .automatic)
        expectEqual(table.indexPathsForSelectedRows, [path(0, 4)])
        expectEqual(table.cellForRow(at: path(0, 4))?.isSelected, true)
        dataSource.rowCounts = [20]
        table.deleteRows(at: [path(0, 4)], with: .automatic)
        expectEqual(table.indexPathsForSelectedRows, nil)
    }

    @Test func batchAppliesDeletesBeforeInsertsWhateverTheCallOrder() {
        let (table, dataSource, log) = table()
        let oldCells = table.visibleCells
        dataSource.rowCounts = [20]
        var completed: Bool?
        table.performBatchUpdates(
            {
                table.insertRows(at: [path(0, 0)], with: .top)
                table.deleteRows(at: [path(0, 0)], with: .bottom)
                table.moveRow(at: path(0, 1), to: path(0, 4))
            }, completion: { completed = $0 })
        expectEqual(completed, true)
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .didEndDisplaying([0, 0]), .cellForRow([0, 0]),
                .willDisplay([0, 0]),
            ])
        // Old 2, 3, 4 fill the free slots 1, 2, 3; old 1 moved to 4.
        expectEqual(
            table.visibleCells.dropFirst().map(ObjectIdentifier.init),
            [2, 3, 4, 1].map { ObjectIdentifier(oldCells[$0]) })
    }

    @Test func hasNoUncommittedUpdates() {
        let (table, dataSource, _) = table()
        #expect(!table.hasUncommittedUpdates)
        dataSource.rowCounts = [21]
        table.beginUpdates()
        table.insertRows(at: [path(0, 0)], with: .automatic)
        #expect(!table.hasUncommittedUpdates)
        table.endUpdates()
        #expect(!table.hasUncommittedUpdates)
    }

    @Test func nestedBatchesApplyAtTheOutermostEnd() {
        let (table, dataSource, log) = table()
        dataSource.rowCounts = [22]
        table.beginUpdates()
        table.insertRows(at: [path(0, 0)], with: .fade)
        table.beginUpdates()
        table.insertRows(at: [path(0, 1)], with: .fade)
        table.endUpdates()
        #expect(log.events.isEmpty)
        expectEqual(table.numberOfRows(inSection: 0), 20)
        table.endUpdates()
        expectEqual(table.numberOfRows(inSection: 0), 22)
        expectEqual(log.take().prefix(2), [.numberOfSections, .numberOfRows(0)])
    }

    @Test func sectionInsertDeleteAndMoveMapCellsAndHeaders() {
        let (table, dataSource, log) = table([2, 2, 2])
        let oldCells = table.visibleCells  // 0.0, 0.1, 1.0, 1.1, 2.0
        dataSource.rowCounts = [1, 2, 2, 2]
        table.insertSections([0], with: .automatic)
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .numberOfRows(1), .numberOfRows(2), .numberOfRows(3),
                .didEndDisplaying([3, 0]), .cellForRow([0, 0]), .willDisplay([0, 0]),
            ])
        expectIdentical(table.cellForRow(at: path(1, 0)), oldCells[0])
        expectIdentical(table.cellForRow(at: path(2, 1)), oldCells[3])

        dataSource.rowCounts = [1, 2, 2]
        table.deleteSections([1], with: .automatic)
        expectIdentical(table.cellForRow(at: path(1, 0)), oldCells[2])
        _ = log.take()
        dataSource.rowCounts = [2, 1, 2]
        table.moveSection(2, toSection: 0)
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0), .numberOfRows(1), .numberOfRows(2)])
        expectIdentical(table.cellForRow(at: path(2, 0)), oldCells[2])
    }

    @Test func reconfigureReturnsTheSameCellWithoutPrepareForReuse() {
        let log = TableEventLog()
        let (table, _) = makeTable([20], log: log)
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: path(0, 1)) as! CountingCell
        let reuses = cell.reuseCount
        _ = log.take()
        table.reconfigureRows(at: [path(0, 1), path(0, 15)])
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0), .cellForRow([0, 1])])
        expectIdentical(table.cellForRow(at: path(0, 1)), cell)
        expectEqual(cell.reuseCount, reuses)
    }

    @Test func emptyBatchReasksHeightsAndKeepsCells() {
        let log = TableEventLog()
        let (table, _) = makeTable([3], rowHeight: nil, log: log)
        var height: CGFloat = 30
        let delegate = RecordingHeightDelegate(log: log) { _ in height }
        table.attach(delegate)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        _ = log.take()
        height = 50
        table.beginUpdates()
        table.endUpdates()
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .heightForRow([0, 0]), .heightForRow([0, 1]),
                .heightForRow([0, 2]),
            ])
        expectEqual(table.visibleCells.map(ObjectIdentifier.init), cells.map(ObjectIdentifier.init))
        expectEqual(table.rectForRow(at: path(0, 2)), CGRect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test func oneRowInsertInAMillionRowSectionAsksOnlyForThatRow() {
        let log = TableEventLog()
        let (table, dataSource) = makeTable([1_000_000], rowHeight: nil, log: log)
        let delegate = RecordingHeightDelegate(log: log) { CGFloat(20 + $0.row % 7) }
        delegate.recordsHeights = false
        table.attach(delegate)
        table.layoutIfNeeded()
        delegate.recordsHeights = true
        _ = log.take()
        dataSource.rowCounts = [1_000_001]
        table.insertRows(at: [path(0, 500_000)], with: .none)
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0), .heightForRow([0, 500000])])
        expectEqual(table.rectForRow(at: path(0, 500_001)).height, CGFloat(20 + 500_000 % 7))
    }

    // MARK: Validation

    @Test func countMismatchWithAnUnchangedDataSourceGetsTheClassicMessage() {
        let (table, _, _) = table()
        let cells = table.visibleCells
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            )
        ) {
            try table.performBatchUpdatesThrowing { table.insertRows(at: [path(0, 0)], with: .automatic) }
        }
        // Nothing changed.
        expectEqual(table.visibleCells.map(ObjectIdentifier.init), cells.map(ObjectIdentifier.init))
        expectEqual(table.numberOfRows(inSection: 0), 20)
    }

    @Test func countMismatchWithAChangedDataSourceGetsTheIOS16Message() {
        let (table, dataSource, _) = table()
        dataSource.rowCounts = [15]
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                """
                Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 1 section with row counts: [20] }
                Data source after updates = { 1 section with row counts: [15] }
                Updates = [
                \tDelete row (0 - 0),
                \tInsert row (0 - 0),
                \tInsert row (0 - 3)
                ]
                """)
        ) {
            try table.performBatchUpdatesThrowing {
                table.reloadRows(at: [path(0, 0)], with: .automatic)
                table.insertRows(at: [path(0, 3)], with: .none)
            }
        }
    }

    @Test func sectionCountMismatch() {
        let (table, _, _) = table([1])
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
            )
        ) {
            try table.performBatchUpdatesThrowing { table.insertSections([0], with: .automatic) }
        }
    }

    @Test(arguments: [
        ("delete row 99", "attempt to delete row 99 from section 0 which only contains 20 rows before the update"),
        ("delete section 3", "attempt to delete section 3, but there are only 1 sections before the update"),
        (
            "delete row in section 3",
            "attempt to delete row 0 from section 3, but there are only 1 sections before the update"
        ),
        (
            "insert row 100",
            "attempt to insert row 100 into section 0, but there are only 20 rows in section 0 after the update"
        ),
        ("insert section 2", "attempt to insert section 2 but there are only 1 sections after the update"),
        (
            "delete and reload",
            "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})"
        ),
        (
            "delete and move",
            "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})"
        ),
        (
            "insert and move",
            "attempt to perform an insert and a move to the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2})"
        ),
        (
            "move twice",
            "attempt to move row at index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1} to both <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2} and <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 3}"
        ),
        (
            "two to one",
            "attempt to move both row at index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1} and <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2} to <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 3}"
        ),
        (
            "move from missing row",
            "attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 20}) that does not exist - there are only 20 rows in section 0 before the update"
        ),
        (
            "move section out of range",
            "attempt to to move section 0 to section 4, but there are only 1 sections after the update"
        ),
    ])
    func invalidIndexesAndConflicts(name: String, message: String) {
        let (table, _, _) = table()
        #expect(throws: TableViewException(.internalInconsistency, message), Comment(rawValue: name)) {
            try table.performBatchUpdatesThrowing {
                switch name {
                case "delete row 99": table.deleteRows(at: [path(0, 99)], with: .none)
                case "delete section 3": table.deleteSections([3], with: .none)
                case "delete row in section 3": table.deleteRows(at: [path(3, 0)], with: .none)
                case "insert row 100": table.insertRows(at: [path(0, 100)], with: .none)
                case "insert section 2": table.insertSections([2], with: .none)
                case "delete and reload":
                    table.deleteRows(at: [path(0, 1)], with: .none)
                    table.reloadRows(at: [path(0, 1)], with: .none)
                case "delete and move":
                    table.deleteRows(at: [path(0, 1)], with: .none)
                    table.moveRow(at: path(0, 1), to: path(0, 5))
                case "insert and move":
                    table.insertRows(at: [path(0, 2)], with: .none)
                    table.moveRow(at: path(0, 1), to: path(0, 2))
                case "move twice":
                    table.moveRow(at: path(0, 1), to: path(0, 2))
                    table.moveRow(at: path(0, 1), to: path(0, 3))
                case "two to one":
                    table.moveRow(at: path(0, 1), to: path(0, 3))
                    table.moveRow(at: path(0, 2), to: path(0, 3))
                case "move from missing row": table.moveRow(at: path(0, 20), to: path(0, 0))
                case "move section out of range": table.moveSection(0, toSection: 4)
                default: Issue.record("unknown case \(name)")
                }
            }
        }
        expectEqual(table.numberOfRows(inSection: 0), 20)
    }

    /// Found by `BatchThrashTests`: a reload is a delete and an insert of the section at its new
    /// index (`Compatibility/Evidence.md` §2.1, §9), so moving a row into a reloaded section conflicts like a move into an
    /// inserted one. The table used to accept it and add the moved row on top of the section's
    /// new rows (here 5 rows in section 1 while the data source said 4).
    @Test func movingARowIntoAReloadedSectionIsAConflict() {
        let (table, dataSource, log) = table([3, 3, 3])
        let cells = table.visibleCells
        _ = log.take()
        // Section 0 is deleted, so reloaded section 2 becomes section 1 (the message's index).
        dataSource.rowCounts = [2, 4]
        #expect(
            throws: TableViewException(
                .internalInconsistency, "attempt to perform an insert and a move to the same section (1)")
        ) {
            try table.performBatchUpdatesThrowing {
                table.deleteSections([0], with: .none)
                table.reloadSections([2], with: .none)
                table.moveRow(at: path(1, 0), to: path(1, 0))
            }
        }
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0), .numberOfRows(1)])
        expectEqual((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }, [3, 3, 3])
        expectEqual(table.visibleCells.map(ObjectIdentifier.init), cells.map(ObjectIdentifier.init))
    }

}

/// Traps, in child processes (see `ExitTests`).
extension ExitTests {

    @Test func invalidUpdateTrapsWithTheConsoleLine() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([5])
                table.layoutIfNeeded()
                table.deleteRows(at: [path(0, 0)], with: .automatic)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
            ))
    }
}

/// More batch-update traps in child processes: a range error, a conflict, and the iOS 16.4
/// message, each printed as the iOS console prints an uncaught exception.
extension ExitTests {
    @Test func outOfRangeDeleteTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([20])
                table.layoutIfNeeded()
                table.deleteRows(at: [path(0, 99)], with: .automatic)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "'NSInternalInconsistencyException', reason: 'attempt to delete row 99 from section 0 which only contains 20 rows before the update'"
            ))
    }

    @Test func conflictingMovesTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([20])
                table.layoutIfNeeded()
                table.performBatchUpdates({
                    table.moveRow(at: path(0, 1), to: path(0, 3))
                    table.moveRow(at: path(0, 2), to: path(0, 3))
                })
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: 'attempt to move both row at index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1} and <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2} to <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 3}'"
            ))
    }

    @Test func inconsistentDataSourceTrapsWithInvalidBatchUpdatesDetected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, dataSource) = makeTable([20])
                table.layoutIfNeeded()
                dataSource.rowCounts = [3]
                table.reloadRows(at: [path(0, 0)], with: .automatic)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: 'Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [20] }\nData source after updates = { 1 section with row counts: [3] }\nUpdates = [\n\tDelete row (0 - 0),\n\tInsert row (0 - 0)\n]'"
            ))
    }
}
