import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Swipe actions: the simulated swipe that reveals a row's actions and the tap on one of them.
extension TableView {
    /// The edge a swipe starts from.
    public enum SwipeEdge: Sendable {
        /// From the leading edge: the delegate's leading actions.
        case leading
        /// From the trailing edge: the delegate's trailing actions, or Delete.
        case trailing
    }

    /// The gesture behind `simulate.swipeRow`; see ``Simulation``.
    @discardableResult
    func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing, fullSwipe: Bool = false)
        -> SwipeActionsConfiguration?
    {
        trapping { try checkedSwipeRow(at: indexPath, edge: edge, fullSwipe: fullSwipe) }
    }

    /// `simulate.swipeRow(at:edge:fullSwipe:)` that throws the exception an update of a fully swiped
    /// action's handler raises (see ``catchingUpdateExceptions(_:)``).
    func checkedSwipeRow(at indexPath: IndexPath, edge: SwipeEdge, fullSwipe: Bool) throws(TableViewException)
        -> SwipeActionsConfiguration?
    {
        layoutIfNeeded()
        precondition(isValidRow(indexPath), "swipeRow(at:): the table has no row at \(indexPath)")
        precondition(
            !settings.editing || content.rowState.swiped != nil,
            "swipeRow(at:): rows are not swiped while the table is editing")
        endSwipe()
        guard let configuration = swipeConfiguration(at: indexPath, edge: edge), !configuration.actions.isEmpty else {
            return nil
        }
        content.rowState.swiped = (indexPath, configuration)
        visibleCell(at: indexPath)?.setSwipedForConfiguration(true)
        recordCall(to: tableDelegate, .willBeginEditing(indexPath))
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        settings.editing = true
        visibleCell(at: indexPath)?.setShowingDeleteConfirmation(true)
        if fullSwipe && configuration.performsFirstActionWithFullSwipe {
            try checkedTapSwipeAction(at: 0)
        }
        return configuration
    }

    /// The gesture behind `simulate.tapSwipeAction`; see ``Simulation``.
    func tapSwipeAction(at index: Int) {
        trapping { try checkedTapSwipeAction(at: index) }
    }

    /// `simulate.tapSwipeAction(at:)` that throws the exception an update of the action's handler
    /// raises (see ``catchingUpdateExceptions(_:)``).
    func checkedTapSwipeAction(at index: Int) throws(TableViewException) {
        guard let (indexPath, configuration) = content.rowState.swiped else {
            preconditionFailure("tapSwipeAction(at:): no row has revealed actions; call swipeRow(at:) first")
        }
        precondition(configuration.actions.indices.contains(index), "tapSwipeAction(at:): no action \(index)")
        let action = configuration.actions[index]
        let source: View = indexPath.flatMap { visibleCell(at: $0) } ?? self
        try catchingUpdateExceptions {
            action.handler(action, source) { [weak self] _ in
                self?.endSwipe()
            }
        }
    }

    /// The gesture behind `simulate.cancelSwipe`; see ``Simulation``.
    func cancelSwipe() {
        endSwipe()
    }

    // MARK: - Internals

    private func swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        switch edge {
        case .leading:
            recordCall(to: tableDelegate, .leadingSwipeActions(indexPath))
            return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            recordCall(to: tableDelegate, .trailingSwipeActions(indexPath))
            if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            {
                return configuration
            }
            // The deprecated row actions come next: UIKit shows them when the trailing swipe
            // configuration is `nil` ("the default set of actions"), before the default Delete.
            recordCall(to: tableDelegate, .editActions(indexPath))
            if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty {
                let configuration = SwipeActionsConfiguration(
                    actions: rowActions.map { $0.contextualAction(forRowAt: indexPath) })
                // Row actions have no full swipe.
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
            recordCall(to: settings.dataSource, .canEditRow(indexPath))
            guard settings.dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
            recordCall(to: tableDelegate, .editingStyle(indexPath))
            guard (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else {
                return nil
            }
            recordCall(to: tableDelegate, .titleForDeleteConfirmation(indexPath))
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
                guard let self else { return }
                self.recordCall(to: self.settings.dataSource, .commit(.delete, indexPath))
                self.settings.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
                completion(true)
            }
            return SwipeActionsConfiguration(actions: [delete])
        }
    }

    /// Ends swipe editing, if a row is swiped: `didEndEditingRowAt` with the row's index path
    /// (`nil` when a batch update deleted the row meanwhile).
    func endSwipe() {
        guard let (indexPath, _) = content.rowState.swiped else { return }
        content.rowState.swiped = nil
        if let indexPath { visibleCell(at: indexPath)?.setSwipedForConfiguration(false) }
        settings.editing = false
        if let indexPath { visibleCell(at: indexPath)?.setShowingDeleteConfirmation(false) }
        recordCall(to: tableDelegate, .didEndEditing(indexPath))
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }
}
