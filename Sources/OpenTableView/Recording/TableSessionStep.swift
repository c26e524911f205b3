import Foundation

/// One step of a table's recorded session (``TableSessionRecorder``): what started it, the calls
/// the table made during it, and the table as it was at its end. An OpenTableView addition.
///
/// Frames are in the table's content coordinates, as ``TableView/rectForRow(at:)`` gives them;
/// rows are also numbered globally (row 0 of section 0 is global row 0, and the rows of later
/// sections follow), which is how the table finds what is on screen.
public struct TableSessionStep: Equatable, Sendable {
    /// What started a step.
    public enum Kind: String, Equatable, Sendable {
        /// A layout pass nothing else explains (the first load, a size change).
        case layoutPass
        /// The content offset changed (or `scrollToRow(at:at:animated:)` was called), and the
        /// layout pass that followed.
        case scroll
        /// A content change: `performBatchUpdates(_:completion:)`, `reloadData()`, `insertRows(at:with:)`….
        case update
        /// `selectRow(at:animated:scrollPosition:)` or `deselectRow(at:animated:)`.
        case selection
        /// A simulated gesture (`simulate.tapRow(at:)`, `simulate.swipeRow(at:)`…).
        case gesture
        /// A step the test named with ``TableSessionRecorder/step(_:_:)``.
        case named
    }

    /// A displayed row: the visible-cell array's element for it.
    public struct Row: Equatable, Sendable {
        /// The row.
        public var indexPath: IndexPath
        /// Its global row number.
        public var globalRow: Int
        /// Its cell's frame.
        public var frame: CGRect
        /// The cell's identity: the same cell object keeps its number for the whole session,
        /// whichever rows it is reused for (cells are numbered from 1 as the recorder first sees them).
        public var cell: Int
        /// The texts of the cell's labels, as ``TableView/textSnapshot()`` reads them.
        public var texts: [String]
        /// Whether the row is selected.
        public var isSelected: Bool
    }

    /// A section header or footer view on screen.
    public struct SupplementaryView: Equatable, Sendable {
        /// Its section.
        public var section: Int
        /// Its frame (a floating header's frame is where it is pinned).
        public var frame: CGRect
        /// The texts of its labels.
        public var texts: [String]
    }

    /// One reuse identifier's queue of cells waiting to be dequeued.
    public struct ReuseQueue: Equatable, Sendable {
        /// The reuse identifier.
        public var identifier: String
        /// The queued cells' identities (see ``Row/cell``), oldest first: the last one is dequeued next.
        public var cells: [Int]
    }

    /// A section of the model: its global rows and its vertical extent.
    public struct Section: Equatable, Sendable {
        /// The global row numbers of its rows.
        public var globalRows: Range<Int>
        /// The top of its header.
        public var minY: CGFloat
        /// The bottom of its footer.
        public var maxY: CGFloat
    }

    /// Where a batch update took an old row: its new place, or `nil` when it was deleted (a
    /// reloaded row maps to its replacement's place), as the update plan maps it.
    public struct RowMove: Equatable, Sendable {
        /// The row before the update.
        public var old: IndexPath
        /// Its global row number before the update.
        public var oldGlobalRow: Int
        /// The row after the update, or `nil` when the row left.
        public var new: IndexPath?
        /// Its global row number after the update.
        public var newGlobalRow: Int?
    }

    /// The step's name: "layout pass", "scroll to 1,204 pt",
    /// "performBatchUpdates: delete 2, insert 1", "simulate.tapRow(at: [0, 3])"….
    public var name: String
    /// What started the step.
    public var kind: Kind
    /// The calls the table made during the step, in order (see ``TableEvent``).
    public var calls: [TableEvent]
    /// The viewport as ``TableView/svgPicture(showingContent:rowLimit:)`` draws it at the end of the step.
    public var picture: String
    /// The displayed rows, top to bottom (the visible-cell array).
    public var rows: [Row]
    /// The section header views on screen, by section.
    public var headers: [SupplementaryView]
    /// The section footer views on screen, by section.
    public var footers: [SupplementaryView]
    /// The cell reuse queues, by identifier.
    public var reuseQueues: [ReuseQueue]
    /// The content offset.
    public var contentOffset: CGPoint
    /// The content size.
    public var contentSize: CGSize
    /// The size of the viewport (the bounds).
    public var viewportSize: CGSize
    /// The model's sections.
    public var sections: [Section]
    /// For a batch update, where each old row went: every old row of a table of at most
    /// ``TableSessionRecorder/rowMoveLimit`` rows, else the rows that were displayed. Empty for
    /// other steps.
    public var rowMoves: [RowMove]
    /// The message of the exception UIKit would have raised during the step (a throwing
    /// variant's ``TableViewException``), or `nil`.
    public var trap: String?
    /// Whether the table had a data source at the end of the step.
    public var hasDataSource: Bool
}
