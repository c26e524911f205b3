// reloadData + first layout: the structure is captured, the first screen of cells is asked for
// and laid out. The same table is reloaded on every iteration, as an app reloads its table.
//
// - uniform rows: `rowHeight = 44`, delegate without `heightForRowAt` (O(sections) expected);
// - per-row heights: the delegate answers `heightForRowAt` for every row, compared with the bare
//   loop that asks the delegate (`floor delegate loop`);
// - estimated heights with self-sizing cells: `estimatedRowHeight = 44`,
//   `rowHeight = automaticDimension`; only the rows laid out should be asked for and measured.
//
// Custom metrics record the work the table asked of its data source and delegate per iteration.

import Benchmark
import Foundation
import OpenTableView
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for rows in Workload.rowCounts {
        for mode in [HeightMode.uniform, .perRow, .estimated] {
            reloadOurs(mode, rows: rows, sections: 1)
            reloadNaive(mode, rows: rows)
        }
        delegateLoop(rows: rows)
    }
    for sections in Workload.sectionCounts where sections > 1 {
        for mode in [HeightMode.uniform, .perRow, .estimated] {
            reloadOurs(mode, rows: 1_000_000, sections: sections)
        }
    }
}

private let cellRequests = BenchmarkMetric.custom(
    "cellForRowAt calls", polarity: .prefersSmaller, useScalingFactor: false)
private let heightRequests = BenchmarkMetric.custom(
    "heightForRowAt calls", polarity: .prefersSmaller, useScalingFactor: false)

private func workload(_ mode: HeightMode) -> String {
    switch mode {
    case .uniform: "reloadData + first layout, uniform rows"
    case .perRow: "reloadData + first layout, per-row heights"
    case .estimated: "reloadData + first layout, estimated heights self-sizing"
    }
}

/// At most this many cells for one screen: the rows of a viewport at the smallest height, one
/// partly shown at each end, and as many again while estimates turn into real heights.
private let screenfulOfCells = 2 * (Int(Workload.viewport.height / 44) + 2)

private func reloadOurs(_ mode: HeightMode, rows: Int, sections: Int) {
    let slot = FixtureSlot<TableFixture>()
    let configuration = Configurations.wholeTable(
        rows: rows, perRow: mode == .perRow,
        extraMetrics: [cellRequests, heightRequests])
    Benchmark(Workload.name(workload(mode), .ours, rows: rows, sections: sections), configuration: configuration) {
        benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { TableFixture(rows: rows, sections: sections, mode: mode) }
            let table = fixture.table
            let cellsBefore = table.statistics.cellRequests
            let heightsBefore = fixture.heightRequests
            benchmark.startMeasurement()
            table.reloadData()
            table.layoutIfNeeded()
            benchmark.stopMeasurement()
            let cells = table.statistics.cellRequests - cellsBefore
            let heights = fixture.heightRequests - heightsBefore
            benchmark.measurement(cellRequests, cells)
            benchmark.measurement(heightRequests, heights)
            precondition(cells <= screenfulOfCells, "\(cells) cells asked for one screen")
            precondition(mode == .perRow ? heights == rows : heights == 0, "\(heights) heights asked for \(rows) rows")
            precondition(table.visibleCells.count >= Int(Workload.viewport.height / 76), "nothing laid out")
        }
    }
}

private func reloadNaive(_ mode: HeightMode, rows: Int) {
    let slot = FixtureSlot<(LinearScanTable, PerRowHeightDelegate, TableView)>()
    let configuration = Configurations.wholeTable(rows: rows, perRow: true, extraMetrics: [cellRequests])
    Benchmark(Workload.name(workload(mode), .naive, rows: rows), configuration: configuration) { benchmark in
        onMain(benchmark) { benchmark in
            // The naive table asks the same delegate, through the same protocol, for every row.
            let (table, delegate, anyTable) = slot.get {
                (
                    LinearScanTable(selfSizing: mode == .estimated), PerRowHeightDelegate(rowsPerSection: rows),
                    TableView(frame: Workload.viewport)
                )
            }
            let asker: TableViewDelegate = delegate
            let cellsBefore = table.cellRequests
            benchmark.startMeasurement()
            table.reload(
                sections: 1, rowsPerSection: rows, uniformHeight: Workload.uniformRowHeight,
                height: mode == .perRow ? { asker.tableView(anyTable, heightForRowAt: $0) } : nil)
            table.layout()
            benchmark.stopMeasurement()
            benchmark.measurement(cellRequests, table.cellRequests - cellsBefore)
            precondition(table.visibleRows.count >= Int(Workload.viewport.height / 76), "nothing laid out")
        }
    }
}

/// The floor for per-row heights: the loop that asks the delegate for every row, adding up the
/// answers, and nothing else.
private func delegateLoop(rows: Int) {
    let slot = FixtureSlot<(PerRowHeightDelegate, TableView)>()
    Benchmark(
        Workload.name("reloadData + first layout, per-row heights", .delegateLoop, rows: rows),
        configuration: Configurations.wholeTable(rows: rows, perRow: true)
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let (delegate, table) = slot.get {
                (PerRowHeightDelegate(rowsPerSection: rows), TableView(frame: Workload.viewport))
            }
            let asker: TableViewDelegate = delegate
            benchmark.startMeasurement()
            var total: CGFloat = 0
            for row in 0..<rows {
                total += asker.tableView(table, heightForRowAt: IndexPath(row: row, section: 0))
            }
            benchmark.stopMeasurement()
            precondition(total == Workload.rowTop(rows), "delegate loop summed \(total)")
        }
    }
}
