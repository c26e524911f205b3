import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A view controller whose view is a table it serves as data source and delegate, as UIKit's
/// `UITableViewController`.
///
/// Every data-source, table-delegate and scroll-delegate method is an `open` member, so subclasses
/// write `override func tableView(_:numberOfRowsInSection:)` exactly as on iOS. The members a
/// subclass leaves alone behave as UIKit's do when the method is missing (for example, without a
/// `heightForRowAt` override the table keeps uniform heights at O(sections) cost).
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let tableStyle: TableView.Style

    /// Whether the selection is cleared each time the view is about to appear. Default `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// The table reloaded when it first appeared: UIKit reloads each table once, on its first
    /// appearance.
    private weak var tableReloadedOnFirstAppearance: TableView?

    /// Creates a controller managing a table of `style`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller managing a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from an archive, as UIKit's `UITableViewController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The managed table, which is also the controller's root `view`.
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// The refresh control of the managed table, as UIKit's `UITableViewController.refreshControl`:
    /// the table view's ``ScrollView/refreshControl`` (reading or setting it loads the view).
    open var refreshControl: RefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Creates the table (320×480, the controller's style) with the controller as its data source
    /// and delegate.
    open override func loadView() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Reloads the table the first time it appears and clears the selection when
    /// ``clearsSelectionOnViewWillAppear`` is `true`, as UIKit's controller does.
    ///
    /// Apple ("UITableViewController"): the controller "implements the `viewWillAppear(_:)`
    /// method, automatically reloads the data for its table view on first appearance, and clears
    /// its selection". The reload happens even when app code already asked the table something
    /// (`cellForRow(at:)`, `indexPathsForVisibleRows`, `numberOfRows(inSection:)`), which loads
    /// its data early, before the model it shows may be set; so a controller configured that way
    /// before it is pushed shows its rows. Once per table: a table assigned later reloads on its
    /// own next appearance.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let tableView else { return }
        if tableView !== tableReloadedOnFirstAppearance {
            tableReloadedOnFirstAppearance = tableView
            tableView.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathsForSelectedRows {
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
        }
    }

    /// Enters or leaves editing mode and passes it on to the table, as UIKit's controller does
    /// for an Edit/Done button.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:) when it has rows")
    }
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.recordDefaultImplementation()
        return false
    }
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.recordDefaultImplementation()
    }
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.recordDefaultImplementation()
    }

    // MARK: Display

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}

    // MARK: Heights (defaults report "not implemented" to the table)

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.recordDefaultImplementation()
        return tableView.settings.rowHeight
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation()
        return tableView.settings.sectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation()
        return tableView.settings.sectionFooterHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.recordDefaultImplementation()
        return tableView.settings.estimatedRowHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation()
        return tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.recordDefaultImplementation()
        return tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.recordDefaultImplementation()
        return nil
    }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.recordDefaultImplementation()
        return nil
    }

    // MARK: Selection and accessories

    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: Primary actions

    open func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    // MARK: Editing

    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    { .delete }
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Delete" }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        nil
    }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }

    // MARK: Context menus

    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
    open func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    open func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    // MARK: Scroll view delegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
