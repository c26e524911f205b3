// swap-compare: the cell-swap workloads on OpenTableView and on the PGTableView-style
// reference (`Sources/SwapReference`), interleaved in one run, with the ratios the targets of
// `Benchmarks/README.md` are stated in. On a shared 2-core machine wall-clock figures move by
// ±30 % from one minute to the next; timing both sides in alternating batches of the same
// process keeps their ratio meaningful (see README.md, "Cell swap").
//
//   swift build -c release --product swap-compare
//   .build/release/swap-compare                 # every workload and size, about 3 minutes
//   .build/release/swap-compare quick           # 10^6 rows only
//   .build/release/swap-compare reload          # the reloads only, every size
//
// Per workload and size: 31 alternating batches (reload: 7, or 3 at 10^7 rows, each of at least
// 2 × 10^5 rows' reloads), each a fresh run of the same inputs; the figure is the median batch's
// time per operation.

import Foundation
import OpenTableView
import SeededRandom
import SwapReference

let viewport = CGRect(x: 0, y: 0, width: 390, height: 844)
let sweepStep = viewport.height / 4  // 211 pt: about five cells replaced a pass

/// 44, 52, 60, 68, 76, repeating: exact sums, so both sides place rows identically.
@inline(__always)
func rowHeight(_ row: Int) -> CGFloat { 44 + CGFloat(row % 5) * 8 }

@MainActor
final class DataSource: TableViewDataSource {
    let sections: Int
    let rowsPerSection: Int
    init(rows: Int, sections: Int) {
        self.sections = sections
        rowsPerSection = rows / sections
    }
    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

/// Answers `heightForRowAt` by the row in its section (sections hold a multiple of 5 rows, so
/// this is also the height of the global row, as the reference is given).
@MainActor
final class PerRowDelegate: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight(indexPath.row)
    }
}

@MainActor
final class UniformDelegate: TableViewDelegate {}

@MainActor
protocol Side: AnyObject {
    var maxOffset: CGFloat { get }
    func scroll(to y: CGFloat)
    func reload()
    var firstVisibleRow: Int { get }
}

@MainActor
final class Ours: Side {
    let table = TableView(frame: viewport, style: .plain)
    let dataSource: DataSource
    let delegate: TableViewDelegate
    init(rows: Int, sections: Int, perRow: Bool) {
        dataSource = DataSource(rows: rows, sections: sections)
        delegate = perRow ? PerRowDelegate() : UniformDelegate()
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        if !perRow { table.rowHeight = 44 }
        table.delegate = delegate
        table.dataSource = dataSource
        table.layoutIfNeeded()
    }
    var maxOffset: CGFloat { max(0, table.contentSize.height - table.bounds.height) }
    func scroll(to y: CGFloat) {
        table.contentOffset.y = y
        table.layoutIfNeeded()
    }
    func reload() {
        table.reloadData()
        table.layoutIfNeeded()
    }
    var firstVisibleRow: Int {
        let first = table.indexPathsForVisibleRows!.first!
        return first.section * dataSource.rowsPerSection + first.row
    }
}

@MainActor
final class Reference: Side {
    let table: PGStyleTable
    let rows: Int
    let perRow: Bool
    init(rows: Int, perRow: Bool) {
        self.rows = rows
        self.perRow = perRow
        table = PGStyleTable(size: viewport.size) { table, _ in
            table.dequeueReusableCell(withIdentifier: "Cell") ?? PGStyleTable.Cell(reuseIdentifier: "Cell")
        }
        reload()
    }
    var maxOffset: CGFloat { table.maxOffset }
    func scroll(to y: CGFloat) {
        table.offsetY = y
        table.layout()
    }
    func reload() {
        table.reload(rows: rows, uniformHeight: 44, height: perRow ? heightClosure : nil)
    }
    var firstVisibleRow: Int { table.firstVisibleRow }
}

/// The per-row height as an opaque closure, so the loop below cannot inline it away.
nonisolated(unsafe) var heightClosure: (Int) -> CGFloat = { rowHeight($0) }

/// The floor of a per-row reload: a loop that only calls a height closure for every row.
@inline(never)
func heightLoop(rows: Int) -> CGFloat {
    let height = heightClosure
    var total: CGFloat = 0
    for row in 0..<rows { total += height(row) }
    return total
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `a` and `b` in alternating batches; medians of nanoseconds per operation.
func alternate(batches: Int, operations: Int, _ a: () -> Void, _ b: () -> Void) -> (Double, Double) {
    var ta: [Double] = []
    var tb: [Double] = []
    for batch in 0..<batches {
        // Alternate which side goes first, so neither always runs on a warmer machine.
        for side in (batch % 2 == 0 ? [0, 1] : [1, 0]) {
            let start = now()
            if side == 0 { a() } else { b() }
            let elapsed = Double(now() - start) / Double(operations)
            if side == 0 { ta.append(elapsed) } else { tb.append(elapsed) }
        }
    }
    return (median(ta), median(tb))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ ns: Double) -> String {
    if ns >= 1_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
    if ns >= 1_000 { return String(format: "%.2f µs", ns / 1_000) }
    return String(format: "%.0f ns", ns)
}

@MainActor
func row(_ workload: String, _ rows: Int, _ sections: Int, _ perRow: Bool, _ ours: Double, _ reference: Double) {
    let heights = perRow ? "per-row" : "uniform"
    let ratio = ours / reference
    print(
        "| \(workload) | \(magnitudeName(rows)) | \(sections) | \(heights) | \(format(ours)) | \(format(reference)) | "
            + String(format: "%.2f×", ratio) + " |")

}

func magnitudeName(_ count: Int) -> String {
    var exponent = 0
    var value = count
    while value >= 10 && value % 10 == 0 {
        value /= 10
        exponent += 1
    }
    return value == 1 ? "1e\(exponent)" : "\(count)"
}

/// The sweep and the jump on both sides; checks first that both show the same rows.
@MainActor
func scrolling(rows: Int, sections: Int, perRow: Bool) {
    let ours = Ours(rows: rows, sections: sections, perRow: perRow)
    let reference = Reference(rows: rows, perRow: perRow)
    precondition(ours.maxOffset == reference.maxOffset, "content heights differ")
    var check = SplitMix64(seed: 7)
    for _ in 0..<50 {
        let y = CGFloat(check.row(below: Int(ours.maxOffset)))
        ours.scroll(to: y)
        reference.scroll(to: y)
        precondition(ours.firstVisibleRow == reference.firstVisibleRow, "first visible rows differ at \(y)")
    }
    let passes = 2_000
    // Sweep: quarter-viewport steps down from a random start (a new start each batch, the same
    // for both sides), wrapping to the top at the end.
    var starts = SplitMix64(seed: 11)
    var sweepStart: CGFloat = 0
    func sweep(_ side: Side) {
        var y = sweepStart
        let limit = side.maxOffset
        for _ in 0..<passes {
            y += sweepStep
            if y > limit { y -= limit }
            side.scroll(to: y)
        }
    }
    var batchSeed: UInt64 = 0
    let (sweepOurs, sweepReference) = alternate(
        batches: 31, operations: passes,
        {
            sweepStart = CGFloat(starts.row(below: Int(ours.maxOffset)))
            ours.scroll(to: sweepStart)
            reference.scroll(to: sweepStart)
            sweep(ours)
        },
        { sweep(reference) })
    row("sweep", rows, sections, perRow, sweepOurs, sweepReference)
    func jump(_ side: Side) {
        var rng = SplitMix64(seed: batchSeed)
        let top = Int(side.maxOffset)
        for _ in 0..<passes { side.scroll(to: CGFloat(rng.row(below: top))) }
    }
    let (jumpOurs, jumpReference) = alternate(
        batches: 31, operations: passes,
        {
            batchSeed &+= 1
            jump(ours)
        },
        { jump(reference) })
    row("jump", rows, sections, perRow, jumpOurs, jumpReference)
}

/// `reloadData` + layout with `heightForRowAt` on both sides, and the height-closure loop.
@MainActor
func reloading(rows: Int, sections: Int) {
    let ours = Ours(rows: rows, sections: sections, perRow: true)
    let reference = Reference(rows: rows, perRow: true)
    let batches = rows >= 10_000_000 ? 3 : 7
    // A batch of at least 2 × 10^5 rows: 20 reloads of 10^4 rows, 2 of 10^5, one above. One
    // reload of 10^4 rows takes about 0.1 ms, which a timer tick or an interrupt moves by tens of
    // per cent.
    let repeats = max(1, 200_000 / rows)
    let (reloadOurs, reloadReference) = alternate(
        batches: batches, operations: repeats,
        { for _ in 0..<repeats { ours.reload() } }, { for _ in 0..<repeats { reference.reload() } })
    row("reload per-row", rows, sections, true, reloadOurs, reloadReference)
    // The ratio to the loop is of the two medians of this alternation: ours timed in the batches
    // between the loop's, not in the reference's alternation above, so a change of the machine's
    // load between the two alternations does not enter it.
    var sink: CGFloat = 0
    let (reloadOursAgainstLoop, loop) = alternate(
        batches: batches, operations: repeats,
        { for _ in 0..<repeats { ours.reload() } }, { for _ in 0..<repeats { sink += heightLoop(rows: rows) } })
    precondition(sink > 0)
    print(
        "| reload per-row vs height-closure loop | \(magnitudeName(rows)) | \(sections) | per-row | \(format(reloadOursAgainstLoop)) | \(format(loop)) | "
            + String(format: "%.2f×", reloadOursAgainstLoop / loop) + " |")
}

let mode = CommandLine.arguments.dropFirst().first
let quick = mode == "quick"
/// `swap-compare reload`: only the reload rows, at every size.
let reloadOnly = mode == "reload"
/// `swap-compare reload 1e7`: the reload rows at one size (10^4 to 10^7 rows).
let onlySize = CommandLine.arguments.dropFirst(2).first.flatMap { $0.hasPrefix("1e") ? Int($0.dropFirst(2)) : nil }
let sizes =
    onlySize.map { [Int(pow(10, Double($0)))] } ?? (quick ? [1_000_000] : [10_000, 100_000, 1_000_000, 10_000_000])
MainActor.assumeIsolated {
    print("| workload | rows | sections | heights | OpenTableView | reference | ratio |")
    print("|---|---|---:|---|---:|---:|---:|")
    for rows in sizes where !reloadOnly {
        for sections in [1, 1_000] {
            for perRow in [false, true] { scrolling(rows: rows, sections: sections, perRow: perRow) }
        }
    }
    for rows in sizes {
        for sections in [1, 1_000] { reloading(rows: rows, sections: sections) }
    }
}
