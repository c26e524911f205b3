import Foundation

/// The PGTableView-style reference the cell swap is measured against: the design of "Let's Build UITableView"
/// (PGTableView), transliterated to Swift with nothing UIKit asks for on top.
///
/// - `reload` asks a height for every row (a closure by row, as PGTableView's
///   `pgTableView:heightForRow:`) and keeps a prefix-sum array of row tops;
/// - `layout` finds the first visible row by binary search over the tops, then steps forward one
///   row at a time until the viewport is filled; a row already shown keeps its cell, a new row
///   asks the data source closure for one (which dequeues it from a per-identifier pool or makes
///   it) and frames it; the cells of rows that left go back to the pool afterwards, as
///   PGTableView's `returnNonVisibleRowsToThePool:` does after the walk.
///
/// Cells are trivial objects (a reuse identifier and a frame): no view tree, no delegate, no
/// index paths, no sections (they are flattened into one list of rows, as the naive table does).
/// It is the cost a table pays when it does nothing but find, swap and frame rows.
@MainActor
public final class PGStyleTable {
    /// A PGTableView cell: a reuse identifier and a frame, nothing else.
    public final class Cell {
        public let reuseIdentifier: String
        public var frame: CGRect = .zero
        public var row = -1

        public init(reuseIdentifier: String) {
            self.reuseIdentifier = reuseIdentifier
        }
    }

    public let size: CGSize
    /// The top of the viewport in content coordinates (PGTableView's `contentOffset.y`).
    public var offsetY: CGFloat = 0
    /// `tops[r]` is the top of row `r`; `tops[count]` the content height.
    public private(set) var tops: [CGFloat] = [0]
    /// Asked for the cell of a row that enters the viewport.
    public var cellForRow: (PGStyleTable, Int) -> Cell
    public private(set) var cellRequests = 0

    /// The rows shown, from `firstVisibleRow` on, and their cells.
    public private(set) var firstVisibleRow = 0
    public private(set) var visibleCells: [Cell] = []
    /// The next pass's cell list, kept to reuse its storage.
    private var nextCells: [Cell] = []
    private var pool: [String: [Cell]] = [:]

    public init(size: CGSize, cellForRow: @escaping (PGStyleTable, Int) -> Cell) {
        self.size = size
        self.cellForRow = cellForRow
    }

    public var rowCount: Int { tops.count - 1 }
    public var contentHeight: CGFloat { tops[tops.count - 1] }
    public var maxOffset: CGFloat { max(0, contentHeight - size.height) }
    public var visibleRows: Range<Int> { firstVisibleRow..<(firstVisibleRow + visibleCells.count) }

    /// PGTableView's `reloadData`: every cell back to the pool, then `generateHeightAndOffsetData`
    /// (one height per row: `height` when given, else `uniformHeight`), then a layout pass.
    public func reload(rows: Int, uniformHeight: CGFloat, height: ((Int) -> CGFloat)? = nil) {
        for cell in visibleCells { enqueue(cell) }
        visibleCells.removeAll(keepingCapacity: true)
        firstVisibleRow = 0
        var tops: [CGFloat] = []
        tops.reserveCapacity(rows + 1)
        var y: CGFloat = 0
        tops.append(0)
        if let height {
            for row in 0..<rows {
                y += height(row)
                tops.append(y)
            }
        } else {
            for _ in 0..<rows {
                y += uniformHeight
                tops.append(y)
            }
        }
        self.tops = tops
        layout()
    }

    /// PGTableView's `dequeueReusableCellWithIdentifier:`: a pooled cell, if any.
    public func dequeueReusableCell(withIdentifier identifier: String) -> Cell? {
        pool[identifier]?.popLast()
    }

    /// PGTableView's `layoutTableRows`.
    public func layout() {
        let minY = offsetY
        let maxY = offsetY + size.height
        let count = rowCount
        guard count > 0 else {
            for cell in visibleCells { enqueue(cell) }
            visibleCells.removeAll(keepingCapacity: true)
            return
        }
        var row = findRow(endingBelow: minY)
        let old = visibleRows
        nextCells.removeAll(keepingCapacity: true)
        let first = row
        repeat {
            let top = tops[row]
            let height = tops[row + 1] - top
            let cell: Cell
            if old.contains(row) {
                cell = visibleCells[row - old.lowerBound]
            } else {
                cellRequests += 1
                cell = cellForRow(self, row)
                cell.frame = CGRect(x: 0, y: top, width: size.width, height: height)
            }
            cell.row = row
            nextCells.append(cell)
            row += 1
        } while tops[row] < maxY && row < count
        // returnNonVisibleRowsToThePool: the rows shown before and not now.
        let new = first..<row
        for (offset, cell) in visibleCells.enumerated() where !new.contains(old.lowerBound + offset) {
            enqueue(cell)
        }
        swap(&visibleCells, &nextCells)
        firstVisibleRow = first
    }

    private func enqueue(_ cell: Cell) {
        pool[cell.reuseIdentifier, default: []].append(cell)
    }

    /// The first row whose bottom is below `y` (the last row when none): PGTableView's
    /// `findRowForOffsetY:inRange:`, as a loop.
    private func findRow(endingBelow y: CGFloat) -> Int {
        tops.withUnsafeBufferPointer { tops in
            var low = 0
            var high = tops.count - 2
            while low < high {
                let mid = (low + high) >> 1
                if tops[mid + 1] > y { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }
}
