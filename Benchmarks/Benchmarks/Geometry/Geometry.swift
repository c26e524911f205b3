// Geometry queries on a table with per-row heights (the delegate answers heightForRowAt), one
// section, laid out at the top: rectForRow for random rows, indexPathForRow(at:) for random
// points, indexPathsForRows(in:) for random viewport-sized rectangles. 1,000 queries per
// iteration, reported per query. Every implementation answers the same queries (SplitMix64
// seeded with the iteration number), and each checks its answers against the closed form.

import Benchmark
import Foundation
import OpenTableView
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for rows in Workload.rowCounts {
        for query in Query.allCases {
            ours(query, rows: rows)
            if Workload.naiveRowCounts.contains(rows) { naive(query, rows: rows) }
            floor(query, rows: rows)
        }
    }
}

private enum Query: CaseIterable {
    case rectForRow, indexPathForRow, indexPathsForRows

    var workload: String {
        switch self {
        case .rectForRow: "rectForRow random row, per-row heights"
        case .indexPathForRow: "indexPathForRow(at:) random point, per-row heights"
        case .indexPathsForRows: "indexPathsForRows(in:) random viewport rect, per-row heights"
        }
    }
}

private let viewportHeight = Workload.viewport.height

/// The content height, from the closed form.
private func contentHeight(_ rows: Int) -> CGFloat { Workload.rowTop(rows) }

/// Checks one answer of each kind against the closed form.
private func check(rows: Int, rect: (Int) -> CGRect, row: (CGFloat) -> Int?, rowsIn: (CGFloat, CGFloat) -> [IndexPath])
{
    let probe = rows / 3 + 1
    let top = Workload.rowTop(probe)
    let frame = rect(probe)
    precondition(frame.minY == top && frame.height == Workload.rowHeight(probe), "rectForRow(\(probe)) = \(frame)")
    precondition(row(top + 1) == probe, "indexPathForRow at \(top + 1) = \(String(describing: row(top + 1)))")
    let inRect = rowsIn(top, Workload.rowTop(probe + 10))
    precondition(inRect.first?.row == probe && inRect.count == 10, "indexPathsForRows = \(inRect.count) rows")
}

private func ours(_ query: Query, rows: Int) {
    let slot = FixtureSlot<TableFixture>()
    Benchmark(Workload.name(query.workload, .ours, rows: rows), configuration: Configurations.perOperation()) {
        benchmark in
        onMain(benchmark) { benchmark in
            let table = slot.get {
                let fixture = TableFixture(rows: rows, mode: .perRow)
                let table = fixture.table
                check(
                    rows: rows, rect: { table.rectForRow(at: IndexPath(row: $0, section: 0)) },
                    row: { table.indexPathForRow(at: CGPoint(x: 1, y: $0))?.row },
                    rowsIn: { table.indexPathsForRows(in: CGRect(x: 0, y: $0, width: 390, height: $1 - $0)) ?? [] })
                return fixture
            }.table
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            let maxY = contentHeight(rows)
            benchmark.startMeasurement()
            switch query {
            case .rectForRow:
                for _ in benchmark.scaledIterations {
                    blackHole(table.rectForRow(at: IndexPath(row: random.row(below: rows), section: 0)))
                }
            case .indexPathForRow:
                for _ in benchmark.scaledIterations {
                    blackHole(table.indexPathForRow(at: CGPoint(x: 10, y: random.offset(upTo: maxY))))
                }
            case .indexPathsForRows:
                for _ in benchmark.scaledIterations {
                    let y = random.offset(upTo: maxY - viewportHeight)
                    blackHole(table.indexPathsForRows(in: CGRect(x: 0, y: y, width: 390, height: viewportHeight)))
                }
            }
            benchmark.stopMeasurement()
        }
    }
}

private func naive(_ query: Query, rows: Int) {
    let slot = FixtureSlot<LinearScanTable>()
    Benchmark(
        Workload.name(query.workload, .naive, rows: rows),
        configuration: Configurations.perOperation(maxDuration: .seconds(1))
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let table = slot.get {
                let table = LinearScanTable()
                table.reload(
                    sections: 1, rowsPerSection: rows, uniformHeight: 0, height: { Workload.rowHeight($0.row) })
                table.layout()
                check(rows: rows, rect: table.rectForRow, row: table.row(at:), rowsIn: table.rows(in:_:))
                return table
            }
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            let maxY = contentHeight(rows)
            benchmark.startMeasurement()
            switch query {
            case .rectForRow:
                for _ in benchmark.scaledIterations { blackHole(table.rectForRow(random.row(below: rows))) }
            case .indexPathForRow:
                for _ in benchmark.scaledIterations { blackHole(table.row(at: random.offset(upTo: maxY))) }
            case .indexPathsForRows:
                for _ in benchmark.scaledIterations {
                    let y = random.offset(upTo: maxY - viewportHeight)
                    blackHole(table.rows(in: y, y + viewportHeight))
                }
            }
            benchmark.stopMeasurement()
        }
    }
}

private func floor(_ query: Query, rows: Int) {
    let slot = FixtureSlot<PrefixSumFloor>()
    Benchmark(Workload.name(query.workload, .floor, rows: rows), configuration: Configurations.perOperation()) {
        benchmark in
        onMain(benchmark) { benchmark in
            let floor = slot.get {
                let floor = PrefixSumFloor(rows: rows, height: Workload.rowHeight)
                check(
                    rows: rows, rect: { floor.rectForRow($0, width: 390) }, row: floor.row(at:),
                    rowsIn: floor.rows(in:_:))
                return floor
            }
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            let maxY = contentHeight(rows)
            benchmark.startMeasurement()
            switch query {
            case .rectForRow:
                for _ in benchmark.scaledIterations { blackHole(floor.rectForRow(random.row(below: rows), width: 390)) }
            case .indexPathForRow:
                for _ in benchmark.scaledIterations {
                    blackHole(floor.row(at: random.offset(upTo: maxY)).map { IndexPath(row: $0, section: 0) })
                }
            case .indexPathsForRows:
                for _ in benchmark.scaledIterations {
                    let y = random.offset(upTo: maxY - viewportHeight)
                    blackHole(floor.rows(in: y, y + viewportHeight))
                }
            }
            benchmark.stopMeasurement()
        }
    }
}
