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
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final weak var dataSource: TableViewDataSource? {
        didSet {
            pass.dataSourceVersion &+= 1
            // What the old data source implements says nothing about the new one.
            content.heightPolicy.forgetDataSourceTitles()
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
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var rowHeight: CGFloat = TableView.automaticDimension {
        willSet { trapping { try Messages.invalidRowHeight(newValue).throwIfPresent() } }
        didSet { invalidateHeights(oldValue, rowHeight) }
    }
    /// The estimate for rows not yet laid out. Default ``automaticDimension`` (estimation on for
    /// self-sizing rows); 0 turns estimation off; a positive value turns it on for every table.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, estimatedRowHeight) }
    }
    /// The header height when the delegate gives none. Default ``automaticDimension``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, sectionHeaderHeight) }
    }
    /// The footer height when the delegate gives none. Default ``automaticDimension``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, sectionFooterHeight) }
    }
    /// Header estimate. Default ``automaticDimension``. Headless, headers are always resolved
    /// exactly at reload, so this only exists for source compatibility.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Footer estimate. Default ``automaticDimension``; source compatibility only, as the header one.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Padding above each section header (iOS 15+). Default ``automaticDimension``: 22 in plain
    /// style above sections that have a header, 0 in grouped styles.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
        didSet { invalidateHeights(oldValue, sectionHeaderTopPadding) }
    }
    /// Height of filler rows below the content; 0 (the iOS 15+ default) shows none. Recorded only.
    public var fillerRowHeight: CGFloat = 0

    /// A view above the first section; the table keeps its height and sets its width.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; the table keeps its height and sets its width.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the table's content, sized to the table.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var backgroundView: View? {
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
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// Whether the table prefetches. Default `true` (iOS 15+); `false` also stops data prefetching.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public final var isPrefetchingEnabled = true

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
    // paths (reloads, updates and queries from inside callbacks). Building with
    // `-DOPENTABLEVIEW_CHECK_EXCLUSIVITY` drops the attribute, so `CHECK_EXCLUSIVITY=1
    // Tests/long-run.sh` checks the rule over the randomized suites.

    final weak var tableDelegate: TableViewDelegate?
    /// The attached call recorder (`Recording/TableView+CallRecording.swift`); `nil`, the usual
    /// case, costs one branch at each call the table makes.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var callRecorder: (any TableCallRecording)? {
        didSet { callRecorderDidChange() }
    }
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
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var editing = false
    /// Figures a host can print; see ``statistics``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var counters = Statistics()

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
        changeContent(.reload)
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
        delegateImplementations.forgetLearned()
        pass.delegateVersion &+= 1
        // A new delegate may answer heights differently; the rows themselves are unchanged.
        invalidateHeights(0, 1)
    }
}
