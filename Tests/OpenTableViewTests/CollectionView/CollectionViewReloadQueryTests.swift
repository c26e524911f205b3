import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// What `cellForItem(at:)` answers between `reloadData()` and the next layout pass. UIKit's
/// `reloadData()` "causes the collection view to discard any currently visible items"
/// ([reloadData()](https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()))
/// and `cellForItem(at:)` "returns `nil` if the cell isn’t visible"
/// ([cellForItem(at:)](https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:))):
/// no cell is visible for any item until the pass shows the reloaded ones, and the query does not
/// lay out (apps call `layoutIfNeeded()` first). A table's `cellForRow(at:)` lays out first and
/// answers the reloaded cell (compared below).
@MainActor
@Suite struct CollectionViewReloadQueryTests {
    @Test func cellForItemIsNilAfterAReloadUntilTheNextPass() {
        let recorder = GridRecorder(counts: [6])
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        let before = collectionView.cellForItem(at: first)
        expectEqual((before as? PhotoCell)?.title, "0-0")

        recorder.log = []
        collectionView.reloadData()
        expectEqual(collectionView.cellForItem(at: first), nil)
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)), nil)
        // The query did not lay out: the data source was not asked.
        expectEqual(recorder.log, [])

        collectionView.layoutIfNeeded()
        let after = collectionView.cellForItem(at: first)
        expectEqual((after as? PhotoCell)?.title, "0-0")
        expectEqual(recorder.log.filter { $0.hasPrefix("cellForItemAt") }.count, 6)
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)), nil)
    }

    /// The table, for comparison: its `cellForRow(at:)` runs the pending layout first
    /// (Compatibility/Porting.md: "The queries that report visible state [...] run pending layout
    /// first, as UIKit's do"), so right after `reloadData()` it answers the reloaded row's cell,
    /// asked of the data source by the query itself.
    @Test func aTablesCellForRowLaysOutTheReloadFirst() throws {
        final class Rows: NSObject, TableViewDataSource {
            var asked: [Int] = []
            var prefix = "A"
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                asked.append(indexPath.row)
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel?.text = "\(prefix)\(indexPath.row)"
                return cell
            }
        }
        let rows = Rows()
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.dataSource = rows
        tableView.layoutIfNeeded()
        rows.asked = []
        rows.prefix = "B"
        tableView.reloadData()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual(cell.textLabel?.text, "B0")
        expectEqual(rows.asked, [0, 1, 2])
    }
}
