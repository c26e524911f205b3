// Scrolling: the time of one layout pass after a small scroll (a sweep in quarter-viewport steps),
// after a jump to a random offset, and after scrollToRow to a random row. Cells are trivial
// (dequeued, not configured), so the table's own work dominates.
//
// Every implementation sees the same offsets and rows: sweeps follow the same `SweepPlan`
// (stretches of 100 steps spread over the whole table) and random workloads draw from
// `SplitMix64` seeded with the iteration number. Results are per layout pass (`.kilo`).

import Benchmark
import Foundation
import OpenTableView
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for rows in Workload.rowCounts {
        sweep(.uniform, rows: rows)
        sweep(.perRow, rows: rows)
        sweep(.uniform, rows: rows, step: Workload.smallScrollStep)
        sweep(.perRow, rows: rows, step: Workload.smallScrollStep)
        randomJumps(rows: rows)
        scrollToRandomRows(rows: rows)
    }
    smallScrollOneStretch(.uniform)
    smallScrollOneStretch(.perRow)
    for sections in Workload.sectionCounts where sections > 1 {
        sweepOurs(.uniform, rows: 1_000_000, sections: sections)
    }
}

private func label(_ mode: HeightMode) -> String {
    mode == .uniform ? "uniform rows" : "per-row heights"
}

private func rowHeight(_ mode: HeightMode) -> (Int) -> CGFloat {
    if mode == .uniform { return { _ in Workload.uniformRowHeight } }
    return { Workload.rowHeight($0) }
}

/// The naive table at row counts where one iteration (1,000 walks over half the rows on average)
/// takes seconds gets one measured iteration.
private func naiveConfiguration(rows: Int) -> Benchmark.Configuration {
    rows >= 10_000_000
        ? Configurations.perOperation(maxDuration: .seconds(1), maxIterations: 1, warmupIterations: 0)
        : Configurations.perOperation(maxDuration: .seconds(1), maxIterations: 1_000)
}

/// The naive table over `rows` rows in one section, laid out at the top.
@MainActor
private func naiveTable(rows: Int, _ mode: HeightMode) -> LinearScanTable {
    let table = LinearScanTable()
    table.reload(
        sections: 1, rowsPerSection: rows, uniformHeight: Workload.uniformRowHeight,
        height: mode == .uniform ? nil : { Workload.rowHeight($0.row) })
    table.layout()
    return table
}

/// Checks that a pass showed about one viewport of rows, so no implementation measures an empty
/// or a broken layout.
private func checkVisible(_ count: Int, _ what: String) {
    let most = Int(Workload.viewport.height / 44) + 2
    let least = Int(Workload.viewport.height / 76)
    precondition((least...most).contains(count), "\(what): \(count) visible rows")
}

// MARK: Sweep

/// The workload name of a sweep with steps of `step` points.
private func sweepName(_ mode: HeightMode, step: CGFloat) -> String {
    step == Workload.scrollStep
        ? "scroll sweep quarter-viewport steps, \(label(mode))"
        : "small scroll \(Int(step)) pt steps, \(label(mode))"
}

private func sweep(_ mode: HeightMode, rows: Int, step: CGFloat = Workload.scrollStep) {
    sweepOurs(mode, rows: rows, sections: 1, step: step)
    let workload = sweepName(mode, step: step)
    if Workload.naiveRowCounts.contains(rows) || mode == .uniform {
        let slot = FixtureSlot<LinearScanTable>()
        Benchmark(Workload.name(workload, .naive, rows: rows), configuration: naiveConfiguration(rows: rows)) {
            benchmark in
            onMain(benchmark) { benchmark in
                let table = slot.get { naiveTable(rows: rows, mode) }
                let plan = SweepPlan(iteration: slot.nextIteration(), maxOffset: table.maxOffset, step: step)
                table.offsetY = plan.initialOffset
                table.layout()
                benchmark.startMeasurement()
                for pass in benchmark.scaledIterations {
                    table.offsetY = plan.offset(pass)
                    table.layout()
                }
                benchmark.stopMeasurement()
                checkVisible(table.visibleRows.count, "naive sweep")
            }
        }
    }
    let slot = FixtureSlot<PrefixSumFloor>()
    Benchmark(Workload.name(workload, .floor, rows: rows), configuration: Configurations.perOperation()) { benchmark in
        onMain(benchmark) { benchmark in
            let floor = slot.get { PrefixSumFloor(rows: rows, height: rowHeight(mode)) }
            let plan = SweepPlan(iteration: slot.nextIteration(), maxOffset: floor.maxOffset, step: step)
            var visible = 0..<0
            benchmark.startMeasurement()
            for pass in benchmark.scaledIterations {
                let y = plan.offset(pass)
                visible = floor.visibleRows(minY: y, maxY: y + floor.viewportHeight)
                blackHole(visible)
            }
            benchmark.stopMeasurement()
            checkVisible(visible.count, "floor sweep")
        }
    }
}

private func sweepOurs(_ mode: HeightMode, rows: Int, sections: Int, step: CGFloat = Workload.scrollStep) {
    let slot = FixtureSlot<TableFixture>()
    let name = Workload.name(sweepName(mode, step: step), .ours, rows: rows, sections: sections)
    Benchmark(name, configuration: Configurations.perOperation()) { benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { TableFixture(rows: rows, sections: sections, mode: mode) }
            let table = fixture.table
            let plan = SweepPlan(iteration: slot.nextIteration(), maxOffset: fixture.maxOffset, step: step)
            table.contentOffset.y = plan.initialOffset
            table.layoutIfNeeded()
            benchmark.startMeasurement()
            for pass in benchmark.scaledIterations {
                table.contentOffset.y = plan.offset(pass)
                table.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            checkVisible(table.visibleCells.count, "OpenTableView sweep")
        }
    }
}

// MARK: Small scroll, one stretch per iteration

/// Rows of the one-stretch small-scroll workload: the size the 1,000× target names.
private let oneStretchRows = 1_000_000

/// Where iteration `iteration`'s stretch of `steps` consecutive steps starts: spread over the
/// table by the golden ratio, as `SweepPlan` spreads its stretches.
private func oneStretchStart(iteration: Int, maxOffset: CGFloat, step: CGFloat, steps: Int) -> CGFloat {
    let room = maxOffset - step * CGFloat(steps + 1)
    guard room > 0 else { return 0 }
    let fraction = (Double(iteration + 1) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1)
    return (CGFloat(fraction) * room).rounded(.down)
}

/// The small scroll alone: each iteration is 1,000 consecutive 4 pt steps from a start reached
/// before the measurement, so every measured pass is a small scroll. (In the sweep above, 9 of
/// every 1,000 measured passes are the jumps between its stretches; for a 4 pt step those full
/// relayouts are a large share of this table's time, though not of the naive one's.) The naive
/// table gets more time because its cost depends on where the stretch lies.
private func smallScrollOneStretch(_ mode: HeightMode) {
    let step = Workload.smallScrollStep
    let steps = 1_000
    let workload = "small scroll 4 pt steps one stretch per iteration, \(label(mode))"
    let slot = FixtureSlot<TableFixture>()
    Benchmark(Workload.name(workload, .ours, rows: oneStretchRows), configuration: Configurations.perOperation()) {
        benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { TableFixture(rows: oneStretchRows, sections: 1, mode: mode) }
            let table = fixture.table
            let start = oneStretchStart(
                iteration: slot.nextIteration(), maxOffset: fixture.maxOffset, step: step, steps: steps)
            table.contentOffset.y = start
            table.layoutIfNeeded()
            benchmark.startMeasurement()
            for pass in benchmark.scaledIterations {
                table.contentOffset.y = start + step * CGFloat(pass + 1)
                table.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            checkVisible(table.visibleCells.count, "OpenTableView one stretch")
        }
    }
    let naiveSlot = FixtureSlot<LinearScanTable>()
    let naive = Configurations.perOperation(maxDuration: .seconds(6), maxIterations: 1_000)
    Benchmark(Workload.name(workload, .naive, rows: oneStretchRows), configuration: naive) { benchmark in
        onMain(benchmark) { benchmark in
            let table = naiveSlot.get { naiveTable(rows: oneStretchRows, mode) }
            let start = oneStretchStart(
                iteration: naiveSlot.nextIteration(), maxOffset: table.maxOffset, step: step, steps: steps)
            table.offsetY = start
            table.layout()
            benchmark.startMeasurement()
            for pass in benchmark.scaledIterations {
                table.offsetY = start + step * CGFloat(pass + 1)
                table.layout()
            }
            benchmark.stopMeasurement()
            checkVisible(table.visibleRows.count, "naive one stretch")
        }
    }
}

// MARK: Random jumps

private func randomJumps(rows: Int) {
    let workload = "random jump to any offset, per-row heights"
    do {
        let slot = FixtureSlot<TableFixture>()
        Benchmark(Workload.name(workload, .ours, rows: rows), configuration: Configurations.perOperation()) {
            benchmark in
            onMain(benchmark) { benchmark in
                let fixture = slot.get { TableFixture(rows: rows, mode: .perRow) }
                let table = fixture.table
                var random = SplitMix64(seed: UInt64(slot.nextIteration()))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    table.contentOffset.y = random.offset(upTo: fixture.maxOffset)
                    table.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                checkVisible(table.visibleCells.count, "OpenTableView jump")
            }
        }
    }
    if Workload.naiveRowCounts.contains(rows) {
        let slot = FixtureSlot<LinearScanTable>()
        Benchmark(Workload.name(workload, .naive, rows: rows), configuration: naiveConfiguration(rows: rows)) {
            benchmark in
            onMain(benchmark) { benchmark in
                let table = slot.get {
                    let table = LinearScanTable()
                    table.reload(
                        sections: 1, rowsPerSection: rows, uniformHeight: 0, height: { Workload.rowHeight($0.row) })
                    table.layout()
                    return table
                }
                var random = SplitMix64(seed: UInt64(slot.nextIteration()))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    table.offsetY = random.offset(upTo: table.maxOffset)
                    table.layout()
                }
                benchmark.stopMeasurement()
                checkVisible(table.visibleRows.count, "naive jump")
            }
        }
    }
    let slot = FixtureSlot<PrefixSumFloor>()
    Benchmark(Workload.name(workload, .floor, rows: rows), configuration: Configurations.perOperation()) { benchmark in
        onMain(benchmark) { benchmark in
            let floor = slot.get { PrefixSumFloor(rows: rows, height: Workload.rowHeight) }
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            var visible = 0..<0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let y = random.offset(upTo: floor.maxOffset)
                visible = floor.visibleRows(minY: y, maxY: y + floor.viewportHeight)
                blackHole(visible)
            }
            benchmark.stopMeasurement()
            checkVisible(visible.count, "floor jump")
        }
    }
}

// MARK: scrollToRow

private func scrollToRandomRows(rows: Int) {
    let workload = "scrollToRow random row .middle, per-row heights"
    do {
        let slot = FixtureSlot<TableFixture>()
        Benchmark(Workload.name(workload, .ours, rows: rows), configuration: Configurations.perOperation()) {
            benchmark in
            onMain(benchmark) { benchmark in
                let fixture = slot.get { TableFixture(rows: rows, mode: .perRow) }
                let table = fixture.table
                var random = SplitMix64(seed: UInt64(slot.nextIteration()))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    table.scrollToRow(
                        at: IndexPath(row: random.row(below: rows), section: 0), at: .middle, animated: false)
                    table.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                checkVisible(table.visibleCells.count, "OpenTableView scrollToRow")
            }
        }
    }
    if Workload.naiveRowCounts.contains(rows) {
        let slot = FixtureSlot<LinearScanTable>()
        Benchmark(Workload.name(workload, .naive, rows: rows), configuration: naiveConfiguration(rows: rows)) {
            benchmark in
            onMain(benchmark) { benchmark in
                let table = slot.get {
                    let table = LinearScanTable()
                    table.reload(
                        sections: 1, rowsPerSection: rows, uniformHeight: 0, height: { Workload.rowHeight($0.row) })
                    table.layout()
                    return table
                }
                var random = SplitMix64(seed: UInt64(slot.nextIteration()))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    table.scrollToRow(random.row(below: rows))
                }
                benchmark.stopMeasurement()
                checkVisible(table.visibleRows.count, "naive scrollToRow")
            }
        }
    }
    let slot = FixtureSlot<PrefixSumFloor>()
    Benchmark(Workload.name(workload, .floor, rows: rows), configuration: Configurations.perOperation()) { benchmark in
        onMain(benchmark) { benchmark in
            let floor = slot.get { PrefixSumFloor(rows: rows, height: Workload.rowHeight) }
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            var visible = 0..<0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let row = random.row(below: rows)
                let midY = (floor.tops[row] + floor.tops[row + 1]) / 2
                let y = min(max(0, midY - floor.viewportHeight / 2), floor.maxOffset)
                visible = floor.visibleRows(minY: y, maxY: y + floor.viewportHeight)
                blackHole(visible)
            }
            benchmark.stopMeasurement()
            checkVisible(visible.count, "floor scrollToRow")
        }
    }
}
