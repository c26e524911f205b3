import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Reordering: the simulated drag of a row's reorder control in editing mode.
extension TableView {
    /// Simulates dragging a row by its reorder control and dropping it at `proposed`. An
    /// OpenTableView addition for tests.
    ///
    /// UIKit's flow: the row must be movable (`canMoveRowAt`; when the data source does not
    /// implement it, rows are movable); the delegate's `targetIndexPathForMoveFromRowAt` may
    /// retarget the drop; the data source's `moveRowAt(_:to:)` is told to update its model; the
    /// table moves the row itself, keeping its cell, without asking the data source for counts.
    /// A row dropped where it was moves nothing (`moveRowAt` is still called, with the same index
    /// path twice, as UIKit does); either way the drag ends as an update does, with the content
    /// offset kept and clamped to the content (`Compatibility/Porting.md`, "Where UIKit is
    /// uncertain").
    /// Returns where the row landed.
    ///
    /// An update the data source's `moveRowAt` makes that does not match its data raises UIKit's
    /// exception, and the row does not move; the throwing variant, `checked.dragRow(at:to:)`,
    /// throws it instead.
    @discardableResult
    public func dragRow(at source: IndexPath, to proposed: IndexPath) -> IndexPath {
        trapping { try checkedDragRow(at: source, to: proposed) }
    }

    /// ``dragRow(at:to:)`` that throws the exception an update of the data source's `moveRowAt`
    /// raises (see ``catchingUpdateExceptions(_:)``), leaving the row where it was.
    func checkedDragRow(at source: IndexPath, to proposed: IndexPath) throws(TableViewException) -> IndexPath {
        layoutIfNeeded()
        precondition(editing && content.rowState.swiped == nil, "dragRow(at:to:): rows are reordered in editing mode")
        precondition(isValidRow(source), "dragRow(at:to:): the table has no row at \(source)")
        let movable =
            dataSource.map { dataSource in
                recordImplementedCall(
                    ifImplemented { dataSource.tableView(self, canMoveRowAt: source) },
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
        recordCall(to: dataSource, .moveRow(source, to: destination))
        try catchingUpdateExceptions { dataSource?.tableView(self, moveRowAt: source, to: destination) }
        guard destination != source else {
            // Dropped where it was: nothing moves, but the drag ends as an update does, with the
            // content size set and the offset clamped to the content (an offset left past the end,
            // by the app or an inset change, comes back), as when the row moved.
            changeContent(.reorderInPlace)
            return destination
        }
        var update = BatchUpdate()
        update.operations = [.moveRow(source, destination)]
        let before = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
        let plan = try UpdatePlan.make(update, before: before, after: counts).get()
        changeContent(.batch(update, plan))
        return destination
    }
}
