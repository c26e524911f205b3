import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Interactive movement as an app's long-press handler drives it: begin, update with the
/// finger's position, end or cancel. Apple: `endInteractiveMovement()` "responds by calling the
/// `collectionView(_:moveItemAt:to:)` method of its data source"; `cancelInteractiveMovement()`
/// "return[s] the item to its original location"
/// ([endInteractiveMovement()](https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()),
/// [cancelInteractiveMovement()](https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement())).
@MainActor
@Suite struct CollectionViewInteractiveMovementTests {
    /// The centre of item `item` of section 0, where the layout puts it now.
    private func centre(ofItem item: Int, in collectionView: CollectionView) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aMovementShowsTheItemAtItsTargetThenTellsTheDataSource() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D", "E"]])
        collectionView.layoutIfNeeded()
        let cellOfA = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        recorder.log = []
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(centre(ofItem: 3, in: collectionView))
        #expect(collectionView.hasUncommittedUpdates)
        expectEqual(collectionView.shownTitles, ["B", "C", "D", "A", "E"])
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)), cellOfA)
        collectionView.endInteractiveMovement()
        expectEqual(
            recorder.log,
            [
                "canMoveItemAt(0-0)", "targetIndexPathForMove(0-3)", "moveItemAt(0-0, 0-3)",
            ])
        expectEqual(recorder.sections, [["B", "C", "D", "A", "E"]])
        #expect(!collectionView.hasUncommittedUpdates)
        // The data and the collection view agree: a reload shows the same.
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.shownTitles, ["B", "C", "D", "A", "E"])
    }

    @Test func aPinnedItemDoesNotBeginAndAnOutOfRangeOneNeither() {
        let (collectionView, recorder) = makeBoard([["A", "B"]])
        recorder.pinned = ["B"]
        collectionView.layoutIfNeeded()
        recorder.log = []
        let answers = [
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)),
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)),
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)),
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)),
        ]
        expectEqual(answers, [false, false, true, false])
        expectEqual(recorder.log, ["canMoveItemAt(0-1)", "canMoveItemAt(0-0)"])
    }

    @Test func cancellingPutsTheItemBackAndTellsNothing() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C"]])
        collectionView.layoutIfNeeded()
        recorder.log = []
        _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(centre(ofItem: 0, in: collectionView))
        expectEqual(collectionView.shownTitles, ["C", "A", "B"])
        collectionView.cancelInteractiveMovement()
        expectEqual(collectionView.shownTitles, ["A", "B", "C"])
        expectEqual(recorder.log, ["canMoveItemAt(0-2)", "targetIndexPathForMove(0-0)"])
        expectEqual(recorder.sections, [["A", "B", "C"]])
    }

    /// A delegate of the iOS 9–14 era: only `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`
    /// (deprecated in iOS 15 for the method that also gets the current index path).
    final class OlderRetargetingDelegate: NSObject, CollectionViewDelegate {
        var asked: [String] = []
        func collectionView(
            _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            asked.append("\(originalIndexPath.item) → \(proposedIndexPath.item)")
            return proposedIndexPath.item == 3 ? IndexPath(item: 2, section: 0) : proposedIndexPath
        }
    }

    @Test func aDelegateWithOnlyTheIOS9RetargetingMethodIsAsked() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D"]])
        let delegate = OlderRetargetingDelegate()
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(centre(ofItem: 3, in: collectionView))
        collectionView.endInteractiveMovement()
        expectEqual(delegate.asked, ["0 → 3"])
        expectEqual(recorder.sections, [["B", "C", "A", "D"]])
    }

    @Test func theDelegateRetargetsAndAPositionOverNoItemKeepsThePlace() {
        let (collectionView, recorder) = makeBoard([["A", "B", "C", "D"]])
        // The last item stays last: a proposal there goes one before it.
        recorder.retarget = { _, _, proposed in
            proposed.item == 3 ? IndexPath(item: 2, section: 0) : proposed
        }
        collectionView.layoutIfNeeded()
        recorder.log = []
        _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(centre(ofItem: 3, in: collectionView))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: 190))
        collectionView.endInteractiveMovement()
        expectEqual(recorder.log, ["canMoveItemAt(0-0)", "targetIndexPathForMove(0-3)", "moveItemAt(0-0, 0-2)"])
        expectEqual(recorder.sections, [["B", "C", "A", "D"]])
        expectEqual(collectionView.shownTitles, ["B", "C", "A", "D"])
    }
}

/// A collection view subclass in another module overriding the closure-taking `open` method,
/// which proves its vtable entry links (the Swift 6.3 mangling trap in the class body).
final class LoggingBoardView: CollectionView {
    var batches = 0
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
    }
}

@MainActor
@Suite struct CollectionViewUpdateOverrideTests {
    @Test func anOverrideOfPerformBatchUpdatesIsCalled() {
        let collectionView = LoggingBoardView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
        let recorder = BoardRecorder([["A"]])
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.registerSectionTitles()
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        recorder.sections[0].append("B")
        collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 1, section: 0)]) })
        expectEqual(collectionView.batches, 1)
        expectEqual(collectionView.shownTitles, ["A", "B"])
    }
}
