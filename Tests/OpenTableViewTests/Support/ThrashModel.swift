import Foundation

@testable import OpenTableView

// Support for `BatchThrashTests`: a model of sections of uniquely identified items, batches in
// UIKit's public vocabulary, and two references written from UIKit's documented rules
// (`Compatibility/Evidence.md` §2.1, §2.2, §9), deliberately independent of the library's `UpdatePlan` / `BatchValidation`:
// what the model becomes after a valid batch, and which exception an invalid batch raises.

struct ThrashItem: Equatable {
    var id: Int
    /// Answered by `heightForRowAt` when the delegate implements it.
    var height: CGFloat

    /// The detail text a self-sizing row shows (``ThrashSelfSizingCell``): 0 to 100 characters,
    /// from the item's height and id, so rows wrap to different numbers of lines.
    var detailText: String { String(repeating: "x", count: Int(height) + id % 13) }
}

/// The cell of the self-sizing configuration (``ThrashConfig/selfSizing``): UIKit's `.subtitle`
/// style (whatever style the table asks for, as a registered subclass passes its own to `super`)
/// with a detail label of any number of lines, so its height follows the item's detail text.
final class ThrashSelfSizingCell: CountingCell {
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct ThrashSection: Equatable {
    var id: Int
    var title: String?
    /// Answered by `heightForHeaderInSection` / `heightForFooterInSection` when implemented.
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var items: [ThrashItem]
}

struct ThrashModel: Equatable {
    var sections: [ThrashSection] = []

    var counts: [Int] { sections.map(\.items.count) }
    var totalRows: Int { sections.reduce(0) { $0 + $1.items.count } }
    var allIDs: Set<Int> { Set(sections.flatMap { $0.items.map(\.id) }) }

    func item(at p: IndexPath) -> ThrashItem? {
        guard p.section >= 0, p.section < sections.count, p.row >= 0, p.row < sections[p.section].items.count else {
            return nil
        }
        return sections[p.section].items[p.row]
    }

    /// Section ids, each followed by its items' ids: what a diffable snapshot of the model holds.
    var identifiers: [[Int]] { sections.map { [$0.id] + $0.items.map(\.id) } }

    /// Every item's index path, by id.
    var indexPathsByID: [Int: IndexPath] {
        var result: [Int: IndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (r, item) in section.items.enumerated() { result[item.id] = IndexPath(row: r, section: s) }
        }
        return result
    }

    /// A compact listing for failure messages: `[s] #id "title" h/f: [id:height, …]`.
    var dump: String {
        if sections.isEmpty { return "  (no sections)" }
        return sections.enumerated().map { s, section in
            let title = section.title.map { "\"\($0)\"" } ?? "untitled"
            let items = section.items.map { "\($0.id):\(fmt($0.height))" }.joined(separator: ", ")
            return
                "  [\(s)] #\(section.id) \(title) header \(fmt(section.headerHeight)) footer \(fmt(section.footerHeight)): [\(items)]"
        }.joined(separator: "\n")
    }
}

func fmt(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
}

// MARK: - Operations

/// One call on the table, as a client issues it inside a batch.
enum ThrashOp: Equatable {
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case moveRow(IndexPath, IndexPath)
    /// Section lists are ascending, as an `IndexSet` iterates them.
    case insertSections([Int])
    case deleteSections([Int])
    case reloadSections([Int])
    case moveSection(Int, Int)

    @MainActor func issue(on table: TableView) {
        switch self {
        case .insertRows(let p): table.insertRows(at: p, with: .none)
        case .deleteRows(let p): table.deleteRows(at: p, with: .none)
        case .reloadRows(let p): table.reloadRows(at: p, with: .none)
        case .moveRow(let f, let t): table.moveRow(at: f, to: t)
        case .insertSections(let s): table.insertSections(IndexSet(s), with: .none)
        case .deleteSections(let s): table.deleteSections(IndexSet(s), with: .none)
        case .reloadSections(let s): table.reloadSections(IndexSet(s), with: .none)
        case .moveSection(let f, let t): table.moveSection(f, toSection: t)
        }
    }

    /// The call as Swift source, to paste into a regression test.
    var swift: String {
        func paths(_ p: [IndexPath]) -> String { "[" + p.map(swiftPath).joined(separator: ", ") + "]" }
        func set(_ s: [Int]) -> String { "[" + s.map(String.init).joined(separator: ", ") + "]" }
        switch self {
        case .insertRows(let p): return "table.insertRows(at: \(paths(p)), with: .none)"
        case .deleteRows(let p): return "table.deleteRows(at: \(paths(p)), with: .none)"
        case .reloadRows(let p): return "table.reloadRows(at: \(paths(p)), with: .none)"
        case .moveRow(let f, let t): return "table.moveRow(at: \(swiftPath(f)), to: \(swiftPath(t)))"
        case .insertSections(let s): return "table.insertSections(\(set(s)), with: .none)"
        case .deleteSections(let s): return "table.deleteSections(\(set(s)), with: .none)"
        case .reloadSections(let s): return "table.reloadSections(\(set(s)), with: .none)"
        case .moveSection(let f, let t): return "table.moveSection(\(f), toSection: \(t))"
        }
    }
}

func swiftPath(_ p: IndexPath) -> String { "IndexPath(row: \(p.row), section: \(p.section))" }

/// A batch and the content its new rows and sections get from the data source.
struct ThrashBatch {
    var ops: [ThrashOp] = []
    /// Inserted rows, by index path after the batch.
    var insertedItems: [IndexPath: ThrashItem] = [:]
    /// Replacements of reloaded rows, by index path before the batch.
    var reloadedItems: [IndexPath: ThrashItem] = [:]
    /// Inserted sections, by index after the batch.
    var insertedSections: [Int: ThrashSection] = [:]
    /// Replacements of reloaded sections, by index before the batch.
    var reloadedSections: [Int: ThrashSection] = [:]

    var swift: String {
        "table.performBatchUpdates({\n" + ops.map { "    " + $0.swift }.joined(separator: "\n") + "\n})"
    }
}

/// The operations of a batch, sorted by kind (a batch's order does not matter to its result).
struct ThrashOpSets {
    var deletedSections = Set<Int>(), insertedSections = Set<Int>(), reloadedSections = Set<Int>()
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>(), insertedRows = Set<IndexPath>(), reloadedRows = Set<IndexPath>()
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []

    init(_ ops: [ThrashOp]) {
        for op in ops {
            switch op {
            case .insertRows(let p): insertedRows.formUnion(p)
            case .deleteRows(let p): deletedRows.formUnion(p)
            case .reloadRows(let p): reloadedRows.formUnion(p)
            case .moveRow(let f, let t): rowMoves.append((f, t))
            case .insertSections(let s): insertedSections.formUnion(s)
            case .deleteSections(let s): deletedSections.formUnion(s)
            case .reloadSections(let s): reloadedSections.formUnion(s)
            case .moveSection(let f, let t): sectionMoves.append((f, t))
            }
        }
    }

    /// UIKit's section mapping (§9): sections that are neither deleted nor moved keep their
    /// relative order and fill, in order, the new indices not taken by inserts and move
    /// destinations; moved sections land at their destinations. `nil` entries are inserted.
    /// Returns `nil` when the slots do not add up (only for invalid batches).
    func oldSectionForNew(before: Int, after: Int) -> [Int?]? {
        var origin = [Int?](repeating: nil, count: after)
        var taken = Set<Int>()
        for s in insertedSections {
            guard s < after else { return nil }
            taken.insert(s)
        }
        for move in sectionMoves {
            guard move.to < after else { return nil }
            origin[move.to] = move.from
            taken.insert(move.to)
        }
        let moved = Set(sectionMoves.map(\.from))
        var stay = (0..<before).filter { !deletedSections.contains($0) && !moved.contains($0) }[...]
        for n in 0..<after where !taken.contains(n) {
            guard let old = stay.popFirst() else { return nil }
            origin[n] = old
        }
        return stay.isEmpty ? origin : nil
    }
}

extension ThrashModel {
    /// The model after a valid batch, by UIKit's rules (§9): deletes, reloads and move sources name
    /// old positions; inserts and move destinations new ones. In every section that survives
    /// (and is not reloaded) the rows that stay keep their relative order and fill the slots not
    /// taken by inserted and moved-in rows. Reloaded rows and sections stay in place with new
    /// content. `nil` when the batch does not describe a consistent result.
    func applying(_ batch: ThrashBatch) -> ThrashModel? {
        let ops = ThrashOpSets(batch.ops)
        let before = sections.count
        let after = before - ops.deletedSections.count + ops.insertedSections.count
        guard after >= 0, let origin = ops.oldSectionForNew(before: before, after: after) else { return nil }
        let moveSources = Set(ops.rowMoves.map(\.from))
        // 1. What is left of each old section.
        var left: [Int: ThrashSection] = [:]
        for s in 0..<before where !ops.deletedSections.contains(s) {
            if ops.reloadedSections.contains(s) {
                guard let replacement = batch.reloadedSections[s] else { return nil }
                left[s] = replacement
                continue
            }
            var section = sections[s]
            var items: [ThrashItem] = []
            for (r, item) in section.items.enumerated() {
                let p = IndexPath(row: r, section: s)
                if ops.deletedRows.contains(p) || moveSources.contains(p) { continue }
                if ops.reloadedRows.contains(p) {
                    guard let replacement = batch.reloadedItems[p] else { return nil }
                    items.append(replacement)
                } else {
                    items.append(item)
                }
            }
            section.items = items
            left[s] = section
        }
        // 2. Sections in their new places; 3. rows into surviving sections.
        var result = ThrashModel()
        for n in 0..<after {
            guard let old = origin[n] else {
                guard let inserted = batch.insertedSections[n] else { return nil }
                result.sections.append(inserted)
                continue
            }
            guard var section = left[old] else { return nil }
            if !ops.reloadedSections.contains(old) {
                var fixed: [Int: ThrashItem] = [:]
                for p in ops.insertedRows where p.section == n {
                    guard let item = batch.insertedItems[p] else { return nil }
                    fixed[p.row] = item
                }
                for move in ops.rowMoves where move.to.section == n {
                    guard let moved = self.item(at: move.from), fixed[move.to.row] == nil else { return nil }
                    fixed[move.to.row] = moved
                }
                var stay = section.items[...]
                let total = stay.count + fixed.count
                var items: [ThrashItem] = []
                for r in 0..<total {
                    if let item = fixed[r] {
                        items.append(item)
                    } else if let item = stay.popFirst() {
                        items.append(item)
                    } else {
                        return nil
                    }
                }
                guard stay.isEmpty, items.count == total else { return nil }
                section.items = items
            }
            result.sections.append(section)
        }
        return result
    }
}

// MARK: - Expected exceptions

/// The exception UIKit raises for a batch (§9: ranges in operation order, then conflicts, then
/// counts), written from the format strings of `Compatibility/Evidence.md` §2.1 and §2.2. Returns `nil` for a
/// valid batch, else the acceptable reasons: one, except where the reference does not pin the
/// order (several conflicts, or several sections with wrong counts when sections move), where
/// every candidate is listed.
enum ThrashExpectations {
    static func nsIndexPath(_ p: IndexPath) -> String {
        "<NSIndexPath: 0x0000000000000000> {length = 2, path = \(p.section) - \(p.row)}"
    }

    static func expectedReasons(_ ops: [ThrashOp], before: [Int], after: [Int]) -> [String]? {
        if let range = rangeError(ops, before: before, after: after) { return [range] }
        let conflicts = conflictErrors(ops, sectionsBefore: before.count)
        if !conflicts.isEmpty { return conflicts }
        return countErrors(ops, before: before, after: after)
    }

    static func rangeError(_ ops: [ThrashOp], before: [Int], after: [Int]) -> String? {
        let b = before.count
        let a = after.count
        for op in ops {
            switch op {
            case .deleteSections(let list), .reloadSections(let list):
                for s in list where s >= b {
                    return "attempt to delete section \(s), but there are only \(b) sections before the update"
                }
            case .insertSections(let list):
                for s in list where s >= a {
                    return "attempt to insert section \(s) but there are only \(a) sections after the update"
                }
            case .moveSection(let f, let t):
                if f >= b { return "attempt to move section \(f), but there are only \(b) sections before the update" }
                if t >= a {
                    return
                        "attempt to to move section \(f) to section \(t), but there are only \(a) sections after the update"
                }
            case .deleteRows(let list), .reloadRows(let list):
                for p in list {
                    if p.section >= b {
                        return
                            "attempt to delete row \(p.row) from section \(p.section), but there are only \(b) sections before the update"
                    }
                    if p.row >= before[p.section] {
                        return
                            "attempt to delete row \(p.row) from section \(p.section) which only contains \(before[p.section]) rows before the update"
                    }
                }
            case .insertRows(let list):
                for p in list {
                    if p.section >= a {
                        return
                            "attempt to insert row \(p.row) into section \(p.section), but there are only \(a) sections after the update"
                    }
                    if p.row >= after[p.section] {
                        return
                            "attempt to insert row \(p.row) into section \(p.section), but there are only \(after[p.section]) rows in section \(p.section) after the update"
                    }
                }
            case .moveRow(let f, let t):
                if f.section >= b {
                    return
                        "attempt to move index path (\(nsIndexPath(f))) from a section that does not exist - there are only \(b) sections before the update"
                }
                if f.row >= before[f.section] {
                    return
                        "attempt to move index path (\(nsIndexPath(f))) that does not exist - there are only \(before[f.section]) rows in section \(f.section) before the update"
                }
                if t.section >= a {
                    return
                        "attempt to move index path (\(nsIndexPath(f))) to index path (\(nsIndexPath(t))) in section that does not exist - there are only \(a) sections after the update"
                }
                if t.row >= after[t.section] {
                    return
                        "attempt to move index path (\(nsIndexPath(f))) to index path (\(nsIndexPath(t))) that does not exist - there are only \(after[t.section]) rows in section \(t.section) after the update"
                }
            }
        }
        return nil
    }

    /// Every conflict in the batch (§9 step 2). A reload is a delete and an insert of the
    /// section at its new index (§2.1 "reloads are decomposed into a delete and an insert"), so a
    /// row moved into a reloaded section conflicts like one moved into an inserted section.
    static func conflictErrors(_ ops: [ThrashOp], sectionsBefore: Int) -> [String] {
        let sets = ThrashOpSets(ops)
        var errors: [String] = []
        let implied = sectionsBefore - sets.deletedSections.count + sets.insertedSections.count
        let origin = sets.oldSectionForNew(before: sectionsBefore, after: max(0, implied)) ?? []
        let reloadedNew = Set(origin.indices.filter { origin[$0].map(sets.reloadedSections.contains) ?? false })
        for p in sets.reloadedRows.intersection(sets.deletedRows) {
            errors.append("attempt to delete and reload the same index path (\(nsIndexPath(p)))")
        }
        let goneSections = sets.deletedSections.union(sets.reloadedSections)
        for (i, move) in sets.sectionMoves.enumerated() {
            if goneSections.contains(move.from) {
                errors.append("attempt to perform a delete and a move from the same section (\(move.from))")
            }
            if sets.insertedSections.contains(move.to) {
                errors.append("attempt to perform an insert and a move to the same section (\(move.to))")
            }
            for earlier in sets.sectionMoves[..<i] {
                if earlier.from == move.from && earlier.to != move.to {
                    errors.append(
                        "attempt to move section \(move.from) to both section \(earlier.to) and section \(move.to)")
                }
                if earlier.to == move.to && earlier.from != move.from {
                    errors.append(
                        "attempt to move both section \(earlier.from) and section \(move.from) to section \(move.to)")
                }
            }
        }
        for (i, move) in sets.rowMoves.enumerated() {
            if sets.deletedRows.contains(move.from) {
                errors.append(
                    "attempt to perform a delete and a move from the same index path (\(nsIndexPath(move.from)))")
            }
            if goneSections.contains(move.from.section) {
                errors.append("attempt to perform a delete and a move from the same section (\(move.from.section))")
            }
            if sets.insertedRows.contains(move.to) {
                errors.append(
                    "attempt to perform an insert and a move to the same index path (\(nsIndexPath(move.to)))")
            }
            if sets.insertedSections.contains(move.to.section) || reloadedNew.contains(move.to.section) {
                errors.append("attempt to perform an insert and a move to the same section (\(move.to.section))")
            }
            for earlier in sets.rowMoves[..<i] {
                if earlier.from == move.from && earlier.to != move.to {
                    errors.append(
                        "attempt to move row at index path \(nsIndexPath(move.from)) to both \(nsIndexPath(earlier.to)) and \(nsIndexPath(move.to))"
                    )
                }
                if earlier.to == move.to && earlier.from != move.from {
                    errors.append(
                        "attempt to move both row at index path \(nsIndexPath(earlier.from)) and \(nsIndexPath(move.from)) to \(nsIndexPath(move.to))"
                    )
                }
            }
        }
        return errors
    }

    /// §9 step 3, with §2.1's two texts: the classic one when the data source's counts did not
    /// change at all, "Invalid batch updates detected" when they changed inconsistently.
    static func countErrors(_ ops: [ThrashOp], before: [Int], after: [Int]) -> [String]? {
        let sets = ThrashOpSets(ops)
        let changed = before != after
        let inserted = sets.insertedSections.count
        let deleted = sets.deletedSections.count
        if after.count != before.count + inserted - deleted {
            return [
                changed
                    ? batchMessage(ops, before: before, after: after)
                    : "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
            ]
        }
        guard let origin = sets.oldSectionForNew(before: before.count, after: after.count) else {
            return ["(the reference cannot map the sections of this batch)"]
        }
        // Sections that exist before and after; reloaded ones may change their count freely.
        var mismatches: [(old: Int, new: Int, text: String)] = []
        for (new, old) in origin.enumerated() {
            guard let old, !sets.reloadedSections.contains(old) else { continue }
            let ins = sets.insertedRows.filter { $0.section == new }.count
            let del = sets.deletedRows.filter { $0.section == old }.count
            let rel = sets.reloadedRows.filter { $0.section == old }.count
            let movedIn = sets.rowMoves.filter { $0.to.section == new }.count
            let movedOut = sets.rowMoves.filter { $0.from.section == old }.count
            guard after[new] != before[old] + ins - del + movedIn - movedOut else { continue }
            mismatches.append(
                (
                    old, new,
                    changed
                        ? batchMessage(ops, before: before, after: after)
                        : "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(after[new])) must be equal to the number of rows contained in that section before the update (\(before[old])), plus or minus the number of rows inserted or deleted from that section (\(ins + rel) inserted, \(del + rel) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                ))
        }
        guard !mismatches.isEmpty else { return nil }
        // Whether UIKit walks old or new sections is not documented: accept the first of either.
        let byOld = mismatches.min { $0.old < $1.old }!.text
        let byNew = mismatches.min { $0.new < $1.new }!.text
        return byOld == byNew ? [byOld] : [byOld, byNew]
    }

    static func batchMessage(_ ops: [ThrashOp], before: [Int], after: [Int]) -> String {
        func counts(_ c: [Int]) -> String {
            "{ \(c.count) section\(c.count == 1 ? "" : "s") with row counts: [\(c.map(String.init).joined(separator: ", "))] }"
        }
        func row(_ p: IndexPath) -> String { "(\(p.section) - \(p.row))" }
        var lines: [String] = []
        for op in ops {
            switch op {
            case .deleteRows(let list): lines += list.map { "Delete row \(row($0))" }
            case .insertRows(let list): lines += list.map { "Insert row \(row($0))" }
            // "Reloads are decomposed into a delete and an insert" (§2.1).
            case .reloadRows(let list): lines += list.flatMap { ["Delete row \(row($0))", "Insert row \(row($0))"] }
            case .moveRow(let f, let t): lines.append("Move row \(row(f)) to \(row(t))")
            case .deleteSections(let list): lines += list.map { "Delete section (\($0))" }
            case .insertSections(let list): lines += list.map { "Insert section (\($0))" }
            case .reloadSections(let list):
                lines += list.flatMap { ["Delete section (\($0))", "Insert section (\($0))"] }
            case .moveSection(let f, let t): lines.append("Move section (\(f)) to (\(t))")
            }
        }
        return
            "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = \(counts(before))\n"
            + "Data source after updates = \(counts(after))\n"
            + "Updates = [\n" + lines.map { "\t" + $0 }.joined(separator: ",\n") + "\n]"
    }
}

// MARK: - Data source and delegates

/// The model the data source and the delegate answer from, and what they saw.
@MainActor
final class ThrashStore {
    var model = ThrashModel()
    var answersTitles = true
    /// Calls for rows or sections the model does not have.
    var problems: [String] = []
    var cellRequests = 0
    /// What the data source's `commit(_:forRowAt:)` does (a test sets it before a simulated tap).
    var onCommit: ((TableView, TableViewCell.EditingStyle, IndexPath) -> Void)?
    /// What the data source's `moveRowAt(_:to:)` does after a simulated drag.
    var onMove: ((TableView, IndexPath, IndexPath) -> Void)?
    /// `prefetchRowsAt` requests, counted.
    var prefetchRequests = 0
}

/// A prefetching data source that checks every request as it comes: never for a row displayed
/// at that moment (Apple's `tableView(_:prefetchRowsAt:)` documentation: "Table views do not call
/// this method for cells they require immediately"), and only for rows the data has.
@MainActor
final class ThrashPrefetcher: TableViewDataSourcePrefetching {
    let store: ThrashStore
    init(store: ThrashStore) { self.store = store }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        store.prefetchRequests += 1
        // The rows displayed right now, read without a layout pass (this runs at the end of one).
        let displayed = Set(tableView.content.displayedRows.cells.indices.map(tableView.indexPathForVisibleOffset))
        for p in indexPaths {
            if displayed.contains(p) { store.problems.append("prefetchRowsAt(\(describe(p))) of a displayed row") }
            if store.model.item(at: p) == nil {
                store.problems.append("prefetchRowsAt(\(describe(p))): no such row in the data")
            }
        }
        if Set(indexPaths).count != indexPaths.count {
            store.problems.append("prefetchRowsAt(\(indexPaths.map(describe))) names a row twice")
        }
    }
}

/// Balanced display callbacks, by cell instance (index paths move under batch updates).
@MainActor
final class ThrashDisplayTracker {
    let store: ThrashStore
    var displayed: Set<ObjectIdentifier> = []
    var events = 0
    var problems: [String] = []
    init(store: ThrashStore) { self.store = store }

    func willDisplay(_ cell: TableViewCell, at p: IndexPath) {
        events += 1
        if !displayed.insert(ObjectIdentifier(cell)).inserted {
            problems.append("willDisplay(\(describe(p))) of a cell already displayed")
        }
        let expected = store.model.item(at: p).map { "\($0.id)" }
        if cell.textLabel?.text != expected {
            problems.append(
                "willDisplay(\(describe(p))) of a cell showing \(cell.textLabel?.text ?? "nil"), model has \(expected ?? "no row")"
            )
        }
    }

    func didEndDisplaying(_ cell: TableViewCell, at p: IndexPath) {
        events += 1
        if displayed.remove(ObjectIdentifier(cell)) == nil {
            problems.append("didEndDisplaying(\(describe(p))) of a cell not displayed")
        }
    }
}

@MainActor
final class ThrashDataSource: TableViewDataSource {
    let store: ThrashStore
    init(store: ThrashStore) { self.store = store }

    func numberOfSections(in tableView: TableView) -> Int { store.model.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard section < store.model.sections.count else {
            store.problems.append("numberOfRowsInSection(\(section)) of \(store.model.sections.count) sections")
            return 0
        }
        return store.model.sections[section].items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        store.cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if let item = store.model.item(at: indexPath) {
            cell.textLabel?.text = "\(item.id)"
            cell.detailTextLabel?.text = item.detailText
        } else {
            store.problems.append("cellForRowAt(\(describe(indexPath))): no such row in the model")
            cell.textLabel?.text = "invalid"
        }
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard store.answersTitles, section < store.model.sections.count else { return nil }
        return store.model.sections[section].title
    }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard let onCommit = store.onCommit else {
            return store.problems.append("commit(\(describe(indexPath))) without a tap")
        }
        onCommit(tableView, editingStyle, indexPath)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let onMove = store.onMove else {
            return store.problems.append("moveRowAt(\(describe(sourceIndexPath))) without a drag")
        }
        onMove(tableView, sourceIndexPath, destinationIndexPath)
    }
}

/// A delegate whose display callbacks feed a ``ThrashDisplayTracker``; the conformers differ in
/// which height methods they implement (UIKit decides by whether they exist).
@MainActor
protocol ThrashDelegate: TableViewDelegate {
    var tracker: ThrashDisplayTracker { get }
}

extension ThrashDelegate {
    var store: ThrashStore { tracker.store }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tracker.willDisplay(cell, at: indexPath)
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tracker.didEndDisplaying(cell, at: indexPath)
    }

    func rowHeightFromModel(_ p: IndexPath) -> CGFloat {
        guard let item = store.model.item(at: p) else {
            store.problems.append("heightForRowAt(\(describe(p))): no such row in the model")
            return 44
        }
        return item.height
    }

    func sectionFromModel(_ s: Int, _ what: String) -> ThrashSection? {
        guard s < store.model.sections.count else {
            store.problems.append("\(what)(\(s)) of \(store.model.sections.count) sections")
            return nil
        }
        return store.model.sections[s]
    }
}

@MainActor
final class ThrashNoHeightsDelegate: ThrashDelegate {
    let tracker: ThrashDisplayTracker
    init(tracker: ThrashDisplayTracker) { self.tracker = tracker }
}

@MainActor
final class ThrashRowHeightsDelegate: ThrashDelegate {
    let tracker: ThrashDisplayTracker
    init(tracker: ThrashDisplayTracker) { self.tracker = tracker }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeightFromModel(indexPath)
    }
}

@MainActor
final class ThrashSectionHeightsDelegate: ThrashDelegate {
    let tracker: ThrashDisplayTracker
    init(tracker: ThrashDisplayTracker) { self.tracker = tracker }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        sectionFromModel(section, "heightForHeaderInSection")?.headerHeight ?? 0
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        sectionFromModel(section, "heightForFooterInSection")?.footerHeight ?? 0
    }
}

@MainActor
final class ThrashAllHeightsDelegate: ThrashDelegate {
    let tracker: ThrashDisplayTracker
    init(tracker: ThrashDisplayTracker) { self.tracker = tracker }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeightFromModel(indexPath)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        sectionFromModel(section, "heightForHeaderInSection")?.headerHeight ?? 0
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        sectionFromModel(section, "heightForFooterInSection")?.footerHeight ?? 0
    }
}
