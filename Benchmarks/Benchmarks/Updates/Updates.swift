// Updates: incremental changes to a big table, each beside `reloadData()` + layout of the same
// table (the target: a one-row insert in a 10^6-row section at least 100× cheaper than
// reloading that section).
//
// - one-row insert / delete at a random index of a 10^6-row section, and `reloadRows(at:)` of one
//   random row (with per-row heights the delegate's answer for that row changes first, so the
//   table must take the new height: this is how a one-row height change is measured, since
//   `beginUpdates()`/`endUpdates()` after a changed `heightForRowAt` re-asks every row's height);
//   each a standalone call, which is a batch of one applied at once, layout included;
// - the same one-row inserts and deletes 1,000 in a row per iteration (each still a standalone
//   call after the data source's count changed), reported per call: a single sub-microsecond
//   call also pays the harness's own start and stop of the measurement, which this spreads
//   over 1,000 calls, as the scrolling and geometry benchmarks do;
// - a batch of 1,000 random changes (250 inserts, 250 deletes, 250 moves, 250 reloads, anywhere
//   in the table) in one `performBatchUpdates` on 10^6 rows in 10 sections.
//
// The data source is a list of row counts that each operation changes first, as an app changes
// its model; the table only needs counts and heights. The table shows its first screen (offset
// 0) throughout. One operation per iteration: the sanity check (`numberOfRows(inSection:)`) and
// the inverse edit that keeps the table at its size run outside the measurement.

import Benchmark
import Foundation
import OpenTableView
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for mode in [HeightMode.uniform, .perRow] {
        oneRowEdit(.insert, mode)
        oneRowEdit(.delete, mode)
        oneRowEditRun(.insert, mode)
        oneRowEditRun(.delete, mode)
        oneRowEdit(.reload, mode)
        reloadWholeSection(mode)
        randomBatch(mode)
    }
}

/// Rows in the table of every workload.
private let rows = 1_000_000
/// Sections of the table the random batches edit.
private let batchSections = 10
/// Changes in one random batch: a quarter each of inserts, deletes, moves and reloads.
private let batchChanges = 1_000

private func label(_ mode: HeightMode) -> String {
    mode == .uniform ? "uniform rows" : "per-row heights"
}

// MARK: Fixture

/// A data source whose model is its row counts.
@MainActor
private final class CountsDataSource: TableViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: BenchmarkDataSource.identifier, for: indexPath)
    }
}

/// Answers `heightForRowAt` with ``Workload/rowHeight(_:)`` of the row in its section, 4 points
/// taller for the rows in `taller` (a one-row height change toggles a row in and out).
@MainActor
private final class ChangingHeightsDelegate: TableViewDelegate {
    var taller: Set<IndexPath> = []

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let height = Workload.rowHeight(indexPath.row)
        return taller.isEmpty || !taller.contains(indexPath) ? height : height + 4
    }
}

/// A 390 × 844 table over a ``CountsDataSource``, laid out at the top.
@MainActor
private final class EditableTable {
    let table: TableView
    let dataSource: CountsDataSource
    let delegate: TableViewDelegate

    init(rows: Int, sections: Int, mode: HeightMode) {
        precondition(mode != .estimated && rows % sections == 0)
        dataSource = CountsDataSource(counts: Array(repeating: rows / sections, count: sections))
        delegate = mode == .perRow ? ChangingHeightsDelegate() : PlainDelegate()
        table = TableView(frame: Workload.viewport, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: BenchmarkDataSource.identifier)
        if mode == .uniform { table.rowHeight = Workload.uniformRowHeight }
        table.delegate = delegate
        table.dataSource = dataSource
        table.layoutIfNeeded()
    }

    /// Fails the run unless the table's counts are the data source's.
    func checkCounts(_ what: String) {
        for section in dataSource.counts.indices {
            let count = table.numberOfRows(inSection: section)
            precondition(
                count == dataSource.counts[section],
                "\(what): section \(section) has \(count) rows, the data source \(dataSource.counts[section])")
        }
        precondition(!table.visibleCells.isEmpty, "\(what): nothing laid out")
    }
}

/// One operation per iteration, many iterations: the edits take microseconds.
private var oneOperation: Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10, scalingFactor: .one,
        maxDuration: .seconds(1), maxIterations: 5_000)
}

// MARK: One-row edits

private enum RowEdit {
    case insert, delete, reload

    func workload(_ mode: HeightMode) -> String {
        switch self {
        case .insert: "one-row insert at a random index, \(label(mode))"
        case .delete: "one-row delete at a random index, \(label(mode))"
        case .reload where mode == .perRow: "one-row height change reloadRows(at:) of a random row, \(label(mode))"
        case .reload: "one-row reloadRows(at:) of a random row, \(label(mode))"
        }
    }
}

private func oneRowEdit(_ edit: RowEdit, _ mode: HeightMode) {
    let slot = FixtureSlot<EditableTable>()
    Benchmark(Workload.name(edit.workload(mode), .ours, rows: rows), configuration: oneOperation) { benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { EditableTable(rows: rows, sections: 1, mode: mode) }
            let table = fixture.table
            let source = fixture.dataSource
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            switch edit {
            case .insert:
                let indexPath = IndexPath(row: random.row(below: source.counts[0] + 1), section: 0)
                source.counts[0] += 1
                benchmark.startMeasurement()
                table.insertRows(at: [indexPath], with: .automatic)
                benchmark.stopMeasurement()
                fixture.checkCounts("insert")
                source.counts[0] -= 1
                table.deleteRows(at: [indexPath], with: .automatic)
            case .delete:
                let indexPath = IndexPath(row: random.row(below: source.counts[0]), section: 0)
                source.counts[0] -= 1
                benchmark.startMeasurement()
                table.deleteRows(at: [indexPath], with: .automatic)
                benchmark.stopMeasurement()
                fixture.checkCounts("delete")
                source.counts[0] += 1
                table.insertRows(at: [indexPath], with: .automatic)
            case .reload:
                let indexPath = IndexPath(row: random.row(below: source.counts[0]), section: 0)
                let heights = fixture.delegate as? ChangingHeightsDelegate
                if let heights, !heights.taller.insert(indexPath).inserted {
                    heights.taller.remove(indexPath)  // back to its first height
                }
                benchmark.startMeasurement()
                table.reloadRows(at: [indexPath], with: .automatic)
                benchmark.stopMeasurement()
                fixture.checkCounts("reloadRows")
                let expected =
                    heights.map { $0.tableView(table, heightForRowAt: indexPath) } ?? Workload.uniformRowHeight
                let height = table.rectForRow(at: indexPath).height
                precondition(height == expected, "reloadRows: row \(indexPath.row) is \(height) high, not \(expected)")
            }
            fixture.checkCounts("inverse edit")
        }
    }
}

/// Calls per iteration of ``oneRowEditRun(_:_:)``.
private let editsPerRun = 1_000

/// 1,000 standalone one-row inserts (or deletes) at random indices per iteration, measured
/// together and reported per call; the inverse edits, in reverse order, restore the table
/// outside the measurement.
private func oneRowEditRun(_ edit: RowEdit, _ mode: HeightMode) {
    precondition(edit != .reload, "runs are measured for inserts and deletes")
    let slot = FixtureSlot<EditableTable>()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2,
        scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 500)
    let name = Workload.name("\(editsPerRun) in a row, \(edit.workload(mode))", .ours, rows: rows)
    Benchmark(name, configuration: configuration) { benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { EditableTable(rows: rows, sections: 1, mode: mode) }
            let table = fixture.table
            let source = fixture.dataSource
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            // Each index path is valid when its call is made: inserts name rows of the table
            // after the insert, deletes rows before the delete.
            var indexPaths: [[IndexPath]] = []
            var count = source.counts[0]
            for _ in 0..<editsPerRun {
                let isInsert = edit == .insert
                indexPaths.append([IndexPath(row: random.row(below: isInsert ? count + 1 : count), section: 0)])
                count += isInsert ? 1 : -1
            }
            let step = edit == .insert ? 1 : -1
            benchmark.startMeasurement()
            if edit == .insert {
                for indexPath in indexPaths {
                    source.counts[0] += step
                    table.insertRows(at: indexPath, with: .automatic)
                }
            } else {
                for indexPath in indexPaths {
                    source.counts[0] += step
                    table.deleteRows(at: indexPath, with: .automatic)
                }
            }
            benchmark.stopMeasurement()
            fixture.checkCounts("\(editsPerRun) edits")
            for indexPath in indexPaths.reversed() {
                source.counts[0] -= step
                if edit == .insert {
                    table.deleteRows(at: indexPath, with: .automatic)
                } else {
                    table.insertRows(at: indexPath, with: .automatic)
                }
            }
            fixture.checkCounts("inverse edits")
        }
    }
}

/// `reloadData()` + layout of the same table: what the one-row edits should be much cheaper than.
private func reloadWholeSection(_ mode: HeightMode) {
    let slot = FixtureSlot<EditableTable>()
    Benchmark(
        Workload.name("reloadData + layout of the same section, \(label(mode))", .ours, rows: rows),
        configuration: Configurations.wholeTable(rows: rows, perRow: mode == .perRow)
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { EditableTable(rows: rows, sections: 1, mode: mode) }
            benchmark.startMeasurement()
            fixture.table.reloadData()
            fixture.table.layoutIfNeeded()
            benchmark.stopMeasurement()
            fixture.checkCounts("reloadData")
        }
    }
}

// MARK: Random batches

/// A valid batch of random row changes in UIKit's coordinates: deletes, reloads and move sources
/// name rows before the batch, inserts and move destinations rows after it; no row is named
/// twice on either side.
private struct RandomBatch {
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// The row counts after the batch.
    var after: [Int]

    init(counts: [Int], changes: Int, random: inout SplitMix64) {
        let perKind = changes / 4
        var old = Set<IndexPath>()
        func freshOldRow() -> IndexPath {
            while true {
                let section = random.row(below: counts.count)
                let indexPath = IndexPath(row: random.row(below: counts[section]), section: section)
                if old.insert(indexPath).inserted { return indexPath }
            }
        }
        deletes = (0..<perKind).map { _ in freshOldRow() }
        reloads = (0..<perKind).map { _ in freshOldRow() }
        let moveSources = (0..<perKind).map { _ in freshOldRow() }
        let insertSections = (0..<perKind).map { _ in random.row(below: counts.count) }
        let moveSections = (0..<(changes - 3 * perKind)).map { _ in random.row(below: counts.count) }
        after = counts
        for row in deletes + moveSources { after[row.section] -= 1 }
        for section in insertSections + moveSections { after[section] += 1 }
        var new = Set<IndexPath>()
        func freshNewRow(in section: Int) -> IndexPath {
            while true {
                let indexPath = IndexPath(row: random.row(below: after[section]), section: section)
                if new.insert(indexPath).inserted { return indexPath }
            }
        }
        inserts = insertSections.map(freshNewRow)
        moves = zip(moveSources, moveSections.map(freshNewRow)).map { (from: $0, to: $1) }
    }
}

private func randomBatch(_ mode: HeightMode) {
    let slot = FixtureSlot<EditableTable>()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1,
        scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 500)
    let workload = "batch of 1000 random inserts deletes moves reloads performBatchUpdates, \(label(mode))"
    Benchmark(Workload.name(workload, .ours, rows: rows, sections: batchSections), configuration: configuration) {
        benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { EditableTable(rows: rows, sections: batchSections, mode: mode) }
            let table = fixture.table
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            let batch = RandomBatch(counts: fixture.dataSource.counts, changes: batchChanges, random: &random)
            benchmark.startMeasurement()
            table.performBatchUpdates {
                fixture.dataSource.counts = batch.after
                table.deleteRows(at: batch.deletes, with: .automatic)
                table.insertRows(at: batch.inserts, with: .automatic)
                table.reloadRows(at: batch.reloads, with: .automatic)
                for move in batch.moves { table.moveRow(at: move.from, to: move.to) }
            }
            benchmark.stopMeasurement()
            fixture.checkCounts("batch")
        }
    }
}
