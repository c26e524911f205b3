import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Editing mode: cells show insertion/deletion controls and indent, as in UIKit.
extension TableView {
    /// What ``setEditing(_:animated:)`` does; see there.
    func applyEditing(_ editing: Bool, animated: Bool) {
        // While a row is swiped ``isEditing`` is already `true`; entering editing mode proper then
        // still ends the swipe and puts every cell into editing mode.
        guard editing != settings.editing || content.rowState.swiped != nil else { return }
        endSwipe()
        settings.editing = editing
        for (offset, cell) in content.displayedRows.cells.enumerated() {
            configureEditing(cell, at: indexPathForVisibleOffset(offset), animated: animated)
        }
    }

    /// The gesture behind `simulate.tapEditingControl`; see ``Simulation``.
    func tapEditingControl(forRowAt indexPath: IndexPath) {
        trapping { try checkedTapEditingControl(forRowAt: indexPath) }
    }

    // MARK: - Internals

    /// `simulate.tapEditingControl(forRowAt:)` that throws the exception an update of the data source's
    /// `commit` raises (see ``catchingUpdateExceptions(_:)``).
    func checkedTapEditingControl(forRowAt indexPath: IndexPath) throws(TableViewException) {
        layoutIfNeeded()
        precondition(settings.editing, "tapEditingControl(forRowAt:): the table is not in editing mode")
        precondition(isValidRow(indexPath), "tapEditingControl(forRowAt:): the table has no row at \(indexPath)")
        let style = editingStyle(forRowAt: indexPath)
        precondition(style != .none, "tapEditingControl(forRowAt:): row \(indexPath) shows no editing control")
        // The red minus reveals the Delete confirmation, whose tap commits; then it hides.
        let confirming = style == .delete ? visibleCell(at: indexPath) : nil
        confirming?.setShowingDeleteConfirmation(true)
        defer { confirming?.setShowingDeleteConfirmation(false) }
        recordCall(to: settings.dataSource, .commit(style, indexPath))
        try catchingUpdateExceptions { settings.dataSource?.tableView(self, commit: style, forRowAt: indexPath) }
    }

    /// The editing style a row shows: none for rows the data source says cannot be edited, and
    /// none without asking when several rows can be selected while editing (UIKit then shows
    /// check marks instead of controls).
    func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        recordCall(to: settings.dataSource, .canEditRow(indexPath))
        guard settings.dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        if allowsMultipleSelectionDuringEditing { return .none }
        recordCall(to: tableDelegate, .editingStyle(indexPath))
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Whether the table is in editing mode proper: ``isEditing`` is also `true` while a row's
    /// swipe actions are revealed, but then "no insertion/deletion/reorder controls are shown"
    /// (Apple's `tableView(_:willBeginEditingRowAt:)` documentation), so cells stay out of it.
    var isInEditingMode: Bool { settings.editing && content.rowState.swiped == nil }

    /// Brings a cell's editing state in line with the table's editing mode.
    func configureEditing(_ cell: TableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editing = isInEditingMode
        if editing {
            cell.editingStyleStorage = editingStyle(forRowAt: indexPath)
            recordCall(to: tableDelegate, .shouldIndentWhileEditing(indexPath))
            cell.shouldIndentWhileEditing =
                tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        }
        if cell.isEditing != editing {
            recordCall(.cell(.setEditing(editing, animated: animated), at: indexPath))
            cell.setEditing(editing, animated: animated)
        }
        // A reused cell may come back from a row whose actions were revealed.
        let confirming = content.rowState.swiped.map { $0.indexPath == indexPath } ?? false
        if cell.showingDeleteConfirmation != confirming { cell.setShowingDeleteConfirmation(confirming) }
    }
}
