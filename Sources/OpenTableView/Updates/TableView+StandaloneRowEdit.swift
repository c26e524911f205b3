import Foundation

/// The fast path for the most common update of a long list: one standalone `insertRows(at:with:)`
/// or `deleteRows(at:with:)` of a single row below the last displayed row.
///
/// Such an edit cannot move any displayed cell, so it needs neither the batch machinery (an
/// `UpdatePlan` with its maps, sets and dictionaries) nor a relayout: the table asks the data
/// source for its counts exactly as `endUpdates()` does, checks them, edits the height model in
/// place and keeps every cell, frame and the remembered visible range. Its cost is then the
/// count queries plus O(log n), instead of a fixed cost larger than a `reloadData()` of a
/// uniform table.
///
/// The observable behaviour is the general path's (see `apply(_:_:)`): the same data source and
/// delegate calls in the same order, the selection, swiped row and prefetched rows following their
/// rows, and the header/footer title caches cleared. Any edit it does not cover, and any
/// inconsistent count, goes through the general path with the counts already asked for, so
/// UIKit's exception is the same and the data source is asked once.
extension TableView {
    /// Applies `operation` if it is a one-row insert or delete below the displayed rows.
    /// Returns `false`, having asked and changed nothing, when the edit is not of that kind.
    func applyStandaloneRowEdit(_ operation: BatchUpdate.Operation, _ animation: RowAnimation?) -> Bool {
        let indexPath: IndexPath, isInsert: Bool
        switch operation {
        case .insertRow(let p): (indexPath, isInsert) = (p, true)
        case .deleteRow(let p): (indexPath, isInsert) = (p, false)
        default: return false
        }
        let section = indexPath.section, row = indexPath.row
        guard indexPath.count == 2, section >= 0, section < model.numberOfSections, row >= 0,
              let last = lastDisplayedRowIfFramed(), indexPath > last else { return false }
        let rowsBefore = model.numberOfRows(inSection: section)
        let counts = currentRowCounts()
        guard counts.count == model.numberOfSections, countsMatch(counts, except: section),
              counts[section] == rowsBefore + (isInsert ? 1 : -1),
              row < (isInsert ? counts[section] : rowsBefore) else {
            // Not consistent: the general path raises UIKit's exception for these counts.
            let update = BatchUpdate(operations: [operation], animations: animation.map { [$0] } ?? [])
            switch plan(for: update, after: counts) {
            case .success(let plan): apply(update, plan)
            case .failure(let exception): raise(exception)
            }
            return true
        }
        applyRowEdit(at: indexPath, isInsert: isInsert)
        standaloneRowEditCount += 1
        return true
    }

    /// Whether every section but `section` keeps the row count the model has.
    private func countsMatch(_ counts: [Int], except section: Int) -> Bool {
        for (s, rows) in counts.enumerated() where s != section && rows != model.numberOfRows(inSection: s) {
            return false
        }
        return true
    }

    /// Applies a validated one-row edit below the displayed rows.
    private func applyRowEdit(at indexPath: IndexPath, isInsert: Bool) {
        let section = indexPath.section, row = indexPath.row
        // Old index path to new, as `UpdatePlan.newIndexPath(forOld:)` maps it for this edit.
        func mapped(_ old: IndexPath) -> IndexPath? {
            guard old.section == section, old.row >= row else { return old }
            if isInsert { return IndexPath(row: old.row + 1, section: section) }
            return old.row == row ? nil : IndexPath(row: old.row - 1, section: section)
        }
        let global = model.globalIndex(row: row, section: section)
        let oldVersion = modelVersion
        let firstMinY = model.rowMinY(ofGlobalIndex: firstVisibleGlobalRow)
        headerlessSections.removeAll()
        footerlessSections.removeAll()
        if !selectedRows.isEmpty { selectedRows = Set(selectedRows.compactMap(mapped)) }
        if let swiped = swipedRow, let old = swiped.indexPath { swipedRow = (mapped(old), swiped.configuration) }
        if isInsert {
            let height = newRowHeight(at: indexPath)
            model.insertRow(height.height, estimated: height.estimated, at: row, section: section)
        } else {
            model.removeRows(row..<row + 1, section: section)
        }
        applyTableLevelHeights(to: &model)
        if !prefetchedRows.isEmpty {
            prefetchedRows = Set(prefetchedRows.compactMap { g in
                g < global ? g : isInsert ? g + 1 : (g == global ? nil : g - 1)
            })
        }
        layoutAfterEditBelowDisplayedRows(firstMinY: firstMinY, oldVersion: oldVersion)
    }
}
