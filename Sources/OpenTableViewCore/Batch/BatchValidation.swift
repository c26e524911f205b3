import Foundation
import OpenTableViewDiagnostics

/// UIKit's checks of a batch update, in UIKit's order: every index within range of the counts
/// before (deletes, reloads, move sources) or after (inserts, move destinations) the batch; then
/// conflicting operations; then the count arithmetic
/// `after == before + inserted − deleted + moved in − moved out` (`Compatibility/Evidence.md` §2.1, §2.2, §9).
///
/// Pure functions: they read the batch and the counts and return the exception UIKit would raise.
package enum BatchValidation {
    package static func checkRanges(
        _ update: BatchUpdate, before: [Int], after: [Int], _ v: BatchVocabulary = .table
    ) -> TableViewException? {
        for operation in update.operations {
            switch operation {
            case .deleteSection(let s), .reloadSection(let s):
                if s < 0 || s >= before.count { return Messages.deleteSectionOutOfRange(s, before: before.count) }
            case .insertSection(let s):
                if s < 0 || s >= after.count { return Messages.insertSectionOutOfRange(s, after: after.count) }
            case .moveSection(let from, let to):
                if from < 0 || from >= before.count {
                    return Messages.moveSectionOutOfRange(from, before: before.count)
                }
                if to < 0 || to >= after.count {
                    return Messages.moveSectionDestinationOutOfRange(from, to, after: after.count)
                }
            case .deleteRow(let p), .reloadRow(let p), .reconfigureRow(let p):
                if p.sectionIndex < 0 || p.sectionIndex >= before.count {
                    return Messages.deleteRowSectionOutOfRange(p, before: before.count, v)
                }
                if p.rowIndex < 0 || p.rowIndex >= before[p.sectionIndex] {
                    return Messages.deleteRowOutOfRange(p, rows: before[p.sectionIndex], v)
                }
            case .insertRow(let p):
                if p.sectionIndex < 0 || p.sectionIndex >= after.count {
                    return Messages.insertRowSectionOutOfRange(p, after: after.count, v)
                }
                if p.rowIndex < 0 || p.rowIndex >= after[p.sectionIndex] {
                    return Messages.insertRowOutOfRange(p, rows: after[p.sectionIndex], v)
                }
            case .moveRow(let from, let to):
                if from.sectionIndex < 0 || from.sectionIndex >= before.count {
                    return Messages.moveRowSectionOutOfRange(from, before: before.count)
                }
                if from.rowIndex < 0 || from.rowIndex >= before[from.sectionIndex] {
                    return Messages.moveRowOutOfRange(from, rows: before[from.sectionIndex], v)
                }
                if to.sectionIndex < 0 || to.sectionIndex >= after.count {
                    return Messages.moveRowDestinationSectionOutOfRange(from, to, after: after.count)
                }
                if to.rowIndex < 0 || to.rowIndex >= after[to.sectionIndex] {
                    return Messages.moveRowDestinationOutOfRange(from, to, rows: after[to.sectionIndex], v)
                }
            }
        }
        return nil
    }

    package static func checkConflicts(_ update: BatchUpdate, _ v: BatchVocabulary = .table) -> TableViewException? {
        let deletedRows = update.deletedRows
        let insertedRows = update.insertedRows
        let deletedSections = update.deletedSections
        let insertedSections = update.insertedSections
        let reloadedSections = update.reloadedSections
        for p in update.reloadedRows.sorted() where deletedRows.contains(p) {
            return Messages.deleteAndReload(p)
        }
        var sectionSources: [Int: Int] = [:]
        var sectionDestinations: [Int: Int] = [:]
        for move in update.movedSections {
            if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
                return Messages.deleteAndMoveSection(move.from)
            }
            if insertedSections.contains(move.to) { return Messages.insertAndMoveSection(move.to) }
            if let other = sectionSources[move.from], other != move.to {
                return Messages.moveSectionTwice(move.from, other, move.to)
            }
            if let other = sectionDestinations[move.to], other != move.from {
                return Messages.moveTwoSectionsToOne(other, move.from, move.to)
            }
            sectionSources[move.from] = move.to
            sectionDestinations[move.to] = move.from
        }
        var rowSources: [IndexPath: IndexPath] = [:]
        var rowDestinations: [IndexPath: IndexPath] = [:]
        for move in update.movedRows {
            if deletedRows.contains(move.from) { return Messages.deleteAndMoveRow(move.from) }
            if deletedSections.contains(move.from.sectionIndex) || reloadedSections.contains(move.from.sectionIndex) {
                return Messages.deleteAndMoveSection(move.from.sectionIndex)
            }
            if insertedRows.contains(move.to) { return Messages.insertAndMoveRow(move.to) }
            if insertedSections.contains(move.to.sectionIndex) {
                return Messages.insertAndMoveSection(move.to.sectionIndex)
            }
            if let other = rowSources[move.from], other != move.to {
                return Messages.moveRowTwice(move.from, other, move.to, v)
            }
            if let other = rowDestinations[move.to], other != move.from {
                return Messages.moveTwoRowsToOne(other, move.from, move.to, v)
            }
            rowSources[move.from] = move.to
            rowDestinations[move.to] = move.from
        }
        return nil
    }

    /// A reload is a delete and an insert of the section at its new index (`Compatibility/Evidence.md` §2.1, §9),
    /// so moving a row into a reloaded section conflicts as a move into an inserted section does.
    /// Needs the section mapping (the reloaded section's new index), hence separate from
    /// ``checkConflicts(_:)``; it still runs before the counts. Without it the moved row was
    /// added on top of the rows the data source gives the reloaded section (found by the
    /// batch thrash test).
    package static func checkMovesIntoReloadedSections(_ update: BatchUpdate, plan: UpdatePlan) -> TableViewException? {
        let reloaded = plan.reloadedNewSections
        guard !reloaded.isEmpty else { return nil }
        for move in update.movedRows where reloaded.contains(move.to.sectionIndex) {
            return Messages.insertAndMoveSection(move.to.sectionIndex)
        }
        return nil
    }

    package static func checkCounts(
        _ update: BatchUpdate, plan: UpdatePlan, _ v: BatchVocabulary = .table
    ) -> TableViewException? {
        let before = plan.before
        let after = plan.after
        let dataSourceChanged = before != after
        let inserted = plan.insertedSections.count
        let deleted = update.deletedSections.count
        if after.count != before.count + inserted - deleted {
            return dataSourceChanged
                ? Messages.invalidBatchUpdates(update, before: before, after: after, v)
                : Messages.invalidSectionCount(
                    after: after.count, before: before.count, inserted: inserted, deleted: deleted, v)
        }
        for old in 0..<before.count {
            guard let new = plan.sectionMap[old], !plan.reloadedSections.contains(old) else { continue }
            let removed = plan.removedRows[old] ?? []
            let fixed = plan.fixedRows[new] ?? []
            let movedOut = update.movedRows.filter { $0.from.sectionIndex == old }.count
            let movedIn = update.movedRows.filter { $0.to.sectionIndex == new }.count
            let reloads = plan.reloadedRows.filter { $0.sectionIndex == old }.count
            let insertedRows = fixed.count - movedIn
            let deletedRows = removed.count - movedOut
            if after[new] != before[old] + insertedRows - deletedRows + movedIn - movedOut {
                return dataSourceChanged
                    ? Messages.invalidBatchUpdates(update, before: before, after: after, v)
                    : Messages.invalidRowCount(
                        section: new, after: after[new], before: before[old],
                        inserted: insertedRows + reloads, deleted: deletedRows + reloads,
                        movedIn: movedIn, movedOut: movedOut, v)
            }
        }
        return nil
    }
}
