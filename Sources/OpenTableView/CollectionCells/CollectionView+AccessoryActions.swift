import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// The user's taps and drags on a list cell's accessories (Apple,
/// [UICellAccessory](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct):
/// accessories "let a user perform a cell-specific action like selecting, reordering, or deleting
/// the cell"):
///
/// - `.delete`: its action handler; without one, the cell's trailing swipe actions are revealed
///   (the section's `trailingSwipeActionsConfigurationProvider`, as `simulate.swipeItem(at:)`);
/// - `.insert`: its action handler; without one, nothing;
/// - `.detail` (the information button): its action handler; without one, nothing;
/// - `.outlineDisclosure`: its action handler, else the item expands or collapses
///   (`CollectionViewListCell.performOutlineDisclosureAction()`);
/// - `.reorder`: dragged, the item moves interactively (``beginInteractiveMovementForItem(at:)``,
///   ``updateInteractiveMovementTargetPosition(_:)``, ``endInteractiveMovement()``): the data
///   source's `canMoveItemAt`, the delegate's target index path, the data source's `moveItemAt`;
/// - the accessories without an action of their own (disclosure indicator, checkmark, label,
///   multiselect) take the tap as the cell does: the item's tap (`simulate.tapItem(at:)`).
///
/// An accessory can be tapped only where the user sees it: on a displayed list cell, shown in the
/// collection view's editing state (its `displayed`), not hidden (`isHidden` in its options).
/// Anything else is a test's mistake (UIKit's tap would land on something else): the gesture traps
/// with a message saying why, and its `checked` variant throws it as an
/// `NSInvalidArgumentException` (Compatibility/Porting.md, "Tapping list cell accessories").
extension CollectionView {
    /// The accessory of `type` the displayed list cell of `indexPath` shows, or the reason a tap
    /// cannot reach it. `gesture` names the gesture in the message.
    func shownAccessory(_ type: CellAccessory.AccessoryType, ofItemAt indexPath: IndexPath, gesture: String)
        throws(TableViewException) -> (cell: CollectionViewListCell, accessory: CellAccessory)
    {
        layoutIfNeeded()
        func failure(_ reason: String) -> TableViewException {
            TableViewException(.invalidArgument, "\(gesture): \(reason)")
        }
        guard isItem(indexPath) else { throw failure("the collection view has no item at \(indexPath)") }
        guard let displayed = content.displayedCells[indexPath] else {
            throw failure("the item at \(indexPath) is not on screen; scroll to it first")
        }
        guard let cell = displayed as? CollectionViewListCell else {
            throw failure(
                "the cell at \(indexPath) is a \(Swift.type(of: displayed)), not a UICollectionViewListCell: only list cells show accessories"
            )
        }
        // The first accessory of the kind that shows; when none shows, the first of the kind says
        // why.
        let editing = cell.configurations.isEditing
        let matching = cell.accessories.filter { $0.accessoryType == type }
        guard let accessory = matching.first(where: { $0.isShown(editing: editing) }) ?? matching.first else {
            let names = cell.accessories.map(\.name)
            throw failure("the cell at \(indexPath) has no \(type) accessory (its accessories: \(names))")
        }
        guard accessory.isShown(editing: editing) else {
            let when =
                accessory.displayed == .whenEditing
                ? "while editing (.whenEditing)" : "while not editing (.whenNotEditing)"
            let now = editing ? "is editing" : "is not editing"
            throw failure(
                "the \(type) accessory of the cell at \(indexPath) is displayed only \(when) and the collection view \(now)"
            )
        }
        guard !ListCellAccessoryLayout.isHidden(accessory) else {
            throw failure("the \(type) accessory of the cell at \(indexPath) is hidden (its options' isHidden)")
        }
        return (cell, accessory)
    }

    /// The gesture behind `simulate.tapAccessory(_:ofItemAt:)`; see the extension's description.
    func checkedTapAccessory(_ type: CellAccessory.AccessoryType, ofItemAt indexPath: IndexPath)
        throws(TableViewException)
    {
        let gesture = "tapAccessory(_:ofItemAt:)"
        let (cell, accessory) = try shownAccessory(type, ofItemAt: indexPath, gesture: gesture)
        switch accessory.kind {
        case .customView:
            throw TableViewException(
                .invalidArgument,
                "\(gesture): a custom view accessory handles its own touches; use the view's simulate value")
        case .reorder:
            throw TableViewException(
                .invalidArgument,
                "\(gesture): the reorder accessory is dragged, not tapped; use dragReorderAccessory(ofItemAt:to:)")
        default:
            break
        }
        // A tap while a row shows its swipe actions only hides them, as a tap on the item does.
        if isShowingSwipeActions {
            endSwipe()
            return
        }
        switch accessory.kind {
        case .delete(_, let handler):
            if let handler {
                handler()
            } else {
                swipeItem(at: indexPath, edge: .trailing, fullSwipe: false)
            }
        case .insert(_, let handler), .detail(_, let handler):
            handler?()
        case .outlineDisclosure:
            _ = cell.performOutlineDisclosureAction()
        default:
            tapItem(at: indexPath)
        }
    }

    /// The gesture behind `simulate.dragReorderAccessory(ofItemAt:to:)`: an interactive movement
    /// of the item to the place of the item at `destination` (the target position is that item's
    /// centre, in the layout before the drag). Returns where the item went, or `nil` when the
    /// movement did not begin (`canMoveItemAt` answered `false`, or another movement is under
    /// way).
    func checkedDragReorderAccessory(ofItemAt source: IndexPath, to destination: IndexPath)
        throws(TableViewException) -> IndexPath?
    {
        let gesture = "dragReorderAccessory(ofItemAt:to:)"
        _ = try shownAccessory(.reorder, ofItemAt: source, gesture: gesture)
        guard isItem(destination) else {
            throw TableViewException(
                .invalidArgument, "\(gesture): the collection view has no item at \(destination) to drag to")
        }
        endSwipe()
        let target = layoutAttributesForItem(at: destination)?.frame
        guard beginInteractiveMovementForItem(at: source) else { return nil }
        if let target { updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY)) }
        let landed = updateState.movement?.current ?? source
        endInteractiveMovement()
        return landed
    }
}

/// Taps and drags on list cell accessories, for tests. OpenTableView additions (see
/// `Simulation`).
extension Simulation where Base: CollectionView {
    /// Simulates a tap on the `type` accessory of the displayed list cell of the item at
    /// `indexPath`: `.delete` runs its action handler or, without one, reveals the trailing swipe
    /// actions; `.insert` and `.detail` run their action handlers; `.outlineDisclosure` runs its handler or
    /// expands or collapses the item; a disclosure indicator, checkmark, label or multiselect
    /// accessory takes the tap as the cell does (`tapItem(at:)`). While a row shows its swipe
    /// actions, the tap only hides them.
    ///
    /// Traps when the tap cannot reach the accessory: no such item, the item not on screen, not a
    /// list cell, no such accessory, the accessory not displayed in the collection view's editing
    /// state (a `.whenEditing` accessory while not editing), or hidden; a reorder accessory is
    /// dragged (``dragReorderAccessory(ofItemAt:to:)``), a custom view takes its own touches.
    /// `collectionView.checked.tapAccessory(_:ofItemAt:)` throws instead.
    public func tapAccessory(_ type: CellAccessory.AccessoryType, ofItemAt indexPath: IndexPath) {
        trapping { try base.checkedTapAccessory(type, ofItemAt: indexPath) }
    }

    /// Simulates dragging the reorder accessory of the displayed list cell of the item at
    /// `source` to the place of the item at `destination`, as UIKit's reorder control: the data
    /// source's `collectionView(_:canMoveItemAt:)` (a diffable data source asks its
    /// `reorderingHandlers.canReorderItem`; `false` ends the drag, nothing moves), the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath…` with the proposed place, then the data
    /// source's `collectionView(_:moveItemAt:to:)` (a diffable data source's `willReorder`, its
    /// snapshot takes the move, `didReorder`). Returns where the item went, `nil` when it did not
    /// move. Traps as ``tapAccessory(_:ofItemAt:)`` does when the accessory cannot be reached, and
    /// when `destination` is not an item.
    @discardableResult
    public func dragReorderAccessory(ofItemAt source: IndexPath, to destination: IndexPath) -> IndexPath? {
        trapping { try base.checkedDragReorderAccessory(ofItemAt: source, to: destination) }
    }
}

extension CollectionView.Checked {
    /// `simulate.tapAccessory(_:ofItemAt:)` that throws, instead of trapping, when the tap
    /// cannot reach the accessory (an `NSInvalidArgumentException` whose reason says why); nothing
    /// happens then.
    public func tapAccessory(_ type: CellAccessory.AccessoryType, ofItemAt indexPath: IndexPath)
        throws(TableViewException)
    {
        try collectionView.checkedTapAccessory(type, ofItemAt: indexPath)
    }

    /// `simulate.dragReorderAccessory(ofItemAt:to:)` that throws, instead of trapping, when the
    /// drag cannot reach the reorder accessory or `destination` is not an item.
    @discardableResult
    public func dragReorderAccessory(ofItemAt source: IndexPath, to destination: IndexPath)
        throws(TableViewException) -> IndexPath?
    {
        try collectionView.checkedDragReorderAccessory(ofItemAt: source, to: destination)
    }
}
