import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The fast path for the most common update of a long list: one standalone `insertRows(at:with:)`
/// or `deleteRows(at:with:)` of a single row below the last displayed row.
///
/// Such an edit cannot move any displayed cell, so it needs neither the batch machinery (an
/// `UpdatePlan` with its maps, sets and dictionaries) nor a relayout: the table asks the data
/// source for its counts exactly as `endUpdates()` does, checks them, edits the height model in
/// place and keeps every cell, frame and the remembered visible range. Its cost is then the
/// count queries plus O(log n) and no allocation, instead of a fixed cost larger than a
/// `reloadData()` of a uniform table.
///
/// The observable behaviour is the general path's (see `apply(_:_:)`): the same data source and
/// delegate calls in the same order, the row-keyed state following its rows through the same
/// ``RowState/remap(through:)``, and the header/footer title caches cleared. Any edit it does not cover, and any
/// inconsistent count, goes through the general path with the counts already asked for, so
/// UIKit's exception is the same and the data source is asked once.
extension TableView {
    /// Applies a standalone one-row insert (`isInsert`) or delete at `indexPath` if it lies below
    /// the displayed rows. Returns `false`, having asked and changed nothing, when the edit is not
    /// of that kind; the caller then records it as a batch of one.
    func applyStandaloneRowEdit(at indexPath: IndexPath, isInsert: Bool) -> Bool {
        guard content.updateDepth == 0, content.pendingUpdate.isEmpty, indexPath.count == 2 else { return false }
        // A handler whose earlier update raised under a throwing simulation: ignored.
        if hasCaughtUpdateException { return true }
        loadDataIfNeeded()
        let section = indexPath.section
        let row = indexPath.row
        guard section >= 0, section < model.numberOfSections, row >= 0 else { return false }
        let rowsBefore = model.numberOfRows(inSection: section)
        // An insert's row is in the table after the update, a delete's before it.
        guard row < (isInsert ? rowsBefore + 1 : rowsBefore),
            let last = lastDisplayedGlobalRowIfFramed()
        else { return false }
        let global = model.globalIndex(row: row, section: section)
        guard global > last else { return false }
        let rowsAfter = rowsBefore + (isInsert ? 1 : -1)
        if let counts = standaloneCountCheck(changedIn: section, to: rowsAfter) {
            // Not consistent: the general path raises UIKit's exception for these counts.
            let operation: BatchUpdate.Operation = isInsert ? .insertRow(indexPath) : .deleteRow(indexPath)
            let update = BatchUpdate(operations: [operation])
            if let plan = planOrCatch({ () throws(TableViewException) in
                try checkedPlan(for: update, after: counts)
            }) {
                apply(update, plan)
            }
            return true
        }
        applyRowEdit(at: indexPath, section: section, row: row, global: global, isInsert: isInsert)
        content.standaloneRowEditCount += 1
        return true
    }

    /// Applies a validated one-row edit below the displayed rows (`section` and `row` are
    /// `indexPath`'s, read once; `global` is its global row index, the inserted row's after the
    /// edit or the deleted row's before it).
    private func applyRowEdit(at indexPath: IndexPath, section: Int, row: Int, global: Int, isInsert: Bool) {
        let oldVersion = content.modelVersion
        let originY = model.sectionsOriginY
        content.headerFooterDisplay.forgetSpaceOnlySections()
        if !content.rowState.isEmpty {
            content.rowState.remap(
                through: OneRowEditRemapping(section: section, row: row, global: global, isInsert: isInsert))
        }
        if isInsert {
            let height = newRowHeight(at: indexPath)
            model.insertRow(height.height, estimated: height.estimated, at: row, section: section)
        } else {
            model.removeRows(row..<row + 1, section: section)
        }
        applyTableLevelHeights(to: &model)
        layoutAfterEditBelowDisplayedRows(
            framesHold: model.sectionsOriginY == originY, oldVersion: oldVersion, editedGlobalRow: global)
    }

    /// Asks the data source for its counts, as ``currentRowCounts()`` does, call for call, and
    /// returns `nil` when they are the model's but for section `edited`, which has `expected`
    /// rows: the common case costs no allocation. Otherwise returns every count asked for.
    func standaloneCountCheck(changedIn edited: Int, to expected: Int) -> [Int]? {
        guard let dataSource = settings.dataSource else { return [0] }
        let sections = askNumberOfSections(dataSource)
        func expectedRows(_ section: Int) -> Int {
            section == edited ? expected : model.numberOfRows(inSection: section)
        }
        // Stays `nil` while every count matches; from the first mismatch on it collects them all.
        var counts: [Int]? = sections == model.numberOfSections ? nil : []
        for section in 0..<sections {
            let rows = askNumberOfRows(dataSource, inSection: section)
            if counts == nil && rows != expectedRows(section) {
                // Every earlier section matched: its count is the expected one.
                var asked = [Int]()
                asked.reserveCapacity(sections)
                for earlier in 0..<section { asked.append(expectedRows(earlier)) }
                counts = asked
            }
            counts?.append(rows)
        }
        return counts
    }
}
