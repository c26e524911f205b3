import Foundation
import OpenTableView

/// The naive baseline: how earlier table views (LSCTableView among them) found their visible
/// rows. It keeps one array of row heights and, on every layout pass, walks from row 0 adding
/// heights until it reaches the viewport, then shows the rows it covers with the same trivial
/// cells, added to and removed from a host view as a table adds them to itself, and a simple
/// reuse pool. Sections are flattened into one array of rows.
///
/// Reload is O(rows) (the array is rebuilt), a layout pass and every geometry query O(rows above
/// the point asked about).
@MainActor
public final class LinearScanTable {
    public let size: CGSize
    /// The top of the viewport in content coordinates.
    public var offsetY: CGFloat = 0
    public private(set) var heights: [CGFloat] = []
    public private(set) var contentHeight: CGFloat = 0
    /// Whether rows start as estimates and are measured from their cells when shown.
    public let selfSizing: Bool
    public private(set) var cellRequests = 0

    private var visibleCells: [TableViewCell] = []
    private var firstVisibleRow = 0
    private var pool: [TableViewCell] = []
    /// The view the visible cells are subviews of, as a table's cells are of the table.
    public let host: View

    public init(size: CGSize = Workload.viewport.size, selfSizing: Bool = false) {
        self.size = size
        self.selfSizing = selfSizing
        host = View(frame: CGRect(origin: .zero, size: size))
    }

    /// Rebuilds the height array: `height` for every row when given (a delegate's
    /// `heightForRowAt`), else `uniformHeight` (the row height, or the estimate).
    public func reload(
        sections: Int, rowsPerSection: Int, uniformHeight: CGFloat,
        height: ((IndexPath) -> CGFloat)? = nil
    ) {
        for cell in visibleCells { recycle(cell) }
        visibleCells.removeAll()
        firstVisibleRow = 0
        var heights: [CGFloat] = []
        heights.reserveCapacity(sections * rowsPerSection)
        var total: CGFloat = 0
        for section in 0..<sections {
            for row in 0..<rowsPerSection {
                let rowHeight = height?(IndexPath(row: row, section: section)) ?? uniformHeight
                heights.append(rowHeight)
                total += rowHeight
            }
        }
        self.heights = heights
        contentHeight = total
    }

    public var maxOffset: CGFloat { max(0, contentHeight - size.height) }

    /// The layout pass: a walk from row 0 to the bottom of the viewport.
    public func layout() {
        let minY = offsetY
        let maxY = offsetY + size.height
        var y: CGFloat = 0
        var first = 0
        let count = heights.count
        while first < count && y + heights[first] <= minY {
            y += heights[first]
            first += 1
        }
        var end = first
        var bottom = y
        while end < count && bottom < maxY {
            bottom += heights[end]
            end += 1
        }
        let old = firstVisibleRow..<(firstVisibleRow + visibleCells.count)
        var cells: [TableViewCell] = []
        cells.reserveCapacity(end - first)
        for offset in visibleCells.indices where !(first..<end).contains(old.lowerBound + offset) {
            recycle(visibleCells[offset])
        }
        for row in first..<end {
            if old.contains(row) {
                cells.append(visibleCells[row - old.lowerBound])
            } else {
                let cell = dequeue()
                if selfSizing {
                    let measured = cell.systemLayoutSizeFitting(CGSize(width: size.width, height: 0)).height
                    contentHeight += measured - heights[row]
                    heights[row] = measured
                }
                cells.append(cell)
            }
        }
        visibleCells = cells
        firstVisibleRow = first
        var top = y
        for (offset, cell) in cells.enumerated() {
            let height = heights[first + offset]
            let frame = CGRect(x: 0, y: top, width: size.width, height: height)
            if cell.frame != frame { cell.frame = frame }
            top += height
        }
    }

    private func dequeue() -> TableViewCell {
        cellRequests += 1
        let cell: TableViewCell
        if let queued = pool.popLast() {
            queued.prepareForReuse()
            cell = queued
        } else {
            cell = TableViewCell(style: .default, reuseIdentifier: BenchmarkDataSource.identifier)
        }
        if selfSizing { cell.textLabel?.text = "Row" }
        host.addSubview(cell)
        return cell
    }

    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        pool.append(cell)
    }

    /// Rows shown after the last layout pass.
    public var visibleRows: Range<Int> { firstVisibleRow..<(firstVisibleRow + visibleCells.count) }

    // MARK: Geometry, by walking from row 0

    public func rectForRow(_ row: Int) -> CGRect {
        var y: CGFloat = 0
        for r in 0..<row { y += heights[r] }
        return CGRect(x: 0, y: y, width: size.width, height: heights[row])
    }

    public func row(at y: CGFloat) -> Int? {
        guard y >= 0 else { return nil }
        var top: CGFloat = 0
        for row in heights.indices {
            top += heights[row]
            if y < top { return row }
        }
        return nil
    }

    public func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var y: CGFloat = 0
        var row = 0
        let count = heights.count
        while row < count && y + heights[row] <= minY {
            y += heights[row]
            row += 1
        }
        var result: [IndexPath] = []
        while row < count && y < maxY {
            result.append(IndexPath(row: row, section: 0))
            y += heights[row]
            row += 1
        }
        return result
    }

    /// Puts `row`'s centre at the viewport's centre (clamped), then lays out.
    public func scrollToRow(_ row: Int) {
        let rect = rectForRow(row)
        offsetY = min(max(0, rect.midY - size.height / 2), maxOffset)
        layout()
    }
}

/// The floor: the least work any table must do to find its visible rows, a binary search over a
/// prefix-sum array of row tops. No cells, no sections, no edits (an insert would cost O(rows)).
public struct PrefixSumFloor: Sendable {
    /// `tops[r]` is the top of row `r`; `tops[count]` the content height.
    public let tops: [CGFloat]
    public let viewportHeight: CGFloat

    public init(rows: Int, viewportHeight: CGFloat = Workload.viewport.height, height: (Int) -> CGFloat) {
        var tops: [CGFloat] = []
        tops.reserveCapacity(rows + 1)
        var y: CGFloat = 0
        tops.append(0)
        for row in 0..<rows {
            y += height(row)
            tops.append(y)
        }
        self.tops = tops
        self.viewportHeight = viewportHeight
    }

    public var rowCount: Int { tops.count - 1 }
    public var maxOffset: CGFloat { max(0, tops[tops.count - 1] - viewportHeight) }

    /// The first row whose bottom is below `y` (`rowCount` when none).
    @inline(__always)
    public func firstRow(endingBelow y: CGFloat) -> Int {
        tops.withUnsafeBufferPointer { tops in
            var low = 0
            var high = tops.count - 1
            while low < high {
                let mid = (low + high) >> 1
                if tops[mid + 1] > y { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    /// The first row whose top is at or below `y` (`rowCount` when none).
    @inline(__always)
    public func firstRow(startingAtOrBelow y: CGFloat) -> Int {
        tops.withUnsafeBufferPointer { tops in
            var low = 0
            var high = tops.count - 1
            while low < high {
                let mid = (low + high) >> 1
                if tops[mid] >= y { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    /// The rows intersecting `minY..<maxY`: two binary searches.
    @inline(__always)
    public func visibleRows(minY: CGFloat, maxY: CGFloat) -> Range<Int> {
        let first = firstRow(endingBelow: minY)
        return first..<Swift.max(first, firstRow(startingAtOrBelow: maxY))
    }

    public func rectForRow(_ row: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: tops[row], width: width, height: tops[row + 1] - tops[row])
    }

    public func row(at y: CGFloat) -> Int? {
        guard y >= 0 else { return nil }
        let row = firstRow(endingBelow: y)
        return row < rowCount ? row : nil
    }

    public func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        visibleRows(minY: minY, maxY: maxY).map { IndexPath(row: $0, section: 0) }
    }
}
