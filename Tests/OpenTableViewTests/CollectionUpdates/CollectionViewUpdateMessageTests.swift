import Foundation
import OpenTableViewCore
import TestSupport
import Testing

@testable import OpenTableView

/// UIKit's collection-view texts for invalid batches, as crash reports quote them
/// (Compatibility/Evidence.md, "Collection views"), and the collection view left exactly as it
/// was: counts, cells on screen, nothing ended or asked after the counts.
@MainActor
@Suite struct CollectionViewUpdateMessageTests {
    /// Runs `batch` through the throwing variant on a displayed board of `sections`, after the
    /// app changed its data to `after`, and returns the exception's reason, having checked that
    /// nothing changed.
    private func reason(
        _ sections: [[String]], after: [[String]], _ batch: (CollectionView) -> Void
    ) -> String? {
        let (collectionView, recorder) = makeBoard(sections)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.map(ObjectIdentifier.init)
        let paths = collectionView.indexPathsForVisibleItems
        recorder.sections = after
        recorder.log = []
        var completed = false
        let error = #expect(throws: TableViewException.self) {
            try collectionView.performBatchUpdatesThrowing(
                { batch(collectionView) }, completion: { _ in completed = true })
        }
        expectEqual(error?.name, .internalInconsistency)
        #expect(!completed)
        #expect(recorder.log.allSatisfy { $0.hasPrefix("number") })
        expectEqual(collectionView.visibleCells.map(ObjectIdentifier.init), cells)
        expectEqual(collectionView.indexPathsForVisibleItems, paths)
        expectEqual(
            (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:)), sections.map(\.count))
        return error?.reason
    }

    @Test func theItemCountMessage() {
        let text = reason([["A", "B", "C"]], after: [["A", "B", "C"]]) {
            $0.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        expectEqual(
            text,
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test func theSectionCountMessage() {
        let text = reason([["A"], ["B"]], after: [["A"], ["B"]]) { $0.deleteSections(IndexSet(integer: 1)) }
        expectEqual(
            text,
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
    }

    @Test func theInconsistentBatchMessageOfIOS16Point4() {
        let text = reason([["A", "B", "C"]], after: [["A"]]) {
            $0.deleteItems(at: [IndexPath(item: 0, section: 0)])
            $0.reloadItems(at: [IndexPath(item: 2, section: 0)])
        }
        expectEqual(
            text,
            """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [3] }
            Data source after updates = { 1 section with item counts: [1] }
            Updates = [
            \tDelete item (0 - 0),
            \tDelete item (0 - 2),
            \tInsert item (0 - 2)
            ]
            """)
    }

    @Test func indexRangeMessages() {
        let texts = [
            reason([["A", "B", "C"]], after: [["A", "B"]]) { $0.deleteItems(at: [IndexPath(item: 5, section: 0)]) },
            reason([["A"]], after: [["A", "B"]]) { $0.insertItems(at: [IndexPath(item: 2, section: 0)]) },
            reason([["A"]], after: [["A"]]) { $0.deleteItems(at: [IndexPath(item: 0, section: 1)]) },
            reason([["A"]], after: [["A"], ["B"]]) { $0.insertItems(at: [IndexPath(item: 0, section: 2)]) },
            reason([["A", "B"]], after: [["A", "B"]]) {
                $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
            },
            reason([["A"]], after: [["A"]]) { $0.insertSections(IndexSet(integer: 3)) },
        ]
        expectEqual(
            texts,
            [
                "attempt to delete item 5 from section 0 which only contains 3 items before the update",
                "attempt to insert item 2 into section 0, but there are only 2 items in section 0 after the update",
                "attempt to delete item 0 from section 1, but there are only 1 sections before the update",
                "attempt to insert item 0 into section 2, but there are only 2 sections after the update",
                "attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}) to index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 4}) that does not exist - there are only 2 items in section 0 after the update",
                "attempt to insert section 3 but there are only 1 sections after the update",
            ])
    }

    @Test func conflictMessagesAreTheTables() {
        let texts = [
            reason([["A", "B"]], after: [["A"]]) {
                $0.deleteItems(at: [IndexPath(item: 1, section: 0)])
                $0.reloadItems(at: [IndexPath(item: 1, section: 0)])
            },
            reason([["A", "B"], ["C"]], after: [["A", "B"], ["C"]]) {
                $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
                $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
            },
        ]
        expectEqual(
            texts,
            [
                "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})",
                "attempt to move item at index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0} to both <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1} and <NSIndexPath: 0x0000000000000000> {length = 2, path = 1 - 0}",
            ])
    }

    /// The core's check without a collection view, for an app's own unit tests.
    @Test func theCoreValidatesACollectionViewBatchInItsWords() {
        var batch = BatchUpdate()
        batch.deleteRows(at: [IndexPath(item: 1, section: 0)])
        expectEqual(
            batch.validate(itemCountsBefore: [0], itemCountsAfter: [0])?.reason,
            "attempt to delete item 1 from section 0 which only contains 0 items before the update")
        expectEqual(
            batch.validate(rowCountsBefore: [0], rowCountsAfter: [0])?.reason,
            "attempt to delete row 1 from section 0 which only contains 0 rows before the update")
        expectEqual(batch.validate(itemCountsBefore: [2], itemCountsAfter: [1]), nil)
    }
}
