import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Taps and drags on list cell accessories. Apple:
/// [delete(displayed:options:actionHandler:)](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:))
/// ("displayed … has a default value of `.whenEditing`"; the action handler is optional: without
/// one the tap reveals the trailing swipe actions),
/// [UICellAccessory.ActionHandler](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler)
/// ("A closure that the system calls when a user taps a cell accessory"),
/// [reorder(displayed:options:)](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:))
/// and the diffable data source's
/// [reorderingHandlers](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers).
@MainActor
@Suite struct CollectionViewAccessoryActionTests {
    /// A list of fruit on a diffable data source whose cells show `accessories`, with a trailing
    /// "Delete" swipe action that removes the row.
    @MainActor final class Fruit {
        var log: [String] = []
        var accessories: [CellAccessory] = []
        let collectionView: CollectionView
        var dataSource: CollectionViewDiffableDataSource<Int, String>!

        init(accessories: (Fruit) -> [CellAccessory], cellClass: CollectionViewCell.Type = CollectionViewListCell.self)
        {
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                collectionViewLayout: CollectionViewFlowLayout())
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                self.log.append("trailing provider \(indexPath.item)")
                guard let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
                return SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
                        var snapshot = self.dataSource.snapshot()
                        snapshot.deleteItems([item])
                        self.dataSource.apply(snapshot, animatingDifferences: false)
                        completion(true)
                    }
                ])
            }
            collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
            collectionView.register(cellClass, forCellWithReuseIdentifier: "Cell")
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                [unowned self] collectionView, indexPath, _ in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                (cell as? CollectionViewListCell)?.accessories = self.accessories
                return cell
            }
            self.accessories = accessories(self)
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Apple", "Banana", "Cherry", "Damson"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        var items: [String] { dataSource.snapshot().itemIdentifiers }
        func cell(_ item: Int) -> CollectionViewListCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CollectionViewListCell
        }
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aDeleteAccessoryWithoutAHandlerRevealsTheTrailingSwipeActionsOfItsRow() throws {
        let fruit = Fruit { _ in [.delete()] }
        fruit.collectionView.isEditing = true
        fruit.collectionView.simulate.tapAccessory(.delete, ofItemAt: item(1))
        expectEqual(fruit.log, ["trailing provider 1"])
        #expect(fruit.collectionView.isShowingSwipeActions)
        #expect(try #require(fruit.cell(1)).configurationState.isSwiped)
        #expect(!(try #require(fruit.cell(0)).configurationState.isSwiped))

        fruit.collectionView.simulate.tapSwipeAction(titled: "Delete")
        expectEqual(fruit.items, ["Apple", "Cherry", "Damson"])
        #expect(!fruit.collectionView.isShowingSwipeActions)
    }

    @Test func aDeleteAccessoryWithAHandlerRunsItAndRevealsNothing() {
        let fruit = Fruit { fruit in
            [.delete(displayed: .always) { fruit.log.append("delete handler") }]
        }
        fruit.collectionView.simulate.tapAccessory(.delete, ofItemAt: item(2))
        expectEqual(fruit.log, ["delete handler"])
        #expect(!fruit.collectionView.isShowingSwipeActions)
    }

    @Test func anInsertAccessoryRunsItsHandlerAndWithoutOneDoesNothing() throws {
        let fruit = Fruit { fruit in [.insert { fruit.log.append("insert handler") }] }
        fruit.collectionView.isEditing = true
        fruit.collectionView.simulate.tapAccessory(.insert, ofItemAt: item(0))
        expectEqual(fruit.log, ["insert handler"])

        let plain = Fruit { _ in [.insert()] }
        plain.collectionView.isEditing = true
        try plain.collectionView.checked.tapAccessory(.insert, ofItemAt: item(0))
        expectEqual(plain.log, [])
        expectEqual(plain.collectionView.indexPathsForSelectedItems, nil)
    }

    /// The detail accessory's tap runs its handler; without one the information button takes the
    /// tap and nothing happens: the item is not selected, as a tap on a button in the cell.
    @Test func aDetailAccessoryRunsItsHandlerAndWithoutOneDoesNothing() throws {
        let fruit = Fruit { fruit in [.detail { fruit.log.append("detail handler") }] }
        fruit.collectionView.simulate.tapAccessory(.detail, ofItemAt: item(2))
        expectEqual(fruit.log, ["detail handler"])
        expectEqual(fruit.collectionView.indexPathsForSelectedItems, nil)

        let plain = Fruit { _ in [.detail()] }
        try plain.collectionView.checked.tapAccessory(.detail, ofItemAt: item(0))
        expectEqual(plain.log, [])
        expectEqual(plain.collectionView.indexPathsForSelectedItems, nil)
        let hidden = Fruit { _ in [.detail(options: CellAccessory.DetailOptions(isHidden: true))] }
        #expect(throws: TableViewException.self) {
            try hidden.collectionView.checked.tapAccessory(.detail, ofItemAt: item(0))
        }
    }

    @Test func aTapWhileARowShowsItsSwipeActionsOnlyHidesThem() {
        let fruit = Fruit { fruit in [.delete(), .insert { fruit.log.append("insert handler") }] }
        fruit.collectionView.isEditing = true
        fruit.collectionView.simulate.tapAccessory(.delete, ofItemAt: item(1))
        fruit.collectionView.simulate.tapAccessory(.insert, ofItemAt: item(3))
        expectEqual(fruit.log, ["trailing provider 1"])
        #expect(!fruit.collectionView.isShowingSwipeActions)
    }

    @Test func anAccessoryWithoutAnActionOfItsOwnTakesTheTapAsTheCellDoes() {
        let fruit = Fruit { _ in [.disclosureIndicator()] }
        fruit.collectionView.simulate.tapAccessory(.disclosureIndicator, ofItemAt: item(2))
        expectEqual(fruit.collectionView.indexPathsForSelectedItems, [item(2)])
    }

    /// The outline disclosure's tap through `tapAccessory` is `tapOutlineDisclosure()`'s; a custom
    /// view takes its own touches.
    @Test func anOutlineDisclosureRunsItsHandlerAndACustomViewIsTappedThroughItsOwnView() {
        let badge = Label(frame: .zero)
        let fruit = Fruit { fruit in
            [
                .outlineDisclosure { fruit.log.append("outline handler") },
                .customView(
                    configuration: CellAccessory.CustomViewConfiguration(customView: badge, placement: .trailing())),
            ]
        }
        fruit.collectionView.simulate.tapAccessory(.outlineDisclosure, ofItemAt: item(3))
        expectEqual(fruit.log, ["outline handler"])
        expectEqual(fruit.collectionView.indexPathsForSelectedItems, nil)
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): a custom view accessory handles its own touches; use the view's simulate value"
            )
        ) { try fruit.collectionView.checked.tapAccessory(.customView, ofItemAt: self.item(0)) }
    }

    /// A tap lands only on an accessory the user sees: displayed in the collection view's editing
    /// state and not hidden. Anything else throws, and nothing happens.
    @Test func anAccessoryNotShownCannotBeTappedAndTheReasonIsSaid() {
        let fruit = Fruit { fruit in
            [
                .delete { fruit.log.append("delete handler") },
                .insert(displayed: .whenNotEditing) { fruit.log.append("insert handler") },
                .checkmark(options: CellAccessory.CheckmarkOptions(isHidden: true)),
            ]
        }
        let checked = fruit.collectionView.checked
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): the delete accessory of the cell at [0, 1] is displayed only while editing (.whenEditing) and the collection view is not editing"
            )
        ) { try checked.tapAccessory(.delete, ofItemAt: self.item(1)) }
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): the checkmark accessory of the cell at [0, 1] is hidden (its options' isHidden)"
            )
        ) { try checked.tapAccessory(.checkmark, ofItemAt: self.item(1)) }
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): the cell at [0, 0] has no reorder accessory (its accessories: [\"delete\", \"insert\", \"checkmark\"])"
            )
        ) { try checked.tapAccessory(.reorder, ofItemAt: self.item(0)) }
        #expect(
            throws: TableViewException(
                .invalidArgument, "tapAccessory(_:ofItemAt:): the collection view has no item at [0, 4]")
        ) { try checked.tapAccessory(.delete, ofItemAt: self.item(4)) }

        fruit.collectionView.isEditing = true
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): the insert accessory of the cell at [0, 2] is displayed only while not editing (.whenNotEditing) and the collection view is editing"
            )
        ) { try checked.tapAccessory(.insert, ofItemAt: self.item(2)) }
        expectEqual(fruit.log, [])
        // Editing, the delete accessory shows and takes the tap.
        fruit.collectionView.simulate.tapAccessory(.delete, ofItemAt: item(1))
        expectEqual(fruit.log, ["delete handler"])
    }

    @Test func onlyADisplayedListCellShowsAccessories() {
        let fruit = Fruit(accessories: { _ in [.delete(displayed: .always)] }, cellClass: CollectionViewCell.self)
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): the cell at [0, 0] is a CollectionViewCell, not a UICollectionViewListCell: only list cells show accessories"
            )
        ) { try fruit.collectionView.checked.tapAccessory(.delete, ofItemAt: self.item(0)) }
    }

    /// Dragging the reorder accessory is an interactive movement: `canMoveItemAt` (the diffable
    /// data source's `canReorderItem`), then, dropped, `moveItemAt` (its `willReorder`, the
    /// snapshot's move, `didReorder`).
    @Test func draggingTheReorderAccessoryMovesTheItemThroughTheReorderingHandlers() throws {
        let fruit = Fruit { _ in [.reorder()] }
        fruit.dataSource.reorderingHandlers.canReorderItem = { item in
            fruit.log.append("canReorder \(item)")
            return item != "Damson"
        }
        fruit.dataSource.reorderingHandlers.willReorder = { transaction in
            fruit.log.append("willReorder \(transaction.finalSnapshot.itemIdentifiers)")
        }
        fruit.dataSource.reorderingHandlers.didReorder = { transaction in
            fruit.log.append("didReorder \(transaction.difference.count) changes")
        }
        fruit.collectionView.isEditing = true
        let calls = CollectionCallRecorder(attachedTo: fruit.collectionView)
        let landed = fruit.collectionView.simulate.dragReorderAccessory(ofItemAt: item(0), to: item(2))
        expectEqual(landed, item(2))
        expectEqual(calls.take(), [.canMoveItem(item(0)), .moveItem(item(0), to: item(2))])
        expectEqual(
            fruit.log,
            [
                "canReorder Apple", "willReorder [\"Banana\", \"Cherry\", \"Apple\", \"Damson\"]",
                "didReorder 2 changes",
            ])
        expectEqual(fruit.items, ["Banana", "Cherry", "Apple", "Damson"])
        let shown = fruit.collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (fruit.collectionView.cellForItem(at: $0) as? CollectionViewListCell)?.frame.minY
        }
        expectEqual(shown, [0, 44, 88, 132])

        // An item the handlers do not let move stays, and the data source is not told.
        fruit.log = []
        expectEqual(fruit.collectionView.simulate.dragReorderAccessory(ofItemAt: item(3), to: item(0)), nil)
        expectEqual(calls.take(), [.canMoveItem(item(3))])
        expectEqual(fruit.log, ["canReorder Damson"])
        expectEqual(fruit.items, ["Banana", "Cherry", "Apple", "Damson"])
    }

    @Test func theReorderAccessoryIsDraggedNotTappedAndOnlyWhileShown() {
        let fruit = Fruit { _ in [.reorder()] }
        let checked = fruit.collectionView.checked
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "dragReorderAccessory(ofItemAt:to:): the reorder accessory of the cell at [0, 0] is displayed only while editing (.whenEditing) and the collection view is not editing"
            )
        ) { try checked.dragReorderAccessory(ofItemAt: self.item(0), to: self.item(1)) }
        fruit.collectionView.isEditing = true
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "tapAccessory(_:ofItemAt:): the reorder accessory is dragged, not tapped; use dragReorderAccessory(ofItemAt:to:)"
            )
        ) { try checked.tapAccessory(.reorder, ofItemAt: self.item(0)) }
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "dragReorderAccessory(ofItemAt:to:): the collection view has no item at [0, 7] to drag to")
        ) { try checked.dragReorderAccessory(ofItemAt: self.item(0), to: self.item(7)) }
        expectEqual(fruit.items, ["Apple", "Banana", "Cherry", "Damson"])
    }

    @Test func accessoryTypeNamesEachKind() {
        let kinds: [CellAccessory] = [
            .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .insert(), .reorder(),
            .multiselect(), .label(text: "3"), .detail(),
        ]
        expectEqual(
            kinds.map(\.accessoryType),
            [
                .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .label,
                .detail,
            ])
    }
}
