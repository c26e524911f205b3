import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Focus in a collection view, moved by the simulation (headless there is no focus engine), with
/// the delegate asked in UIKit's order. Apple (`UICollectionViewDelegate`, "Managing focus"):
/// `collectionView(_:canFocusItemAt:)` "asks the delegate whether the item at the specified index
/// path can be focused", its answer taking precedence over `allowsFocus` ("If you implement
/// collectionView(_:canFocusItemAt:), its return value takes precedence over the value of this
/// property"); `collectionView(_:shouldUpdateFocusIn:)` "asks the delegate whether a change in
/// focus should occur"; `collectionView(_:didUpdateFocusIn:with:)` "tells the delegate that a
/// focus update occurred"; `remembersLastFocusedIndexPath`: "When it receives the focus again,
/// the collection view automatically redirects that focus back to the previously focused index
/// path"; `previouslyFocusedIndexPath` "is also nil when the collection view receives focus for
/// the first time".
@MainActor
@Suite struct CollectionViewFocusTests {
    /// A delegate logging the focus calls and the selection they lead to, answering as told.
    final class FocusLog: NSObject, CollectionViewDelegate {
        var log: [String] = []
        var focusable: Set<IndexPath>?
        var allowsUpdates = true
        var preferred: IndexPath?
        var selectionFollows: Bool?
        var contexts: [CollectionViewFocusUpdateContext] = []

        private func name(_ indexPath: IndexPath?) -> String {
            indexPath.map { "\($0.section)-\($0.item)" } ?? "nil"
        }

        func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            log.append("canFocus(\(name(indexPath)))")
            return focusable?.contains(indexPath) ?? true
        }
        func collectionView(
            _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
        ) -> Bool {
            log.append(
                "shouldUpdateFocus(\(name(context.previouslyFocusedIndexPath)) → \(name(context.nextFocusedIndexPath)))"
            )
            return allowsUpdates
        }
        func collectionView(
            _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
            with coordinator: FocusAnimationCoordinator
        ) {
            contexts.append(context)
            log.append(
                "didUpdateFocus(\(name(context.previouslyFocusedIndexPath)) → \(name(context.nextFocusedIndexPath)))")
            coordinator.addCoordinatedAnimations(
                { self.log.append("animations") }, completion: { self.log.append("completion") })
        }
        func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
            log.append("preferredFocus")
            return preferred
        }
        func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
            -> Bool
        {
            log.append("selectionFollowsFocus(\(name(indexPath)))")
            return selectionFollows ?? collectionView.selectionFollowsFocus
        }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect(\(name(indexPath)))")
            return true
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect(\(name(indexPath)))")
        }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("didDeselect(\(name(indexPath)))")
        }
    }

    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// The pinned grid (sections of 7 and 2 items) with the focus log as its delegate.
    private func makeGrid() -> (CollectionView, GridRecorder, FocusLog) {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2])
        let delegate = FocusLog()
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return (collectionView, recorder, delegate)
    }

    @Test func defaultsAreUIKitsOnIPhoneAndAllowsFocusDecidesWithoutADelegateMethod() {
        let (collectionView, recorder) = makePinnedGrid(counts: [3])
        defer { withExtendedLifetime(recorder) {} }
        #expect(!collectionView.remembersLastFocusedIndexPath)
        #expect(!collectionView.selectionFollowsFocus)
        #expect(!collectionView.allowsFocus)
        #expect(!collectionView.allowsFocusDuringEditing)
        // The recorder implements no focus method: the default answers `allowsFocus`.
        #expect(!collectionView.simulate.moveFocus(to: item(1)))
        expectEqual(collectionView.simulate.focusedItem, nil)
        collectionView.allowsFocus = true
        #expect(collectionView.simulate.moveFocus(to: item(1)))
        expectEqual(collectionView.simulate.focusedItem, item(1))
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
    }

    @Test func aMoveAsksCanFocusThenShouldUpdateThenTellsDidUpdateThenAsksSelectionFollowsFocus() throws {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.simulate.moveFocus(to: item(1))
        delegate.log = []
        #expect(collectionView.simulate.moveFocus(to: item(2), heading: .right))
        expectEqual(
            delegate.log,
            [
                "canFocus(0-2)", "shouldUpdateFocus(0-1 → 0-2)", "didUpdateFocus(0-1 → 0-2)", "animations",
                "completion", "selectionFollowsFocus(0-2)",
            ])
        let context = try #require(delegate.contexts.last)
        expectIdentical(context.previouslyFocusedView, collectionView.cellForItem(at: item(1)))
        expectIdentical(context.nextFocusedView, collectionView.cellForItem(at: item(2)))
        expectEqual(context.focusHeading, .right)
        expectEqual(collectionView.simulate.focusedItem, item(2))
    }

    @Test func anItemThatCannotFocusOrARefusedUpdateKeepsFocusWhereItIs() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.simulate.moveFocus(to: item(1))
        delegate.focusable = [item(1)]
        delegate.log = []
        #expect(!collectionView.simulate.moveFocus(to: item(3)))
        expectEqual(delegate.log, ["canFocus(0-3)"])
        delegate.focusable = nil
        delegate.allowsUpdates = false
        delegate.log = []
        #expect(!collectionView.simulate.moveFocus(to: item(3)))
        expectEqual(delegate.log, ["canFocus(0-3)", "shouldUpdateFocus(0-1 → 0-3)"])
        expectEqual(collectionView.simulate.focusedItem, item(1))
    }

    @Test func focusEnteringGoesToThePreferredItemThenTheRememberedOneAfterLeaving() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        delegate.preferred = item(1, 1)
        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), item(1, 1))
        expectEqual(
            delegate.log,
            [
                "preferredFocus", "canFocus(1-1)", "shouldUpdateFocus(nil → 1-1)", "didUpdateFocus(nil → 1-1)",
                "animations", "completion", "selectionFollowsFocus(1-1)",
            ])
        collectionView.simulate.moveFocus(to: item(4))
        delegate.log = []
        #expect(collectionView.simulate.moveFocusOutOfCollectionView())
        expectEqual(
            delegate.log, ["shouldUpdateFocus(0-4 → nil)", "didUpdateFocus(0-4 → nil)", "animations", "completion"])
        expectEqual(collectionView.simulate.focusedItem, nil)
        // Without remembering, the delegate's preferred item again.
        delegate.log = []
        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), item(1, 1))
        #expect(delegate.log.first == "preferredFocus")
        collectionView.simulate.moveFocus(to: item(4))
        collectionView.simulate.moveFocusOutOfCollectionView()
        // Remembering: the item focus left from, and the delegate is not asked for one.
        collectionView.remembersLastFocusedIndexPath = true
        delegate.log = []
        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), item(4))
        expectEqual(delegate.log.first, "canFocus(0-4)")
    }

    @Test func withoutAPreferredItemFocusEntersAtTheFirstItemThatCanFocus() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        delegate.focusable = [item(5), item(0, 1)]
        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), item(5))
        delegate.focusable = []
        collectionView.simulate.moveFocusOutOfCollectionView()
        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), nil)
    }

    @Test func focusMovingToAnItemBelowTheBoundsScrollsItIntoViewAfterDidUpdateFocus() throws {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        // Section 0 ends at 30 + 5 + 3 lines of 40 (10 apart) + 15 + 20 = 210; the first item of
        // section 1 is at y 245…285, below the 200-point bounds.
        expectEqual(collectionView.layoutAttributesForItem(at: item(0, 1))?.frame.maxY, 285)
        #expect(collectionView.cellForItem(at: item(0, 1)) == nil)
        #expect(collectionView.simulate.moveFocus(to: item(0, 1)))
        let context = try #require(delegate.contexts.last)
        #expect(context.nextFocusedView == nil)
        expectEqual(collectionView.contentOffset.y, 85)
        // The next layout pass shows the item, as UIKit's does after a scroll.
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: item(0, 1)) != nil)
    }

    @Test func selectionFollowsFocusSelectsTheItemAsTheUserWould() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.selectionFollowsFocus = true
        collectionView.simulate.moveFocus(to: item(1))
        delegate.log = []
        collectionView.simulate.moveFocus(to: item(2))
        expectEqual(
            delegate.log,
            [
                "canFocus(0-2)", "shouldUpdateFocus(0-1 → 0-2)", "didUpdateFocus(0-1 → 0-2)", "animations",
                "completion", "selectionFollowsFocus(0-2)", "shouldSelect(0-2)", "didDeselect(0-1)", "didSelect(0-2)",
            ])
        expectEqual(collectionView.indexPathsForSelectedItems, [item(2)])
        // The delegate's per-item answer wins.
        delegate.selectionFollows = false
        collectionView.simulate.moveFocus(to: item(3))
        expectEqual(collectionView.indexPathsForSelectedItems, [item(2)])
    }

    @Test func theFocusedAndRememberedItemsFollowBatchUpdatesAsTheSelectionDoes() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(delegate) {} }
        collectionView.simulate.moveFocus(to: item(3))
        recorder.counts[0] += 1
        collectionView.insertItems(at: [item(0)])
        expectEqual(collectionView.simulate.focusedItem, item(4))
        collectionView.performBatchUpdates {
            collectionView.moveItem(at: item(4), to: item(7))
        }
        expectEqual(collectionView.simulate.focusedItem, item(7))
        // A deleted focused item loses focus (no focus engine moves it to a neighbour).
        recorder.counts[0] -= 1
        collectionView.deleteItems(at: [item(7)])
        expectEqual(collectionView.simulate.focusedItem, nil)
        // The item focus left from moves with its section, and focus comes back to it there.
        collectionView.simulate.moveFocus(to: item(1, 1))
        collectionView.simulate.moveFocusOutOfCollectionView()
        recorder.counts = [1, 7, 2]
        collectionView.insertSections(IndexSet(integer: 0))
        collectionView.remembersLastFocusedIndexPath = true
        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), item(1, 2))
    }
}
