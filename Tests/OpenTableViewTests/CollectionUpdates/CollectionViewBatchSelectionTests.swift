import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// The selection, and the headers and footers on screen, through batch updates. The selection
/// lives in the table's `RowState` and a batch moves it as a table's batch moves its rows'
/// (`RowState.remap(through:)`): it follows inserts, deletes and moves; a deleted or reloaded
/// item leaves it. Apple documents that `reloadData()` forgets the selection and that the batch
/// moves items ([performBatchUpdates(_:completion:)](https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)));
/// that the selection goes with its item is what UIKit does for table rows and what a UIKit
/// developer expects (Compatibility/Evidence.md, "Updates").
@MainActor
@Suite struct CollectionViewBatchSelectionTests {
    @Test func theSelectionFollowsItsItemWhenAnItemIsInsertedAboveIt() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C"]])
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let cellOfB = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        recorder.sections[0].insert("N", at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)), cellOfB)
        expectEqual(cellOfB?.isSelected, true)
        // The inserted item's cell is not selected.
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected, false)
        expectEqual(collectionView.shownTitles, ["N", "A", "B", "C"])
    }

    @Test func aDeletedSelectedItemLeavesTheSelectionAndTheOthersStay() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D"]])
        collectionView.allowsMultipleSelection = true
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        recorder.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        // B is gone; D moved up to 2 with its selection.
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        expectEqual(collectionView.visibleCells.filter(\.isSelected).map { ($0 as! CardCell).title }, ["D"])
        // Deleting the last selected item leaves no selection: `nil`, as UIKit answers.
        recorder.sections[0].remove(at: 2)
        collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
    }

    @Test func aMovedSelectedItemTakesItsSelectionAlongAndAReloadedOneIsDeselected() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C"], ["D"]])
        collectionView.allowsMultipleSelection = true
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        recorder.sections[0].insert(recorder.sections[0].remove(at: 0), at: 2)
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        expectEqual(
            collectionView.indexPathsForSelectedItems,
            [
                IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
            ])
        // A moved item across sections, then a reload of the other selected one.
        recorder.sections[1].append(recorder.sections[0].remove(at: 2))
        collectionView.performBatchUpdates({
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 1))
            collectionView.reloadItems(at: [IndexPath(item: 0, section: 1)])
        })
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 1)])
        expectEqual(recorder.sections[1], ["D", "A"])
    }

    @Test func headersFollowTheirSectionsAndADeletedSectionsHeaderEndsDisplay() {
        let (collectionView, recorder) = makeBoard([["A"], ["B"]])
        collectionView.layoutIfNeeded()
        let header = CollectionView.elementKindSectionHeader
        let headerOfA = collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        let headerOfB = collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(headerOfA != nil && headerOfB != nil && headerOfA !== headerOfB)
        // Deleting section 0 takes its header off the screen; B's header is section 0's now, the
        // same view, framed at the top.
        recorder.sections.remove(at: 0)
        collectionView.deleteSections([0])
        expectEqual(headerOfA?.superview, nil)
        expectIdentical(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)), headerOfB)
        expectEqual(headerOfB?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        // A section inserted first: B's header is section 1's, the same view, framed lower.
        recorder.sections.insert(["N"], at: 0)
        collectionView.insertSections([0])
        expectIdentical(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)), headerOfB)
        expectEqual(headerOfB?.frame, CGRect(x: 0, y: 110, width: 320, height: 30))
        expectEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header),
            [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
            ])
    }
}
