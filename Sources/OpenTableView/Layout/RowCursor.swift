import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The section and row of consecutive global rows, walked without a search per row.
///
/// The layout pass visits the rows entering or leaving the viewport in ascending order; finding
/// each one's section by the Fenwick tree's search (and, through the non-inlined search, a copy
/// of the height model retained and released around it) was a large part of a cell swap. The
/// cursor searches once, then steps: the next row of the section, or the first row of the next
/// non-empty section.
struct RowCursor {
    private(set) var section: Int
    private(set) var row: Int

    /// The location of global row `global` (`0..<model.totalRowCount`): `known` when given (its
    /// location in `model`, from ``KnownRowLocations``), else found by a search.
    /// - Complexity: O(1) with `known`, else O(log sections).
    init(global: Int, in model: borrowing TableLayoutModel, known: TableLayoutModel.RowLocation? = nil) {
        if let known {
            (section, row) = (known.section, known.row)
        } else {
            (section, row) = model.location(ofGlobalIndex: global)
        }
    }

    /// The index path of the current row.
    var indexPath: IndexPath { IndexPath(row: row, section: section) }

    /// Moves to the next global row. Past the last row the cursor is left on an empty position,
    /// which the caller never reads.
    /// - Complexity: O(1), or O(empty sections skipped).
    mutating func advance(in model: borrowing TableLayoutModel) {
        row += 1
        let sections = model.numberOfSections
        while section < sections && row >= model.numberOfRows(inSection: section) {
            section += 1
            row = 0
        }
    }
}

/// Where the first rows and the ends (the rows just below) of the last two visible ranges are
/// (section, row, the section's row count and its rows' top), as the visible-range search found
/// them, for the model version it searched.
///
/// A pass displays rows from the new range's first row (all of them after a jump) or from the
/// old range's end (a scroll down), and ends the display of rows from the old range's first row
/// or from the new range's end (a scroll up): the cursors start there without searching the
/// sections' tree for each, and the new rows' walk without the prefix sum for their section's top.
/// Two ranges: the one just found and the one before it, whose rows the pass removes.
struct KnownRowLocations {
    private struct Entry {
        /// The global row, or -1 for none.
        var global = -1
        var location: TableLayoutModel.RowLocation = (0, 0, 0, 0)
        var modelVersion = 0

        @inline(__always)
        func answers(_ row: Int, modelVersion version: Int) -> Bool {
            global == row && modelVersion == version
        }
    }
    // Plain entries rather than optionals: a pass records once and looks up twice, and optional
    // tuples of this size were copied whole at each.
    private var latestFirst = Entry()
    private var latestEnd = Entry()
    private var previousFirst = Entry()
    private var previousEnd = Entry()

    /// Records where the first row and the end of `range` are in the model of version
    /// `modelVersion`, when known.
    /// - Complexity: O(1).
    mutating func record(
        _ range: Range<Int>, first: TableLayoutModel.RowLocation?, end: TableLayoutModel.RowLocation?,
        modelVersion: Int
    ) {
        let firstGlobal = first == nil ? -1 : range.lowerBound
        let endGlobal = end == nil ? -1 : range.upperBound
        guard firstGlobal >= 0 || endGlobal >= 0 else { return }
        if latestFirst.answers(firstGlobal, modelVersion: modelVersion)
            && latestEnd.answers(endGlobal, modelVersion: modelVersion)
        {
            return
        }
        previousFirst = latestFirst
        previousEnd = latestEnd
        latestFirst = Entry(global: firstGlobal, location: first ?? (0, 0, 0, 0), modelVersion: modelVersion)
        latestEnd = Entry(global: endGlobal, location: end ?? (0, 0, 0, 0), modelVersion: modelVersion)
    }

    /// The recorded rows and locations for model version `version` (for the content's invariants).
    func recorded(forVersion version: Int) -> [(global: Int, location: TableLayoutModel.RowLocation)] {
        [latestFirst, latestEnd, previousFirst, previousEnd].compactMap { entry in
            entry.global >= 0 && entry.modelVersion == version ? (entry.global, entry.location) : nil
        }
    }

    /// Where global row `global` is in the model of version `modelVersion`, if recorded.
    /// - Complexity: O(1).
    func location(of global: Int, modelVersion: Int) -> TableLayoutModel.RowLocation? {
        if latestFirst.answers(global, modelVersion: modelVersion) { return latestFirst.location }
        if latestEnd.answers(global, modelVersion: modelVersion) { return latestEnd.location }
        if previousFirst.answers(global, modelVersion: modelVersion) { return previousFirst.location }
        if previousEnd.answers(global, modelVersion: modelVersion) { return previousEnd.location }
        return nil
    }
}

/// The frame of the row whose cell the table is asking its data source for. The dequeue in
/// `cellForRowAt` frames the cell with the row's height and the display frames it again; both
/// read this instead of searching the height model twice. It holds only while the model and the
/// width are the ones it was computed for (a data source that reloads or edits inside
/// `cellForRowAt` changes the model's version), so the frames are the ones a fresh search gives.
struct PendingRowFrame {
    let section: Int
    let row: Int
    let frame: CGRect
    let modelVersion: Int

    /// Whether this is the frame of `indexPath` in the model of version `version`, `width` wide.
    @inline(__always)
    func answers(_ indexPath: IndexPath, modelVersion version: Int, width: CGFloat) -> Bool {
        modelVersion == version && frame.width == width && indexPath.count == 2 && indexPath[1] == row
            && indexPath[0] == section
    }
}
