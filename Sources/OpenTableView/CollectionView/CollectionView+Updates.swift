import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Incremental updates, as UIKit's (ARCHITECTURE.md, "The collection view", "Updates"): the item
/// and section calls record into the table's `BatchUpdate` (a call outside a batch is a batch of
/// one), and the outermost batch validates it with the table's `UpdatePlan` in UIKit's
/// collection-view words, then applies it. Nothing changes when the batch is invalid.
extension CollectionView {
    /// The work of ``performBatchUpdates(_:completion:)``, trapping on an invalid batch.
    func performBatchUpdatesImplementation(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        do {
            try performBatch({ updates?() }, completion: completion)
        } catch {
            raise(error)
        }
    }

    /// ``performBatchUpdates(_:completion:)`` that throws UIKit's exception for an invalid batch
    /// instead of trapping, leaving the collection view exactly as it was before the batch
    /// (counts, displayed cells, the layout). An OpenTableView addition for tests, as the
    /// table's `performBatchUpdatesThrowing(_:completion:)`.
    public func performBatchUpdatesThrowing(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil)
        throws(TableViewException)
    {
        precondition(updateState.depth == 0, "performBatchUpdatesThrowing cannot run inside another batch")
        try performBatch(updates, completion: completion)
    }

    /// Records `operations` into the open batch, or runs them as a batch of one.
    func recordUpdate(_ operations: [BatchUpdate.Operation]) {
        if updateState.depth > 0 {
            updateState.pending.operations += operations
            return
        }
        performBatchUpdatesImplementation({ self.updateState.pending.operations += operations }, completion: nil)
    }

    /// One batch: the counts before are loaded first (UIKit asks the data source at the start of
    /// a batch when it has forgotten them), `updates` records, and the outermost batch validates
    /// and applies what was recorded, then runs the completions (animations complete at once
    /// headless, so with `true`). A nested batch only records; its completion runs with the
    /// outermost one's.
    private func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) throws(TableViewException) {
        if updateState.depth > 0 {
            updates()
            if let completion { updateState.completions.append(completion) }
            return
        }
        loadCountsIfNeeded()
        updateState.depth = 1
        updates()
        updateState.depth = 0
        let update = updateState.pending
        let reloaded = updateState.reloadedDuringBatch
        var completions = updateState.completions
        if let completion { completions.append(completion) }
        updateState.pending = BatchUpdate()
        updateState.reloadedDuringBatch = false
        updateState.completions = []
        if !reloaded {
            let plan = try checkedPlan(for: update)
            defer { finishLayoutUpdates() }
            try applyBatch(update, plan)
        }
        for completion in completions { completion(true) }
    }

    /// Validates `update` against the counts the collection view has and the data source's new
    /// counts (`numberOfSections(in:)`, then `numberOfItemsInSection` for each section, as
    /// UIKit asks them at the end of a batch).
    func checkedPlan(for update: BatchUpdate) throws(TableViewException) -> UpdatePlan {
        let before = content.itemCounts
        let after = dataSourceItemCounts()
        return try UpdatePlan.make(update, before: before, after: after, vocabulary: .collectionView).get()
    }

    /// The counts the data source answers now, without keeping them.
    func dataSourceItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    /// Applies a validated batch: cells of deleted items end display (`didEndDisplaying`, back to
    /// their queue); cells of surviving items are re-keyed to their new index paths and keep
    /// their instances; the counts become the data source's; the layout is invalidated; then, on
    /// a collection view that was laid out, a layout pass frames the survivors where the layout
    /// now puts them and asks for the cells of inserted and reloaded items on screen. A reloaded
    /// item's old cell ends display after its replacement is on screen (so the replacement is
    /// another cell), as the table does. Reconfigured items on screen are asked of the data
    /// source last, their dequeue returning the displayed cell.
    func applyBatch(_ update: BatchUpdate, _ plan: UpdatePlan) throws(TableViewException) {
        var replaced: [(IndexPath, CollectionViewCell)] = []
        // What an animated update asks the layout's final attributes of: the elements on screen
        // before it (`CollectionView+AppearingAttributes.swift`).
        let shownBefore =
            content.wasLaidOut && !content.displayedCellsAreStale && updatesAnimate ? shownElements() : nil
        if !content.displayedCellsAreStale {
            var survivors: [DisplayedItems.Entry] = []
            var deleted: [(IndexPath, CollectionViewCell)] = []
            for entry in content.displayedCells.entries {
                let old = entry.indexPath
                if plan.isReloaded(old) {
                    replaced.append((old, entry.cell))
                } else if let new = plan.newIndexPath(forOld: old) {
                    survivors.append(DisplayedItems.Entry(section: new.section, item: new.item, cell: entry.cell))
                } else {
                    deleted.append((old, entry.cell))
                }
            }
            // Moves can change the survivors' order; the ledger is in index-path order.
            survivors.sort { $0.precedes(section: $1.section, item: $1.item) }
            content.displayedCells.replace(with: survivors)
            for (old, cell) in deleted { endDisplayingAfterUpdate(cell, at: old) }
        }
        content.itemCounts = plan.after
        content.itemOffsets = nil
        // The selection and the prefetched items follow their items, as the table's batch moves
        // its `RowState`: deleted and reloaded items leave the selection, moved ones take it
        // along; prefetched items are re-keyed (a deleted one is dropped without a cancel, as the
        // table's). The next pass's prefetch window starts from this position.
        let remapping = CollectionBatchRemapping(plan: plan)
        content.rowState.remap(through: remapping)
        remapFocus(through: remapping)
        try invalidateLayout(forBatch: update, plan)
        // After `prepare(forCollectionViewUpdates:)`: the layout answers which supplementary
        // views the batch deletes and inserts between it and `finalizeCollectionViewUpdates()`.
        if !content.displayedCellsAreStale {
            remapSupplementaryViews(plan)
            askDecorationViewChanges()
        }
        defer { for (old, cell) in replaced { endDisplayingAfterUpdate(cell, at: old) } }
        guard content.wasLaidOut else { return }
        try checkedLayoutPass()
        if let shownBefore { askAppearingAndDisappearingAttributes(before: shownBefore) }
        for old in update.reconfiguredRows {
            guard let new = plan.newIndexPath(forOld: old), !plan.isReloaded(old) else { continue }
            try reconfigureDisplayedItem(at: new)
        }
    }

    /// Asks the data source again for a displayed item's cell; the dequeue inside returns the
    /// displayed cell itself (no `prepareForReuse()`), as UIKit's `reconfigureItems(at:)`.
    private func reconfigureDisplayedItem(at indexPath: IndexPath) throws(TableViewException) {
        guard let cell = content.displayedCells[indexPath], let dataSource else { return }
        updateState.reconfigureTarget = cell
        let returned = askingForCell { dataSource.collectionView(self, cellForItemAt: indexPath) }
        updateState.reconfigureTarget = nil
        guard returned !== cell else { return }
        // The data source returned another cell: it replaces the displayed one.
        guard returned.reuseIdentifier != nil else { throw Messages.collectionViewCellWithoutReuseIdentifier() }
        if let position = content.displayedCells.index(section: indexPath.section, item: indexPath.item) {
            content.displayedCells.replaceCell(at: position, with: returned)
        }
        returned.frame = cell.frame
        addSubview(returned)
        endDisplayingAfterUpdate(cell, at: indexPath)
        collectionDelegate?.collectionView(self, willDisplay: returned, forItemAt: indexPath)
    }

    /// A cell an update took off the screen: back to its queue, then `didEndDisplaying`.
    func endDisplayingAfterUpdate(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        recycle(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
}
