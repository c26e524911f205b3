import Foundation

@testable import OpenTableView

/// Checks a ``SectionedDifference`` without the library's update code: applies it to the old
/// snapshot's structure by UIKit's batch-update rules, written out again here (deletes and
/// reloads in old coordinates, inserts and move destinations in new ones; whatever is not
/// deleted, inserted or moved keeps its order and fills the free slots), and compares the result
/// with the new snapshot. Then checks that identity decides deletes and inserts, that moves are
/// as few as a longest increasing subsequence allows, and that reloads and reconfigures are
/// exactly the marked rows that can take them.
struct DiffChecker {
    let old: IntSnapshot
    let new: IntSnapshot
    let difference: SectionedDifference

    /// Everything wrong with the difference; empty when it is right.
    func problems() -> [String] {
        var problems: [String] = []
        let d = difference
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let oldItems = old.itemStorage
        let newItems = new.itemStorage

        // 1. Sections: place moves and inserts, fill the rest in order.
        let newCount = oldSections.count - d.deletedSections.count + d.insertedSections.count
        guard newCount == newSections.count else { return ["section count \(newCount) ≠ \(newSections.count)"] }
        var oldOfNew = [Int?](repeating: nil, count: newCount)
        var taken = Set<Int>()
        for section in d.insertedSections where !(0..<newCount).contains(section) || !taken.insert(section).inserted {
            problems.append("bad inserted section \(section)")
        }
        let deleted = Set(d.deletedSections)
        let reloaded = Set(d.reloadedSections)
        for move in d.movedSections {
            if deleted.contains(move.from) || reloaded.contains(move.from) || !taken.insert(move.to).inserted
                || move.to >= newCount
            {
                problems.append("bad section move \(move)")
            } else {
                oldOfNew[move.to] = move.from
            }
        }
        let movedFrom = Set(d.movedSections.map(\.from))
        let free = (0..<newCount).filter { !taken.contains($0) }
        let staying = oldSections.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
        guard problems.isEmpty, free.count == staying.count else {
            return problems + ["free section slots \(free) vs staying \(staying)"]
        }
        for (slot, oldIndex) in zip(free, staying) { oldOfNew[slot] = oldIndex }
        for (newIndex, oldIndex) in oldOfNew.enumerated() {
            if let oldIndex, oldSections[oldIndex] != newSections[newIndex] {
                problems.append(
                    "section \(oldSections[oldIndex]) lands at \(newIndex) where \(newSections[newIndex]) is")
            }
        }
        guard problems.isEmpty else { return problems }
        var newOfOld = [Int?](repeating: nil, count: oldSections.count)
        for (newIndex, oldIndex) in oldOfNew.enumerated() { if let oldIndex { newOfOld[oldIndex] = newIndex } }
        func liveOld(_ section: Int) -> Bool { newOfOld[section] != nil && !reloaded.contains(section) }
        func liveNew(_ section: Int) -> Bool { oldOfNew[section].map { !reloaded.contains($0) } ?? false }

        // 2. Rows of live section pairs.
        for path in d.deletedItems + d.reloadedItems + d.reconfiguredItems + d.movedItems.map(\.from)
        where !liveOld(path.section) || path.row >= oldItems[path.section].count {
            problems.append("old path \(describe(path)) is not a row of a live section")
        }
        for path in d.insertedItems + d.movedItems.map(\.to)
        where !liveNew(path.section) || path.row >= newItems[path.section].count {
            problems.append("new path \(describe(path)) is not a row of a live section")
        }
        guard problems.isEmpty else { return problems }
        let deletedRows = Set(d.deletedItems)
        let movedSources = Set(d.movedItems.map(\.from))
        if deletedRows.count != d.deletedItems.count || movedSources.count != d.movedItems.count {
            problems.append("repeated row")
        }
        for path in d.reloadedItems where deletedRows.contains(path) || movedSources.contains(path) {
            problems.append("reload of a moving row \(describe(path))")
        }
        var result = newItems  // inserted and reloaded sections come from the data source
        for newIndex in 0..<newCount where liveNew(newIndex) {
            let oldIndex = oldOfNew[newIndex]!
            var slots = [Int?](repeating: nil, count: newItems[newIndex].count)
            for path in d.insertedItems where path.section == newIndex {
                if slots[path.row] != nil { problems.append("slot \(describe(path)) filled twice") }
                slots[path.row] = newItems[newIndex][path.row]
            }
            for move in d.movedItems where move.to.section == newIndex {
                if slots[move.to.row] != nil { problems.append("slot \(describe(move.to)) filled twice") }
                slots[move.to.row] = oldItems[move.from.section][move.from.row]
            }
            let stays = oldItems[oldIndex].indices.filter {
                !deletedRows.contains(path(oldIndex, $0)) && !movedSources.contains(path(oldIndex, $0))
            }
            let freeRows = slots.indices.filter { slots[$0] == nil }
            guard freeRows.count == stays.count else {
                problems.append("section \(newIndex): \(freeRows.count) free rows for \(stays.count) staying rows")
                continue
            }
            for (row, oldRow) in zip(freeRows, stays) { slots[row] = oldItems[oldIndex][oldRow] }
            result[newIndex] = slots.map { $0! }
        }
        if result != newItems { problems.append("applied rows \(result) ≠ new rows \(newItems)") }
        guard problems.isEmpty else { return problems }

        // 3. Identity: nothing deleted or inserted that could have moved, but for a row marked
        //    reloaded: UIKit cannot reload a moved row, so one that has to move is replaced.
        let reloadMarks = Set(new.reloadedItemIdentifiers)
        func newLocation(_ item: Int) -> IndexPath? {
            new.itemLocations[item].map { path(new.sectionPositions[$0.section]!, $0.row) }
        }
        func oldLocation(_ item: Int) -> IndexPath? {
            old.itemLocations[item].map { path(old.sectionPositions[$0.section]!, $0.row) }
        }
        var replacedRows = 0
        for path in d.deletedItems {
            let item = oldItems[path.section][path.row]
            if let target = newLocation(item), liveNew(target.section) {
                if reloadMarks.contains(item) {
                    replacedRows += 1
                    continue
                }
                problems.append("deleted \(describe(path)) could move to \(describe(target))")
            }
        }
        for move in d.movedItems where reloadMarks.contains(oldItems[move.from.section][move.from.row]) {
            problems.append("moved \(describe(move.from)) is marked reloaded: it must be deleted and inserted")
        }
        for path in d.insertedItems {
            let item = newItems[path.section][path.row]
            if let source = oldLocation(item), liveOld(source.section), !reloadMarks.contains(item) {
                problems.append("inserted \(describe(path)) could move from \(describe(source))")
            }
        }

        // 4. Minimal moves: per section pair, all but a longest increasing run; plus crossings.
        let commonSections = newSections.indices.compactMap { old.sectionPositions[newSections[$0]] }
        let replaced = commonSections.filter { deleted.contains($0) }.count
        if d.movedSections.count + replaced != commonSections.count - lisLength(commonSections) {
            problems.append(
                "\(d.movedSections.count) section moves + \(replaced) replaced, expected \(commonSections.count - lisLength(commonSections))"
            )
        }
        var expectedMoves = 0
        for newIndex in 0..<newCount where liveNew(newIndex) {
            let oldIndex = oldOfNew[newIndex]!
            var sameSection: [Int] = []
            for item in newItems[newIndex] {
                guard let source = oldLocation(item) else { continue }
                if source.section == oldIndex {
                    sameSection.append(source.row)
                } else if liveOld(source.section) {
                    expectedMoves += 1
                }
            }
            expectedMoves += sameSection.count - lisLength(sameSection)
        }
        if d.movedItems.count + replacedRows != expectedMoves {
            problems.append("\(d.movedItems.count) row moves and \(replacedRows) replaced, expected \(expectedMoves)")
        }

        // 5. Reloads: marked rows that stay; reconfigures: marked rows that stay or move, unless reloaded.
        var expectedReloads: [IndexPath] = []
        var reloadedItems = Set<Int>()
        for item in new.reloadedItemIdentifiers {
            guard let source = oldLocation(item), let target = newLocation(item), liveOld(source.section),
                newOfOld[source.section] == target.section, liveNew(target.section), !movedSources.contains(source)
            else { continue }
            reloadedItems.insert(item)
            // A replaced row (deleted and inserted) is reloaded by that; one that stays is listed.
            if !deletedRows.contains(source) { expectedReloads.append(source) }
        }
        for path in d.deletedItems where reloadMarks.contains(oldItems[path.section][path.row]) {
            reloadedItems.insert(oldItems[path.section][path.row])
        }
        if d.reloadedItems != expectedReloads.sorted() {
            problems.append("reloads \(d.reloadedItems) expected \(expectedReloads.sorted())")
        }
        var expectedReconfigures: [IndexPath] = []
        for item in new.reconfiguredItemIdentifiers where !reloadedItems.contains(item) {
            guard let source = oldLocation(item), let target = newLocation(item), liveOld(source.section),
                liveNew(target.section)
            else { continue }
            expectedReconfigures.append(source)
        }
        if d.reconfiguredItems != expectedReconfigures.sorted() {
            problems.append("reconfigures \(d.reconfiguredItems) expected \(expectedReconfigures.sorted())")
        }
        let expectedReloadedSections = new.reloadedSectionIdentifiers.compactMap { old.sectionPositions[$0] }.filter {
            newOfOld[$0] != nil
        }.sorted()
        if d.reloadedSections != expectedReloadedSections {
            problems.append("reloaded sections \(d.reloadedSections) expected \(expectedReloadedSections)")
        }
        if d.deletedSections != d.deletedSections.sorted() || d.insertedSections != d.insertedSections.sorted()
            || d.deletedItems != d.deletedItems.sorted() || d.insertedItems != d.insertedItems.sorted()
        {
            problems.append("lists not ascending")
        }
        return problems
    }
}
