import Foundation
import OpenTableViewDiagnostics

/// A validated batch update: how every old section and row maps to the new structure.
///
/// Built by ``UpdatePlan/make(_:before:after:)``, a pure function of the batch and the counts
/// before (cached by the table) and after (asked of the data source at the end of the batch), so
/// the rules can be tested without a table. Rows that survive keep their relative order and fill,
/// in order, the new slots that are not taken by inserts or move destinations — the same rule
/// for sections and for rows. Reloads survive in place (UIKit decomposes them into a delete and
/// an insert at the mapped index) but get new cells and heights.
package struct UpdatePlan {
    package let before: [Int]
    package let after: [Int]
    /// For each old section, its new index, or `nil` when it is deleted.
    package private(set) var sectionMap: [Int?] = []
    /// Old sections that are reloaded: every row is new.
    package private(set) var reloadedSections: Set<Int> = []
    /// New sections that are inserted: every row comes from the data source.
    package private(set) var insertedSections: Set<Int> = []
    /// Per old section, the rows that leave it (deleted or moved out), ascending.
    package private(set) var removedRows: [Int: [Int]] = [:]
    /// Per new section, the rows that are inserted or moved in, ascending.
    package private(set) var fixedRows: [Int: [Int]] = [:]
    /// Inserted rows (new coordinates), outside inserted sections.
    package private(set) var insertedRows: Set<IndexPath> = []
    /// Reloaded rows (old coordinates), outside reloaded sections.
    package private(set) var reloadedRows: Set<IndexPath> = []
    /// Row moves, old → new.
    package private(set) var rowMoves: [IndexPath: IndexPath] = [:]
    /// Whether any section is inserted, deleted, reloaded or moved.
    package var hasSectionChanges: Bool {
        !reloadedSections.isEmpty || !insertedSections.isEmpty
            || sectionMap.enumerated().contains { $0.element != $0.offset }
    }

    /// The new index path of an old row, or `nil` when the row (or its section) is deleted.
    /// Reloaded rows map to where their replacement is inserted.
    /// - Complexity: O(changes in the row's section).
    package func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        if let moved = rowMoves[old] { return moved }
        guard old.sectionIndex < sectionMap.count, let newSection = sectionMap[old.sectionIndex] else { return nil }
        if reloadedSections.contains(old.sectionIndex) {
            return old.rowIndex < after[newSection] ? IndexPath(rowIndex: old.rowIndex, sectionIndex: newSection) : nil
        }
        let removed = removedRows[old.sectionIndex] ?? []
        if binarySearch(removed, old.rowIndex) { return nil }
        let stayRank = old.rowIndex - lowerBound(removed, old.rowIndex)
        return IndexPath(rowIndex: slot(ofRank: stayRank, fixed: fixedRows[newSection] ?? []), sectionIndex: newSection)
    }

    /// Whether the old row gets a new cell (its row or its section is reloaded).
    package func isReloaded(_ old: IndexPath) -> Bool {
        reloadedRows.contains(old) || reloadedSections.contains(old.sectionIndex)
    }

    /// The old section that becomes `newSection`, or `nil` when it is inserted.
    package func oldSection(forNew newSection: Int) -> Int? {
        guard !insertedSections.contains(newSection) else { return nil }
        return sectionMap.firstIndex { $0 == newSection }
    }

    // MARK: - Building and validating

    /// Validates `update` against the counts and maps it, or returns UIKit's exception, worded
    /// with `vocabulary` (a table's rows, or a collection view's items).
    package static func make(
        _ update: BatchUpdate, before: [Int], after: [Int], vocabulary: BatchVocabulary = .table
    ) -> Result<UpdatePlan, TableViewException> {
        var plan = UpdatePlan(before: before, after: after)
        if let exception = BatchValidation.checkRanges(update, before: before, after: after, vocabulary)
            ?? BatchValidation.checkConflicts(update, vocabulary)
        {
            return .failure(exception)
        }
        plan.mapSections(update)
        if let exception = BatchValidation.checkMovesIntoReloadedSections(update, plan: plan) {
            return .failure(exception)
        }
        plan.mapRows(update)
        if let exception = BatchValidation.checkCounts(update, plan: plan, vocabulary) { return .failure(exception) }
        return .success(plan)
    }

    private mutating func mapSections(_ update: BatchUpdate) {
        let moves = update.movedSections
        let deleted = update.deletedSections
        reloadedSections = update.reloadedSections.subtracting(deleted)
        insertedSections = update.insertedSections
        let moveSources = Set(moves.map(\.from))
        let fixed = insertedSections.union(moves.map(\.to)).sorted()
        sectionMap = Array(repeating: nil, count: before.count)
        var rank = 0
        for old in 0..<before.count where !deleted.contains(old) && !moveSources.contains(old) {
            sectionMap[old] = slot(ofRank: rank, fixed: fixed)
            rank += 1
        }
        for move in moves { sectionMap[move.from] = move.to }
    }

    private mutating func mapRows(_ update: BatchUpdate) {
        let deletedSections = update.deletedSections
        // Row changes inside sections that are deleted, reloaded or inserted are part of the
        // section change, as in UIKit, so they are absorbed rather than applied twice.
        func absorbedOld(_ p: IndexPath) -> Bool {
            deletedSections.contains(p.sectionIndex) || reloadedSections.contains(p.sectionIndex)
        }
        func absorbedNew(_ p: IndexPath) -> Bool {
            insertedSections.contains(p.sectionIndex) || reloadedNewSections.contains(p.sectionIndex)
        }
        var removed: [Int: Set<Int>] = [:]
        var fixed: [Int: Set<Int>] = [:]
        for p in update.deletedRows where !absorbedOld(p) { removed[p.sectionIndex, default: []].insert(p.rowIndex) }
        for p in update.insertedRows where !absorbedNew(p) {
            fixed[p.sectionIndex, default: []].insert(p.rowIndex)
            insertedRows.insert(p)
        }
        for p in update.reloadedRows where !absorbedOld(p) && !update.deletedRows.contains(p) { reloadedRows.insert(p) }
        for move in update.movedRows {
            removed[move.from.sectionIndex, default: []].insert(move.from.rowIndex)
            fixed[move.to.sectionIndex, default: []].insert(move.to.rowIndex)
            rowMoves[move.from] = move.to
        }
        removedRows = removed.mapValues { $0.sorted() }
        fixedRows = fixed.mapValues { $0.sorted() }
    }

    /// New indices of reloaded sections (their rows all come from the data source).
    package var reloadedNewSections: Set<Int> {
        Set(reloadedSections.compactMap { sectionMap[$0] })
    }
}

/// The index of the `rank`-th free slot when the `fixed` (ascending) slots are taken.
/// - Complexity: O(fixed.count).
package func slot(ofRank rank: Int, fixed: [Int]) -> Int {
    var slot = rank
    for taken in fixed {
        if taken <= slot { slot += 1 } else { break }
    }
    return slot
}

/// The number of elements of the ascending array `values` below `value`.
package func lowerBound(_ values: [Int], _ value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
        let mid = (low + high) / 2
        if values[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
}

package func binarySearch(_ values: [Int], _ value: Int) -> Bool {
    let index = lowerBound(values, value)
    return index < values.count && values[index] == value
}
