import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Everything the table knows about its data and what is on screen, in one owned value
/// (`TableView.content`): the height model and its version, what the displayed cells were framed
/// for, the visible-range caches, the displayed rows and header/footer views, the row-keyed
/// state, the batch being recorded, the cells to measure again and what is still to be asked.
///
/// Every change to it goes through the table's one entry point, `TableView.changeContent(_:)`
/// (`Updates/TableView+ContentChange.swift`), which picks its fast path inside, and ends in one
/// commit step, `TableView.commitContent(_:)`, which sets the content size for the model. The
/// caches are keyed by ``modelVersion``, which every change to ``model`` bumps, so a change that
/// forgets them leaves them answering nothing rather than answering wrong; a change that keeps one
/// (an edit below the displayed rows) moves it to the new version explicitly.
/// ``invariantViolations(viewport:)`` says whether the parts agree with each other and with the
/// model; the randomized suites run it after every step.
///
/// It is a value, stored in the table, so the layout pass reads it in place at the same cost as
/// the table's own stored properties. As for those, nothing holds an access to it across a call
/// into the data source, the delegate or a cell (see `TableView.swift`).
struct TableContent {
    // MARK: The model

    /// The captured structure and heights: sections, global row indices, offsets. Every change
    /// (an assignment or an edit in place) bumps ``modelVersion``, also one that throws halfway.
    var model: TableLayoutModel {
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
    /// `TableView.withModelInPlace(_:)`.
    var modelStorage = TableLayoutModel(sections: [])
    /// Bumped by every change to ``model``; the layout pass re-frames visible cells only when it
    /// differs from the version (and width) they were framed for.
    private(set) var modelVersion = 0
    /// What the height model was built from (see `TableView/HeightPolicy.swift`).
    var heightPolicy = HeightPolicy()

    // MARK: What is still to be asked

    /// True until the data source has been asked for the structure (and again once it is set).
    var needsDataReload = true
    /// True when height-related properties changed since the model was built.
    var needsHeightRefresh = false
    /// Set when the height model is built again (a reload, or heights asked again): the next
    /// layout pass keeps the offset inside the content as it replaces estimates with real
    /// heights, as after an update ("It adjusts offsets if the table shrinks as a result of the
    /// reload", Apple's `reloadData()` documentation).
    var clampsOffsetInNextLayout = false
    /// The section index titles the data source gave, kept until the next reload or
    /// `reloadSectionIndexTitles()` (`nil` until asked): see `TableView+SectionIndex.swift`.
    var sectionIndexTitlesCache: [String]??

    // MARK: What is on screen

    /// The model version and row column (`TableView+RowColumn.swift`) the displayed cells were
    /// framed for: they are framed for the model and column now when both match. Read in place
    /// (`content.framedModelVersion == content.modelVersion && content.framedColumn == column`):
    /// a method on the content copied it, and retained every array in it, around the call.
    var framedModelVersion = -1
    var framedColumn: RowColumn?
    /// The last visible range and the offsets over which it holds (`Layout/VisibleRangeCache.swift`).
    var visibleRangeCache: VisibleRangeCache?
    /// Where the last visible ranges' first rows and ends are, for the layout pass's cursors.
    var knownRowLocations = KnownRowLocations()
    /// Cells of the visible rows, ordered by global row index, and the index of the first one.
    var displayedRows = DisplayedRows()
    /// The header and footer views on screen: see `State/HeaderFooterDisplay.swift`.
    var headerFooterDisplay = HeaderFooterDisplay()
    /// The row-keyed state (selection, revealed swipe, prefetched rows), moved by every update
    /// path through one remap: see `State/RowState.swift`.
    var rowState = RowState()

    // MARK: Changes in progress

    /// The batch being recorded between `beginUpdates()` and the outermost `endUpdates()`.
    var pendingUpdate = BatchUpdate()
    var updateDepth = 0
    /// Set while a simulated reorder shows a row where the data source does not have it yet: see
    /// `TableView.hasUncommittedUpdates`.
    var isReorderUncommitted = false
    /// Displayed cells that invalidated their intrinsic size, measured again at the next layout
    /// pass: see `TableView+SelfSizingInvalidation.swift`.
    var cellsNeedingRemeasure = SelfSizingInvalidationQueue<TableViewCell>()
    /// The width the self-sized rows were measured at (`-1` before the first layout pass); a
    /// pass at another width measures them again (`TableView+SelfSizingInvalidation.swift`).
    var selfSizingWidth: CGFloat = -1
    /// One-row edits that took the standalone fast path (`TableView+StandaloneRowEdit.swift`),
    /// so tests can tell it from the general path, whose observable behaviour it matches.
    var standaloneRowEditCount = 0

    /// Records that the displayed cells are now framed for the current model in `column`.
    mutating func noteFramed(for column: RowColumn) {
        framedModelVersion = modelVersion
        framedColumn = column
    }

    /// Records that the model's last change moved nothing (rows measured as their estimates),
    /// so displayed cells that were framed for the model before it still are.
    mutating func noteChangeMovedNothing(framedBefore: Bool) {
        if framedBefore { framedModelVersion = modelVersion }
    }
}
