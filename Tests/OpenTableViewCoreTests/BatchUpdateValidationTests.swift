import Foundation
import OpenTableViewCore
import TestSupport
import Testing

/// The public batch check, used as an app would use it in its own tests: without a table, with
/// only the core imported. The messages are UIKit's (see `Compatibility/Porting.md`).
@Suite struct BatchUpdateValidationTests {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

    @Test func aConsistentBatchIsAccepted() {
        var batch = BatchUpdate()
        batch.deleteRows(at: [path(0, 3)])
        batch.insertSections(IndexSet(integer: 1))
        batch.moveRow(at: path(0, 0), to: path(0, 2))
        batch.reloadRows(at: [path(0, 1)])
        expectEqual(batch.validate(rowCountsBefore: [4], rowCountsAfter: [3, 2]), nil)
        expectEqual(BatchUpdate().validate(rowCountsBefore: [4], rowCountsAfter: [4]), nil)
    }

    @Test func anIndexOutOfRangeGetsUIKitsMessage() {
        var batch = BatchUpdate()
        batch.deleteRows(at: [path(0, 99)])
        expectEqual(
            batch.validate(rowCountsBefore: [20], rowCountsAfter: [19]),
            TableViewException(
                .internalInconsistency,
                "attempt to delete row 99 from section 0 which only contains 20 rows before the update"))
    }

    @Test func conflictingOperationsGetUIKitsMessage() {
        var batch = BatchUpdate()
        batch.deleteRows(at: [path(0, 1)])
        batch.reloadRows(at: [path(0, 1)])
        expectEqual(
            batch.validate(rowCountsBefore: [20], rowCountsAfter: [19])?.reason,
            "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})"
        )
    }

    /// Counts that do not add up: UIKit's classic message when the data source still answers the
    /// old counts (the app forgot to update its model), iOS 16.4's when it answers other counts.
    @Test func countsThatDoNotAddUpGetTheClassicOrTheIOS16Message() {
        var batch = BatchUpdate()
        batch.insertRows(at: [path(0, 0)])
        expectEqual(
            batch.validate(rowCountsBefore: [20], rowCountsAfter: [20]),
            TableViewException(
                .internalInconsistency,
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ))
        var reload = BatchUpdate()
        reload.reloadRows(at: [path(0, 0)])
        reload.insertRows(at: [path(0, 3)])
        expectEqual(
            reload.validate(rowCountsBefore: [20], rowCountsAfter: [15])?.reason,
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
    }

    /// Recording through the UIKit-named calls gives the same operations, in call order.
    @Test func theCallsRecordOperationsInOrder() {
        var batch = BatchUpdate()
        batch.reloadSections(IndexSet([2, 0]))
        batch.moveSection(1, toSection: 3)
        batch.reconfigureRows(at: [path(0, 0)])
        batch.deleteSections(IndexSet(integer: 4))
        expectEqual(
            batch.operations,
            [
                .reloadSection(0), .reloadSection(2), .moveSection(1, 3), .reconfigureRow(path(0, 0)),
                .deleteSection(4),
            ])
        #expect(!batch.isEmpty)
    }
}
