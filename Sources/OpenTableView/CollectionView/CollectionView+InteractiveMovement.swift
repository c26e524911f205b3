import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Interactive movement (iOS 9's reordering, driven by an app's gesture recognizer): the item
/// shows at the place the target position points at while the data source is not told; the end
/// tells it with `collectionView(_:moveItemAt:to:)`, a cancel puts the item back.
///
/// While the item moves, the collection view's counts and cells follow what it shows (the item
/// at its current place), as UIKit's do: a layout pass then asks the data source for items
/// entering the screen at the index paths shown.
extension CollectionView {
    /// The work of ``beginInteractiveMovementForItem(at:)``.
    func beginInteractiveMovementImplementation(at indexPath: IndexPath) -> Bool {
        guard updateState.movement == nil, updateState.depth == 0, let dataSource else { return false }
        loadCountsIfNeeded()
        guard indexPath.count == 2, content.itemCounts.indices.contains(indexPath.section),
            (0..<content.itemCounts[indexPath.section]).contains(indexPath.item)
        else { return false }
        recordCall(.canMoveItem(indexPath), to: dataSource)
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        updateState.movement = (indexPath, indexPath)
        return true
    }

    /// The work of ``updateInteractiveMovementTargetPosition(_:)``: the item under
    /// `targetPosition` (by the layout's attributes) is the proposed place; the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
    /// may retarget it; when the target differs from where the item shows, the item moves there.
    /// A position over no item leaves the item where it shows.
    func updateInteractiveMovementImplementation(_ targetPosition: CGPoint) {
        guard let movement = updateState.movement else { return }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: targetPosition.x, y: targetPosition.y, width: 0.5, height: 0.5)
        let under = (layoutStorage.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.contains(targetPosition)
        }
        guard let proposed = under.map(\.indexPath).min() else { return }
        recordCall(
            .targetIndexPathForMove(original: movement.original, current: movement.current, proposed: proposed),
            to: collectionDelegate)
        let target =
            collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        guard target != movement.current else { return }
        showMovingItem(from: movement.current, to: target)
        updateState.movement?.current = target
    }

    /// The work of ``endInteractiveMovement()``: the data source is told the move from the
    /// original index path to the one the item shows at; the item stays there.
    func endInteractiveMovementImplementation() {
        guard let movement = updateState.movement else { return }
        updateState.movement = nil
        recordCall(.moveItem(movement.original, to: movement.current), to: dataSource)
        dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
    }

    /// The work of ``cancelInteractiveMovement()``: the item goes back to its original place and
    /// the data source is not told.
    func cancelInteractiveMovementImplementation() {
        guard let movement = updateState.movement else { return }
        updateState.movement = nil
        if movement.current != movement.original { showMovingItem(from: movement.current, to: movement.original) }
    }

    /// Moves the item shown at `from` to `to` inside the collection view only (the data source
    /// is not asked: its counts are those before the movement): the update path of a batch with
    /// one move, validated with the counts the move gives.
    private func showMovingItem(from: IndexPath, to: IndexPath) {
        var update = BatchUpdate()
        update.moveRow(at: from, to: to)
        var after = content.itemCounts
        if after.indices.contains(from.section) && after.indices.contains(to.section) {
            after[from.section] -= 1
            after[to.section] += 1
        }
        trapping {
            let plan = try UpdatePlan.make(
                update, before: content.itemCounts, after: after, vocabulary: .collectionView
            ).get()
            defer { finishLayoutUpdates() }
            try applyBatch(update, plan)
        }
    }
}

extension CollectionViewDataSource {
    /// UIKit's default is `true` when the data source implements
    /// `collectionView(_:moveItemAt:to:)` (Apple: "If you don’t implement this method, but you
    /// do implement the `collectionView(_:moveItemAt:to:)` method, the collection view allows
    /// all items to be reordered"). Swift cannot ask whether a method is implemented, so the
    /// default here is `true` (Compatibility/Porting.md, "Collection view updates").
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// The default does nothing.
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

extension CollectionViewDelegate {
    /// The default asks the iOS 9 ``CollectionViewDelegate/collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``,
    /// which UIKit deprecated in iOS 15 for this method and which many apps still implement; its
    /// own default keeps the proposed index path, as UIKit does without either.
    public func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    /// The default keeps the proposed index path.
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
}
