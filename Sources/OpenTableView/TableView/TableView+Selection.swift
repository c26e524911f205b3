import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Selection: programmatic (no delegate calls, as UIKit) and the simulated user tap (UIKit's
/// full highlight → select flow).
extension TableView {
    /// The work of ``indexPathForSelectedRow``, behind its open entry point in the class body.
    var indexPathForSelectedRowImplementation: IndexPath? {
        content.rowState.selected.min()
    }

    /// The work of ``indexPathsForSelectedRows``, behind its open entry point in the class body.
    var indexPathsForSelectedRowsImplementation: [IndexPath]? {
        content.rowState.selected.isEmpty ? nil : content.rowState.selected.sorted()
    }

    /// The work of ``selectRow(at:animated:scrollPosition:)``, behind its open entry point in the class body.
    func selectRowImplementation(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        trapping { try checkedSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    }

    /// ``selectRow(at:animated:scrollPosition:)``, throwing UIKit's exception for an index path
    /// that is not a row before anything changes.
    func checkedSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
        throws(TableViewException)
    {
        guard let indexPath else {
            for row in content.rowState.selected.sorted() { setRowSelected(false, at: row, animated: animated) }
            return
        }
        try checkScrollTarget(indexPath)
        if !allowsMultipleSelectionInCurrentMode {
            for row in content.rowState.selected.sorted() where row != indexPath {
                setRowSelected(false, at: row, animated: animated)
            }
        }
        setRowSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none {
            try checkedScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// The work of ``deselectRow(at:animated:)``, behind its open entry point in the class body.
    func deselectRowImplementation(at indexPath: IndexPath, animated: Bool) {
        setRowSelected(false, at: indexPath, animated: animated)
    }

    /// The gesture behind `simulate.tapRow`; see ``Simulation``.
    func tapRow(at indexPath: IndexPath) {
        layoutIfNeeded()
        precondition(isValidRow(indexPath), "tapRow(at:): the table has no row at \(indexPath)")
        // The tap reaches the gesture recognizers first; one that recognizes it and cancels the
        // touches in the view keeps the row from being selected (`cancelsTouchesInView`).
        guard !offerTapToGestureRecognizers(at: indexPath) else { return }
        guard allowsSelectionInCurrentMode else { return }
        let delegate = tableDelegate
        recordCall(to: delegate, .shouldHighlight(indexPath))
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        setCellHighlighted(true, at: indexPath)
        recordCall(to: delegate, .didHighlight(indexPath))
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        setCellHighlighted(false, at: indexPath)
        recordCall(to: delegate, .didUnhighlight(indexPath))
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)

        if allowsMultipleSelectionInCurrentMode && content.rowState.selected.contains(indexPath) {
            userDeselect(indexPath)
            postSelectionDidChange()
            return
        }
        // A tap that extends a multiple selection is not a primary action (Apple,
        // `tableView(_:performPrimaryActionForRowAt:)`).
        let performsPrimaryAction =
            !allowsMultipleSelectionInCurrentMode && askCanPerformPrimaryAction(delegate, at: indexPath)
        let target: IndexPath
        if let delegate {
            recordCall(.willSelect(indexPath))
            guard let redirected = delegate.tableView(self, willSelectRowAt: indexPath) else {
                // The selection is kept, and a button-style row still performs its action.
                if performsPrimaryAction {
                    recordCall(.performPrimaryAction(indexPath))
                    delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
                }
                return
            }
            target = redirected
        } else {
            target = indexPath
        }
        if !allowsMultipleSelectionInCurrentMode {
            for row in content.rowState.selected.sorted() where row != target { userDeselect(row) }
        }
        setRowSelected(true, at: target, animated: false)
        // A storyboard segue connected to the cell performs before `didSelectRowAt`, as UIKit's
        // does (`Compatibility/InterfaceBuilder.md`, "Segues").
        if let cell = cellForRow(at: target), let segue = cell.interfaceBuilderSelectionSegue { segue(cell) }
        recordCall(to: delegate, .didSelect(target))
        delegate?.tableView(self, didSelectRowAt: target)
        postSelectionDidChange()
        if performsPrimaryAction {
            recordCall(to: delegate, .performPrimaryAction(target))
            delegate?.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    /// `tableView(_:canPerformPrimaryActionForRowAt:)`; `false` without a delegate.
    private func askCanPerformPrimaryAction(_ delegate: TableViewDelegate?, at indexPath: IndexPath) -> Bool {
        guard let delegate else { return false }
        recordCall(.canPerformPrimaryAction(indexPath))
        return delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath)
    }

    /// Highlights or unhighlights the row's cell, if it has one, for a tap.
    private func setCellHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        guard let cell = cellForRowImplementation(at: indexPath) else { return }
        recordCall(.cell(.setHighlighted(highlighted, animated: false), at: indexPath))
        cell.setHighlighted(highlighted, animated: false)
    }

    /// The gesture behind `simulate.tapAccessoryButton`; see ``Simulation``.
    func tapAccessoryButton(forRowAt indexPath: IndexPath) {
        layoutIfNeeded()
        precondition(isValidRow(indexPath), "tapAccessoryButton(forRowAt:): the table has no row at \(indexPath)")
        recordCall(to: tableDelegate, .accessoryButtonTapped(indexPath))
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: - Internals

    var allowsSelectionInCurrentMode: Bool {
        settings.editing ? allowsSelectionDuringEditing : allowsSelection
    }

    var allowsMultipleSelectionInCurrentMode: Bool {
        settings.editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The user deselects a row: `willDeselectRowAt` may cancel or redirect.
    private func userDeselect(_ indexPath: IndexPath) {
        var target = indexPath
        if let delegate = tableDelegate {
            recordCall(.willDeselect(indexPath))
            guard let redirected = delegate.tableView(self, willDeselectRowAt: indexPath) else { return }
            target = redirected
        }
        setRowSelected(false, at: target, animated: false)
        recordCall(to: tableDelegate, .didDeselect(target))
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Changes the selection set and the visible cell's state together.
    func setRowSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        if selected {
            content.rowState.selected.insert(indexPath)
        } else {
            content.rowState.selected.remove(indexPath)
        }
        if let cell = visibleCell(at: indexPath), cell.isSelected != selected {
            recordCall(.cell(.setSelected(selected, animated: animated), at: indexPath))
            cell.setSelected(selected, animated: animated)
        }
    }

    /// The visible cell of a row without running layout (used while layout state is consistent).
    func visibleCell(at indexPath: IndexPath) -> TableViewCell? {
        guard isValidRow(indexPath) else { return nil }
        return content.displayedRows.cell(atGlobal: model.globalIndex(row: indexPath.row, section: indexPath.section))
    }

    private func postSelectionDidChange() {
        NotificationCenter.default.post(name: TableView.selectionDidChangeNotification, object: self)
    }
}
