// profile-workloads: the benchmarks' main workloads as one small release executable, for
// instruction counts under callgrind. A count is repeatable for the same binary and input
// whatever else the machine is doing, so two versions of the library can be compared on a busy
// 2-core machine, where wall-clock figures move by ±30 %.
//
//   swift build -c release --product profile-workloads
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/profile-workloads small-scroll-uniform 1000
//
// `profile-workloads WORKLOAD N` sets the workload's table up, then runs N operations of it.
// The cost of one operation is (count at N − count at 0) / N: the set-up cancels out.
// `Benchmarks/profile.sh` does that for every workload and prints a table.
// It depends on the library only (not on package-benchmark, whose malloc interposer has no
// business under valgrind).

import Foundation
import OpenTableView
import SeededRandom
import SwapReference

@MainActor
final class CountsDataSource: TableViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

/// Heights 44, 52, 60, 68, 76, repeating by row, as the benchmarks' per-row delegate answers.
@MainActor
final class PerRowHeights: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44 + CGFloat(indexPath.row % 5) * 8
    }
}

@MainActor
final class NoHeights: TableViewDelegate {}

/// A delegate that implements the per-cell calls, as many screens do (counting them).
@MainActor
final class DisplayListening: TableViewDelegate {
    var displayed = 0
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed += 1
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed -= 1
    }
}

@MainActor
final class Fixture {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource: CountsDataSource
    let delegate: TableViewDelegate

    init(rows: Int, sections: Int = 1, perRow: Bool, listening: Bool = false) {
        dataSource = CountsDataSource(counts: Array(repeating: rows / sections, count: sections))
        delegate =
            listening
            ? DisplayListening() as TableViewDelegate : perRow ? PerRowHeights() as TableViewDelegate : NoHeights()
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
}

/// A cell laid out the way most iOS apps write one (the tests' `NoteCell`): a multi-line title
/// and a one-line detail pinned to the content view's layout margins with anchors.
final class NoteCell: TableViewCell {
    let title = Label()
    let detail = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.numberOfLines = 0
        detail.font = .preferredFont(forTextStyle: .footnote)
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Notes of one to four lines (by row, repeating every 7 rows) in `NoteCell`s; counts the cells
/// asked for, which are the rows newly displayed.
@MainActor
final class NoteRows: TableViewDataSource {
    static let notes = (0..<7).map { String(repeating: "A note that wraps ", count: 1 + $0 * 3) }
    let count: Int
    var cellsAsked = 0
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
        cell.title.text = NoteRows.notes[indexPath.row % 7]
        cell.detail.text = "Row \(indexPath.row % 1000)"
        return cell
    }
}

/// A table of constraint-sized rows (automatic row height, estimated 60 pt), scrolled down in
/// quarter-viewport steps from a third of the way down: every step displays rows never
/// displayed before, each fitted by the cell's constraints and then laid out by them.
@MainActor
final class AutoLayoutFixture {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource: NoteRows
    let start: CGFloat

    init(rows: Int) {
        dataSource = NoteRows(count: rows)
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = dataSource
        table.layoutIfNeeded()
        start = table.contentSize.height / 3
        // Reach the start and fill the reuse pool before counting.
        table.contentOffset.y = start
        table.layoutIfNeeded()
        for step in 1...20 { scroll(step: step) }
    }

    func scroll(step: Int) {
        table.contentOffset.y = start + 211 * CGFloat(step)
        table.layoutIfNeeded()
    }
}

/// The per-row height as an opaque closure, as `swap-compare`'s bare loop calls it.
nonisolated(unsafe) var opaqueHeight: (Int) -> CGFloat = { 44 + CGFloat($0 % 5) * 8 }

/// Rows and sections named by a sized workload: `<prefix>1e6` (1 section),
/// `<prefix>1e4-1000-sections`, or `<prefix>1000-sections` (10^6 rows).
func reloadSize(_ workload: String, prefix: String) -> (rows: Int, sections: Int)? {
    guard workload.hasPrefix(prefix) else { return nil }
    var parts = workload.dropFirst(prefix.count).split(separator: "-")
    var rows = 1_000_000
    if let first = parts.first, first.hasPrefix("1e"), let exponent = Int(first.dropFirst(2)) {
        rows = Int(pow(10, Double(exponent)))
        parts.removeFirst()
    }
    if parts.isEmpty { return (rows, 1) }
    guard parts.count == 2, parts[1] == "sections", let sections = Int(parts[0]) else { return nil }
    return (rows, sections)
}

@MainActor
func run(_ workload: String, _ n: Int) -> Bool {
    if runCollectionWorkload(workload, n) { return true }
    if workload.hasPrefix("autolayout-sweep-"), let rows = Int(workload.dropFirst("autolayout-sweep-".count)) {
        // `autolayout-sweep-100000 N`: N quarter-viewport steps; prints the rows displayed.
        let fixture = AutoLayoutFixture(rows: rows)
        let before = fixture.dataSource.cellsAsked
        for step in 0..<n { fixture.scroll(step: 21 + step) }
        print("rows displayed: \(fixture.dataSource.cellsAsked - before)")
        return true
    }
    if let (rows, sections) = reloadSize(workload, prefix: "reload-per-row-") {
        // `reload-per-row-1e6`, `reload-per-row-1e4-1000-sections`, `reload-per-row-1000-sections`
        // (10^6 rows): reloadData() + layout with heightForRowAt at any size.
        let fixture = Fixture(rows: rows, sections: sections, perRow: true)
        for _ in 0..<n {
            fixture.table.reloadData()
            fixture.table.layoutIfNeeded()
        }
        return true
    }
    if let (rows, _) = reloadSize(workload, prefix: "height-loop-per-row-") {
        // The bare loop at any size: `height-loop-per-row-1e6`.
        var total: CGFloat = 0
        let height = opaqueHeight
        for _ in 0..<n {
            for row in 0..<rows { total += height(row) }
        }
        if total < 0 { print(total) }
        return true
    }
    var rng = SplitMix64(seed: 42)
    if workload == "diffable-apply-1e5" {
        diffableApply(n)
        return true
    }
    switch workload {
    case "small-scroll-uniform", "small-scroll-per-row":
        // 4 pt steps from the middle of a 10^6-row table.
        let fixture = Fixture(rows: 1_000_000, perRow: workload.hasSuffix("per-row"))
        let start = fixture.maxOffset / 2
        fixture.scroll(to: start)
        for step in 0..<n { fixture.scroll(to: start + 4 * CGFloat(step + 1)) }
    case "sweep-uniform", "sweep-per-row", "sweep-uniform-1000-sections", "sweep-per-row-1000-sections",
        "sweep-uniform-short-sections", "sweep-per-row-short-sections":
        // Quarter-viewport steps (211 pt): about five cells replaced a pass. `-short-sections`:
        // 10^4 rows in 1,000 sections, so most viewports span two or three sections.
        let short = workload.hasSuffix("-short-sections")
        let fixture = Fixture(
            rows: short ? 10_000 : 1_000_000, sections: workload.hasSuffix("-sections") ? 1_000 : 1,
            perRow: workload.contains("per-row"))
        let start = fixture.maxOffset / 3
        fixture.scroll(to: start)
        for step in 0..<n { fixture.scroll(to: start + 211 * CGFloat(step + 1)) }
    case "jump-uniform", "jump-per-row", "jump-uniform-1000-sections", "jump-per-row-1000-sections",
        "jump-uniform-short-sections", "jump-per-row-short-sections", "jump-uniform-listening":
        // A random offset each pass: every cell replaced. `-listening`: the delegate implements
        // `willDisplay` and `didEndDisplaying`. `-short-sections`: 10^4 rows in 1,000 sections.
        let fixture = Fixture(
            rows: workload.hasSuffix("-short-sections") ? 10_000 : 1_000_000,
            sections: workload.hasSuffix("-sections") ? 1_000 : 1,
            perRow: workload.contains("per-row"), listening: workload.hasSuffix("-listening"))
        let top = fixture.maxOffset
        for _ in 0..<n { fixture.scroll(to: CGFloat(rng.row(below: Int(top)))) }
    case "insert-uniform", "insert-per-row":
        // Standalone one-row inserts at a random index of a 10^6-row section, the count first.
        let fixture = Fixture(rows: 1_000_000, perRow: workload.hasSuffix("per-row"))
        for _ in 0..<n {
            fixture.dataSource.counts[0] += 1
            fixture.table.insertRows(
                at: [IndexPath(row: rng.row(below: fixture.dataSource.counts[0]), section: 0)], with: .none)
        }
    case "delete-uniform":
        let fixture = Fixture(rows: 1_000_000, perRow: false)
        for _ in 0..<n {
            fixture.table.layoutIfNeeded()
            fixture.dataSource.counts[0] -= 1
            fixture.table.deleteRows(
                at: [IndexPath(row: rng.row(below: fixture.dataSource.counts[0] + 1), section: 0)], with: .none)
        }
    case "reload-uniform", "reload-per-row":
        // reloadData() + layout; per-row heights at 10^5 rows (every height is asked).
        let perRow = workload.hasSuffix("per-row")
        let fixture = Fixture(rows: perRow ? 100_000 : 1_000_000, perRow: perRow)
        for _ in 0..<n {
            fixture.table.reloadData()
            fixture.table.layoutIfNeeded()
        }
    case "batch-1000-uniform":
        // 250 inserts, 250 deletes, 250 moves and 250 reloads in one batch, 10^6 rows in 10
        // sections; the counts do not change (inserts and deletes balance per section).
        let fixture = Fixture(rows: 1_000_000, sections: 10, perRow: false)
        for _ in 0..<n {
            // Old rows (deleted, moved, reloaded) are distinct, and so are new ones (inserted,
            // move destinations); each delete is paired with an insert in its section.
            var old = Set<IndexPath>()
            var new = Set<IndexPath>()
            func distinct(_ set: inout Set<IndexPath>, section: Int? = nil) -> IndexPath {
                while true {
                    let p = IndexPath(row: rng.row(below: 100_000), section: section ?? rng.row(below: 10))
                    if set.insert(p).inserted { return p }
                }
            }
            fixture.table.performBatchUpdates {
                for _ in 0..<250 {
                    let deleted = distinct(&old)
                    fixture.table.deleteRows(at: [deleted], with: .none)
                    fixture.table.insertRows(at: [distinct(&new, section: deleted.section)], with: .none)
                }
                for _ in 0..<250 {
                    let from = distinct(&old)
                    fixture.table.moveRow(at: from, to: distinct(&new, section: from.section))
                }
                for _ in 0..<250 { fixture.table.reloadRows(at: [distinct(&old)], with: .none) }
            }
        }
    case "pg-sweep-uniform", "pg-sweep-per-row", "pg-jump-uniform", "pg-jump-per-row", "pg-reload-per-row",
        "height-loop-per-row":
        // The PGTableView-style reference on the same workloads, and the bare loop
        // that only calls a height closure per row (10^5 rows, as reload-per-row).
        let perRow = workload.hasSuffix("per-row")
        let rows = workload.contains("reload") || workload.hasPrefix("height") ? 100_000 : 1_000_000
        let height: ((Int) -> CGFloat)? = perRow ? { 44 + CGFloat($0 % 5) * 8 } : nil
        if workload.hasPrefix("height") {
            var total: CGFloat = 0
            for _ in 0..<n {
                for row in 0..<rows { total += height!(row) }
            }
            if total < 0 { print(total) }
            return true
        }
        let table = PGStyleTable(size: CGSize(width: 390, height: 844)) { table, _ in
            table.dequeueReusableCell(withIdentifier: "Cell") ?? PGStyleTable.Cell(reuseIdentifier: "Cell")
        }
        table.reload(rows: rows, uniformHeight: 44, height: height)
        if workload.contains("reload") {
            for _ in 0..<n { table.reload(rows: rows, uniformHeight: 44, height: height) }
        } else if workload.contains("sweep") {
            let start = table.maxOffset / 3
            table.offsetY = start
            table.layout()
            for step in 0..<n {
                table.offsetY = start + 211 * CGFloat(step + 1)
                table.layout()
            }
        } else {
            let top = table.maxOffset
            for _ in 0..<n {
                table.offsetY = CGFloat(rng.row(below: Int(top)))
                table.layout()
            }
        }
    default:
        return false
    }
    return true
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let n = Int(arguments[2]) else {
    print("usage: profile-workloads WORKLOAD N")
    exit(2)
}
let known = MainActor.assumeIsolated { run(arguments[1], n) }
if !known {
    print("unknown workload \(arguments[1])")
    exit(2)
}

/// `apply` of a snapshot with 1 % changes to a laid-out table of 10^5 items in one section
/// (as the Diffable benchmark: a third deleted, a third inserted, a third moved), alternating
/// between the two snapshots, each apply followed by layout. A function of its own: in `run`,
/// its locals made every other workload's harness dearer.
@MainActor
func diffableApply(_ n: Int) {
    var rng = SplitMix64(seed: 42)
    let items = 100_000
    let old = Array(0..<items)
    var leaving = Set<Int>()
    var moved: [Int] = []
    while leaving.count < items / 300 { leaving.insert(rng.row(below: items)) }
    while moved.count < items / 100 - 2 * (items / 300) {
        let item = rng.row(below: items)
        if leaving.insert(item).inserted { moved.append(item) }
    }
    var new = old.filter { !leaving.contains($0) }
    for item in moved + Array(items..<(items + items / 300)) {
        new.insert(item, at: rng.row(below: new.count + 1))
    }
    var snapshots: [DiffableDataSourceSnapshot<Int, Int>] = []
    for arrangement in [old, new] {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(arrangement, toSection: 0)
        snapshots.append(snapshot)
    }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.rowHeight = 44
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, _ in
        table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    dataSource.apply(snapshots[0], animatingDifferences: false)
    table.layoutIfNeeded()
    for step in 0..<n {
        dataSource.apply(snapshots[(step + 1) % 2], animatingDifferences: true)
        table.layoutIfNeeded()
    }
}
