import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Reordering: the simulated drag of a row's reorder control in editing mode.
extension TableView {
    /// The gesture behind `simulate.dragRow`; see ``Simulation``.
    @discardableResult
    func dragRow(at source: IndexPath, to proposed: IndexPath) -> IndexPath {
        trapping { try checkedDragRow(at: source, to: proposed) }
    }

    /// `simulate.dragRow(at:to:)` that throws the exception an update of the data source's `moveRowAt`
    /// raises (see ``catchingUpdateExceptions(_:)``), leaving the row where it was.
    func checkedDragRow(at source: IndexPath, to proposed: IndexPath) throws(TableViewException) -> IndexPath {
        layoutIfNeeded()
        precondition(
            settings.editing && content.rowState.swiped == nil, "dragRow(at:to:): rows are reordered in editing mode")
        precondition(isValidRow(source), "dragRow(at:to:): the table has no row at \(source)")
        let movable =
            settings.dataSource.map { dataSource in
                recordImplementedCall(
                    ifImplemented(.canMoveRow) { dataSource.tableView(self, canMoveRowAt: source) },
                    .canMoveRow(source)) ?? true
            } ?? false
        precondition(movable, "dragRow(at:to:): row \(source) cannot be moved (canMoveRowAt returned false)")
        var counts = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
        counts[source.section] -= 1
        precondition(
            proposed.section >= 0 && proposed.section < counts.count && proposed.row >= 0
                && proposed.row <= counts[proposed.section],
            "dragRow(at:to:): \(proposed) is not a place in the table")
        // The row shows at the proposed place; the data source does not know yet.
        content.isReorderUncommitted = true
        recordCall(to: tableDelegate, .targetIndexPathForMove(from: source, proposed: proposed))
        let destination =
            tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        content.isReorderUncommitted = false
        counts[destination.section] += 1
        let observer = settings.dataSource as? ReorderCommitObserver
        observer?.tableWillCommitReorder(self, from: source, to: destination)
        recordCall(to: settings.dataSource, .moveRow(source, to: destination))
        do throws(TableViewException) {
            try catchingUpdateExceptions { settings.dataSource?.tableView(self, moveRowAt: source, to: destination) }
        } catch {
            observer?.tableDidCommitReorder(self, moved: false)
            throw error
        }
        guard destination != source else {
            // Dropped where it was: nothing moves, but the drag ends as an update does, with the
            // content size set and the offset clamped to the content (an offset left past the end,
            // by the app or an inset change, comes back), as when the row moved.
            changeContent(.reorderInPlace)
            observer?.tableDidCommitReorder(self, moved: true)
            return destination
        }
        var update = BatchUpdate()
        update.operations = [.moveRow(source, destination)]
        let before = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
        let plan: UpdatePlan
        do throws(TableViewException) {
            plan = try UpdatePlan.make(update, before: before, after: counts).get()
        } catch {
            observer?.tableDidCommitReorder(self, moved: false)
            throw error
        }
        changeContent(.batch(update, plan))
        observer?.tableDidCommitReorder(self, moved: true)
        return destination
    }
}
