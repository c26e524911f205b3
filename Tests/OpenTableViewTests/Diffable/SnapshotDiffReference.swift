import Foundation
import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

// An independent check of the snapshot diff, written from UIKit's batch-update rules and not
// from the library: the batch the diff produces is applied to the old snapshot by a small
// simulator of `performBatchUpdates`, and the result must be exactly the new snapshot, with the
// cells UIKit would keep kept, as few moves as can be (by brute force on small inputs), the
// marked rows reloaded or reconfigured, and the batch accepted by the core's validation. Nothing
// here calls the production diff except to get the difference under test.

/// A snapshot as plain arrays, read through the snapshot's public API.
struct PlainSnapshot: Equatable {
    var sections: [Int]
    var items: [[Int]]
    var reloadedSections: [Int] = []
    var reloadedItems: [Int] = []
    var reconfiguredItems: [Int] = []

    init(_ snapshot: IntSnapshot) {
        sections = snapshot.sectionIdentifiers
        items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
        reloadedSections = snapshot.reloadedSectionIdentifiers
        reloadedItems = snapshot.reloadedItemIdentifiers
        reconfiguredItems = snapshot.reconfiguredItemIdentifiers
    }

    /// Section index and row of every item, by a linear scan.
    func location(of item: Int) -> (section: Int, row: Int)? {
        for (section, rows) in items.enumerated() {
            if let row = rows.firstIndex(of: item) { return (section, row) }
        }
        return nil
    }
}

/// What a table shows after a simulated batch: each row's item and whether its cell was kept
/// from before the batch (moved or left in place) or asked of the data source.
struct SimulatedTable {
    struct Row: Equatable {
        var item: Int
        /// Kept from the old row with the same item (not inserted, not reloaded).
        var kept: Bool
    }
    var sections: [Int] = []
    var rows: [[Row]] = []
    /// Old items whose rows were reloaded (new cells in place).
    var reloaded: Set<Int> = []
    /// Old items whose rows were reconfigured (same cells).
    var reconfigured: Set<Int> = []
    /// Old items whose rows were moved by `moveRow(at:to:)`.
    var moved: Set<Int> = []
    /// Old sections moved by `moveSection(_:toSection:)`.
    var movedSections: Set<Int> = []
}

/// Applies `batch` to a table showing `old`, whose data source answers `new` at the end of the
/// batch, by UIKit's rules: deletes, reloads, reconfigures and move sources name old positions
/// and are taken out first; inserts and move destinations name new positions and are placed
/// next; what is left keeps its order and fills the free slots; sections before rows. A
/// reloaded section or row keeps its place and is asked of the data source again. Returns the
/// table, or what UIKit would reject.
func simulateBatch(_ batch: BatchUpdate, old: PlainSnapshot, new: PlainSnapshot) -> Result<
    SimulatedTable, SimulationFailure
> {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionMoves: [Int: Int] = [:]  // to → from
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var reconfiguredRows = Set<IndexPath>()
    var rowMoves: [IndexPath: IndexPath] = [:]  // to → from
    for operation in batch.operations {
        switch operation {
        case .deleteSection(let s): deletedSections.insert(s)
        case .insertSection(let s): insertedSections.insert(s)
        case .reloadSection(let s): reloadedSections.insert(s)
        case .moveSection(let from, let to):
            if sectionMoves.updateValue(from, forKey: to) != nil { return .failure("two sections moved to \(to)") }
        case .deleteRow(let p): deletedRows.insert(p)
        case .insertRow(let p): insertedRows.insert(p)
        case .reloadRow(let p): reloadedRows.insert(p)
        case .reconfigureRow(let p): reconfiguredRows.insert(p)
        case .moveRow(let from, let to):
            if rowMoves.updateValue(from, forKey: to) != nil { return .failure("two rows moved to \(to)") }
        }
    }
    var table = SimulatedTable()
    // Sections. Old sections that stay in place (kept or reloaded), in order.
    let movedFrom = Set(sectionMoves.values)
    var staying = old.sections.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }[...]
    let sectionCount =
        old.sections.count - deletedSections.count - movedFrom.count + insertedSections.count
        + sectionMoves.count
    guard sectionCount == new.sections.count else {
        return .failure("\(sectionCount) sections after the batch, the data source has \(new.sections.count)")
    }
    // For each new section: the old section whose rows it carries, or nil (inserted, reloaded).
    var source: [Int?] = []
    for newSection in 0..<sectionCount {
        if insertedSections.contains(newSection) {
            if sectionMoves[newSection] != nil { return .failure("section \(newSection) inserted and moved to") }
            table.sections.append(new.sections[newSection])
            source.append(nil)
        } else if let from = sectionMoves[newSection] {
            guard old.sections.indices.contains(from), !deletedSections.contains(from), !reloadedSections.contains(from)
            else { return .failure("bad section move \(from) → \(newSection)") }
            table.sections.append(old.sections[from])
            table.movedSections.insert(from)
            source.append(from)
        } else if let from = staying.popFirst() {
            table.sections.append(old.sections[from])
            source.append(reloadedSections.contains(from) ? nil : from)
        } else {
            return .failure("no section for slot \(newSection)")
        }
    }
    guard staying.isEmpty else { return .failure("sections left over") }
    // Rows.
    func oldItem(_ p: IndexPath) -> Int? {
        guard old.items.indices.contains(p.section), old.items[p.section].indices.contains(p.row) else { return nil }
        return old.items[p.section][p.row]
    }
    let liveOld = Set(source.compactMap { $0 })
    for path in deletedRows.union(reloadedRows).union(reconfiguredRows).union(rowMoves.values) {
        guard liveOld.contains(path.section), oldItem(path) != nil else {
            return .failure("old path \(describe(path)) is not a row of a section that stays")
        }
    }
    if !deletedRows.isDisjoint(with: rowMoves.values) || !reloadedRows.isDisjoint(with: rowMoves.values)
        || !deletedRows.isDisjoint(with: reloadedRows)
    {
        return .failure("a row deleted, reloaded or moved twice")
    }
    let movedSources = Set(rowMoves.values)
    for (newSection, from) in source.enumerated() {
        guard newSection < new.items.count else { return .failure("no rows for section \(newSection)") }
        let count = new.items[newSection].count
        guard let from else {
            // Inserted or reloaded: every row is asked of the data source.
            if insertedRows.contains(where: { $0.section == newSection })
                || rowMoves.keys.contains(where: { $0.section == newSection })
            {
                return .failure("rows inserted or moved into section \(newSection), which is inserted or reloaded")
            }
            table.rows.append(new.items[newSection].map { SimulatedTable.Row(item: $0, kept: false) })
            continue
        }
        var slots = [SimulatedTable.Row?](repeating: nil, count: count)
        for path in insertedRows where path.section == newSection {
            guard slots.indices.contains(path.row), slots[path.row] == nil else {
                return .failure("bad insert \(describe(path))")
            }
            slots[path.row] = SimulatedTable.Row(item: new.items[newSection][path.row], kept: false)
        }
        for (to, origin) in rowMoves where to.section == newSection {
            guard slots.indices.contains(to.row), slots[to.row] == nil, let item = oldItem(origin) else {
                return .failure("bad move \(describe(origin)) → \(describe(to))")
            }
            slots[to.row] = SimulatedTable.Row(item: item, kept: true)
            table.moved.insert(item)
        }
        var left = old.items[from].indices.filter {
            let p = IndexPath(row: $0, section: from)
            return !deletedRows.contains(p) && !movedSources.contains(p)
        }[...]
        for row in slots.indices where slots[row] == nil {
            guard let oldRow = left.popFirst() else { return .failure("too few rows for section \(newSection)") }
            let item = old.items[from][oldRow]
            if reloadedRows.contains(IndexPath(row: oldRow, section: from)) {
                // Reloaded: a new cell, from whatever the data source has there now.
                table.reloaded.insert(item)
                slots[row] = SimulatedTable.Row(item: new.items[newSection][row], kept: false)
            } else {
                slots[row] = SimulatedTable.Row(item: item, kept: true)
            }
        }
        guard left.isEmpty else { return .failure("rows left over in section \(newSection)") }
        table.rows.append(slots.map { $0! })
    }
    for path in reconfiguredRows { table.reconfigured.insert(oldItem(path)!) }
    return .success(table)
}

/// Why the simulated table rejects a batch.
struct SimulationFailure: Error, ExpressibleByStringInterpolation {
    let reason: String
    init(stringLiteral reason: String) { self.reason = reason }
}

/// The length of a longest increasing subsequence, by trying every subset (small inputs only).
func bruteForceLongestIncreasing(_ values: [Int]) -> Int {
    precondition(values.count <= 16)
    var best = 0
    for mask in 0..<(1 << values.count) {
        let chosen = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
        if chosen.count > best && zip(chosen, chosen.dropFirst()).allSatisfy({ $0 < $1 }) { best = chosen.count }
    }
    return best
}

/// The longest increasing subsequence's length: by brute force when small, else the textbook
/// quadratic method (`lisLength`).
func longestIncreasingLength(_ values: [Int]) -> Int {
    values.count <= 12 ? bruteForceLongestIncreasing(values) : lisLength(values)
}

/// Everything wrong with `difference` as the update from `old` to `new`; empty when right.
func independentProblems(old oldSnapshot: IntSnapshot, new newSnapshot: IntSnapshot, difference: SectionedDifference)
    -> [String]
{
    let old = PlainSnapshot(oldSnapshot)
    let new = PlainSnapshot(newSnapshot)
    let batch = difference.batchUpdate
    var problems: [String] = []
    // 1. UIKit accepts the batch.
    if let exception = batch.validate(rowCountsBefore: old.items.map(\.count), rowCountsAfter: new.items.map(\.count)) {
        problems.append("UIKit rejects the batch: \(exception.reason)")
    }
    // 2. Applied, it shows exactly the new snapshot.
    let table: SimulatedTable
    switch simulateBatch(batch, old: old, new: new) {
    case .failure(let failure): return problems + [failure.reason]
    case .success(let result): table = result
    }
    if table.sections != new.sections { problems.append("sections \(table.sections) ≠ \(new.sections)") }
    if table.rows.map({ $0.map(\.item) }) != new.items {
        problems.append("rows \(table.rows.map { $0.map(\.item) }) ≠ \(new.items)")
    }
    guard problems.isEmpty else { return problems }

    // Which sections carry their rows across (in both, neither reloaded nor replaced).
    let reloadedSectionMarks = Set(new.reloadedSections)
    let carriedSections = Set(
        old.sections.filter { section in
            new.sections.contains(section) && !reloadedSectionMarks.contains(section)
        })
    // 3. Cells: an item in a carried section on both sides keeps its cell unless reloaded; one
    //    marked reloaded that has to move is replaced (deleted and inserted) instead, as a
    //    reloaded section that moves is, since UIKit cannot reload and move one row (checked in 5).
    let reloadedItemMarks = Set(new.reloadedItems)
    var replacedItems = Set<Int>()
    for (newSection, rows) in table.rows.enumerated() where carriedSections.contains(new.sections[newSection]) {
        for row in rows where !row.kept && !table.reloaded.contains(row.item) {
            if let source = old.location(of: row.item), carriedSections.contains(old.sections[source.section]) {
                if reloadedItemMarks.contains(row.item) {
                    replacedItems.insert(row.item)
                } else {
                    problems.append("item \(row.item) is inserted, though it could move from \(source)")
                }
            }
        }
    }
    for item in table.moved where reloadedItemMarks.contains(item) {
        problems.append("item \(item) is marked reloaded and moved: it must be deleted and inserted")
    }
    // 4. Sections: as few moves as can be. A marked section in both is reloaded in place, or,
    //    when it has to move, replaced (deleted and inserted); either way it is not moved.
    let common = new.sections.filter { old.sections.contains($0) }
    let commonOldOrder = common.map { old.sections.firstIndex(of: $0)! }
    let replaced = common.filter { section in
        let oldIndex = old.sections.firstIndex(of: section)!
        return difference.deletedSections.contains(oldIndex)
    }
    for section in replaced where !reloadedSectionMarks.contains(section) {
        problems.append("section \(section) is replaced, though it is not reloaded")
    }
    let sectionMoves = table.movedSections.count + replaced.count
    if sectionMoves != common.count - longestIncreasingLength(commonOldOrder) {
        problems.append("\(sectionMoves) sections move, \(common.count - longestIncreasingLength(commonOldOrder)) must")
    }
    let expectedReloadedSections = common.filter {
        reloadedSectionMarks.contains($0) && !replaced.contains($0)
    }.map { old.sections.firstIndex(of: $0)! }.sorted()
    if difference.reloadedSections != expectedReloadedSections {
        problems.append("reloaded sections \(difference.reloadedSections), expected \(expectedReloadedSections)")
    }
    // 5. Rows: in each carried section, the items that were there already and are not moved are
    //    a longest increasing run of old rows; items crossing between carried sections move.
    var expectedMoves = 0
    for section in carriedSections {
        let oldRows = old.items[old.sections.firstIndex(of: section)!]
        let newRows = new.items[new.sections.firstIndex(of: section)!]
        let sameSection = newRows.compactMap { oldRows.firstIndex(of: $0) }
        let stayingRows = newRows.filter {
            oldRows.contains($0) && !table.moved.contains($0) && !replacedItems.contains($0)
        }
        .map { oldRows.firstIndex(of: $0)! }
        if stayingRows != stayingRows.sorted() { problems.append("section \(section): items stay out of order") }
        let longest = longestIncreasingLength(sameSection)
        if stayingRows.count != longest {
            problems.append("section \(section): \(stayingRows.count) items stay in place, \(longest) could")
        }
        expectedMoves += sameSection.count - longest
        expectedMoves +=
            newRows.filter { item in
                guard let source = old.location(of: item) else { return false }
                let from = old.sections[source.section]
                return from != section && carriedSections.contains(from)
            }.count
    }
    // A replaced item counts as one of the moves: it is where a move would have been.
    if table.moved.count + replacedItems.count != expectedMoves {
        problems.append(
            "\(table.moved.count) rows move and \(replacedItems.count) are replaced, \(expectedMoves) must move")
    }
    // 6. Reloads: marked items whose rows stay in place get new cells; reconfigures: marked
    //    items carried (in place or moved) and not reloaded keep their cells.
    let carriedItems = Set(
        table.rows.joined().filter(\.kept).map(\.item)
    ).union(table.reloaded)
    let expectedReloads = Set(new.reloadedItems).intersection(carriedItems).subtracting(table.moved)
    if table.reloaded != expectedReloads {
        problems.append("reloaded \(table.reloaded.sorted()), expected \(expectedReloads.sorted())")
    }
    let expectedReconfigures = Set(new.reconfiguredItems).intersection(carriedItems).subtracting(table.reloaded)
    if table.reconfigured != expectedReconfigures {
        problems.append("reconfigured \(table.reconfigured.sorted()), expected \(expectedReconfigures.sorted())")
    }
    return problems
}

@Suite(.explorerPagesOnFailure) struct SnapshotDiffReferenceTests {
    /// Checks the diff of `pairs` seeds against the independent reference; replay one with
    /// `OPENTABLEVIEW_SEED=<seed> swift test --filter SnapshotDiffReference`.
    func check(seeds: [UInt64], _ makePair: (inout SplitMix64) -> (old: IntSnapshot, new: IntSnapshot)) {
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let (old, new) = makePair(&rng)
            let difference = snapshotDifference(from: old, to: new)
            let problems = independentProblems(old: old, new: new, difference: difference)
            if !problems.isEmpty {
                let message =
                    "seed \(seed) (replay: OPENTABLEVIEW_SEED=\(seed) swift test --filter SnapshotDiffReference): "
                    + "\(render(old)) → \(render(new)) marks \(new.reloadedSectionIdentifiers) "
                    + "\(new.reloadedItemIdentifiers) \(new.reconfiguredItemIdentifiers)\n\(difference)\n"
                    + problems.joined(separator: "\n")
                Issue.record(Comment(rawValue: message))
                return
            }
        }
    }

    @Test func smallRandomEditsMatchTheReference() {
        check(seeds: RandomizedRuns.seeds(default: Array(1...1500)), randomSnapshotPair)
    }

    @Test func longSectionsWithFewEditsMatchTheReference() {
        check(seeds: RandomizedRuns.seeds(default: Array(1...400)), longSnapshotPair)
    }

    /// The reference catches wrong differences: not minimal, wrong reloads, or not the new
    /// snapshot at all.
    @Test func theReferenceRejectsWrongDifferences() {
        let old = makeIntSnapshot([[1, 2, 3, 4]])
        var new = makeIntSnapshot([[4, 1, 2, 3]])
        let right = SectionedDifference(movedItems: [(path(0, 3), path(0, 0))])
        #expect(independentProblems(old: old, new: new, difference: right).isEmpty)
        // Three moves where one does.
        let tooMany = SectionedDifference(movedItems: [
            (path(0, 0), path(0, 1)), (path(0, 1), path(0, 2)), (path(0, 2), path(0, 3)),
        ])
        #expect(!independentProblems(old: old, new: new, difference: tooMany).isEmpty)
        // A delete and an insert where a move keeps the cell.
        let replaced = SectionedDifference(deletedItems: [path(0, 3)], insertedItems: [path(0, 0)])
        #expect(!independentProblems(old: old, new: new, difference: replaced).isEmpty)
        // Not the new order.
        #expect(!independentProblems(old: old, new: new, difference: SectionedDifference()).isEmpty)
        // A marked row that stays must be reloaded.
        new.reloadItems([2])
        #expect(!independentProblems(old: old, new: new, difference: right).isEmpty)
        let reloading = SectionedDifference(movedItems: [(path(0, 3), path(0, 0))], reloadedItems: [path(0, 1)])
        #expect(independentProblems(old: old, new: new, difference: reloading).isEmpty)
        // A marked row that moves must be replaced, not moved (a move keeps its cell).
        new.reloadItems([4])
        #expect(!independentProblems(old: old, new: new, difference: reloading).isEmpty)
        let replacing = SectionedDifference(
            deletedItems: [path(0, 3)], insertedItems: [path(0, 0)], reloadedItems: [path(0, 1)])
        #expect(independentProblems(old: old, new: new, difference: replacing).isEmpty)
    }

    @Test func bruteForceAgreesWithTheTextbookMethod() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let values = Array(0..<rng.int(0...10)).shuffled(using: &rng)
            expectEqual(bruteForceLongestIncreasing(values), lisLength(values))
        }
    }
}

/// A snapshot of sections 0, 1, … holding `items`.
func makeIntSnapshot(_ items: [[Int]]) -> IntSnapshot {
    var snapshot = IntSnapshot()
    snapshot.appendSections(Array(items.indices))
    for (section, rows) in items.enumerated() { snapshot.appendItems(rows, toSection: section) }
    return snapshot
}
