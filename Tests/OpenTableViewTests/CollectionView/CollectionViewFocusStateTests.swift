import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Focus in the cells' configuration state and in the call recorder. Apple,
/// [UICellConfigurationState](https://developer.apple.com/documentation/uikit/uicellconfigurationstate)
/// (`isFocused`, from `UIViewConfigurationState`: "A Boolean value that indicates whether the
/// view is in a focused state") and
/// [configurationUpdateHandler](https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu)
/// (called whenever the cell's configuration state changes).
@MainActor
@Suite struct CollectionViewFocusStateTests {
    /// A list of `count` rows whose cells log each configuration update with the focus state
    /// they see, and a delegate that logs `didUpdateFocusIn`.
    @MainActor final class Rows: NSObject, CollectionViewDataSource, CollectionViewDelegate {
        var log: [String] = []
        let count: Int
        let collectionView: CollectionView

        init(count: Int) {
            self.count = count
            collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 220),
                collectionViewLayout: CollectionViewCompositionalLayout.list(
                    using: CollectionLayoutListConfiguration(appearance: .plain)))
            super.init()
            collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
            collectionView.allowsFocus = true
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.layoutIfNeeded()
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
            let row = indexPath.item
            cell.configurationUpdateHandler = { [unowned self] _, state in
                self.log.append("update \(row) focused \(state.isFocused)")
            }
            return cell
        }

        func collectionView(
            _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
            with coordinator: FocusAnimationCoordinator
        ) {
            let next = context.nextFocusedIndexPath.map { "\($0.item)" } ?? "nil"
            log.append("didUpdateFocus → \(next)")
        }

        func isFocused(_ item: Int) -> Bool? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.configurationState.isFocused
        }
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aFocusMoveUpdatesTheCellsConfigurationStatesBeforeTheDelegateIsTold() {
        let rows = Rows(count: 4)
        rows.log = []
        #expect(rows.collectionView.simulate.moveFocus(to: item(1)))
        expectEqual(rows.log, ["update 1 focused true", "didUpdateFocus → 1"])
        expectEqual(rows.isFocused(1), true)
        expectEqual(rows.isFocused(0), false)

        rows.log = []
        #expect(rows.collectionView.simulate.moveFocus(to: item(2)))
        expectEqual(rows.log, ["update 1 focused false", "update 2 focused true", "didUpdateFocus → 2"])
        expectEqual(rows.isFocused(1), false)
        expectEqual(rows.isFocused(2), true)

        rows.log = []
        #expect(rows.collectionView.simulate.moveFocusOutOfCollectionView())
        expectEqual(rows.log, ["update 2 focused false", "didUpdateFocus → nil"])
        expectEqual(rows.isFocused(2), false)
    }

    /// A refused move changes no cell's state.
    @Test func aMoveTheDelegateRefusesLeavesTheStatesAlone() {
        let rows = Rows(count: 4)
        rows.collectionView.simulate.moveFocus(to: item(1))
        rows.collectionView.allowsFocus = false
        rows.log = []
        #expect(!rows.collectionView.simulate.moveFocus(to: item(2)))
        expectEqual(rows.log, [])
        expectEqual(rows.isFocused(1), true)
        expectEqual(rows.isFocused(2), false)
    }

    /// A cell leaving the screen is reused for another item without the focus; the cell the
    /// focused item gets when it comes back starts focused.
    @Test func aReusedCellDoesNotKeepFocusAndTheFocusedItemsNewCellStartsFocused() throws {
        let rows = Rows(count: 30)
        rows.collectionView.simulate.moveFocus(to: item(0))
        let focusedCell = try #require(rows.collectionView.cellForItem(at: item(0)))
        rows.collectionView.contentOffset = CGPoint(x: 0, y: 44 * 10)
        rows.collectionView.layoutIfNeeded()
        #expect(rows.collectionView.cellForItem(at: item(0)) == nil)
        for indexPath in rows.collectionView.indexPathsForVisibleItems {
            expectEqual(rows.isFocused(indexPath.item), false)
        }
        #expect(!focusedCell.configurationState.isFocused)

        rows.collectionView.contentOffset = .zero
        rows.collectionView.layoutIfNeeded()
        expectEqual(rows.isFocused(0), true)
        expectEqual(rows.isFocused(1), false)
        expectEqual(rows.collectionView.simulate.focusedItem, item(0))
    }

    /// The recorder sees the focus calls in UIKit's order: entering, moving, leaving.
    @Test func theCallRecorderRecordsTheFocusCalls() {
        let (collectionView, grid) = makePinnedGrid(counts: [7, 2])
        let delegate = CollectionViewFocusTests.FocusLog()
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        defer { withExtendedLifetime(grid) {} }
        let calls = CollectionCallRecorder(attachedTo: collectionView)

        expectEqual(collectionView.simulate.moveFocusIntoCollectionView(), item(0))
        expectEqual(
            calls.take(),
            [
                .indexPathForPreferredFocusedView, .canFocusItem(item(0)),
                .shouldUpdateFocus(previous: nil, next: item(0)),
                .didUpdateFocus(previous: nil, next: item(0)), .selectionFollowsFocus(item(0)),
            ])
        collectionView.simulate.moveFocus(to: item(2))
        expectEqual(
            calls.take(),
            [
                .canFocusItem(item(2)), .shouldUpdateFocus(previous: item(0), next: item(2)),
                .didUpdateFocus(previous: item(0), next: item(2)), .selectionFollowsFocus(item(2)),
            ])
        delegate.allowsUpdates = false
        collectionView.simulate.moveFocusOutOfCollectionView()
        expectEqual(calls.take(), [.shouldUpdateFocus(previous: item(2), next: nil)])
        expectEqual(
            CollectionEvent.didUpdateFocus(previous: item(2), next: nil).description,
            "collectionView(_:didUpdateFocusIn:with:) [0, 2] nil")
        expectEqual(
            CollectionEvent.shouldUpdateFocus(previous: nil, next: item(1)).description,
            "collectionView(_:shouldUpdateFocusIn:) nil [0, 1]")
    }
}
