import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// A headless table: a scroll view that shows rows in sections, as UIKit's `UITableView`.
///
/// The table asks its ``dataSource`` for the structure at ``reloadData()`` and keeps it as a
/// height model of sections and rows (see `Model/`); it asks for cells only for rows that are laid
/// out, in `layoutSubviews()` (see `Layout/TableView+LayoutPass.swift`). Behaviour, defaults and
/// misuse messages follow UIKit on iOS 17; differences are listed in `Compatibility/Porting.md`.
@preconcurrency @MainActor
open class TableView: ScrollView {
    // MARK: - UIKit's members, open as UIKit declares them
    //
    // Every member UIKit declares `open` is declared here, in the class body, so that an app's
    // subclass or test double can override it: Swift cannot override a member declared in an
    // extension. Each is a thin entry point, grouped and ordered as UIKit's reference lists them.
    // The methods call their implementation (`…Implementation`) in the file of their concern; the
    // properties the layout pass reads keep their storage in `settings` (`TableSettings.swift`).
    // The table itself calls the implementations and reads the storage, so an override is seen by
    // the code that calls the member (the app, its tests, a controller or diffable data source
    // driving the table); `Compatibility/API.md` ("Declarations") lists the calls that do go
    // through the overridable members, as UIKit's do.

    // MARK: Creating a table view

    /// Creates a table with a frame and a style, as `UITableView(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        settings.style = style
        super.init(frame: frame)
        layoutMarginsStorage = TableMetrics.tableLayoutMargins
        joinSessionScope()
    }

    /// Creates the table view from an archive, as UIKit's `UITableView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`), with the
    /// decoder's frame and table style (`NibDecoder.tableStyle`, plain by default).
    public required init?(coder: NSCoder) {
        settings.style = (coder as? NibDecoder)?.tableStyle ?? .plain
        super.init(coder: coder)
        layoutMarginsStorage = TableMetrics.tableLayoutMargins
        joinSessionScope()
    }

    /// Creates a plain table, as `UITableView(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Providing the table's data and cells

    /// The object that supplies sections, rows and cells (weak, as in UIKit).
    ///
    /// Setting it schedules a reload at the next layout or query, as UIKit does.
    open var dataSource: TableViewDataSource? {
        get { settings.dataSource }
        set {
            settings.dataSource = newValue
            dataSourceDidChange()
        }
    }

    /// The object that prefetches data for rows about to appear (weak); `nil` disables
    /// prefetching. See `Prefetching/TableView+Prefetching.swift` for the look-ahead.
    open var prefetchDataSource: TableViewDataSourcePrefetching? {
        get { settings.prefetchDataSource }
        set { settings.prefetchDataSource = newValue }
    }

    /// Whether the table prefetches. Default `true` (iOS 15+); `false` also stops data prefetching.
    open var isPrefetchingEnabled: Bool {
        get { settings.isPrefetchingEnabled }
        set { settings.isPrefetchingEnabled = newValue }
    }

    // MARK: Recycling table view cells

    /// Registers a cell class for `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`.
    ///
    /// Registering again replaces the class; `nil` unregisters. New cells are created with
    /// `init(style: .default, reuseIdentifier:)`, which is why that initializer is `required`.
    open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registerImplementation(cellClass, forCellReuseIdentifier: identifier)
    }

    /// A cell for `identifier`, queued or new, framed for the row at `indexPath`, as UIKit's
    /// `dequeueReusableCell(withIdentifier:for:)`.
    ///
    /// Raises UIKit's "unable to dequeue a cell with identifier …" exception when no class is
    /// registered for `identifier` (even if cells for it are queued), and "request for rect at
    /// invalid index path" when `indexPath` is not a row of the table.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCellImplementation(withIdentifier: identifier, for: indexPath)
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`), else a new cell of the
    /// registered class, else `nil`, as UIKit's `dequeueReusableCell(withIdentifier:)`.
    /// - Complexity: O(1).
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        dequeueReusableCellImplementation(withIdentifier: identifier)
    }

    // MARK: Recycling section headers and footers

    /// Registers a header/footer view class for `identifier`, as UIKit's
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`. `nil` unregisters.
    open func register(_ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String)
    { registerImplementation(aClass, forHeaderFooterViewReuseIdentifier: identifier) }

    /// Registers a nib whose one top-level object is a cell, for `identifier`, as UIKit's
    /// `register(_:forCellReuseIdentifier:)`: new cells are instantiated from the nib (through
    /// `init?(coder:)`, then `awakeFromNib()`). Registering again replaces the class or nib;
    /// `nil` unregisters. A storyboard's prototype cells are registered this way when their table
    /// loads.
    open func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        registerImplementation(nib, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is a header/footer view, for `identifier`, as
    /// UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`. `nil` unregisters.
    open func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerImplementation(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A queued header/footer view for `identifier`, else a new one of the registered class, else
    /// `nil`, as UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        dequeueReusableHeaderFooterViewImplementation(withIdentifier: identifier)
    }

    // MARK: Managing interactions with the table

    /// The table's delegate (weak). Narrows ``ScrollView``'s `delegate` to a ``TableViewDelegate``,
    /// as UIKit's `UITableView.delegate` does; it is also the scroll view delegate.
    open var delegate: TableViewDelegate? {
        get { tableDelegate }
        set { scrollDelegate = newValue }
    }

    // MARK: Configuring the table's appearance

    /// The table's style, fixed at creation.
    open var style: Style { settings.style }

    /// A view above the first section; the table keeps its height and sets its width.
    open var tableHeaderView: View? {
        get { settings.tableHeaderView }
        set {
            let old = settings.tableHeaderView
            settings.tableHeaderView = newValue
            replaceAccessoryView(old, with: newValue)
        }
    }

    /// A view below the last section; the table keeps its height and sets its width.
    open var tableFooterView: View? {
        get { settings.tableFooterView }
        set {
            let old = settings.tableFooterView
            settings.tableFooterView = newValue
            replaceAccessoryView(old, with: newValue)
        }
    }

    /// A view behind the table's content, sized to the table.
    open var backgroundView: View? {
        get { settings.backgroundView }
        set {
            let old = settings.backgroundView
            settings.backgroundView = newValue
            replaceBackgroundView(old, with: newValue)
        }
    }

    /// Which elements hug their content rather than fill the table's width (iOS 18). Default
    /// `[]`, UIKit's default outside visionOS. Recorded only: headers keep the table's width.
    open var contentHuggingElements: TableViewContentHuggingElements = []

    // MARK: Configuring cell height and layout

    /// The height of every row when the delegate does not implement
    /// `tableView(_:heightForRowAt:)`. Default ``automaticDimension``: rows size themselves.
    ///
    /// A negative value other than ``automaticDimension``, NaN or infinity raises UIKit's
    /// "Invalid table view rowHeight" exception.
    open var rowHeight: CGFloat {
        get { settings.rowHeight }
        set {
            trapping { try Messages.invalidRowHeight(newValue).throwIfPresent() }
            let old = settings.rowHeight
            settings.rowHeight = newValue
            invalidateHeights(old, newValue)
        }
    }

    /// The estimate for rows not yet laid out. Default ``automaticDimension`` (estimation on for
    /// self-sizing rows); 0 turns estimation off; a positive value turns it on for every table.
    open var estimatedRowHeight: CGFloat {
        get { settings.estimatedRowHeight }
        set {
            let old = settings.estimatedRowHeight
            settings.estimatedRowHeight = newValue
            invalidateHeights(old, newValue)
        }
    }

    /// Whether cell margins follow the readable width. Default `false`. Recorded only.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether content views are inset to the safe area. Default `true`. No effect headless.
    open var insetsContentViewsToSafeArea = true
    /// Height of filler rows below the content; 0 (the iOS 15+ default) shows none. Recorded only.
    open var fillerRowHeight: CGFloat = 0
    /// Whether a self-sizing cell that calls `invalidateIntrinsicContentSize()` (on itself or its
    /// content view) is measured again. Default ``SelfSizingInvalidation/enabled``: the row takes
    /// its new height at the next layout pass, and the rows below move (see
    /// `TableView+SelfSizingInvalidation.swift`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    // MARK: Configuring header and footer heights

    /// The header height when the delegate gives none. Default ``automaticDimension``.
    open var sectionHeaderHeight: CGFloat {
        get { settings.sectionHeaderHeight }
        set {
            let old = settings.sectionHeaderHeight
            settings.sectionHeaderHeight = newValue
            invalidateHeights(old, newValue)
        }
    }

    /// The footer height when the delegate gives none. Default ``automaticDimension``.
    open var sectionFooterHeight: CGFloat {
        get { settings.sectionFooterHeight }
        set {
            let old = settings.sectionFooterHeight
            settings.sectionFooterHeight = newValue
            invalidateHeights(old, newValue)
        }
    }

    /// Header estimate. Default ``automaticDimension``. Headless, headers are always resolved
    /// exactly at reload, so this only exists for source compatibility.
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Footer estimate. Default ``automaticDimension``; source compatibility only, as the header one.
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Padding above each section header (iOS 15+). Default ``automaticDimension``: 22 in plain
    /// style above sections that have a header, 0 in grouped styles.
    open var sectionHeaderTopPadding: CGFloat {
        get { settings.sectionHeaderTopPadding }
        set {
            let old = settings.sectionHeaderTopPadding
            settings.sectionHeaderTopPadding = newValue
            invalidateHeights(old, newValue)
        }
    }

    // MARK: Customizing the separator appearance

    /// The separator style. Default ``SeparatorStyle/singleLine``. Separators are not drawn headless.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The separator color. Default ``Color/separator``.
    open var separatorColor: Color? = .separator
    /// Default separator insets for cells; only left and right count. Default 16 points on the left.
    open var separatorInset = EdgeInsets(top: 0, left: TableMetrics.separatorInsetLeft, bottom: 0, right: 0)
    /// How ``separatorInset`` and the cells' `separatorInset` are read. Default
    /// ``SeparatorInsetReference/fromCellEdges``. Recorded only: separators are not drawn.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

    // MARK: Getting the number of rows and sections

    /// The number of rows in `section`, as UIKit's `numberOfRows(inSection:)`.
    ///
    /// An out-of-range section raises UIKit's "Requested the number of rows for section (…) which
    /// is out of bounds." exception.
    open func numberOfRows(inSection section: Int) -> Int { numberOfRowsImplementation(inSection: section) }

    /// The number of sections, as UIKit's `numberOfSections`. Loads the data if needed.
    open var numberOfSections: Int { numberOfSectionsImplementation }

    // MARK: Getting cells and section-based views

    /// The cell of a visible row, or `nil` when the row is not visible or does not exist.
    /// - Complexity: O(log sections) after layout.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellForRowImplementation(at: indexPath) }

    /// The displayed header view of a section, or `nil` (not visible, or only space).
    open func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        headerViewImplementation(forSection: section)
    }

    /// The displayed footer view of a section, or `nil` (not visible, or only space).
    open func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        footerViewImplementation(forSection: section)
    }

    /// The index path of a visible cell, or `nil` when the cell is not visible.
    /// - Complexity: O(visible rows).
    open func indexPath(for cell: TableViewCell) -> IndexPath? { indexPathImplementation(for: cell) }

    /// The row under a point in content coordinates, or `nil` in headers, footers, paddings,
    /// table header/footer views and past the last row.
    /// - Complexity: O(log sections + log rows).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForRowImplementation(at: point) }

    /// The rows intersecting a rectangle in content coordinates, top to bottom; empty when none.
    /// A row that only touches the rectangle's bottom edge is not included.
    /// - Complexity: O(log sections + log rows + result).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { indexPathsForRowsImplementation(in: rect) }

    /// The cells of the visible rows, top to bottom.
    open var visibleCells: [TableViewCell] { visibleCellsImplementation }

    /// The index paths of the visible rows, top to bottom, or `nil` when no row is visible.
    open var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRowsImplementation }

    // MARK: Selecting rows

    /// The selected row with the lowest index path, or `nil`.
    open var indexPathForSelectedRow: IndexPath? { indexPathForSelectedRowImplementation }

    /// The selected rows in ascending order, or `nil` when none is selected (never empty).
    open var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedRowsImplementation }

    /// Selects a row without telling the delegate, as UIKit's `selectRow(at:animated:scrollPosition:)`.
    ///
    /// `nil` clears the selection. In single selection the previous row is deselected. The table
    /// scrolls the row to `scrollPosition`; `.none` means no scrolling at all (not the minimal
    /// scrolling `scrollToRow` does), as UIKit documents. An index path that is not a row raises
    /// UIKit's out-of-bounds `NSRangeException` (UIKit raises it for scrolling positions; headless
    /// it is raised for `.none` too rather than selecting a row that does not exist).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        sessionStep(.selection("selectRow(at: \(indexPath.map { "\($0)" } ?? "nil"))")) {
            selectRowImplementation(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
    }

    /// Deselects a row without telling the delegate or scrolling, as UIKit's `deselectRow(at:animated:)`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        sessionStep(.selection("deselectRow(at: \(indexPath))")) {
            deselectRowImplementation(at: indexPath, animated: animated)
        }
    }

    /// Whether the user can select rows outside editing mode. Default `true`.
    open var allowsSelection = true
    /// Whether the user can select several rows outside editing mode. Default `false`.
    open var allowsMultipleSelection = false {
        didSet { updateSelectedBackgroundsOfVisibleCells() }
    }

    /// Whether the user can select rows in editing mode. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows in editing mode. Default `false`.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { updateSelectedBackgroundsOfVisibleCells() }
    }

    // MARK: Inserting, deleting, and moving rows and sections

    /// Inserts rows at index paths of the table *after* the batch.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        sessionStep(.update("insertRows(at: \(indexPaths))")) {
            insertRowsImplementation(at: indexPaths, with: animation)
        }
    }

    /// Deletes rows at index paths of the table *before* the batch.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        sessionStep(.update("deleteRows(at: \(indexPaths))")) {
            deleteRowsImplementation(at: indexPaths, with: animation)
        }
    }

    /// Inserts sections at indices of the table *after* the batch.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        sessionStep(.update("insertSections(\(Array(sections)))")) {
            insertSectionsImplementation(sections, with: animation)
        }
    }

    /// Deletes sections at indices of the table *before* the batch.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        sessionStep(.update("deleteSections(\(Array(sections)))")) {
            deleteSectionsImplementation(sections, with: animation)
        }
    }

    /// Moves a row from an index path before the batch to one after it; the cell moves with it.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        sessionStep(.update("moveRow(at: \(indexPath), to: \(newIndexPath))")) {
            moveRowImplementation(at: indexPath, to: newIndexPath)
        }
    }

    /// Moves a section from an index before the batch to one after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        sessionStep(.update("moveSection(\(section), toSection: \(newSection))")) {
            moveSectionImplementation(section, toSection: newSection)
        }
    }

    // MARK: Performing batch updates

    /// Runs `updates` as one batch and applies it; `completion` then runs with `true` (animations
    /// complete at once headless), as UIKit's `performBatchUpdates(_:completion:)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        sessionStep(.update("performBatchUpdates")) {
            performBatchUpdatesImplementation(updates, completion: completion)
        }
    }

    /// Opens a batch; batches nest, and only the outermost `endUpdates()` applies them.
    open func beginUpdates() {
        if content.updateDepth == 0, let recorder = sessionRecorder {
            recorder.tableView(self, willBegin: .update("beginUpdates()"))
        }
        beginUpdatesImplementation()
    }

    /// Closes a batch. At the outermost level: re-asks the data source for its counts, validates
    /// the batch (raising UIKit's exception if it is invalid) and applies it. An empty batch
    /// re-asks row heights and keeps every cell, as UIKit's does.
    /// - Complexity: O(sections) count queries, plus O(k log n) for k changes, plus the visible work.
    open func endUpdates() {
        endUpdatesImplementation()
        if content.updateDepth == 0, let recorder = sessionRecorder { recorder.tableViewDidEndStep(self) }
    }

    // MARK: Configuring the table index

    /// The minimum number of rows for the section index to show. Default 0.
    open var sectionIndexMinimumDisplayRowCount = 0
    /// The color of the section index's titles. Default `nil` (the system's). Recorded only: the
    /// index is not drawn headless (``sectionIndexTitlesForDisplay`` says what it shows).
    open var sectionIndexColor: Color?
    /// The color behind the section index while it is not touched. Default `nil`. Recorded only.
    open var sectionIndexBackgroundColor: Color?
    /// The color behind the section index while it is touched. Default `nil`. Recorded only.
    open var sectionIndexTrackingBackgroundColor: Color?

    // MARK: Reloading the table view

    /// Discards the table's structure, cells and selection and asks the data source again, as
    /// UIKit's `reloadData()`.
    ///
    /// The structure (section and row counts, and the heights that are known without cells) is
    /// captured now; cells for the visible rows are asked for at the next layout pass. Visible
    /// cells end display in reverse order and return to the reuse pool; the selection is cleared.
    ///
    /// - Complexity: O(sections) when row heights are uniform or estimated from
    ///   ``estimatedRowHeight``; O(sections + rows) when the delegate supplies per-row heights.
    open func reloadData() {
        sessionStep(.update("reloadData()")) { changeContent(.reload) }
    }

    /// Whether the table shows changes its data source does not have yet, as UIKit's
    /// `hasUncommittedUpdates` ("when the table view contains placeholder cells or is handling a
    /// drop and is in the middle of reordering its rows", Apple).
    ///
    /// There is no drag and drop headless, so no placeholders; the one uncommitted state is a
    /// simulated reorder (`simulate.dragRow(at:to:)`): `true` while the delegate's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` is asked, when the row
    /// shows at its proposed place and the data source has not been told. `false` otherwise,
    /// including inside `tableView(_:moveRowAt:to:)`, where the data source commits the move.
    open var hasUncommittedUpdates: Bool { hasUncommittedUpdatesImplementation }

    /// Replaces rows (index paths before the batch) with new cells from the data source; the
    /// rows are deselected. UIKit treats a reload as a delete plus an insert: a visible reloaded
    /// row gets a new cell (dequeued while the old one is still displayed, so never the same
    /// instance), then the old cell gets `didEndDisplaying` and returns to the reuse pool. Use
    /// ``reconfigureRows(at:)`` to keep the cells.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        sessionStep(.update("reloadRows(at: \(indexPaths))")) {
            reloadRowsImplementation(at: indexPaths, with: animation)
        }
    }

    /// Replaces sections (indices before the batch) with new rows from the data source; their
    /// visible rows get new cells, as ``reloadRows(at:with:)`` describes.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        sessionStep(.update("reloadSections(\(Array(sections)))")) {
            reloadSectionsImplementation(sections, with: animation)
        }
    }

    /// Asks the data source for the section index titles again, as UIKit's
    /// `reloadSectionIndexTitles()`, without reloading rows. The table keeps the titles it was
    /// given until this call or ``reloadData()``, as UIKit's index bar does.
    open func reloadSectionIndexTitles() { reloadSectionIndexTitlesImplementation() }

    /// Asks the data source again for the cells of visible rows (index paths before the batch)
    /// and keeps the cells: inside `cellForRowAt`, dequeuing the row's identifier returns the
    /// row's existing cell without `prepareForReuse()`. Rows without a displayed cell are left
    /// alone, as UIKit does.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        sessionStep(.update("reconfigureRows(at: \(indexPaths))")) { reconfigureRowsImplementation(at: indexPaths) }
    }

    // MARK: Scrolling the table view

    /// Scrolls so the row sits at `scrollPosition`, clamped to the scrollable range.
    ///
    /// - `.top`: the row's top at the top of the visible area (after `adjustedContentInset.top`);
    ///   in plain style, below its section's pinned header.
    /// - `.middle`: the row's centre at the centre of the visible area.
    /// - `.bottom`: the row's bottom at the bottom of the visible area; in plain style, above its
    ///   section's pinned footer.
    /// - `.none`: no movement when the row is fully visible, else the nearest of `.top`/`.bottom`.
    ///
    /// A row of `NSNotFound` scrolls to the section itself, as UIKit allows. An out-of-bounds row or
    /// section raises UIKit's `NSRangeException` ("Attempted to scroll the table view to an
    /// out-of-bounds row …"). Animated scrolls complete at once and then send
    /// `scrollViewDidEndScrollingAnimation(_:)`; the offset change sends `scrollViewDidScroll(_:)`.
    /// - Complexity: O(log sections + log rows).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        sessionStep(.scroll("scrollToRow(at: \(indexPath), at: .\(scrollPosition))")) {
            scrollToRowImplementation(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Scrolls the selected row nearest to `scrollPosition` to that position; nothing happens when
    /// no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToNearestSelectedRowImplementation(at: scrollPosition, animated: animated)
    }

    // MARK: Getting the drawing areas

    /// A section's area in content coordinates: the padding above its header, the header, the
    /// rows and the footer. Raises UIKit's "request for rect of invalid section" for a bad section.
    /// - Complexity: O(log sections).
    open func rect(forSection section: Int) -> CGRect { rectImplementation(forSection: section) }

    /// A row's area in content coordinates, or `.zero` for an index path that is not a row (as
    /// UIKit documents).
    /// - Complexity: O(log sections + log rows).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rectForRowImplementation(at: indexPath) }

    /// A footer's natural area (where it sits when not floating).
    open func rectForFooter(inSection section: Int) -> CGRect { rectForFooterImplementation(inSection: section) }

    /// A header's natural area (where it sits when not floating).
    open func rectForHeader(inSection section: Int) -> CGRect { rectForHeaderImplementation(inSection: section) }

    // MARK: Putting the table into edit mode

    /// Whether the table is in editing mode. Default `false`. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { settings.editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`: every visible cell gets
    /// `setEditing(_:animated:)`, and cells that appear later are configured to match.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    // MARK: Laying out

    /// Runs the table's layout pass (see `Layout/TableView+LayoutPass.swift`): visible cells,
    /// headers and footers are requested, framed and released here, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        performLayoutPass()
        if let recorder = sessionRecorder { recorder.tableViewDidLayoutSubviews(self) }
    }

    /// A displayed cell, or a displayed cell's content view, invalidating its intrinsic size has
    /// its row measured again (see `TableView+SelfSizingInvalidation.swift`).
    @_spi(OpenTableViewInternals) open override func descendantDidInvalidateIntrinsicContentSize(_ view: View) {
        if let cell = SelfSizingInvalidationQueue<TableViewCell>.cell(
            invalidatedBy: view, in: self, contentView: { $0.contentViewStorage })
        {
            cellDidInvalidateIntrinsicContentSize(cell)
        }
    }

    /// Auto Layout inside a displayed cell changed: with `.enabledIncludingConstraints`, its row
    /// is measured again (see `TableView+SelfSizingInvalidation.swift`).
    @_spi(OpenTableViewInternals) open override func hostedLayoutDidChange(_ host: View) {
        guard
            let cell = SelfSizingInvalidationQueue<TableViewCell>.cell(
                hostingChangedLayout: host, in: self, selfSizingInvalidation)
        else { return }
        cellDidInvalidateIntrinsicContentSize(cell)
    }

    @_spi(OpenTableViewInternals) open override func scrollDelegateDidChange() {
        tableDelegate = scrollDelegate as? TableViewDelegate
        delegateImplementations.forgetLearned()
        pass.delegateVersion &+= 1
        // A new delegate may answer heights differently; the rows themselves are unchanged.
        invalidateHeights(0, 1)
    }

    // MARK: - Internal state
    //
    // The state below is `final`, so the table reads it directly rather than through overridable
    // accessors. It is also `@exclusivity(unchecked)`: Swift otherwise checks at run time that no
    // two accesses to a class's stored property overlap, and those checks were a quarter of a
    // small-scroll layout pass. The table never holds an access to this state across a call into
    // its data source, delegate or cells (it copies what it iterates, and mutates between
    // callbacks), which is what makes the check redundant here; the tests run the re-entrant
    // paths (reloads, updates and queries from inside callbacks). Building with
    // `-DOPENTABLEVIEW_CHECK_EXCLUSIVITY` drops the attribute, so `CHECK_EXCLUSIVITY=1
    // Tests/long-run.sh` checks the rule over the randomized suites.

    /// The storage of the open configuration properties the layout pass reads (the data sources,
    /// the heights, the header, footer and background views, the style) and the editing flag:
    /// see `TableView/TableSettings.swift`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var settings = TableSettings()
    final weak var tableDelegate: TableViewDelegate?
    /// The attached call recorder (`Recording/TableView+CallRecording.swift`); `nil`, the usual
    /// case, costs one branch at each call the table makes.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var callRecorder: (any TableCallRecording)? {
        didSet { callRecorderDidChange() }
    }
    /// The attached session recorder (`Recording/TableView+SessionRecording.swift`): told where a
    /// session's steps begin and end; `nil`, the usual case, costs one branch per layout pass and
    /// per public update, selection or simulated gesture, none per row (unchecked, as the call
    /// recorder: the run-time exclusivity check was most of that branch's cost).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var sessionRecorder: (any TableSessionRecording)?

    /// Everything the table knows about its data and what is on screen: the height model and its
    /// version, the displayed rows and header/footer views, the row-keyed state, the caches, the
    /// pending batch. Changed only through `changeContent(_:)` (`Updates/TableView+ContentChange.swift`);
    /// see `State/TableContent.swift`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var content = TableContent()
    /// The layout pass's scratch storage and the versions of its collaborators: see
    /// `Layout/LayoutPassState.swift`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var pass = LayoutPassState()
    /// The context menu, reconfigure target and exception catch in progress: see
    /// `Editing/InteractionState.swift`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var interaction = InteractionState()
    /// The per-cell optional methods the delegate was found not to implement, so the layout pass
    /// stops calling them (`Protocols/DelegateImplementations.swift`); reset when it is set.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var delegateImplementations = DelegateImplementations()
    /// The memory of the reload's height buffer, kept between reloads (`TableView/RowHeightChunk.swift`).
    final let rowHeightScratch = RowHeightScratch()
    /// Registrations and reuse pools.
    final let cellReuse = ReusePool<TableViewCell>()
    final let headerFooterReuse = ReusePool<TableViewHeaderFooterView>()
    /// Figures a host can print; see ``statistics``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var counters = Statistics()
}
