import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The cells on screen: the visible-cell array, ordered by global row index, and the global index
/// of its first element (the LSCTableView design). The one owner of which row shows which cell:
/// "is global row g displayed" is arithmetic, and a scroll step adds and removes cells at the ends.
///
/// The layout pass changes it in two ways: a scroll over an unchanged model trims and extends
/// the ends (``removeFirst(_:)``, ``removeLast(from:)``, ``prepend(_:)``, ``append(_:)``); a
/// relayout (after a batch, or while estimates become real heights) replaces it whole
/// (``replace(with:first:)``).
struct DisplayedRows {
    /// The cells, in global row order.
    private(set) var cells: [TableViewCell] = []
    /// The global index of `cells[0]` (0 when there is none).
    private(set) var first = 0

    /// The global indices displayed.
    var globalRange: Range<Int> { first..<(first + cells.count) }
    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    /// The global index of the last displayed row, if any.
    var lastGlobal: Int? { cells.isEmpty ? nil : first + cells.count - 1 }

    /// The cell of global row `global`, if it is displayed.
    /// - Complexity: O(1).
    func cell(atGlobal global: Int) -> TableViewCell? {
        let offset = global - first
        return offset >= 0 && offset < cells.count ? cells[offset] : nil
    }

    /// The global index of a displayed cell, if it is displayed.
    /// - Complexity: O(displayed rows).
    func global(of cell: TableViewCell) -> Int? {
        // A plain loop: a main-actor closure passed to `firstIndex(where:)` pays a run-time
        // executor check for every element it is called with.
        for offset in cells.indices where cells[offset] === cell { return first + offset }
        return nil
    }

    /// The displayed cells by global index: the input of a relayout.
    func byGlobalRow() -> [Int: TableViewCell] {
        var result: [Int: TableViewCell] = [:]
        result.reserveCapacity(cells.count)
        for (offset, cell) in cells.enumerated() { result[first + offset] = cell }
        return result
    }

    /// Replaces every displayed cell; `cells` show global rows from `first` on.
    mutating func replace(with cells: [TableViewCell], first: Int) {
        self.cells = cells
        self.first = first
    }

    /// Replaces every displayed cell with those of `cells`, which gets the old (emptied) array
    /// back, so its storage can be used again; `cells` show global rows from `first` on.
    mutating func replace(swapping cells: inout [TableViewCell], first: Int) {
        swap(&self.cells, &cells)
        self.first = first
    }

    /// Removes every cell (the caller ended their display).
    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        first = 0
    }

    /// Removes the first `count` cells (rows that left at the top).
    mutating func removeFirst(_ count: Int) {
        // A scroll step removes at one end only: the generic removal of nothing still costs.
        guard count > 0 else { return }
        cells.removeSubrange(..<count)
        first += count
    }

    /// Removes the cells from `offset` on (rows that left at the bottom).
    mutating func removeLast(from offset: Int) {
        guard offset < cells.count else { return }
        cells.removeSubrange(offset...)
    }

    /// Adds cells for the rows just above the first one.
    mutating func prepend(_ newCells: ArraySlice<TableViewCell>) {
        cells.insert(contentsOf: newCells, at: 0)
        first -= newCells.count
    }

    /// Adds cells for the rows just below the last one.
    mutating func append(_ newCells: ArraySlice<TableViewCell>) {
        // One at a time: a handful of cells, which the generic `append(contentsOf:)` costs more to
        // set up for than to copy.
        cells.reserveCapacity(cells.count + newCells.count)
        for cell in newCells { cells.append(cell) }
    }

    /// Puts `cell` in place of the displayed cell of global row `global`.
    mutating func replaceCell(atGlobal global: Int, with cell: TableViewCell) {
        cells[global - first] = cell
    }
}
