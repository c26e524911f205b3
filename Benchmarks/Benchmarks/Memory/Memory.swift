// Memory: what a table costs to hold. Each benchmark builds a new data source and table, reloads
// and lays it out, and keeps it past the end of the measurement, in a process of its own with
// one iteration and no warm-up, so that
// - `Memory (resident peak)` / `(resident peak delta)` is the peak resident memory of the
//   process / of this workload (sampled by package-benchmark), and
// - `Malloc / free Δ (bytes)` (memoryLeakedBytes) is what the table still holds when the
//   measurement ends: its memory, since nothing else is alive that was allocated in it.

import Benchmark
import Foundation
import OpenTableView
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    ours(.uniform, rows: 10_000_000, sections: 1)
    ours(.uniform, rows: 10_000_000, sections: 10_000)
    naive(.uniform, rows: 10_000_000)
    ours(.perRow, rows: 1_000_000, sections: 1)
    ours(.perRow, rows: 10_000_000, sections: 1)
    naive(.perRow, rows: 1_000_000)
    ours(.estimated, rows: 10_000_000, sections: 1)
    naive(.estimated, rows: 10_000_000)
}

private func workload(_ mode: HeightMode) -> String {
    switch mode {
    case .uniform: "memory reloadData + first layout, uniform rows"
    case .perRow: "memory reloadData + first layout, per-row heights"
    case .estimated: "memory reloadData + first layout, estimated heights self-sizing"
    }
}

private func ours(_ mode: HeightMode, rows: Int, sections: Int) {
    let slot = FixtureSlot<TableFixture>()
    Benchmark(
        Workload.name(workload(mode), .ours, rows: rows, sections: sections), configuration: Configurations.memory
    ) { benchmark in
        onMain(benchmark) { benchmark in
            slot.reset()
            benchmark.startMeasurement()
            let fixture = TableFixture(rows: rows, sections: sections, mode: mode)
            benchmark.stopMeasurement()
            slot.reset(to: fixture)
            precondition(!fixture.table.visibleCells.isEmpty, "nothing laid out")
        }
    }
}

private func naive(_ mode: HeightMode, rows: Int) {
    let slot = FixtureSlot<LinearScanTable>()
    Benchmark(Workload.name(workload(mode), .naive, rows: rows), configuration: Configurations.memory) { benchmark in
        onMain(benchmark) { benchmark in
            slot.reset()
            benchmark.startMeasurement()
            let table = LinearScanTable(selfSizing: mode == .estimated)
            table.reload(
                sections: 1, rowsPerSection: rows, uniformHeight: Workload.uniformRowHeight,
                height: mode == .perRow ? { Workload.rowHeight($0.row) } : nil)
            table.layout()
            benchmark.stopMeasurement()
            slot.reset(to: table)
            precondition(!table.visibleRows.isEmpty, "nothing laid out")
        }
    }
}
