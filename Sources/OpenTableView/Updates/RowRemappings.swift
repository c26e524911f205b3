import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A validated batch as a ``RowRemapping``: the plan maps index paths, and the height models
/// before and after the batch translate global indices.
struct BatchRemapping: RowRemapping {
    let plan: UpdatePlan
    let oldModel: TableLayoutModel
    let newModel: TableLayoutModel

    func newIndexPath(forOld old: IndexPath) -> IndexPath? { plan.newIndexPath(forOld: old) }

    func isReloaded(_ old: IndexPath) -> Bool { plan.isReloaded(old) }

    func newGlobalIndex(forOld old: Int) -> Int? {
        let location = oldModel.location(ofGlobalIndex: old)
        guard let new = plan.newIndexPath(forOld: IndexPath(row: location.row, section: location.section)) else {
            return nil
        }
        return newModel.globalIndex(row: new.row, section: new.section)
    }
}

/// One inserted or deleted row as a ``RowRemapping``, for the one-row edit below the displayed
/// rows: rows after it in its section, and every global index after it, shift by one. O(1) per
/// row, and no plan to build.
struct OneRowEditRemapping: RowRemapping {
    let section: Int
    let row: Int
    /// The edited row's global index (the inserted row's after the edit, the deleted row's before).
    let global: Int
    let isInsert: Bool

    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        let oldRow = old.row
        guard old.section == section, oldRow >= row else { return old }
        if isInsert { return IndexPath(row: oldRow + 1, section: section) }
        return oldRow == row ? nil : IndexPath(row: oldRow - 1, section: section)
    }

    func isReloaded(_ old: IndexPath) -> Bool { false }

    func newGlobalIndex(forOld old: Int) -> Int? {
        if old < global { return old }
        if isInsert { return old + 1 }
        return old == global ? nil : old - 1
    }
}
