import Foundation

/// The user's gestures on a table's rows, for tests. OpenTableView additions: UIKit has no such
/// API, since real touches produce these calls (see `Simulation`).
extension Simulation where Base: TableView {
    /// Simulates a user's tap on a row: UIKit's highlight and selection flow, with every delegate
    /// call. An OpenTableView addition for tests.
    ///
    /// `shouldHighlightRowAt` → `didHighlightRowAt` → `didUnhighlightRowAt` → then, in multiple
    /// selection on a selected row, `willDeselectRowAt` → `didDeselectRowAt`; otherwise
    /// `willSelectRowAt` (`nil` cancels, another path redirects) → for each other selected row in
    /// single selection `willDeselectRowAt` → `didDeselectRowAt` → `didSelectRowAt`, and
    /// `selectionDidChangeNotification`. Nothing happens when rows are not selectable in the
    /// current mode (``TableView/allowsSelection`` / ``TableView/allowsSelectionDuringEditing``) or
    /// `shouldHighlightRowAt` answers `false`.
    ///
    /// Primary actions (iOS 16+): outside multiple selection, the delegate is asked
    /// `canPerformPrimaryActionForRowAt` after `didUnhighlightRowAt`; when it agrees (by default,
    /// when the table is not editing), `performPrimaryActionForRowAt` follows `didSelectRowAt`
    /// and the notification, for the selected row, whether or not the selection changed; when
    /// `willSelectRowAt` answers `nil`, the selection is kept and the primary action is still
    /// performed for the tapped row, as Apple documents. A tap in multiple selection extends the
    /// selection and performs none.
    public func tapRow(at indexPath: IndexPath) {
        base.sessionStep(.gesture("simulate.tapRow(at: \(indexPath))")) { base.tapRow(at: indexPath) }
    }

    /// Simulates a swipe on a row and returns the actions it reveals, or `nil` when there are
    /// none. An OpenTableView addition for tests.
    ///
    /// Trailing: the delegate's configuration, or when it returns `nil`, the delegate's deprecated
    /// `editActionsForRowAt` row actions (without full swipe), or when there are none, a Delete action (titled by
    /// `titleForDeleteConfirmationButtonForRowAt`) for editable rows whose editing style is
    /// `.delete`; tapping it calls `commit(.delete, forRowAt:)`. Leading: the delegate's only.
    /// When actions are revealed the row enters swipe editing: `willBeginEditingRowAt`, and the
    /// table's ``TableView/isEditing`` is `true` until the swipe ends, and the row's cell shows its delete
    /// confirmation (``TableViewCell/showingDeleteConfirmation``, a transition to
    /// `[.showingDeleteConfirmation]` after `willBeginEditingRowAt`). A `fullSwipe` performs the first
    /// action at once when the configuration allows it.
    ///
    /// Difference from UIKit: UIKit shows the default Delete action only when the data source
    /// implements `commit(_:forRowAt:)`; Swift cannot tell whether an optional method without a
    /// return value is implemented, so it is shown whenever the row's editing style is `.delete`.
    ///
    /// An update of the performed action's handler that does not match the data raises UIKit's
    /// exception; the throwing variant, `checked.swipeRow(at:edge:fullSwipe:)`, throws it instead.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: TableView.SwipeEdge = .trailing, fullSwipe: Bool = false)
        -> SwipeActionsConfiguration?
    {
        base.sessionStep(.gesture("simulate.swipeRow(at: \(indexPath))")) {
            base.swipeRow(at: indexPath, edge: edge, fullSwipe: fullSwipe)
        }
    }

    /// Simulates a tap on the `index`-th action revealed by ``swipeRow(at:edge:fullSwipe:)``:
    /// runs its handler; when the handler calls its completion, the swipe ends
    /// (`didEndEditingRowAt`). An OpenTableView addition for tests.
    ///
    /// An update of the handler that does not match the data (the default Delete action calls
    /// the data source's `commit`) raises UIKit's exception; the throwing variant,
    /// `checked.tapSwipeAction(at:)`, throws it instead.
    public func tapSwipeAction(at index: Int) {
        base.sessionStep(.gesture("simulate.tapSwipeAction(at: \(index))")) { base.tapSwipeAction(at: index) }
    }

    /// Simulates a tap outside the revealed actions: the swipe ends without an action.
    public func cancelSwipe() {
        base.cancelSwipe()
    }

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
        base.sessionStep(.gesture("simulate.dragRow(at: \(source), to: \(proposed))")) {
            base.dragRow(at: source, to: proposed)
        }
    }

    /// Simulates a tap on a row's editing control in editing mode (the red minus followed by the
    /// Delete confirmation, or the green plus): the data source's `commit(_:forRowAt:)` receives
    /// the row's editing style. An OpenTableView addition for tests.
    ///
    /// For the red minus the row's cell shows its Delete confirmation around the commit: a
    /// transition to `[.showingEditControl, .showingDeleteConfirmation]` before it, and back to
    /// `[.showingEditControl]` after it (see `TableViewCell+StateTransitions.swift`).
    ///
    /// An update of the handler that does not match its data raises UIKit's exception; the
    /// throwing variant, `checked.tapEditingControl(forRowAt:)`, throws it instead.
    public func tapEditingControl(forRowAt indexPath: IndexPath) {
        base.sessionStep(.gesture("simulate.tapEditingControl(forRowAt: \(indexPath))")) {
            base.tapEditingControl(forRowAt: indexPath)
        }
    }

    /// Simulates a long press on a row, which shows the row's context menu when the delegate gives
    /// one. An OpenTableView addition for tests.
    ///
    /// The delegate is asked for the configuration
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, with `point`, or the centre of the
    /// row's rect when it is `nil`). `nil` ends the press: nothing else is called and `nil` is
    /// returned. Otherwise, in this order: `previewForHighlightingContextMenuWithConfiguration`,
    /// the configuration's preview provider, its action provider (with no suggested actions, as a
    /// table suggests none), then `willDisplayContextMenu` with an animator whose animations run and
    /// whose completions run as the menu is shown. The menu and the preview's view controller are
    /// then ``TableView/displayedContextMenu`` and ``TableView/displayedContextMenuPreview``; the configuration is
    /// returned.
    ///
    /// A configuration with neither a preview provider nor a menu is "an empty configuration", which
    /// UIKit documents to "begin the interaction and then fail with a cancellation effect": the
    /// providers are called, nothing is shown and `nil` is returned.
    ///
    /// Differences from UIKit: the row is not highlighted during the press (no
    /// `shouldHighlightRowAt`), and the menu is offered whether or not the table is editing.
    ///
    /// - Precondition: the table has the row, and no context menu is shown.
    @discardableResult
    public func showContextMenuForRow(at indexPath: IndexPath, point: CGPoint? = nil) -> ContextMenuConfiguration? {
        base.showContextMenuForRow(at: indexPath, point: point)
    }

    /// Simulates choosing the action titled `title` in the context menu on screen (the first such
    /// action, searched depth first through its submenus). An OpenTableView addition for tests.
    ///
    /// The menu goes away as `simulate.dismissContextMenu()` describes, and the action's handler runs
    /// after `willEndContextMenuInteraction` and its animations, before the animator's completions.
    ///
    /// - Precondition: a menu is shown and has an enabled, visible action titled `title`.
    public func chooseContextMenuAction(titled title: String) {
        base.chooseContextMenuAction(titled: title)
    }

    /// Simulates a tap on the preview of the context menu on screen, which commits it. An
    /// OpenTableView addition for tests.
    ///
    /// `willPerformPreviewActionForMenuWith` is called with a commit animator (its
    /// `previewViewController` is ``TableView/displayedContextMenuPreview``), whose animations run; then the
    /// menu goes away as `simulate.dismissContextMenu()` describes, and the commit animator's completions
    /// run, then the dismissal's. A delegate shows the previewed view controller from a completion,
    /// as UIKit's documentation advises.
    ///
    /// - Precondition: a context menu is shown.
    public func tapContextMenuPreview() {
        base.tapContextMenuPreview()
    }

    /// Simulates a tap outside the context menu on screen: it goes away without an action. An
    /// OpenTableView addition for tests.
    ///
    /// `previewForDismissingContextMenuWithConfiguration`, then `willEndContextMenuInteraction`
    /// with an animator whose animations and completions run.
    ///
    /// - Precondition: a context menu is shown.
    public func dismissContextMenu() {
        base.dismissContextMenu()
    }

    /// Simulates a tap on the detail button of a row's accessory: the delegate receives
    /// `accessoryButtonTappedForRowWith` instead of a selection. An OpenTableView addition.
    public func tapAccessoryButton(forRowAt indexPath: IndexPath) {
        base.sessionStep(.gesture("simulate.tapAccessoryButton(forRowAt: \(indexPath))")) {
            base.tapAccessoryButton(forRowAt: indexPath)
        }
    }

    /// Simulates a tap on the section index title at `index`: the data source names the section
    /// (`sectionForSectionIndexTitle`), and the table scrolls that section's top to the top of the
    /// visible area, as UIKit does. An OpenTableView addition for tests. Returns the section.
    @discardableResult
    public func tapSectionIndexTitle(at index: Int) -> Int {
        base.tapSectionIndexTitle(at: index)
    }
}
