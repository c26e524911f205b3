import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The scroll step of a self-sizing table: the rows entering the viewport still have estimated
/// heights, so each is measured before anything is displayed, as the general path measures them
/// (`realizeEstimatedHeights` in `TableView+LayoutPass.swift`: `heightForRowAt` or a cell asked
/// for and measured, in ascending order). When every one measures as its estimate, which is the
/// usual case for rows of one kind under a matching `estimatedRowHeight`, no row moved: the
/// visible range is the one found before, the cells that stay keep their frames, and the pass
/// goes on as the steady one (`scrollRows`), displaying the measured cells. Otherwise the
/// general path goes on from this measurement, as from its own first round.
///
/// The calls an app sees are the general path's, in its order: `cellForRowAt` of each entering
/// row to measure it, `didEndDisplaying` of the rows that left, then `willDisplay` of the rows
/// that entered, ascending.
extension TableView {
    /// Measures the estimated rows of `range` entering the viewport, or returns `nil` (nothing
    /// asked) when a row that stays on screen still has an estimate: the general path then
    /// measures it too.
    /// - Complexity: O(rows of `range` × log n) for the checks, plus the measurements.
    func measureRowsEntering(_ range: Range<Int>) -> EnteringRowsMeasurement? {
        let keep = visibleGlobalRows.clamped(to: range)
        guard !hasEstimates(in: keep) else { return nil }
        // The general path's anchor: the first displayed row inside the range, found before any
        // height changes (none on a jump, where no displayed row stays).
        let anchor = keep.isEmpty ? nil : indexPath(forGlobalRow: keep.lowerBound)
        var measurement = EnteringRowsMeasurement(
            range: range, anchor: anchor, anchorY: anchor.map { model.rowMinY($0.row, inSection: $0.section) })
        let round = measureEstimatedRows(range, except: keep) { global, indexPath in
            let cell = requestCellForMeasuring(at: indexPath)
            measurement.cells.append((global, cell))
            return cell
        }
        measurement.keptEstimates = round.keptEstimates
        return measurement
    }
}

/// What ``TableView/measureRowsEntering(_:)`` measured: the range it measured in, the anchor
/// the general path keeps in place, the cells asked for (ascending by global row, each
/// configured for its row), and whether every height measured as its estimate.
struct EnteringRowsMeasurement {
    let range: Range<Int>
    let anchor: IndexPath?
    let anchorY: CGFloat?
    var cells: [(global: Int, cell: TableViewCell)] = []
    var keptEstimates = true
}

/// The measured cells of a scroll step, handed out in ascending global order as the rows are
/// displayed.
struct PreparedCells {
    private let cells: [(global: Int, cell: TableViewCell)]
    private var next = 0

    init(_ cells: [(global: Int, cell: TableViewCell)]) { self.cells = cells }

    /// The cell measured for row `global`, if it is the next one.
    mutating func take(_ global: Int) -> TableViewCell? {
        guard next < cells.count, cells[next].global == global else { return nil }
        next += 1
        return cells[next - 1].cell
    }
}
