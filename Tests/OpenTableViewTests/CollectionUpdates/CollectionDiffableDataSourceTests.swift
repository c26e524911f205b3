import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `UICollectionViewDiffableDataSource` as an app sets it up: a cell provider dequeuing a
/// registered cell, snapshots applied as the data changes. Apple: the data source "manage[s]
/// data and provide[s] cells for a collection view"
/// ([UICollectionViewDiffableDataSource](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa)).
@MainActor
@Suite struct CollectionDiffableDataSourceTests {
    /// A photo board: sections of titles, cells dequeued as "Card"; every provider call logged.
    @MainActor final class Screen {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
        var dataSource: CollectionViewDiffableDataSource<String, String>!
        var log: [String] = []

        init() {
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                [unowned self] collectionView, indexPath, item in
                self.log.append("cell(\(indexPath.section)-\(indexPath.item) \(item))")
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as? CardCell
                cell?.title = item
                return cell
            }
            collectionView.registerSectionTitles()
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                collectionView.dequeueSectionTitle(ofKind: kind, at: indexPath)
            }
        }

        func apply(_ sections: [(String, [String])]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            dataSource.apply(snapshot)
        }
    }

    @Test func theFirstApplyReloadsAndLaterOnesUpdateByTheDifference() {
        let screen = Screen()
        screen.apply([("S", ["A", "B", "C"])])
        screen.collectionView.layoutIfNeeded()
        let cellOfB = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        screen.log = []
        screen.apply([("S", ["B", "N", "C"])])
        // A deleted, N inserted: only N's cell is asked for; B and C keep theirs.
        expectEqual(screen.log, ["cell(0-1 N)"])
        expectEqual(screen.collectionView.shownTitles, ["B", "N", "C"])
        expectIdentical(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)), cellOfB)
        expectEqual(
            [screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))]
                + [screen.dataSource.sectionIdentifier(for: 0), screen.dataSource.sectionIdentifier(for: 1)],
            ["N", "S", nil])
        expectEqual(screen.dataSource.indexPath(for: "C"), IndexPath(item: 2, section: 0))
        expectEqual(screen.dataSource.snapshot().itemIdentifiers, ["B", "N", "C"])
    }

    @Test func reconfiguredItemsKeepTheirCellsAndReloadedOnesGetNewOnes() {
        let screen = Screen()
        screen.apply([("S", ["A", "B"])])
        screen.collectionView.layoutIfNeeded()
        let cells = screen.collectionView.visibleCells
        screen.log = []
        var snapshot = screen.dataSource.snapshot()
        snapshot.reconfigureItems(["A"])
        snapshot.reloadItems(["B"])
        var completed = false
        screen.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        expectEqual(screen.log, ["cell(0-1 B)", "cell(0-0 A)"])
        expectIdentical(screen.collectionView.visibleCells[0], cells[0])
        expectNotIdentical(screen.collectionView.visibleCells[1], cells[1])
    }

    @Test func applyingUsingReloadDataAsksEveryVisibleCellAgain() {
        let screen = Screen()
        screen.apply([("S", ["A", "B"])])
        screen.collectionView.layoutIfNeeded()
        screen.log = []
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["T"])
        snapshot.appendItems(["X"])
        screen.dataSource.applySnapshotUsingReloadData(snapshot)
        screen.collectionView.layoutIfNeeded()
        expectEqual(screen.log, ["cell(0-0 X)"])
        expectEqual(screen.collectionView.shownTitles, ["X"])
    }

    @Test func aNilCellAndAReentrantApplyHaveUIKitsTexts() {
        expectEqual(
            Messages.collectionViewNilCell(IndexPath(item: 2, section: 0)).reason,
            "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2}"
        )
        #expect(
            Messages.reentrantApply(view: "UICollectionView").reason.hasSuffix(
                "View updated by this diffable data source: <UICollectionView: 0x0000000000000000>"))
    }

    @Test func aUsersReorderGoesThroughTheReorderingHandlers() {
        let screen = Screen()
        screen.apply([("S", ["A", "B", "C"]), ("T", ["D"])])
        screen.collectionView.layoutIfNeeded()
        var events: [String] = []
        #expect(!screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        screen.dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
        screen.dataSource.reorderingHandlers.willReorder = { transaction in
            events.append(
                "will \(transaction.initialSnapshot.itemIdentifiers) \(transaction.finalSnapshot.itemIdentifiers)")
        }
        screen.dataSource.reorderingHandlers.didReorder = { transaction in
            events.append(
                "did \(transaction.sectionTransactions.map(\.sectionIdentifier)) \(transaction.difference.count)"
                    + " \(screen.dataSource.snapshot().itemIdentifiers)")
        }
        #expect(!screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Item 2's centre on the pinned layout: (220 + 45, 35 + 20).
        screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 265, y: 55))
        screen.collectionView.endInteractiveMovement()
        expectEqual(
            events,
            [
                #"will ["A", "B", "C", "D"] ["B", "C", "A", "D"]"#,
                #"did ["S"] 2 ["B", "C", "A", "D"]"#,
            ])
        expectEqual(screen.collectionView.shownTitles, ["B", "C", "A", "D"])
    }
}
