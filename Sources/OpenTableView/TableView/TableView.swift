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
    // MARK: Configuration

    /// The table's style, fixed at creation.
    public let style: Style

    /// The object that supplies sections, rows and cells (weak, as in UIKit).
    ///
    /// Setting it schedules a reload at the next layout or query, as UIKit does.
    @exclusivity(unchecked) public final weak var dataSource: TableViewDataSource? {
        didSet {
            dataSourceVersion &+= 1
            // What the old data source implements says nothing about the new one.
            heightPolicy.forgetDataSourceTitles()
            invalidateData()
        }
    }

    /// The table's delegate (weak). Narrows ``ScrollView``'s `delegate` to a ``TableViewDelegate``,
    /// as UIKit's `UITableView.delegate` does; it is also the scroll view delegate.
    public var delegate: TableViewDelegate? {
        get { tableDelegate }
        set { scrollDelegate = newValue }
    }

    /// The height of every row when the delegate does not implement
    /// `tableView(_:heightForRowAt:)`. Default ``automaticDimension``: rows size themselves.
    ///
    /// A negative value other than ``automaticDimension``, NaN or infinity raises UIKit's
    /// "Invalid table view rowHeight" exception.
    @exclusivity(unchecked) public final var rowHeight: CGFloat = TableView.automaticDimension {
        willSet { trapping { try Messages.invalidRowHeight(newValue).throwIfPresent() } }
        didSet { invalidateHeights(oldValue, rowHeight) }
    }
    /// The estimate for rows not yet laid out. Default ``automaticDimension`` (estimation on for
    /// self-sizing rows); 0 turns estimation off; a positive value turns it on for every table.
    @exclusivity(unchecked) public final var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, estimatedRowHeight) }
    }
    /// The header height when the delegate gives none. Default ``automaticDimension``.
    @exclusivity(unchecked) public final var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, sectionHeaderHeight) }
    }
    /// The footer height when the delegate gives none. Default ``automaticDimension``.
    @exclusivity(unchecked) public final var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, sectionFooterHeight) }
    }
    /// Header estimate. Default ``automaticDimension``. Headless, headers are always resolved
    /// exactly at reload, so this only exists for source compatibility.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Footer estimate. Default ``automaticDimension``; source compatibility only, as the header one.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Padding above each section header (iOS 15+). Default ``automaticDimension``: 22 in plain
    /// style above sections that have a header, 0 in grouped styles.
    @exclusivity(unchecked) public final var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, sectionHeaderTopPadding) }
    }
    /// Height of filler rows below the content; 0 (the iOS 15+ default) shows none. Recorded only.
    public var fillerRowHeight: CGFloat = 0

    /// A view above the first section; the table keeps its height and sets its width.
    @exclusivity(unchecked) public final var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; the table keeps its height and sets its width.
    @exclusivity(unchecked) public final var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the table's content, sized to the table.
    @exclusivity(unchecked) public final var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The separator style. Default ``SeparatorStyle/singleLine``. Separators are not drawn headless.
    public var separatorStyle: SeparatorStyle = .singleLine
    /// The separator color. Default ``Color/separator``.
    public var separatorColor: Color? = .separator
    /// Default separator insets for cells; only left and right count. Default 16 points on the left.
    public var separatorInset = EdgeInsets(top: 0, left: TableMetrics.separatorInsetLeft, bottom: 0, right: 0)
    /// Whether cell margins follow the readable width. Default `false`. Recorded only.
    public var cellLayoutMarginsFollowReadableWidth = false
    /// Whether content views are inset to the safe area. Default `true`. No effect headless.
    public var insetsContentViewsToSafeArea = true
    /// The minimum number of rows for the section index to show. Default 0.
    public var sectionIndexMinimumDisplayRowCount = 0
    /// The color of the section index's titles. Default `nil` (the system's). Recorded only: the
    /// index is not drawn headless (``sectionIndexTitlesForDisplay`` says what it shows).
    public var sectionIndexColor: Color?
    /// The color behind the section index while it is not touched. Default `nil`. Recorded only.
    public var sectionIndexBackgroundColor: Color?
    /// The color behind the section index while it is touched. Default `nil`. Recorded only.
    public var sectionIndexTrackingBackgroundColor: Color?
    /// How ``separatorInset`` and the cells' `separatorInset` are read. Default
    /// ``SeparatorInsetReference/fromCellEdges``. Recorded only: separators are not drawn.
    public var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Whether a self-sizing cell that calls `invalidateIntrinsicContentSize()` (on itself or its
    /// content view) is measured again. Default ``SelfSizingInvalidation/enabled``: the row takes
    /// its new height at the next layout pass, and the rows below move (see
    /// `TableView+SelfSizingInvalidation.swift`).
    public var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Which elements hug their content rather than fill the table's width (iOS 18). Default
    /// `[]`, UIKit's default outside visionOS. Recorded only: headers keep the table's width.
    public var contentHuggingElements: TableViewContentHuggingElements = []

    /// The object that prefetches data for rows about to appear (weak); `nil` disables
    /// prefetching. See `Prefetching/TableView+Prefetching.swift` for the look-ahead.
    @exclusivity(unchecked) public final weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// Whether the table prefetches. Default `true` (iOS 15+); `false` also stops data prefetching.
    @exclusivity(unchecked) public final var isPrefetchingEnabled = true

    /// Whether the user can select rows outside editing mode. Default `true`.
    public var allowsSelection = true
    /// Whether the user can select several rows outside editing mode. Default `false`.
    public var allowsMultipleSelection = false {
        didSet { updateSelectedBackgroundsOfVisibleCells() }
    }
    /// Whether the user can select rows in editing mode. Default `false`.
    public var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows in editing mode. Default `false`.
    public var allowsMultipleSelectionDuringEditing = false {
        didSet { updateSelectedBackgroundsOfVisibleCells() }
    }
    /// Whether the table is in editing mode. Default `false`. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: Internal state
    //
    // The state below is `final`, so the table reads it directly rather than through overridable
    // accessors. It is also `@exclusivity(unchecked)`: Swift otherwise checks at run time that no
    // two accesses to a class's stored property overlap, and those checks were a quarter of a
    // small-scroll layout pass. The table never holds an access to this state across a call into
    // its data source, delegate or cells (it copies what it iterates, and mutates between
    // callbacks), which is what makes the check redundant here; the tests run the re-entrant
    // paths (reloads, updates and queries from inside callbacks).

    final weak var tableDelegate: TableViewDelegate?
    /// The attached call recorder (`Recording/TableView+CallRecording.swift`); `nil`, the usual
    /// case, costs one branch at each call the table makes.
    @exclusivity(unchecked) package final var callRecorder: (any TableCallRecording)? {
        didSet { callRecorderDidChange() }
    }
    /// The captured structure and heights: sections, global row indices, offsets. Every change
    /// (an assignment or an edit in place) bumps ``modelVersion``, also one that throws halfway.
    final var model: TableLayoutModel {
        @inline(__always) get { modelStorage }
        @inline(__always) set {
            modelStorage = newValue
            modelVersion &+= 1
        }
        @inline(__always) _modify {
            defer { modelVersion &+= 1 }
            yield &modelStorage
        }
    }
    /// The storage of ``model``, which everything else goes through; read in place only by
    /// ``withModelInPlace(_:)``.
    @exclusivity(unchecked) private final var modelStorage = TableLayoutModel(sections: [])

    /// Calls `body` with the model where it is stored, without copying it: a copy retains and
    /// releases the sections' array and the trees' storage, five atomic operations each way, which
    /// the layout pass paid for its visible-range search on every scroll step (issue #18).
    /// `body` must not call out of the table (nothing may change the model while it reads it).
    @inline(__always)
    final func withModelInPlace<Result>(_ body: (UnsafeMutablePointer<TableLayoutModel>) -> Result) -> Result {
        // `body` is handed on as it is: a closure formed here and handed to the standard library
        // would check its actor isolation at run time on every call (see `withUnretainedObject`).
        withUnsafeMutablePointer(to: &modelStorage, body)
    }
    /// Bumped by every change to ``model``; the layout pass re-frames visible cells only when it
    /// differs from the version (and width) they were framed for.
    @exclusivity(unchecked) final var modelVersion = 0
    @exclusivity(unchecked) final var framedModelVersion = -1
    @exclusivity(unchecked) final var framedWidth: CGFloat = -1
    /// The last visible range and the offsets over which it holds (see `currentVisibleRange()`).
    @exclusivity(unchecked) final var visibleRangeCache: VisibleRangeCache?
    /// Where the last visible ranges' first rows and ends are, for the layout pass's cursors.
    @exclusivity(unchecked) final var knownRowLocations = KnownRowLocations()
    /// What the height model was built from (see `TableView+Reload.swift`).
    @exclusivity(unchecked) final var heightPolicy = HeightPolicy()
    /// True until the data source has been asked for the structure.
    @exclusivity(unchecked) final var needsDataReload = true
    /// True when height-related properties changed since the model was built.
    @exclusivity(unchecked) final var needsHeightRefresh = false
    /// Cells of the visible rows, ordered by global row index, and the index of the first one.
    @exclusivity(unchecked) final var displayedRows = DisplayedRows()
    /// Storage for the cells a layout pass displays, kept between passes (`Layout/TableView+LayoutPass.swift`).
    @exclusivity(unchecked) final var scratchCells: [TableViewCell] = []
    /// The row whose cell the layout pass is asking for, with its frame: computed once for the
    /// dequeue inside `cellForRowAt` and for the display after it (`Layout/RowCursor.swift`).
    @exclusivity(unchecked) final var pendingRow: PendingRowFrame?
    /// The per-cell optional methods the delegate was found not to implement, so the layout pass
    /// stops calling them (`Protocols/DelegateImplementations.swift`); reset when it is set.
    @exclusivity(unchecked) final var delegateImplementations = DelegateImplementations()
    /// The memory of the reload's height buffer, kept between reloads (`TableView/RowHeightChunk.swift`).
    final let rowHeightScratch = RowHeightScratch()
    /// Bumped whenever ``dataSource`` is set, so a layout pass that read it once for the rows it
    /// displays (`displayNewRows` in `Layout/TableView+LayoutPass.swift`) reads it again.
    @exclusivity(unchecked) final var dataSourceVersion = 0
    /// Bumped whenever the delegate is set, so a layout pass that read it once reads it again.
    @exclusivity(unchecked) final var delegateVersion = 0
    /// The header and footer views on screen: see `State/HeaderFooterDisplay.swift`.
    @exclusivity(unchecked) final var headerFooterDisplay = HeaderFooterDisplay()
    /// The row-keyed state (selection, revealed swipe, prefetched rows), moved by every update
    /// path through one remap: see `State/RowState.swift`.
    @exclusivity(unchecked) final var rowState = RowState()
    /// The context menu on screen, if any: see `Editing/TableView+ContextMenu.swift`.
    @exclusivity(unchecked) final var contextMenuSession: ContextMenuSession?
    /// The offset of the last layout pass, which tells the prefetch look-ahead the scroll direction.
    @exclusivity(unchecked) final var lastPrefetchOffset: CGFloat?
    /// Set when the height model is built again (a reload, or heights asked again): the next
    /// layout pass keeps the offset inside the content as it replaces estimates with real
    /// heights, as after an update ("It adjusts offsets if the table shrinks as a result of the
    /// reload", Apple's `reloadData()` documentation).
    @exclusivity(unchecked) final var clampsOffsetInNextLayout = false
    /// The batch being recorded between `beginUpdates()` and the outermost `endUpdates()`.
    @exclusivity(unchecked) final var pendingUpdate = BatchUpdate()
    @exclusivity(unchecked) final var updateDepth = 0
    /// Set while a throwing simulation (`checked.tapEditingControl(forRowAt:)`, …) runs the app's
    /// handler: the first exception an update raises is kept here instead of trapping. See
    /// `Diagnostics/Violations.swift`.
    @exclusivity(unchecked) final var updateExceptionCatch: UpdateExceptionCatch?
    /// The cell `reconfigureRows(at:)` hands back from dequeue without `prepareForReuse()`.
    @exclusivity(unchecked) final var reconfigureTarget: TableViewCell?
    /// Registrations and reuse pools.
    final let cellReuse = ReusePool<TableViewCell>()
    final let headerFooterReuse = ReusePool<TableViewHeaderFooterView>()
    @exclusivity(unchecked) final var editing = false
    /// Figures a host can print; see ``statistics``.
    @exclusivity(unchecked) final var counters = Statistics()
    /// One-row edits that took the standalone fast path (`TableView+StandaloneRowEdit.swift`),
    /// so tests can tell it from the general path, whose observable behaviour it matches.
    @exclusivity(unchecked) final var standaloneRowEditCount = 0
    /// Set while a layout pass runs, to keep re-entrant layout from nesting.
    @exclusivity(unchecked) final var isInLayoutPass = false
    /// The section index titles the data source gave, kept until ``reloadData()`` or
    /// ``reloadSectionIndexTitles()`` (`nil` until asked): see `TableView+SectionIndex.swift`.
    @exclusivity(unchecked) final var sectionIndexTitlesCache: [String]??
    /// Displayed cells that invalidated their intrinsic size, measured again at the next layout
    /// pass: see `TableView+SelfSizingInvalidation.swift`.
    @exclusivity(unchecked) final var cellsNeedingRemeasure: [TableViewCell] = []
    /// The width the self-sized rows were measured at (`-1` before the first layout pass); a
    /// pass at another width measures them again (`TableView+SelfSizingInvalidation.swift`).
    @exclusivity(unchecked) final var selfSizingWidth: CGFloat = -1
    /// Set while a simulated reorder shows a row where the data source does not have it yet: see
    /// ``hasUncommittedUpdates``.
    @exclusivity(unchecked) final var isReorderUncommitted = false

    // MARK: Initializers

    /// Creates a table with a frame and a style, as `UITableView(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates the table view from an archive, as UIKit's `UITableView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Creates a plain table, as `UITableView(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

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
        reloadAll()
    }

    /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`: every visible cell gets
    /// `setEditing(_:animated:)`, and cells that appear later are configured to match.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    /// Runs the table's layout pass (see `Layout/TableView+LayoutPass.swift`): visible cells,
    /// headers and footers are requested, framed and released here, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        performLayoutPass()
    }

    /// A displayed cell, or a displayed cell's content view, invalidating its intrinsic size has
    /// its row measured again (see `TableView+SelfSizingInvalidation.swift`).
    @_spi(OpenTableViewInternals) open override func descendantDidInvalidateIntrinsicContentSize(_ view: View) {
        if let cell = view as? TableViewCell, cell.superview === self {
            cellDidInvalidateIntrinsicContentSize(cell)
        } else if let cell = view.superview as? TableViewCell, cell.contentView === view, cell.superview === self {
            cellDidInvalidateIntrinsicContentSize(cell)
        }
    }

    /// Auto Layout inside a displayed cell changed: with `.enabledIncludingConstraints`, its row
    /// is measured again (see `TableView+SelfSizingInvalidation.swift`).
    @_spi(OpenTableViewInternals) open override func hostedLayoutDidChange(_ host: View) {
        guard selfSizingInvalidation == .enabledIncludingConstraints, let cell = host as? TableViewCell,
            cell.superview === self
        else { return }
        cellDidInvalidateIntrinsicContentSize(cell)
    }

    @_spi(OpenTableViewInternals) open override func scrollDelegateDidChange() {
        tableDelegate = scrollDelegate as? TableViewDelegate
        delegateImplementations = DelegateImplementations()
        delegateVersion &+= 1
        // A new delegate may answer heights differently; the rows themselves are unchanged.
        invalidateHeights(0, 1)
    }
}
