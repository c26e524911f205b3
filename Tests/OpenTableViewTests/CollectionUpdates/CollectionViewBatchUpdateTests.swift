import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Batch updates on a displayed collection view: what the data source and delegate are asked,
/// in what order, and which cells stay. Apple: the batch "gathers information about the
/// operations you requested without performing those operations … performs all deletion
/// operations first, followed by all insertion operations and then all move operations"
/// ([performBatchUpdates(_:completion:)](https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:))).
@MainActor
@Suite struct CollectionViewBatchUpdateTests {
    @Test func anInsertAsksTheCountsThenTheNewCellAndReframesTheSurvivors() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D"]])
        collectionView.layoutIfNeeded()
        let cellOfA = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        recorder.log = []
        recorder.sections[0].insert("N", at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        // Counts once at the end of the batch; the new item's cell (a new one: the queue is
        // empty), then the survivors framed at their new places (their frames changed).
        expectEqual(
            recorder.log,
            [
                "numberOfSections", "numberOfItems(0)", "cellForItemAt(0-0)", "willDisplay(0-0)",
            ])
        expectEqual(collectionView.shownTitles, ["N", "A", "B", "C", "D"])
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)), cellOfA)
        // Item 1 is the middle of line 0: x 115, y 35.
        expectEqual(cellOfA?.frame, CGRect(x: 115, y: 35, width: 90, height: 40))
        expectEqual(collectionView.numberOfItems(inSection: 0), 5)
    }

    @Test func aDeleteEndsTheDisplayOfItsCellFirstAndReusesIt() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D", "E", "F", "G"], ["H", "I"]])
        collectionView.layoutIfNeeded()
        recorder.log = []
        recorder.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        // Section 0 now has two lines (35, 85) and ends at 125 + 15 + 20 = 160; section 1's
        // line is at 160 + 30 + 5 = 195, inside the bounds: its items enter, the first in the
        // deleted item's cell. A line of two items is justified: x 10 and 10 + 90 + 120 = 220.
        expectEqual(
            recorder.log,
            [
                "numberOfSections", "numberOfItems(0)", "numberOfItems(1)", "didEndDisplaying(0-1)",
                "cellForItemAt(1-0)", "prepareForReuse(B)", "willDisplay(1-0)", "cellForItemAt(1-1)",
                "willDisplay(1-1)",
            ])
        expectEqual(collectionView.shownTitles, ["A", "C", "D", "E", "F", "G", "H", "I"])
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame.origin, CGPoint(x: 220, y: 195))
    }

    @Test func aMoveKeepsTheCellsAndMovesThem() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D"]])
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells
        recorder.log = []
        recorder.sections[0] = ["B", "C", "D", "A"]
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        expectEqual(recorder.log, ["numberOfSections", "numberOfItems(0)"])
        expectEqual(collectionView.shownTitles, ["B", "C", "D", "A"])
        expectEqual(
            collectionView.visibleCells.map(ObjectIdentifier.init), [1, 2, 3, 0].map { ObjectIdentifier(cells[$0]) })
        // A is item 3, alone on line 1 (y 85): a line of one item is centered, x (320 − 90) / 2.
        expectEqual(cells[0].frame, CGRect(x: 115, y: 85, width: 90, height: 40))
    }

    @Test func aReloadGetsANewCellAndTheOldOneEndsDisplayAfterIt() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C"]])
        collectionView.layoutIfNeeded()
        let old = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        recorder.log = []
        recorder.sections[0][1] = "B2"
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        expectEqual(
            recorder.log,
            [
                "numberOfSections", "numberOfItems(0)", "cellForItemAt(0-1)", "willDisplay(0-1)",
                "didEndDisplaying(0-1)",
            ])
        expectNotIdentical(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)), old)
        expectEqual(collectionView.shownTitles, ["A", "B2", "C"])
        expectEqual(old?.superview, nil)
    }

    @Test func aReconfigureAsksForTheCellAndGetsTheDisplayedOneBack() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C"]])
        collectionView.layoutIfNeeded()
        let displayed = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        recorder.log = []
        recorder.sections[0][2] = "C2"
        collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        // No prepareForReuse, no display calls: the same cell, configured again.
        expectEqual(recorder.log, ["numberOfSections", "numberOfItems(0)", "cellForItemAt(0-2)"])
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)), displayed)
        expectEqual(collectionView.shownTitles, ["A", "B", "C2"])
    }

    @Test func sectionChangesReKeyTheSurvivingCells() {
        let (collectionView, recorder) = makeBoard([["A", "B"], ["C"]])
        collectionView.layoutIfNeeded()
        let cellOfC = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
        recorder.log = []
        recorder.sections = [["C"], ["N"]]
        collectionView.performBatchUpdates({
            collectionView.deleteSections(IndexSet(integer: 0))
            collectionView.insertSections(IndexSet(integer: 1))
        })
        expectEqual(
            recorder.log,
            [
                "numberOfSections", "numberOfItems(0)", "numberOfItems(1)", "didEndDisplaying(0-0)",
                "didEndDisplaying(0-1)", "cellForItemAt(1-0)", "prepareForReuse(B)", "willDisplay(1-0)",
            ])
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)), cellOfC)
        expectEqual(collectionView.shownTitles, ["C", "N"])
        expectEqual(
            collectionView.indexPathsForVisibleItems,
            [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
            ])
    }

    @Test func aSectionMoveAndAReloadedSection() {
        let (collectionView, recorder) = makeBoard([["A"], ["B"], ["C"]])
        collectionView.layoutIfNeeded()
        recorder.sections = [["B"], ["C2"], ["A"]]
        recorder.log = []
        collectionView.performBatchUpdates({
            collectionView.moveSection(0, toSection: 2)
            collectionView.reloadSections(IndexSet(integer: 2))
        })
        expectEqual(collectionView.shownTitles, ["B", "C2"])
        #expect(recorder.log.contains("cellForItemAt(1-0)"))
        expectEqual(collectionView.numberOfSections, 3)
    }

    @Test func nestedBatchesApplyOnceAndRunTheirCompletionsInOrder() {
        let (collectionView, recorder) = makeBoard([["A"]])
        collectionView.layoutIfNeeded()
        recorder.log = []
        var completions: [String] = []
        recorder.sections[0] = ["N", "A", "M"]
        collectionView.performBatchUpdates(
            {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                collectionView.performBatchUpdates(
                    { collectionView.insertItems(at: [IndexPath(item: 2, section: 0)]) },
                    completion: { completions.append("inner \($0)") })
                completions.append("block")
            }, completion: { completions.append("outer \($0)") })
        expectEqual(completions, ["block", "inner true", "outer true"])
        expectEqual(recorder.log.filter { $0 == "numberOfSections" }.count, 1)
        expectEqual(collectionView.shownTitles, ["N", "A", "M"])
    }

    @Test func reloadDataInsideABatchEndsItAsAReload() {
        let (collectionView, recorder) = makeBoard([["A"]])
        collectionView.layoutIfNeeded()
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                recorder.sections[0] = ["A", "B", "C"]
                collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.reloadData()
            }, completion: { finished = $0 })
        // The insert's count arithmetic (1 + 1 ≠ 3) is not checked: the reload replaced it.
        expectEqual(finished, true)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.shownTitles, ["A", "B", "C"])
    }

    @Test func beforeTheFirstLayoutTheBatchAsksTheCountsFirst() throws {
        // UIKit asks the data source at the start of a batch when it has no counts yet, so a
        // model changed before the batch is counted twice (openradar rdar://26484150).
        let (collectionView, recorder) = makeBoard([["A", "B"]])
        recorder.sections[0].append("C")
        let error = #expect(throws: TableViewException.self) {
            try collectionView.performBatchUpdatesThrowing {
                collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
            }
        }
        expectEqual(
            error?.reason,
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        expectEqual(recorder.log, ["numberOfSections", "numberOfItems(0)", "numberOfSections", "numberOfItems(0)"])
    }
}
