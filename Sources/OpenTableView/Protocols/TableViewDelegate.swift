import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Receives a table's display, selection, height and editing events, as UIKit's
/// `UITableViewDelegate`. It refines ``ScrollViewDelegate`` as UIKit's protocol does.
///
/// Every method is optional, with a default that reproduces UIKit's behaviour when the method is
/// missing. The height methods' defaults are detected by the table (see `TableMethod`), so
/// a delegate without `tableView(_:heightForRowAt:)` keeps a uniform table at O(sections) cost.
/// The same static-dispatch caveat as ``TableViewDataSource`` applies.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    // MARK: Display
    /// The table is about to show `cell` for the row; the cell is configured and framed.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The table is about to show a section header view.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// The table is about to show a section footer view.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// The cell left the screen (or the table reloaded) and went back to the reuse pool.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A header view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A footer view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)

    // MARK: Heights
    /// The row's height. Unimplemented: the table uses ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height. Unimplemented: ``TableView/sectionHeaderHeight`` or the style default.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height. Unimplemented: ``TableView/sectionFooterHeight`` or the style default.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the row's height; implementing it turns row estimation on.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the header's height. Accepted for source compatibility; headers are always
    /// resolved exactly headless (see Compatibility/Porting.md).
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of the footer's height. Accepted for source compatibility, as the header one.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Header and footer views
    /// A custom header view, or `nil` to use the title (if any). Default: `nil`.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view, or `nil` to use the title (if any). Default: `nil`.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

    // MARK: Accessories
    /// The user tapped the row's detail button (``TableViewCell/AccessoryType/detailButton`` or
    /// ``TableViewCell/AccessoryType/detailDisclosureButton``).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Highlight and selection
    /// Whether a touch on the row highlights it. Default: `true`.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted at touch-down.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed at touch-up.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row is about to be selected; return another path to redirect, `nil` to cancel.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row is about to be deselected; return another path to redirect, `nil` to cancel.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by the user.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected by the user.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Editing
    /// The editing style of the row. Default: `.delete` for editable rows.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the delete-confirmation button. Default: `"Delete"`.
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content indents while editing. Default: `true`.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The row entered swipe-to-edit mode.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row left swipe-to-edit mode.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a dragged row may land. Default: the proposed destination.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The row's indentation level. Default: 0.
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // MARK: Primary actions
    /// Whether a tap on the row performs its primary action (iOS 16+). Default: `true` when the
    /// table is not editing, `false` when it is (Apple).
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// Perform the row's primary action, such as showing its detail (iOS 16+). Called after
    /// `willSelectRowAt` and `didSelectRowAt` (see `simulate.tapRow(at:)`).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // MARK: Swipe actions
    /// The actions a swipe from the leading edge reveals, or `nil` for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals, or `nil` for the default (the
    /// `editActionsForRowAt` actions if any, else Delete for rows whose editing style is delete).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The row actions a trailing swipe reveals when the delegate gives no trailing swipe
    /// configuration, as UIKit's deprecated `tableView(_:editActionsForRowAt:)`. Default: `nil`.
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?

    // MARK: Context menus
    /// The context menu a long press on the row shows, or `nil` for none; `point` is where the
    /// press is, in the table's coordinates. Default: `nil`. See
    /// `simulate.showContextMenuForRow(at:point:)`.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    /// A view to preview instead of the row as the menu appears, or `nil` for the row. Default: `nil`.
    func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// A view for the preview to return to as the menu goes away, or `nil` for the row. Default: `nil`.
    func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The user tapped the menu's preview; show what it previews from one of `animator`'s
    /// completions. Default: nothing.
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    /// The menu is about to appear (iOS 14). Default: nothing.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu is about to go away (iOS 14). Default: nothing.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tableView.recordDefaultImplementation(.willDisplay)
    }
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tableView.recordDefaultImplementation(.didEndDisplaying)
    }
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.recordDefaultImplementation(.heightForRow)
        return tableView.settings.rowHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation(.heightForHeader)
        return tableView.settings.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation(.heightForFooter)
        return tableView.settings.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.recordDefaultImplementation(.estimatedHeightForRow)
        return tableView.settings.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation(.estimatedHeightForHeader)
        return tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation(.estimatedHeightForFooter)
        return tableView.estimatedSectionFooterHeight
    }

    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.recordDefaultImplementation(.viewForHeader)
        return nil
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.recordDefaultImplementation(.viewForFooter)
        return nil
    }

    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Delete" }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableView.recordDefaultImplementation(.indentationLevel)
        return 0
    }
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        nil
    }
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    public func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    public func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
