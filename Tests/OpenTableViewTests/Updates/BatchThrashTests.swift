import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Seeded randomized "thrash" of batch updates (`Compatibility/Evidence.md` §2.1, §2.2, §3.3, §9), mixed with what
/// users do between them.
///
/// Each step scrolls and selects at random, sometimes one more step of another kind (4-point
/// scrolls, `scrollToRow` in each of `.none/.top/.middle/.bottom`, a width or `contentInset`
/// change, `setEditing` on or off, `reloadData()`, see `BatchThrashSteps.swift`), sometimes an
/// editing simulation (a tap on the delete control or a drag in editing mode, a swipe to delete
/// outside it), then applies a random batch of inserts, deletes, moves and reloads of rows and
/// sections, in UIKit's coordinates (deletes, reloads and move sources before the batch; inserts
/// and move destinations after it). The expected model comes from `ThrashModel.applying(_:)`,
/// written from UIKit's rules and independent of the library's `UpdatePlan`. After every step
/// the table must match a brute-force layout of that model: counts, visible rows, every frame
/// and `rectFor…`, the id each visible cell shows, `contentSize`, the content offset the step
/// promises, selection (with multiple selection), every cell's editing state, balanced display
/// callbacks, no cell both visible and queued; after a batch also the same cell instance for
/// every row that stayed on screen, a re-prepared cell for every other row, and `cellForRowAt`
/// only for rows new on screen. A prefetching data source is attached throughout, and no
/// prefetch request may name a row displayed at that moment (``ThrashPrefetcher``). Two
/// configurations estimate their rows (``ThrashConfig/estimatedRowHeight``), one with real heights
/// from `heightForRowAt`, one with self-sizing cells (``ThrashConfig/selfSizing``); see
/// ``BatchThrashRun/realizedSpec(for:)`` for what is exact then.
///
/// About one batch in five is invalid (a data source out of step, an index out of range, or one
/// conflicting operation): `performBatchUpdatesThrowing` must throw the reason that
/// `ThrashExpectations` derives from §2.1/§2.2 and leave the table exactly as it was. About one
/// editing simulation in five has a handler that updates the table inconsistently with its
/// data: the throwing simulation (`table.checked.tapEditingControl(forRowAt:)`, `dragRow`,
/// `swipeRow`, `tapSwipeAction`) must throw the reason derived the same way, and leave the table
/// as it was. ``DiffableThrashTests`` runs the same through a diffable data source.
///
/// Replay one seed with `OPENTABLEVIEW_SEED=<seed> swift test --filter BatchThrash` (decimal or
/// 0x-hex; `OPENTABLEVIEW_THRASH_BATCHES` changes the number of batches and
/// `OPENTABLEVIEW_THRASH_CONFIG` the configuration, see ``ThrashConfig``). A failure prints the
/// seed, the step, the model before the batch and the batch as Swift code.
@MainActor
@Suite(.explorerPagesOnFailure) struct BatchThrashTests {
    /// Four seeds per configuration (the configuration is `seed % 8`): with
    /// ``defaultBatches`` each, a developer's `swift test` applies 3,200 batches, about a fifth of
    /// them invalid; CI (`.ci/run`) sets `OPENTABLEVIEW_THRASH_BATCHES=315`, 10,080 batches. The
    /// bugs the thrash found in CI's budget failed at batches 4 to 165 of their seeds, most
    /// before 40; `WidenedThrashRegressionTests` replays each failing seed to its step in every
    /// run, whatever the budget, except the long run's seeds, which failed after thousands of
    /// batches: those run to their step in CI and to this budget otherwise.
    nonisolated static let defaultSeeds: [UInt64] = Array(101...132)
    nonisolated static let defaultBatches = 100

    nonisolated static var seeds: [UInt64] { RandomizedRuns.seeds(default: defaultSeeds) }

    nonisolated static var batches: Int {
        RandomizedRuns.count("OPENTABLEVIEW_THRASH_BATCHES", default: defaultBatches)
    }

    @Test(arguments: BatchThrashTests.seeds)
    func randomBatchesMatchTheReference(seed: UInt64) {
        BatchThrashRun(seed: seed).run(batches: BatchThrashTests.batches)
    }
}

/// How a thrash table answers heights.
struct ThrashConfig {
    var name: String
    var style: TableView.Style
    /// The delegate implements `heightForRowAt` (from the model); else the table's `rowHeight`.
    var rowHeights: Bool
    /// The delegate implements header and footer heights (from the model); else they follow the
    /// data source's titles.
    var sectionHeights: Bool
    /// The data source answers header titles.
    var titles: Bool
    var uniformRowHeight: CGFloat = 44

    /// The table's `sectionHeaderHeight` (used when the delegate gives no header heights).
    var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// The table's `estimatedRowHeight` when set: rows are estimated until laid out, and their
    /// real heights (from `heightForRowAt`, all different from the estimate) come in as they
    /// appear. See ``BatchThrashRun/realizedSpec(for:)`` for what the reference checks then.
    var estimatedRowHeight: CGFloat?
    /// Rows self-size: `rowHeight` stays `automaticDimension`, the delegate does not implement
    /// `heightForRowAt`, and each row's real height is its ``ThrashSelfSizingCell`` measured at the
    /// table's width (Apple's "Self-sizing table view cells";
    /// `Compatibility/Porting.md`, "What self-sizing measures"). Needs ``estimatedRowHeight``.
    var selfSizing = false

    /// The configurations the seeds cycle through (`seed % all.count`).
    static let all: [ThrashConfig] = [
        ThrashConfig(
            name: "grouped, rowHeight 44, sectionHeaderHeight 30, titles, automatic footers", style: .grouped,
            rowHeights: false, sectionHeights: false, titles: true, sectionHeaderHeight: 30),
        ThrashConfig(
            name: "plain, rowHeight 44, titled headers", style: .plain,
            rowHeights: false, sectionHeights: false, titles: true),
        ThrashConfig(
            name: "plain, per-row heights, delegate header/footer heights", style: .plain,
            rowHeights: true, sectionHeights: true, titles: true),
        ThrashConfig(
            name: "grouped, per-row heights, delegate header/footer heights", style: .grouped,
            rowHeights: true, sectionHeights: true, titles: false),
        ThrashConfig(
            name: "plain, per-row heights, titled headers", style: .plain,
            rowHeights: true, sectionHeights: false, titles: true),
        ThrashConfig(
            name: "insetGrouped, rowHeight 30.5, delegate header/footer heights", style: .insetGrouped,
            rowHeights: false, sectionHeights: true, titles: true, uniformRowHeight: 30.5),
        ThrashConfig(
            name: "plain, estimatedRowHeight 50, per-row heights unlike the estimate, titled headers",
            style: .plain, rowHeights: true, sectionHeights: false, titles: true, estimatedRowHeight: 50),
        ThrashConfig(
            name: "grouped, self-sizing subtitle cells, estimatedRowHeight 50, delegate header/footer heights",
            style: .grouped, rowHeights: false, sectionHeights: true, titles: true, estimatedRowHeight: 50,
            selfSizing: true),
    ]

    /// Only with `OPENTABLEVIEW_THRASH_CONFIG=8` (any index past ``all``): grouped headers sized from their titles. Their
    /// automatic height depends on the section's index (section 0: 32-point top margin, or no
    /// header at all without a title; others: 17, or 17.5 without a title), and the table keeps a
    /// surviving section's header height when a batch changes its index. Whether UIKit measures
    /// such headers again after a batch is not pinned down (`Compatibility/Evidence.md` §3.3: "exact set of height
    /// re-queries during the update" is UNCERTAIN), so this is not part of the default run.
    static let groupedAutomaticHeaders = ThrashConfig(
        name: "grouped, rowHeight 44, automatic header heights from titles", style: .grouped,
        rowHeights: false, sectionHeights: false, titles: true)

    /// The configuration of a seed: `OPENTABLEVIEW_THRASH_CONFIG` (an index, 8 for the one above)
    /// if set, else `seed % all.count`.
    static func forSeed(_ seed: UInt64) -> ThrashConfig {
        if let text = ProcessInfo.processInfo.environment["OPENTABLEVIEW_THRASH_CONFIG"], let index = Int(text) {
            return index < all.count ? all[index] : groupedAutomaticHeaders
        }
        return all[Int(seed % UInt64(all.count))]
    }

    /// The configuration a seed had when the thrash had only the first `configurations` of
    /// ``all`` (`seed % configurations`): the seed replays recorded then pass it, so they draw the
    /// run they were recorded with (the self-sizing configuration came eighth).
    static func recorded(seed: UInt64, configurations: Int) -> ThrashConfig {
        all[Int(seed % UInt64(configurations))]
    }
}

/// The table's visible state, compared across a rejected batch.
struct ThrashSnapshot: Equatable {
    var counts: [Int]
    var visible: [IndexPath]
    var cells: [ObjectIdentifier]
    var frames: [CGRect]
    var texts: [String?]
    var offset: CGFloat
    var contentHeight: CGFloat
    var selected: [IndexPath]
    var editing: [Bool]
    var rowRects: [CGRect]
}

/// One seed's run: one table, `batches` steps.
@MainActor
final class BatchThrashRun {
    let seed: UInt64
    let config: ThrashConfig
    var rng: SplitMix64
    let store = ThrashStore()
    let tracker: ThrashDisplayTracker
    let table: TestTableView
    /// Selected rows, by item id (so they can be followed through batches).
    var selectedIDs: Set<Int> = []
    var nextID = 1
    var step = 0
    var recent: [String] = []
    var stats: [String: Int] = [:]
    /// The self-sizing reference (``ThrashConfig/selfSizing``, `BatchThrashSelfSizing.swift`).
    var selfSizing = ThrashSelfSizingReference()

    /// Whether a `TableViewDiffableDataSource` drives the table (``DiffableThrashTests``):
    /// batches become applied snapshots, invalid ones invalid snapshot edits.
    let diffable: Bool
    var diffableSource: ThrashDiffableDataSource?
    let prefetcher: ThrashPrefetcher

    /// `config`: the configuration to run, by default the seed's (``ThrashConfig/forSeed(_:)``).
    init(seed: UInt64, diffable: Bool = false, config chosen: ThrashConfig? = nil) {
        self.seed = seed
        self.diffable = diffable
        config = chosen ?? ThrashConfig.forSeed(seed)
        var rng = SplitMix64(seed: seed)
        let height: CGFloat = [200, 300, 450.5][Int.random(in: 0...2, using: &rng)]
        self.rng = rng
        tracker = ThrashDisplayTracker(store: store)
        // Prefetching on: every request is checked as it comes (``ThrashPrefetcher``).
        prefetcher = ThrashPrefetcher(store: store)
        table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: config.style)
        table.register(
            config.selfSizing ? ThrashSelfSizingCell.self : CountingCell.self, forCellReuseIdentifier: "Cell")
        if !config.rowHeights && !config.selfSizing { table.rowHeight = config.uniformRowHeight }
        if let estimate = config.estimatedRowHeight { table.estimatedRowHeight = estimate }
        table.sectionHeaderHeight = config.sectionHeaderHeight
        table.allowsMultipleSelection = true
        store.answersTitles = config.titles
        store.model = ThrashModel(
            sections: (0..<self.rng.int(3...7)).map { _ in makeSection(rows: self.rng.int(0...14)) })
        if diffable {
            let source = ThrashDiffableDataSource(table: table, store: store)
            diffableSource = source
            source.apply(ThrashDiffableDataSource.snapshot(of: store.model), animatingDifferences: false)
        } else {
            table.attach(ThrashDataSource(store: store))
        }
        table.prefetchDataSource = prefetcher
        switch (config.rowHeights, config.sectionHeights) {
        case (false, false): table.attach(ThrashNoHeightsDelegate(tracker: tracker))
        case (true, false): table.attach(ThrashRowHeightsDelegate(tracker: tracker))
        case (false, true): table.attach(ThrashSectionHeightsDelegate(tracker: tracker))
        case (true, true): table.attach(ThrashAllHeightsDelegate(tracker: tracker))
        }
    }

    var suiteName: String { diffable ? "DiffableThrash" : "BatchThrash" }

    func run(batches: Int) {
        table.layoutIfNeeded()
        let initial = verify()
        guard initial.isEmpty else { return report(initial, context: "initial layout") }
        for s in 1...max(1, batches) {
            step = s
            guard runStep() else { return }
        }
        let summary = stats.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            "\(suiteName) seed \(seed) [\(config.name)]: \(summary); \(store.model.sections.count) sections, \(store.model.totalRows) rows at the end, \(store.prefetchRequests) prefetch requests"
        )
    }

    func note(_ text: String) {
        recent.append("step \(step): \(text)")
        if recent.count > 4 { recent.removeFirst() }
    }

    func count(_ key: String) { stats[key, default: 0] += 1 }

    // MARK: Steps

    func runStep() -> Bool {
        let actions = [maybeScroll(), maybeChangeSelection()].compactMap { $0 }
        if !actions.isEmpty {
            table.layoutIfNeeded()
            let problems = verify()
            note(actions.joined(separator: "; "))
            guard problems.isEmpty else {
                report(problems, context: actions.joined(separator: "; "))
                return false
            }
        }
        if rng.chance(35), !mixedStep() { return false }
        if rng.chance(10), store.model.totalRows > 0 { return editingSimulation(invalid: rng.chance(20)) }
        if diffable { return rng.chance(20) ? invalidSnapshotEdit() : appliedSnapshot() }
        return rng.chance(20) ? invalidBatch() : validBatch()
    }

    func validBatch() -> Bool {
        let before = store.model
        let batch = randomValidBatch(from: before)
        guard let after = before.applying(batch) else {
            report(
                ["test bug: the reference cannot apply the generated batch"], context: "valid batch", ops: batch.ops,
                before: before)
            return false
        }
        if let reasons = ThrashExpectations.expectedReasons(batch.ops, before: before.counts, after: after.counts) {
            report(
                ["test bug: the reference rejects the generated batch: \(reasons)"], context: "valid batch",
                ops: batch.ops, before: before, after: after)
            return false
        }
        // What was on screen.
        var cellsBefore: [Int: TableViewCell] = [:]
        var reusesBefore: [ObjectIdentifier: Int] = [:]
        // Cells of reloaded rows: UIKit animates a new cell in as the old one animates out, so
        // none of them can show a row right after the batch (they are back in the pool).
        var reloadedCells: [ObjectIdentifier: IndexPath] = [:]
        for (p, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
            if let item = before.item(at: p) { cellsBefore[item.id] = cell }
            reusesBefore[ObjectIdentifier(cell)] = (cell as? CountingCell)?.reuseCount
            if batch.reloadedItems[p] != nil || batch.reloadedSections[p.section] != nil {
                reloadedCells[ObjectIdentifier(cell)] = p
            }
        }
        let offsetBefore = table.contentOffset.y
        store.model = after
        // An empty batch re-asks every row's height (`Compatibility/Porting.md`: self-sized rows
        // are measured again after "an empty `beginUpdates()`/`endUpdates()`").
        if batch.ops.isEmpty { forgetMeasuredHeights() }
        let measuredBefore = Set(selfSizing.observed.keys)
        store.cellRequests = 0
        var completed: Bool?
        let ops = batch.ops
        let style: String
        if ops.count == 1 && rng.chance(30) {
            style = "standalone"
            ops[0].issue(on: table)
        } else if rng.chance(30) {
            style = "begin/endUpdates"
            table.beginUpdates()
            for op in ops { op.issue(on: table) }
            table.endUpdates()
        } else {
            style = "performBatchUpdates"
            table.performBatchUpdates({ for op in ops { op.issue(on: self.table) } }, completion: { completed = $0 })
            if completed != true {
                store.problems.append("performBatchUpdates completion: \(String(describing: completed)), expected true")
            }
        }
        table.layoutIfNeeded()
        selectedIDs.formIntersection(after.allIDs)
        count(ops.isEmpty ? "empty batches" : "valid batches")
        note("\(style) with \(ops.count) operations, \(before.counts) → \(after.counts)")

        var problems = verify()
        problems += offsetKeptClamped(offsetBefore)
        // Identity: rows that stayed on screen keep their cell; others get a prepared one.
        var newOnScreen = 0
        for (p, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
            guard let item = after.item(at: p) else { continue }
            if let old = cellsBefore[item.id] {
                if old !== cell {
                    problems.append("row \(describe(p)) (id \(item.id)) stayed on screen but its cell changed")
                }
                continue
            }
            newOnScreen += 1
            if let reuses = reusesBefore[ObjectIdentifier(cell)], (cell as? CountingCell)?.reuseCount == reuses {
                problems.append(
                    "row \(describe(p)) (id \(item.id)) shows a cell that showed another row before the batch, without prepareForReuse"
                )
            }
        }
        for (p, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
            if let old = reloadedCells[ObjectIdentifier(cell)] {
                problems.append(
                    "row \(describe(p)) shows the cell of reloaded row \(describe(old)); a reload must dequeue a new cell"
                )
            }
        }
        let requests = expectedCellRequests(newOnScreen: newOnScreen, measuredBefore: measuredBefore)
        if !requests.contains(store.cellRequests) {
            problems.append(
                "\(store.cellRequests) cellForRowAt calls, expected \(fmt(requests)) (the rows new on screen, and rows measured off screen)"
            )
        }
        guard problems.isEmpty else {
            report(
                problems, context: "valid batch (\(style))", ops: ops, before: before, after: after,
                offset: offsetBefore)
            return false
        }
        return true
    }

    func invalidBatch() -> Bool {
        let before = store.model
        let base = randomValidBatch(from: before)
        guard let after = before.applying(base) else {
            report(
                ["test bug: the reference cannot apply the generated batch"], context: "invalid batch base",
                ops: base.ops, before: before)
            return false
        }
        for _ in 0..<8 {
            guard let (kind, ops, dataSourceModel) = corrupt(base, before: before, after: after),
                let reasons = ThrashExpectations.expectedReasons(
                    ops, before: before.counts, after: dataSourceModel.counts)
            else { continue }
            return rejected(kind: kind, ops: ops, before: before, dataSource: dataSourceModel, reasons: reasons)
        }
        count("invalid batches not generated")
        return true
    }

    func rejected(
        kind: String, ops: [ThrashOp], before: ThrashModel, dataSource: ThrashModel, reasons: [String]
    ) -> Bool {
        let snapshotBefore = snapshot()
        let events = tracker.events
        let prefetches = store.prefetchRequests
        store.model = dataSource
        store.cellRequests = 0
        var thrown: TableViewException?
        do {
            try table.performBatchUpdatesThrowing { for op in ops { op.issue(on: self.table) } }
        } catch {
            thrown = error
        }
        store.model = before
        table.layoutIfNeeded()
        count("rejected: \(kind)")
        note("invalid (\(kind)) with \(ops.count) operations, data source \(before.counts) → \(dataSource.counts)")

        var problems: [String] = []
        if let thrown {
            if thrown.name != .internalInconsistency || !reasons.contains(thrown.reason) {
                problems.append(
                    "threw \(thrown.name.rawValue): \(thrown.reason)\n    expected: \(reasons.joined(separator: "\n    or: "))"
                )
            }
        } else {
            problems.append("accepted an invalid batch; expected: \(reasons.joined(separator: "\n    or: "))")
        }
        let snapshotAfter = snapshot()
        if snapshotAfter != snapshotBefore {
            problems.append(
                "the table changed: before \(snapshotBefore.counts) visible \(snapshotBefore.visible.map(describe)) offset \(fmt(snapshotBefore.offset)); after \(snapshotAfter.counts) visible \(snapshotAfter.visible.map(describe)) offset \(fmt(snapshotAfter.offset)), same cells \(snapshotAfter.cells == snapshotBefore.cells), same frames \(snapshotAfter.frames == snapshotBefore.frames), same selection \(snapshotAfter.selected == snapshotBefore.selected)"
            )
        }
        if tracker.events != events {
            problems.append("\(tracker.events - events) display callbacks during a rejected batch")
        }
        if store.cellRequests != 0 {
            problems.append("\(store.cellRequests) cellForRowAt calls during a rejected batch")
        }
        if store.prefetchRequests != prefetches { problems.append("prefetchRowsAt during a rejected batch") }
        problems += verify()
        guard problems.isEmpty else {
            report(
                problems, context: "invalid batch (\(kind))", ops: ops, before: before, after: dataSource,
                offset: snapshotBefore.offset)
            return false
        }
        return true
    }

    // MARK: Scrolling and selection

    func half(_ range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat(rng.int(Int((range.lowerBound * 2).rounded(.up))...Int((range.upperBound * 2).rounded(.down)))) / 2
    }

    func maybeScroll() -> String? {
        guard rng.chance(60) else { return nil }
        let (minY, maxY) = offsetRange()
        let y: CGFloat
        switch rng.int(0...4) {
        case 0: y = minY
        case 1: y = maxY
        case 2, 3: y = half(minY...maxY)
        default: y = min(maxY, max(minY, table.contentOffset.y + half(-150...150)))
        }
        table.contentOffset = CGPoint(x: 0, y: y)
        return "scroll to \(fmt(y))"
    }

    func maybeChangeSelection() -> String? {
        var actions: [String] = []
        let model = store.model
        if rng.chance(35), model.totalRows > 0 {
            let paths = model.sections.indices.flatMap { s in
                model.sections[s].items.indices.map { IndexPath(row: $0, section: s) }
            }
            let p = paths[rng.int(0...(paths.count - 1))]
            table.selectRow(at: p, animated: false, scrollPosition: .none)
            // In editing mode only `allowsMultipleSelectionDuringEditing` counts (false here), so
            // the row replaces the selection (`Compatibility/Porting.md`, "`allowsSelection` in
            // editing mode").
            if table.isEditing && !table.allowsMultipleSelectionDuringEditing { selectedIDs = [] }
            selectedIDs.insert(model.item(at: p)!.id)
            actions.append("select \(describe(p))")
        }
        if rng.chance(20), !selectedIDs.isEmpty {
            let ids = selectedIDs.sorted()
            let id = ids[rng.int(0...(ids.count - 1))]
            let p = model.indexPathsByID[id]!
            table.deselectRow(at: p, animated: false)
            selectedIDs.remove(id)
            actions.append("deselect \(describe(p))")
        }
        return actions.isEmpty ? nil : actions.joined(separator: ", ")
    }

    // MARK: Random batches

    func makeItem() -> ThrashItem {
        defer { nextID += 1 }
        selfSizing.born(nextID)
        let palette: [CGFloat] = [0, 10, 20, 30.5, 44, 44, 44, 60, 88.5]
        return ThrashItem(id: nextID, height: palette[rng.int(0...(palette.count - 1))])
    }

    func makeSection(rows: Int) -> ThrashSection {
        let id = nextID
        nextID += 1
        let headers: [CGFloat] = [0, 0, 10, 28, 40.5]
        let footers: [CGFloat] = [0, 0, 12, 20.5]
        return ThrashSection(
            id: id, title: rng.chance(65) ? "S\(id)" : nil,
            headerHeight: headers[rng.int(0...(headers.count - 1))],
            footerHeight: footers[rng.int(0...(footers.count - 1))],
            items: (0..<rows).map { _ in makeItem() })
    }

    /// Splits `values` into calls of one to three elements.
    func chunks<T>(_ values: [T]) -> [[T]] {
        var result: [[T]] = []
        var rest = values[...]
        while !rest.isEmpty {
            let n = min(rest.count, rng.int(1...3))
            result.append(Array(rest.prefix(n)))
            rest = rest.dropFirst(n)
        }
        return result
    }

    func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[rng.int(0...(values.count - 1))]
    }

    /// A random batch without conflicts, whose new content the data source will answer.
    /// Row changes only touch sections that survive and are not reloaded (row changes inside
    /// inserted, deleted or reloaded sections are not pinned down by the reference, §9).
    func randomValidBatch(from model: ThrashModel) -> ThrashBatch {
        let before = model.counts
        let b = before.count
        let total = model.totalRows
        var batch = ThrashBatch()
        var deletedS: [Int] = []
        var reloadedS: [Int] = []
        var sectionMoves: [(Int, Int)] = []
        var insertedS: [Int] = []
        if b == 0 || rng.chance(40) {
            var pool = Array(0..<b)
            pool.shuffle(using: &rng)
            let deletes = b >= 7 ? rng.int(0...2) : b >= 3 ? rng.int(0...1) : (rng.chance(10) ? 1 : 0)
            for _ in 0..<min(deletes, pool.count) { deletedS.append(pool.removeLast()) }
            if rng.chance(30), !pool.isEmpty { reloadedS.append(pool.removeLast()) }
            let moves = rng.chance(50) ? (rng.chance(25) ? 2 : 1) : 0
            var sources: [Int] = []
            for _ in 0..<min(moves, pool.count) { sources.append(pool.removeLast()) }
            let inserts = b <= 2 ? rng.int(1...2) : b >= 8 ? 0 : rng.int(0...2)
            var slots = Array(0..<(b - deletedS.count + inserts))
            slots.shuffle(using: &rng)
            sectionMoves = Array(zip(sources, slots.prefix(sources.count)))
            insertedS = Array(slots.dropFirst(sources.count).prefix(inserts))
        }
        let a = b - deletedS.count + insertedS.count
        var sectionOps: [ThrashOp] = chunks(deletedS).map { .deleteSections($0.sorted()) }
        sectionOps += chunks(insertedS).map { .insertSections($0.sorted()) }
        sectionOps += chunks(reloadedS).map { .reloadSections($0.sorted()) }
        sectionOps += sectionMoves.map { .moveSection($0.0, $0.1) }
        let origin = ThrashOpSets(sectionOps).oldSectionForNew(before: b, after: a)!
        for s in reloadedS { batch.reloadedSections[s] = makeSection(rows: rng.int(0...8)) }
        for s in insertedS { batch.insertedSections[s] = makeSection(rows: rng.int(0...8)) }

        // Rows, in sections that exist before and after and are not reloaded.
        let stableNew = (0..<a).filter { n in origin[n].map { !reloadedS.contains($0) } ?? false }
        let newOfOld = Dictionary(
            uniqueKeysWithValues: origin.enumerated().compactMap { n, old in old.map { ($0, n) } })
        let (deleteRange, insertRange) = total > 90 ? (0...3, 0...1) : total < 30 ? (0...1, 0...3) : (0...2, 0...2)
        var deletedR: [IndexPath] = []
        var reloadedR: [IndexPath] = []
        var moveSources: [IndexPath] = []
        var insertsInto: [Int: Int] = [:]
        for n in stableNew where rng.chance(55) {
            let s = origin[n]!
            var rows = Array(0..<before[s])
            rows.shuffle(using: &rng)
            for _ in 0..<min(rng.int(deleteRange), rows.count) {
                deletedR.append(IndexPath(row: rows.removeLast(), section: s))
            }
            if rng.chance(35) {
                for _ in 0..<min(rng.int(1...2), rows.count) {
                    reloadedR.append(IndexPath(row: rows.removeLast(), section: s))
                }
            }
            if rng.chance(45) {
                for _ in 0..<min(rng.int(1...2), rows.count) {
                    moveSources.append(IndexPath(row: rows.removeLast(), section: s))
                }
            }
            if rng.chance(50) { insertsInto[n] = rng.int(insertRange) }
        }
        var movesInto: [Int: [IndexPath]] = [:]
        for f in moveSources {
            let n = rng.chance(60) ? newOfOld[f.section]! : pick(stableNew)!
            movesInto[n, default: []].append(f)
        }
        var rowMoves: [(IndexPath, IndexPath)] = []
        var insertedR: [IndexPath] = []
        for n in stableNew {
            let s = origin[n]!
            let leaving = deletedR.filter { $0.section == s }.count + moveSources.filter { $0.section == s }.count
            let incoming = movesInto[n] ?? []
            let inserts = insertsInto[n] ?? 0
            var slots = Array(0..<(before[s] - leaving + incoming.count + inserts))
            slots.shuffle(using: &rng)
            for (i, f) in incoming.enumerated() { rowMoves.append((f, IndexPath(row: slots[i], section: n))) }
            for i in 0..<inserts {
                let p = IndexPath(row: slots[incoming.count + i], section: n)
                insertedR.append(p)
                batch.insertedItems[p] = makeItem()
            }
        }
        for p in reloadedR { batch.reloadedItems[p] = makeItem() }

        var ops = sectionOps
        ops += chunks(deletedR).map { .deleteRows($0) }
        ops += chunks(insertedR).map { .insertRows($0) }
        ops += chunks(reloadedR).map { .reloadRows($0) }
        ops += rowMoves.map { .moveRow($0.0, $0.1) }
        ops.shuffle(using: &rng)
        batch.ops = ops
        return batch
    }

    /// Makes a valid batch invalid in one way: the data source out of step with it, one index
    /// out of range, or one conflicting operation. Returns the kind, the operations and the model
    /// the data source answers during the batch; `nil` when this kind does not apply.
    func corrupt(_ batch: ThrashBatch, before: ThrashModel, after: ThrashModel) -> (
        String, [ThrashOp], ThrashModel
    )? {
        var ops = batch.ops
        func add(_ op: ThrashOp) { ops.insert(op, at: rng.int(0...ops.count)) }
        let sets = ThrashOpSets(batch.ops)
        let b = before.sections.count
        let a = after.sections.count
        let origin = sets.oldSectionForNew(before: b, after: a)!
        let stableOld = (0..<b).filter { !sets.deletedSections.contains($0) && !sets.reloadedSections.contains($0) }
        let stableNew = (0..<a).filter { n in origin[n].map { !sets.reloadedSections.contains($0) } ?? false }
        let rowMoveSources = Set(sets.rowMoves.map(\.from))
        let rowMoveDestinations = Set(sets.rowMoves.map(\.to))
        let untouchedRows = stableOld.flatMap { s in
            (0..<before.counts[s]).map { IndexPath(row: $0, section: s) }.filter {
                !sets.deletedRows.contains($0) && !sets.reloadedRows.contains($0) && !rowMoveSources.contains($0)
            }
        }
        let freeDestinations = stableNew.flatMap { n in
            (0..<after.counts[n]).map { IndexPath(row: $0, section: n) }.filter {
                !sets.insertedRows.contains($0) && !rowMoveDestinations.contains($0)
            }
        }
        let sectionMoveSources = Set(sets.sectionMoves.map(\.from))
        let sectionMoveDestinations = Set(sets.sectionMoves.map(\.to))
        let kinds = [
            "data source not updated", "data source updated differently", "index out of range", "index out of range",
            "delete and reload a row", "delete and move a row", "insert and move to a row", "move a row twice",
            "move two rows to one", "delete and move a section", "insert and move to a section",
            "move a section twice", "move two sections to one", "move a row into a reloaded section",
        ]
        let kind = pick(kinds)!
        switch kind {
        case "data source not updated":
            return (kind, ops, before)
        case "data source updated differently":
            var model = after
            switch rng.int(0...5) {
            case 0: model.sections.append(makeSection(rows: rng.int(0...3)))
            case 1:
                guard !model.sections.isEmpty else { return nil }
                model.sections.removeLast()
            case 2, 3:
                guard let n = pick(Array(model.sections.indices)) else { return nil }
                model.sections[n].items.insert(makeItem(), at: rng.int(0...model.sections[n].items.count))
            default:
                guard let n = pick(model.sections.indices.filter { !model.sections[$0].items.isEmpty }) else {
                    return nil
                }
                model.sections[n].items.remove(at: rng.int(0...(model.sections[n].items.count - 1)))
            }
            return (kind, ops, model)
        case "index out of range":
            let k = rng.int(0...2)
            let oldSection = pick(Array(0..<b))
            let newSection = pick(Array(0..<a))
            switch rng.int(0...11) {
            case 0: add(.deleteRows([IndexPath(row: rng.int(0...3), section: b + k)]))
            case 1:
                guard let s = oldSection else { return nil }
                add(.deleteRows([IndexPath(row: before.counts[s] + k, section: s)]))
            case 2: add(.insertRows([IndexPath(row: rng.int(0...3), section: a + k)]))
            case 3:
                guard let s = newSection else { return nil }
                add(.insertRows([IndexPath(row: after.counts[s] + k, section: s)]))
            case 4: add(.deleteSections([b + k]))
            case 5: add(.insertSections([a + k]))
            case 6: add(.moveSection(b + k, rng.int(0...max(0, a - 1))))
            case 7:
                guard let f = pick(stableOld.filter { !sectionMoveSources.contains($0) }) else { return nil }
                add(.moveSection(f, a + k))
            case 8:
                guard let t = pick(freeDestinations) else { return nil }
                add(.moveRow(IndexPath(row: 0, section: b + k), t))
            case 9:
                guard let s = oldSection, let t = pick(freeDestinations) else { return nil }
                add(.moveRow(IndexPath(row: before.counts[s] + k, section: s), t))
            case 10:
                guard let f = pick(untouchedRows) else { return nil }
                add(.moveRow(f, IndexPath(row: 0, section: a + k)))
            default:
                guard let f = pick(untouchedRows), let s = newSection else { return nil }
                add(.moveRow(f, IndexPath(row: after.counts[s] + k, section: s)))
            }
        case "delete and reload a row":
            if let p = pick(sets.reloadedRows.sorted()) {
                add(.deleteRows([p]))
            } else if let p = pick(untouchedRows) {
                add(.deleteRows([p]))
                add(.reloadRows([p]))
            } else {
                return nil
            }
        case "delete and move a row":
            guard let move = pick(sets.rowMoves) else { return nil }
            add(.deleteRows([move.from]))
        case "insert and move to a row":
            guard let move = pick(sets.rowMoves) else { return nil }
            add(.insertRows([move.to]))
        case "move a row twice":
            guard let move = pick(sets.rowMoves), let t = pick(freeDestinations) else { return nil }
            add(.moveRow(move.from, t))
        case "move two rows to one":
            guard let move = pick(sets.rowMoves), let f = pick(untouchedRows) else { return nil }
            add(.moveRow(f, move.to))
        case "delete and move a section":
            if let move = pick(sets.sectionMoves) {
                add(.deleteSections([move.from]))
            } else if let d = pick(sets.deletedSections.sorted().filter { before.counts[$0] > 0 }),
                let t = pick(freeDestinations)
            {
                add(.moveRow(IndexPath(row: 0, section: d), t))
            } else {
                return nil
            }
        case "insert and move to a section":
            if let move = pick(sets.sectionMoves) {
                add(.insertSections([move.to]))
            } else if let i = pick(sets.insertedSections.sorted().filter { after.counts[$0] > 0 }),
                let f = pick(untouchedRows)
            {
                add(.moveRow(f, IndexPath(row: 0, section: i)))
            } else {
                return nil
            }
        case "move a section twice":
            guard let move = pick(sets.sectionMoves),
                let t = pick(
                    (0..<a).filter { !sets.insertedSections.contains($0) && !sectionMoveDestinations.contains($0) })
            else { return nil }
            add(.moveSection(move.from, t))
        case "move two sections to one":
            guard let move = pick(sets.sectionMoves),
                let f = pick(stableOld.filter { !sectionMoveSources.contains($0) })
            else { return nil }
            add(.moveSection(f, move.to))
        default:  // "move a row into a reloaded section"
            let reloadedNew = (0..<a).filter { n in origin[n].map(sets.reloadedSections.contains) ?? false }
            guard let n = pick(reloadedNew.filter { after.counts[$0] > 0 }), let f = pick(untouchedRows) else {
                return nil
            }
            add(.moveRow(f, IndexPath(row: rng.int(0...(after.counts[n] - 1)), section: n)))
        }
        return (kind, ops, after)
    }

    // MARK: Checking

    /// What the brute-force layout needs to know about the model, as the configuration answers it.
    func spec(for model: ThrashModel) -> TableSpec {
        var spec = TableSpec(style: config.style, rowCounts: model.counts)
        spec.uniformRowHeight = config.uniformRowHeight
        spec.sectionHeaderHeight = config.sectionHeaderHeight
        if config.rowHeights { spec.rowHeights = model.sections.map { $0.items.map(\.height) } }
        if config.titles {
            for (s, section) in model.sections.enumerated() { spec.headerTitles[s] = section.title }
        }
        if config.sectionHeights {
            spec.explicitHeaderHeights = model.sections.map(\.headerHeight)
            spec.explicitFooterHeights = model.sections.map(\.footerHeight)
        }
        return spec
    }

    func snapshot() -> ThrashSnapshot {
        let cells = table.visibleCells
        let model = store.model
        return ThrashSnapshot(
            counts: (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) },
            visible: table.indexPathsForVisibleRows ?? [],
            cells: cells.map(ObjectIdentifier.init), frames: cells.map(\.frame),
            texts: cells.map { $0.textLabel?.text },
            offset: table.contentOffset.y, contentHeight: table.contentSize.height,
            selected: table.indexPathsForSelectedRows ?? [], editing: cells.map(\.isEditing),
            rowRects: model.sections.indices.flatMap { s in
                model.sections[s].items.indices.map { table.rectForRow(at: IndexPath(row: $0, section: s)) }
            })
    }

    /// The table against the brute-force layout of the current model.
    func verify() -> [String] {
        noteMeasuringState()
        // The content's own invariants (caches agree with the model, the display ledger balances).
        var problems = store.problems + tracker.problems + table.contentInvariantViolations()
        store.problems = []
        tracker.problems = []
        let model = store.model
        guard table.numberOfSections == model.sections.count else {
            return problems + ["numberOfSections \(table.numberOfSections), model has \(model.sections.count)"]
        }
        let counts = (0..<model.sections.count).map { table.numberOfRows(inSection: $0) }
        guard counts == model.counts else { return problems + ["row counts \(counts), model has \(model.counts)"] }
        let (layoutSpec, estimateProblems) = realizedSpec(for: model)
        problems += estimateProblems
        let brute = BruteForceTable(spec: layoutSpec, bounds: table.bounds, insets: table.contentInset)
        if table.contentSize.height != brute.contentHeight {
            problems.append(
                "contentSize.height \(fmt(table.contentSize.height)), brute force \(fmt(brute.contentHeight))")
        }
        let visible = table.indexPathsForVisibleRows ?? []
        if visible != brute.visibleRows {
            problems.append(
                "visible rows \(visible.map(describe)), brute force \(brute.visibleRows.map(describe)) at offset \(fmt(table.contentOffset.y))"
            )
        }
        let cells = table.visibleCells
        if cells.count != visible.count {
            problems.append("\(cells.count) visible cells for \(visible.count) visible rows")
        }
        for (p, cell) in zip(visible, cells) {
            guard let item = model.item(at: p) else {
                problems.append("visible row \(describe(p)) is not in the model")
                continue
            }
            if cell.textLabel?.text != "\(item.id)" {
                problems.append("row \(describe(p)) shows \(cell.textLabel?.text ?? "nil"), model has id \(item.id)")
            }
            if brute.hasRow(p), cell.frame != brute.rowRect(p) {
                problems.append(
                    "row \(describe(p)) (id \(item.id)) frame \(cell.frame), brute force \(brute.rowRect(p))")
            }
            if cell.superview !== table { problems.append("row \(describe(p)) cell is not in the table") }
            if cell.isSelected != selectedIDs.contains(item.id) {
                problems.append("row \(describe(p)) (id \(item.id)) cell isSelected \(cell.isSelected)")
            }
            if cell.isEditing != table.isEditing {
                problems.append(
                    "row \(describe(p)) (id \(item.id)) cell isEditing \(cell.isEditing), table isEditing \(table.isEditing)"
                )
            }
            if config.selfSizing {
                if cell.frame.height != selfSizing.observed[item.id] {
                    problems.append(
                        "row \(describe(p)) (id \(item.id)) is displayed \(fmt(cell.frame.height)) high, not a measured height"
                    )
                }
            } else if config.estimatedRowHeight != nil, cell.frame.height != item.height {
                problems.append(
                    "row \(describe(p)) (id \(item.id)) is displayed \(fmt(cell.frame.height)) high, heightForRowAt says \(fmt(item.height))"
                )
            }
            if table.cellForRow(at: p) !== cell {
                problems.append("cellForRow(at: \(describe(p))) is not its visible cell")
            }
        }
        for s in model.sections.indices {
            for r in model.sections[s].items.indices {
                let p = IndexPath(row: r, section: s)
                if table.rectForRow(at: p) != brute.rowRect(p) {
                    problems.append(
                        "rectForRow(at: \(describe(p))) \(table.rectForRow(at: p)), brute force \(brute.rowRect(p))")
                    break
                }
            }
            if table.rectForHeader(inSection: s) != brute.headerRect(s) {
                problems.append(
                    "rectForHeader(inSection: \(s)) \(table.rectForHeader(inSection: s)), brute force \(brute.headerRect(s))"
                )
            }
            if table.rectForFooter(inSection: s) != brute.footerRect(s) {
                problems.append(
                    "rectForFooter(inSection: \(s)) \(table.rectForFooter(inSection: s)), brute force \(brute.footerRect(s))"
                )
            }
        }
        let shown = Set(cells.map(ObjectIdentifier.init))
        let queued = table.cellReuse.allQueued
        if queued.contains(where: { shown.contains(ObjectIdentifier($0)) }) {
            problems.append("a visible cell is also in the reuse pool")
        }
        if queued.contains(where: { $0.superview != nil }) {
            problems.append("a queued cell is still in the view tree")
        }
        if Set(queued.map(ObjectIdentifier.init)).count != queued.count { problems.append("a cell is queued twice") }
        if tracker.displayed != shown {
            problems.append(
                "displayed by callbacks: \(tracker.displayed.count) cells, \(tracker.displayed.subtracting(shown).count) not visible; visible: \(shown.count), \(shown.subtracting(tracker.displayed).count) without willDisplay"
            )
        }
        let byID = model.indexPathsByID
        let expectedSelection = selectedIDs.compactMap { byID[$0] }.sorted()
        if (table.indexPathsForSelectedRows ?? []) != expectedSelection {
            problems.append(
                "selected rows \((table.indexPathsForSelectedRows ?? []).map(describe)), expected \(expectedSelection.map(describe)) (ids \(selectedIDs.sorted()))"
            )
        }
        return problems
    }

    // MARK: Reporting

    /// Records an issue with everything needed to replay the failure as a regression test.
    func report(
        _ problems: [String], context: String, ops: [ThrashOp]? = nil,
        before: ThrashModel? = nil, after: ThrashModel? = nil, offset: CGFloat? = nil
    ) {
        var text = """
            \(suiteName) seed \(seed) (0x\(String(seed, radix: 16))) [\(config.name)] step \(step): \(context)
            \(problems.prefix(12).map { "  - " + $0 }.joined(separator: "\n"))
            replay: OPENTABLEVIEW_SEED=\(seed) OPENTABLEVIEW_THRASH_BATCHES=\(step) swift test --filter \(suiteName)
            table: \(fmt(table.bounds.width))×\(fmt(table.bounds.height)) \(config.style), inset \(fmt(table.contentInset.top))/\(fmt(table.contentInset.bottom)), editing \(table.isEditing), contentOffset.y \(fmt(offset ?? table.contentOffset.y)) before the step, selected ids \(selectedIDs.sorted())
            """
        if let before {
            text +=
                "\nmodel before the batch (counts \(before.counts); [section] #id title header footer: [item id:height]):\n\(before.dump)"
        }
        if let after { text += "\ndata source during the batch (counts \(after.counts)):\n\(after.dump)" }
        if let ops {
            text += "\nbatch:\n" + ThrashBatch(ops: ops).swift
        }
        text += "\nrecent steps:\n" + recent.map { "  " + $0 }.joined(separator: "\n")
        print(text)
        Issue.record(Comment(rawValue: text))
    }
}
