// Diffable: `TableViewDiffableDataSource.apply(_:animatingDifferences:)` of a snapshot that
// differs from the one shown by 1 % of its items (a third inserted, a third deleted, a third
// moved to random places, across sections when there are several), at 10^4, 10^5 and 10^6 items
// in 1 and in 100 sections. The table is 390 × 844, laid out, with uniform rows and trivial cells
// from a cell provider; the measurement covers the diff, the batch update it becomes and the
// layout after it. Iterations alternate between the two snapshots (old → new, new → old), so
// every apply is a 1 % change and nothing is built while measuring.
//
// Beside it, the standard library's `Array.difference(from:)` (Myers' algorithm) on the same two
// snapshots' items flattened into arrays, with and without `inferringMoves()`.
//
// The snapshot difference alone (the core's `SectionedIdentifiers.difference(from:)`, in
// `Sources/OpenTableViewCore/Diff/`, on the two snapshots' `sectionedIdentifiers`) is measured
// through the SPI `DiffableDataSourceSnapshot._benchmarkDifferenceCount(from:to:)`, which runs it
// as the data source does and counts the operations found (the SPI also exists in versions of the
// library from before the diff moved to the core, so OPENTABLEVIEW_PATH comparisons keep working).

import Benchmark
import Foundation
@_spi(Benchmarking) import OpenTableView
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for items in itemCounts {
        for sections in sectionCounts {
            applyOurs(items: items, sections: sections)
            differenceOnly(items: items, sections: sections)
            swiftDifference(items: items, sections: sections, inferringMoves: false)
            swiftDifference(items: items, sections: sections, inferringMoves: true)
        }
    }
}

private let itemCounts = [10_000, 100_000, 1_000_000]
private let sectionCounts = [1, 100]
private let workload = "apply snapshot with 1% changes"

private typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// Two arrangements of items in sections, the second the first with 1 % changes: `items / 300`
/// items deleted, as many new ones inserted and the rest of the 1 % moved, each insert and move to
/// a random section and place. Items are `Int`s, unique across sections.
private struct ItemsPair {
    let old: [[Int]]
    let new: [[Int]]
    /// How many items are inserted, deleted and moved.
    let inserts: Int, deletes: Int, moves: Int

    init(items: Int, sections: Int, seed: UInt64 = 1) {
        precondition(items % sections == 0)
        let perSection = items / sections
        old = (0..<sections).map { Array($0 * perSection..<($0 + 1) * perSection) }
        let changes = items / 100
        inserts = changes / 3
        deletes = changes / 3
        moves = changes - inserts - deletes
        var random = SplitMix64(seed: seed)
        var leaving = Set<Int>()
        var moved: [Int] = []
        while leaving.count < deletes { leaving.insert(random.row(below: items)) }
        while moved.count < moves {
            let item = random.row(below: items)
            if leaving.insert(item).inserted { moved.append(item) }
        }
        let kept = old.map { $0.filter { !leaving.contains($0) } }
        // Each arriving item (moved or new) gets a section and a place among the kept items there.
        var arrivals = Array(repeating: [(place: Int, item: Int)](), count: sections)
        for item in moved + Array(items..<(items + inserts)) {
            let section = random.row(below: sections)
            arrivals[section].append((random.row(below: kept[section].count + 1), item))
        }
        new = (0..<sections).map { section in
            let incoming = arrivals[section].sorted { ($0.place, $0.item) < ($1.place, $1.item) }
            var result: [Int] = []
            result.reserveCapacity(kept[section].count + incoming.count)
            var next = 0
            for (place, item) in kept[section].enumerated() {
                while next < incoming.count && incoming[next].place == place {
                    result.append(incoming[next].item)
                    next += 1
                }
                result.append(item)
            }
            result += incoming[next...].map(\.item)
            return result
        }
    }

    static func snapshot(_ sections: [[Int]]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(Array(sections.indices))
        for (section, items) in sections.enumerated() {
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}

/// A laid-out table showing one of two snapshots through a diffable data source.
@MainActor
private final class DiffableFixture {
    let table: TableView
    let dataSource: TableViewDiffableDataSource<Int, Int>
    let snapshots: [Snapshot]
    let counts: [[Int]]
    /// Which snapshot the table shows.
    var shown = 0

    init(items: Int, sections: Int) {
        let pair = ItemsPair(items: items, sections: sections)
        snapshots = [ItemsPair.snapshot(pair.old), ItemsPair.snapshot(pair.new)]
        counts = [pair.old.map(\.count), pair.new.map(\.count)]
        table = TableView(frame: Workload.viewport, style: .plain)
        table.rowHeight = Workload.uniformRowHeight
        table.register(TableViewCell.self, forCellReuseIdentifier: BenchmarkDataSource.identifier)
        dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: BenchmarkDataSource.identifier, for: indexPath)
        }
        dataSource.apply(snapshots[0], animatingDifferences: false)
        table.layoutIfNeeded()
        check()
    }

    /// Fails the run unless the table shows the snapshot it was given.
    func check() {
        let expected = counts[shown]
        precondition(table.numberOfSections == expected.count, "\(table.numberOfSections) sections")
        for section in expected.indices {
            let count = table.numberOfRows(inSection: section)
            precondition(count == expected[section], "section \(section): \(count) rows, \(expected[section]) expected")
        }
        let first = IndexPath(row: 0, section: 0)
        precondition(
            dataSource.itemIdentifier(for: first) == snapshots[shown].itemIdentifiers(inSection: 0).first,
            "wrong first item")
        precondition(!table.visibleCells.isEmpty, "nothing laid out")
    }
}

private func configuration(items: Int, slow: Bool = false) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(items >= 1_000_000 ? (slow ? 6 : 3) : 1),
        maxIterations: items >= 1_000_000 && slow ? 3 : 1_000)
}

private func applyOurs(items: Int, sections: Int) {
    let slot = FixtureSlot<DiffableFixture>()
    let name = Workload.name(workload, .ours, rows: items, sections: sections, unit: "items")
    Benchmark(name, configuration: configuration(items: items)) { benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { DiffableFixture(items: items, sections: sections) }
            let next = 1 - fixture.shown
            benchmark.startMeasurement()
            fixture.dataSource.apply(fixture.snapshots[next], animatingDifferences: true)
            fixture.table.layoutIfNeeded()
            benchmark.stopMeasurement()
            fixture.shown = next
            fixture.check()
        }
    }
}

/// The two snapshots, and which way the next difference goes.
private final class SnapshotPair {
    let snapshots: [Snapshot]
    let inserts: Int, deletes: Int, moves: Int
    var from = 0

    init(items: Int, sections: Int) {
        let pair = ItemsPair(items: items, sections: sections)
        snapshots = [ItemsPair.snapshot(pair.old), ItemsPair.snapshot(pair.new)]
        (inserts, deletes, moves) = (pair.inserts, pair.deletes, pair.moves)
    }
}

private func differenceOnly(items: Int, sections: Int) {
    let slot = FixtureSlot<SnapshotPair>()
    let name = Workload.name(workload, .oursDiffOnly, rows: items, sections: sections, unit: "items")
    Benchmark(name, configuration: configuration(items: items)) { benchmark in
        onMain(benchmark) { benchmark in
            let pair = slot.get { SnapshotPair(items: items, sections: sections) }
            let old = pair.snapshots[pair.from]
            let new = pair.snapshots[1 - pair.from]
            benchmark.startMeasurement()
            let operations = Snapshot._benchmarkDifferenceCount(from: old, to: new)
            benchmark.stopMeasurement()
            pair.from = 1 - pair.from
            // Every insert and delete is found; a moved item is a move unless it happens to stay in
            // order among the rows of its section (the longest increasing subsequence keeps it).
            let least = pair.inserts + pair.deletes
            precondition((least...(least + pair.moves)).contains(operations), "\(operations) operations found")
        }
    }
}

/// The flattened items of both snapshots, and which way the next difference goes.
private final class FlatPair {
    let arrays: [[Int]]
    let changes: Int
    var from = 0

    init(items: Int, sections: Int) {
        let pair = ItemsPair(items: items, sections: sections)
        arrays = [pair.old.flatMap { $0 }, pair.new.flatMap { $0 }]
        changes = pair.inserts + pair.deletes + 2 * pair.moves
    }
}

private func swiftDifference(items: Int, sections: Int, inferringMoves: Bool) {
    let slot = FixtureSlot<FlatPair>()
    let implementation: Implementation = inferringMoves ? .swiftDifferenceInferringMoves : .swiftDifference
    let name = Workload.name(workload, implementation, rows: items, sections: sections, unit: "items")
    Benchmark(name, configuration: configuration(items: items, slow: true)) { benchmark in
        onMain(benchmark) { benchmark in
            let pair = slot.get { FlatPair(items: items, sections: sections) }
            let old = pair.arrays[pair.from]
            let new = pair.arrays[1 - pair.from]
            benchmark.startMeasurement()
            var difference = new.difference(from: old)
            if inferringMoves { difference = difference.inferringMoves() }
            benchmark.stopMeasurement()
            pair.from = 1 - pair.from
            // Myers finds a shortest edit script: a move is one removal and one insertion (a
            // moved item that lands next to where it was may cost less).
            precondition(
                difference.count <= pair.changes, "\(difference.count) changes, at most \(pair.changes) expected")
            precondition(old.applying(difference) == new, "difference does not turn old into new")
        }
    }
}
