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

    /// Loads the table from the controller's storyboard scene or nib, as UIKit's does, else
    /// creates it (320×480, the controller's style) with the controller as its data source and
    /// delegate.
    open override func loadView() {
        if loadViewFromInterfaceBuilder() { return }
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

    // A storyboard's static-cells table answers from its static sections
    // (`InterfaceBuilder/TableViewController+StaticContent.swift`), as UIKit's controller does.

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticSections(of: tableView)?[section].cells.count ?? 0
    }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let sections = staticSections(of: tableView) { return sections[indexPath.section].cells[indexPath.row] }
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:) when it has rows")
    }
    open func numberOfSections(in tableView: TableView) -> Int {
        if let sections = staticSections(of: tableView) { return sections.count }
        return forwardToDefault(.numberOfSections, tableView) { $0.numberOfSections(in: tableView) }
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        if let sections = staticSections(of: tableView) { return sections[section].headerTitle }
        return forwardToDefault(.titleForHeader, tableView) {
            $0.tableView(tableView, titleForHeaderInSection: section)
        }
    }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        if let sections = staticSections(of: tableView) { return sections[section].footerTitle }
        return forwardToDefault(.titleForFooter, tableView) {
            $0.tableView(tableView, titleForFooterInSection: section)
        }
    }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        forwardToDefault(.canEditRow, tableView) { $0.tableView(tableView, canEditRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forwardToDefault(.canMoveRow, tableView) { $0.tableView(tableView, canMoveRowAt: indexPath) }
    }
    open func sectionIndexTitles(for tableView: TableView) -> [String]? {
        forwardToDefault(.sectionIndexTitles, tableView) { $0.sectionIndexTitles(for: tableView) }
    }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        forwardToDefault(.sectionForSectionIndexTitle, tableView) {
            $0.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }
    }
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        forwardToDefault(.commit, tableView) { $0.tableView(tableView, commit: editingStyle, forRowAt: indexPath) }
    }
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        forwardToDefault(.moveRow, tableView) {
            $0.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    // MARK: Display

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        forwardToDefault(.willDisplay, tableView) { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        forwardToDefault(.willDisplayHeader, tableView) {
            $0.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
    }
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        forwardToDefault(.willDisplayFooter, tableView) {
            $0.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
    }
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        forwardToDefault(.didEndDisplaying, tableView) {
            $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        forwardToDefault(.didEndDisplayingHeader, tableView) {
            $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
    }
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        forwardToDefault(.didEndDisplayingFooter, tableView) {
            $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    // MARK: Heights (defaults report "not implemented" to the table)

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let height = staticRowHeight(tableView, at: indexPath) { return height }
        return forwardToDefault(.heightForRow, tableView) { $0.tableView(tableView, heightForRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        if let height = staticSectionHeight(tableView, section: section, header: true) { return height }
        return forwardToDefault(.heightForHeader, tableView) {
            $0.tableView(tableView, heightForHeaderInSection: section)
        }
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        if let height = staticSectionHeight(tableView, section: section, header: false) { return height }
        return forwardToDefault(.heightForFooter, tableView) {
            $0.tableView(tableView, heightForFooterInSection: section)
        }
    }
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        forwardToDefault(.estimatedHeightForRow, tableView) {
            $0.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forwardToDefault(.estimatedHeightForHeader, tableView) {
            $0.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
    }
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forwardToDefault(.estimatedHeightForFooter, tableView) {
            $0.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        forwardToDefault(.viewForHeader, tableView) { $0.tableView(tableView, viewForHeaderInSection: section) }
    }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        forwardToDefault(.viewForFooter, tableView) { $0.tableView(tableView, viewForFooterInSection: section) }
    }

    // MARK: Selection and accessories

    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forwardToDefault(.accessoryButtonTapped, tableView) {
            $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forwardToDefault(.shouldHighlight, tableView) { $0.tableView(tableView, shouldHighlightRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        forwardToDefault(.didHighlight, tableView) { $0.tableView(tableView, didHighlightRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        forwardToDefault(.didUnhighlight, tableView) { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forwardToDefault(.willSelect, tableView) { $0.tableView(tableView, willSelectRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forwardToDefault(.willDeselect, tableView) { $0.tableView(tableView, willDeselectRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        forwardToDefault(.didSelect, tableView) { $0.tableView(tableView, didSelectRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        forwardToDefault(.didDeselect, tableView) { $0.tableView(tableView, didDeselectRowAt: indexPath) }
    }

    // MARK: Primary actions

    open func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        forwardToDefault(.canPerformPrimaryAction, tableView) {
            $0.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forwardToDefault(.performPrimaryAction, tableView) {
            $0.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }
    }

    // MARK: Editing

    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    {
        forwardToDefault(.editingStyle, tableView) { $0.tableView(tableView, editingStyleForRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        forwardToDefault(.titleForDeleteConfirmation, tableView) {
            $0.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forwardToDefault(.shouldIndentWhileEditing, tableView) {
            $0.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        forwardToDefault(.willBeginEditing, tableView) { $0.tableView(tableView, willBeginEditingRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        forwardToDefault(.didEndEditing, tableView) { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
    }
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forwardToDefault(.targetIndexPathForMove, tableView) {
            $0.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
    }
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        forwardToDefault(.indentationLevel, tableView) { $0.tableView(tableView, indentationLevelForRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        forwardToDefault(.editActions, tableView) { $0.tableView(tableView, editActionsForRowAt: indexPath) }
    }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        forwardToDefault(.leadingSwipeActions, tableView) {
            $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        forwardToDefault(.trailingSwipeActions, tableView) {
            $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    // MARK: Context menus

    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    {
        forwardToDefault(.contextMenuConfiguration, tableView) {
            $0.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }
    open func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        forwardToDefault(.previewForHighlightingContextMenu, tableView) {
            $0.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }
    open func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        forwardToDefault(.previewForDismissingContextMenu, tableView) {
            $0.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }
    open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        forwardToDefault(.willPerformPreviewAction, tableView) {
            $0.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        forwardToDefault(.willDisplayContextMenu, tableView) {
            $0.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        }
    }
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        forwardToDefault(.willEndContextMenuInteraction, tableView) {
            $0.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

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
