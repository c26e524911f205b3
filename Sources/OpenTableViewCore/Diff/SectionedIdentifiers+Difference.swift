import Foundation

extension SectionedIdentifiers {
    /// The difference that turns a table showing `old` into one showing this structure,
    /// matching sections and items by identifier; the reload and reconfigure marks are this
    /// structure's (the newer one's), as in UIKit's `apply(_:animatingDifferences:)`.
    ///
    /// - Sections in both keep their place unless they are out of order: the longest run of
    ///   them in increasing old order stays (a longest increasing subsequence), the others move,
    ///   so the moves are as few as can be. A section marked reloaded stays and is reloaded; one
    ///   that would also move is deleted and inserted instead, because UIKit cannot reload and
    ///   move the same section.
    /// - Rows follow their section when it moves. Within a section that stays or moves (a
    ///   "live" one), rows in both keep their place unless out of order (again the longest
    ///   increasing subsequence stays); a row that changes to another live section moves. A row
    ///   that leaves for, or comes from, a deleted, inserted or reloaded section is deleted or
    ///   inserted on the live side only, since the section change covers the other side.
    /// - A marked row that stays is reloaded; a reloaded row that moves is deleted and inserted
    ///   instead (UIKit cannot reload a moved row, and a move would keep its cell). A row marked
    ///   reconfigured (and not reloaded) that stays or moves is reconfigured.
    ///
    /// ```swift
    /// let old = SectionedIdentifiers(sections: ["A"], items: [["a", "b", "c"]])
    /// let new = SectionedIdentifiers(sections: ["A"], items: [["c", "a", "x"]])
    /// let difference = new.difference(from: old)
    /// // deletedItems [[0, 1]], insertedItems [[0, 2]], movedItems [([0, 2], [0, 0])]
    /// difference.batchUpdate.validate(rowCountsBefore: [3], rowCountsAfter: [3])  // nil
    /// ```
    ///
    /// - Complexity: O(n + s) for n items and s sections: each new row costs at most two
    ///   equality checks and one dictionary lookup, and only rows that break a run of unchanged
    ///   ones are looked up, so a small edit to a large structure hashes few identifiers. Plus
    ///   O(k log k) for the longest increasing subsequence of each section's k surviving rows
    ///   (O(k) when few are out of order, the common case) and of the s surviving sections.
    ///
    /// ## Speed when called from another module
    /// A diffable data source calls this from its generic `apply`, which runs unspecialized for
    /// the client's identifier types: every hash, `==` and copy of an identifier is an indirect
    /// call, and generic values passed around cost metadata lookups. So the row loop hashes only
    /// rows that break a run, compares identifiers in place (bytes first, see
    /// `isSameIdentifier`), and keeps everything else in `Int` buffers, which are specialized
    /// whatever the identifier types are. (Making this `@inlinable` would not help: the data
    /// source's `apply` is an `open` method of a generic class, so clients call it through the
    /// vtable, unspecialized, anyway.)
    public func difference(from old: Self) -> SectionedDifference {
        sectionedDifference(from: old, to: self)
    }
}

private func sectionedDifference<S, I>(from old: SectionedIdentifiers<S, I>, to new: SectionedIdentifiers<S, I>)
    -> SectionedDifference
{
    var difference = SectionedDifference()
    let sections = SectionMatch(old: old, new: new, into: &difference)
    let oldEntries = old.itemEntries
    let oldSlotRows = old.slotRows

    // Flat per-row bookkeeping: which old rows are still used, what each new row is. (The
    // row loops below run unspecialized when the data source is used from another module, so
    // the per-row state lives in plain buffers: writes cost no copy-on-write checks.)
    let oldStarts = prefixSums(old.items.map(\.count))
    let newStarts = prefixSums(new.items.map(\.count))
    let oldRowUsed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: oldStarts.last ?? 0)
    oldRowUsed.initialize(repeating: false)
    defer { oldRowUsed.deallocate() }
    let newRowFate = UnsafeMutableBufferPointer<RowFate>.allocate(capacity: newStarts.last ?? 0)
    newRowFate.initialize(repeating: .inserted)
    defer { newRowFate.deallocate() }

    for newSection in new.sections.indices {
        guard let oldSection = sections.liveOld(forNew: newSection) else { continue }
        let identifier = new.sections[newSection]
        let newItems = new.items[newSection]
        let oldItems = old.items[oldSection]
        let oldBase = oldStarts[oldSection]
        let newBase = newStarts[newSection]
        // For each new row, its old row when it was in this section already, else -1.
        let oldRowOfNew = UnsafeMutableBufferPointer<Int>.allocate(capacity: newItems.count)
        oldRowOfNew.initialize(repeating: -1)
        defer { oldRowOfNew.deallocate() }
        // Walk both sections together. A new row whose item is the one at the old cursor (or,
        // when the cursor's item left, the one after it) stays there: identifiers are unique, so
        // equality settles it without hashing, and the cursor steps on. Any other row is looked
        // up, and the cursor moves to follow the row found, so the rows after it are cheap
        // again — unless that row is behind the cursor and the one after it is taken already
        // (the item moved down; the cursor's run continues). Each row costs at most two
        // comparisons and one lookup; a small change to a long section looks up a few rows, not
        // all of them. Where the cursor goes only changes the work, never the result: every
        // row is paired with its own old row either way. (Identifiers are compared through
        // pointers, in place: an array subscript would copy each one out when unspecialized.)
        newItems.withUnsafeBufferPointer { newBuffer in
            oldItems.withUnsafeBufferPointer { oldBuffer in
                guard let newItem = newBuffer.baseAddress else { return }
                let oldItem = oldBuffer.baseAddress
                let oldCount = oldBuffer.count
                var cursor = 0
                for row in 0..<newBuffer.count {
                    if cursor < oldCount, let oldItem {
                        if isSameIdentifier(oldItem + cursor, newItem + row) {
                            oldRowOfNew[row] = cursor
                            oldRowUsed[oldBase + cursor] = true
                            cursor += 1
                            continue
                        }
                        // The cursor's item left (deleted, or moved away): the row after it, as
                        // a lookup would find.
                        if cursor + 1 < oldCount && isSameIdentifier(oldItem + cursor + 1, newItem + row) {
                            oldRowOfNew[row] = cursor + 1
                            oldRowUsed[oldBase + cursor + 1] = true
                            cursor += 2
                            continue
                        }
                    }
                    // (The entry itself rather than `indexPath(ofItem:)`: inline, the generic types'
                    // metadata is fetched once for the loop instead of once per lookup.)
                    guard let entry = oldEntries[(newItem + row).pointee] else {
                        difference.insertedItems.append(IndexPath(rowIndex: row, sectionIndex: newSection))
                        continue
                    }
                    let oldRow = oldSlotRows[entry.slot]
                    if entry.section == identifier {
                        oldRowOfNew[row] = oldRow
                        oldRowUsed[oldBase + oldRow] = true
                        let next = oldRow + 1
                        if next > cursor || (next < oldCount && !oldRowUsed[oldBase + next]) { cursor = next }
                    } else if let source = old.sectionPositions[entry.section], sections.isLiveOld(source) {
                        newRowFate[newBase + row] = .moved
                        oldRowUsed[oldStarts[source] + oldRow] = true
                        difference.movedItems.append(
                            (
                                IndexPath(rowIndex: oldRow, sectionIndex: source),
                                IndexPath(rowIndex: row, sectionIndex: newSection)
                            ))
                    } else {
                        difference.insertedItems.append(IndexPath(rowIndex: row, sectionIndex: newSection))
                    }
                }
            }
        }
        // The rows that were in this section already, in new order, with their old rows: the
        // longest run of them in increasing old order stays, the others move.
        let stayingNewRows = UnsafeMutableBufferPointer<Int>.allocate(capacity: newItems.count)
        let stayingOldRows = UnsafeMutableBufferPointer<Int>.allocate(capacity: newItems.count)
        defer {
            stayingNewRows.deallocate()
            stayingOldRows.deallocate()
        }
        var stayingCount = 0
        for row in 0..<newItems.count where oldRowOfNew[row] >= 0 {
            stayingNewRows[stayingCount] = row
            stayingOldRows[stayingCount] = oldRowOfNew[row]
            stayingCount += 1
        }
        let stays = longestIncreasingSubsequenceMask(UnsafeBufferPointer(rebasing: stayingOldRows[..<stayingCount]))
        for index in 0..<stayingCount {
            let row = stayingNewRows[index]
            if stays[index] {
                newRowFate[newBase + row] = .stays
            } else {
                newRowFate[newBase + row] = .moved
                difference.movedItems.append(
                    (
                        IndexPath(rowIndex: stayingOldRows[index], sectionIndex: oldSection),
                        IndexPath(rowIndex: row, sectionIndex: newSection)
                    ))
            }
        }
    }
    // Inserts were found in order; moves are listed by destination.
    difference.movedItems.sort { $0.to < $1.to }

    // Rows of live old sections that nothing uses are deleted.
    for oldSection in old.sections.indices where sections.isLiveOld(oldSection) {
        let base = oldStarts[oldSection]
        for row in 0..<old.items[oldSection].count where !oldRowUsed[base + row] {
            difference.deletedItems.append(IndexPath(rowIndex: row, sectionIndex: oldSection))
        }
    }

    // Reloads and reconfigures, in old coordinates.
    func oldPath(_ item: I) -> IndexPath? {
        guard let entry = oldEntries[item], let section = old.sectionPositions[entry.section] else {
            return nil
        }
        return IndexPath(rowIndex: oldSlotRows[entry.slot], sectionIndex: section)
    }
    func fate(_ item: I) -> RowFate? {
        guard let entry = new.itemEntries[item], let section = new.sectionPositions[entry.section],
            sections.liveOld(forNew: section) != nil
        else { return nil }
        return newRowFate[newStarts[section] + new.slotRows[entry.slot]]
    }
    var reloaded = Set<I>()
    // A reloaded row that moves is deleted and inserted instead, as a reloaded section that moves
    // is: UIKit cannot reload and move the same row, and a move keeps the cell and its height,
    // where Apple's `reloadItems(_:)` promises the item is reloaded.
    var replacedDestinations = Set<IndexPath>()
    for item in new.reloadedItems where fate(item) == .moved {
        guard let from = oldPath(item), let entry = new.itemEntries[item],
            let section = new.sectionPositions[entry.section]
        else { continue }
        let to = IndexPath(rowIndex: new.slotRows[entry.slot], sectionIndex: section)
        difference.deletedItems.append(from)
        difference.insertedItems.append(to)
        replacedDestinations.insert(to)
        reloaded.insert(item)
    }
    if !replacedDestinations.isEmpty {
        difference.movedItems.removeAll { replacedDestinations.contains($0.to) }
        difference.deletedItems.sort()
        difference.insertedItems.sort()
    }
    for item in new.reloadedItems where fate(item) == .stays {
        if let path = oldPath(item) {
            difference.reloadedItems.append(path)
            reloaded.insert(item)
        }
    }
    for item in new.reconfiguredItems where !reloaded.contains(item) {
        if let fate = fate(item), fate != .inserted, let path = oldPath(item) {
            difference.reconfiguredItems.append(path)
        }
    }
    difference.reloadedItems.sort()
    difference.reconfiguredItems.sort()
    return difference
}

/// What became of a row of a live new section.
private enum RowFate: UInt8 {
    case inserted, stays, moved
}

/// How the sections of two structures correspond; fills the section fields of the difference.
private struct SectionMatch {
    /// For each new section, the old section whose rows it continues, or -1 (inserted, or
    /// reloaded: its rows all come from the data source).
    private var liveOldOfNew: [Int]
    /// For each old section, whether its rows continue in a new section.
    private var oldIsLive: [Bool]

    init<S, I>(
        old: SectionedIdentifiers<S, I>, new: SectionedIdentifiers<S, I>,
        into difference: inout SectionedDifference
    ) {
        liveOldOfNew = [Int](repeating: -1, count: new.sections.count)
        oldIsLive = [Bool](repeating: false, count: old.sections.count)
        var oldOfNew = [Int](repeating: -1, count: new.sections.count)
        var common: [Int] = []  // new indices of sections in both, ascending
        for (index, identifier) in new.sections.enumerated() {
            if let oldIndex = old.sectionPositions[identifier] {
                oldOfNew[index] = oldIndex
                common.append(index)
            }
        }
        let stays = longestIncreasingSubsequenceMask(common.map { oldOfNew[$0] })
        let reloaded = Set(new.reloadedSections)
        var survivesOld = [Bool](repeating: false, count: old.sections.count)
        for (position, newIndex) in common.enumerated() {
            let oldIndex = oldOfNew[newIndex]
            let isReloaded = reloaded.contains(new.sections[newIndex])
            if stays[position] {
                survivesOld[oldIndex] = true
                if isReloaded {
                    difference.reloadedSections.append(oldIndex)
                } else {
                    liveOldOfNew[newIndex] = oldIndex
                    oldIsLive[oldIndex] = true
                }
            } else if isReloaded {
                // A reloaded section that moves: UIKit cannot do both, so it is replaced.
                difference.insertedSections.append(newIndex)
            } else {
                survivesOld[oldIndex] = true
                liveOldOfNew[newIndex] = oldIndex
                oldIsLive[oldIndex] = true
                difference.movedSections.append((oldIndex, newIndex))
            }
        }
        difference.deletedSections = old.sections.indices.filter { !survivesOld[$0] }
        for index in new.sections.indices where oldOfNew[index] == -1 {
            difference.insertedSections.append(index)
        }
        difference.insertedSections.sort()
        difference.reloadedSections.sort()
    }

    func liveOld(forNew section: Int) -> Int? {
        let old = liveOldOfNew[section]
        return old >= 0 ? old : nil
    }

    func isLiveOld(_ section: Int) -> Bool { oldIsLive[section] }
}

/// `[0, a, a+b, …]`: the number of rows before each section, then the total.
private func prefixSums(_ counts: [Int]) -> [Int] {
    var sums = [Int](repeating: 0, count: counts.count + 1)
    for (index, count) in counts.enumerated() { sums[index + 1] = sums[index] + count }
    return sums
}

/// Whether two identifiers are equal, without calling `==` when their bytes are the same (the
/// common case in a diff: the same item in both structures). Identical bytes are the same value,
/// and `Equatable` requires a value to equal itself — as the standard library's own `==` for
/// arrays and strings assumes when storage is shared. (A NaN, the one exception, cannot be an
/// identifier anyway: the dictionaries could never find it.) Unspecialized, the
/// shortcut saves copying, comparing and destroying two identifiers through witness tables;
/// any pair whose bytes differ, even in padding only, is asked with `==`.
@inline(__always)
private func isSameIdentifier<T: Equatable>(_ a: UnsafePointer<T>, _ b: UnsafePointer<T>) -> Bool {
    let size = MemoryLayout<T>.size
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    var offset = 0
    while offset + 8 <= size {
        if rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
            return a.pointee == b.pointee
        }
        offset += 8
    }
    while offset < size {
        if rawA.load(fromByteOffset: offset, as: UInt8.self) != rawB.load(fromByteOffset: offset, as: UInt8.self) {
            return a.pointee == b.pointee
        }
        offset += 1
    }
    return true
}
