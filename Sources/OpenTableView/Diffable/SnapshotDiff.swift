import Foundation

/// The batch update that turns the table showing one snapshot into the table showing another,
/// in UIKit's coordinates: deletes, reloads, reconfigures and move sources name the old
/// snapshot's positions; inserts and move destinations the new one's.
///
/// Applied by UIKit's rules (``UpdatePlan``), it yields exactly the new snapshot: sections and
/// rows that are neither deleted, inserted nor moved keep their relative order and fill, in
/// order, the slots that inserts and move destinations leave free.
struct SnapshotDifference: Equatable, Sendable {
    /// Old indices of sections that are not in the new snapshot, ascending.
    var deletedSections: [Int] = []
    /// New indices of sections that are not in the old snapshot, ascending.
    var insertedSections: [Int] = []
    /// Sections that change place relative to the others, old → new, by destination.
    var movedSections: [(from: Int, to: Int)] = []
    /// Old indices of sections in both snapshots that the new one marks as reloaded, ascending.
    var reloadedSections: [Int] = []
    /// Old paths of removed rows, ascending; rows of deleted and reloaded sections are left out
    /// (the section change covers them).
    var deletedItems: [IndexPath] = []
    /// New paths of added rows, ascending; rows of inserted and reloaded sections are left out.
    var insertedItems: [IndexPath] = []
    /// Rows that change section or place relative to the others, old → new, by destination.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Old paths of rows that stay and that the new snapshot marks as reloaded, ascending.
    var reloadedItems: [IndexPath] = []
    /// Old paths of rows that stay or move and that the new snapshot marks as reconfigured (and
    /// not as reloaded), ascending.
    var reconfiguredItems: [IndexPath] = []

    /// Whether the update changes nothing.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    static func == (lhs: SnapshotDifference, rhs: SnapshotDifference) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections) { $0.from == $1.from && $0.to == $1.to }
            && lhs.reloadedSections == rhs.reloadedSections
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems) { $0.from == $1.from && $0.to == $1.to }
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}

/// The difference between two snapshots, matching sections and items by identifier.
///
/// - Sections in both keep their place unless they are out of order: the longest run of them in
///   increasing old order stays (a longest increasing subsequence), the others move. A section
///   marked reloaded stays and is reloaded; one that would also move is deleted and inserted
///   instead, because UIKit cannot reload and move the same section.
/// - Rows follow their section when it moves. Within a section that stays or moves (a "live"
///   one), rows in both snapshots keep their place unless out of order (again the longest
///   increasing subsequence stays); a row that changes to another live section moves. A row
///   that leaves for, or comes from, a deleted, inserted or reloaded section is deleted or
///   inserted on the live side only, since the section change covers the other side.
/// - A reloaded row that moves is listed as a move only (UIKit cannot reload a moved row).
///
/// - Complexity: O(n + s) dictionary lookups for n items and s sections, plus O(k log k) for the
///   longest increasing subsequence of each section's k surviving rows (O(k) when they are
///   already in order, the common case) and of the s surviving sections.
func snapshotDifference<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) -> SnapshotDifference {
    var difference = SnapshotDifference()
    let sections = SectionMatch(old: old, new: new, into: &difference)
    let oldLocations = old.itemLocations, newLocations = new.itemLocations

    // Flat per-row bookkeeping: which old rows are still used, what each new row is.
    let oldStarts = prefixSums(old.itemStorage.map(\.count))
    let newStarts = prefixSums(new.itemStorage.map(\.count))
    var oldRowUsed = [Bool](repeating: false, count: oldStarts.last ?? 0)
    var newRowFate = [RowFate](repeating: .inserted, count: newStarts.last ?? 0)

    for newSection in new.sectionStorage.indices {
        guard let oldSection = sections.liveOld(forNew: newSection) else { continue }
        let identifier = new.sectionStorage[newSection]
        let items = new.itemStorage[newSection]
        var stayingNewRows: [Int] = [], stayingOldRows: [Int] = []
        for (row, item) in items.enumerated() {
            guard let location = oldLocations[item] else {
                difference.insertedItems.append(IndexPath(row: row, section: newSection))
                continue
            }
            if location.section == identifier {
                stayingNewRows.append(row)
                stayingOldRows.append(location.row)
                oldRowUsed[oldStarts[oldSection] + location.row] = true
            } else if let source = old.sectionPositions[location.section], sections.isLiveOld(source) {
                newRowFate[newStarts[newSection] + row] = .moved
                oldRowUsed[oldStarts[source] + location.row] = true
                difference.movedItems.append((IndexPath(row: location.row, section: source), IndexPath(row: row, section: newSection)))
            } else {
                difference.insertedItems.append(IndexPath(row: row, section: newSection))
            }
        }
        let stays = longestIncreasingSubsequenceMask(stayingOldRows)
        for (index, row) in stayingNewRows.enumerated() {
            if stays[index] {
                newRowFate[newStarts[newSection] + row] = .stays
            } else {
                newRowFate[newStarts[newSection] + row] = .moved
                difference.movedItems.append((IndexPath(row: stayingOldRows[index], section: oldSection), IndexPath(row: row, section: newSection)))
            }
        }
    }
    // Inserts were found in order; moves are listed by destination.
    difference.movedItems.sort { $0.to < $1.to }

    // Rows of live old sections that nothing uses are deleted.
    for oldSection in old.sectionStorage.indices where sections.isLiveOld(oldSection) {
        let base = oldStarts[oldSection]
        for row in 0..<old.itemStorage[oldSection].count where !oldRowUsed[base + row] {
            difference.deletedItems.append(IndexPath(row: row, section: oldSection))
        }
    }

    // Reloads and reconfigures, in old coordinates.
    func oldPath(_ item: I) -> IndexPath? {
        guard let location = oldLocations[item], let section = old.sectionPositions[location.section] else { return nil }
        return IndexPath(row: location.row, section: section)
    }
    func fate(_ item: I) -> RowFate? {
        guard let location = newLocations[item], let section = new.sectionPositions[location.section],
              sections.liveOld(forNew: section) != nil else { return nil }
        return newRowFate[newStarts[section] + location.row]
    }
    var reloaded = Set<I>()
    for item in new.reloadedItemIdentifiers where fate(item) == .stays {
        if let path = oldPath(item) { difference.reloadedItems.append(path); reloaded.insert(item) }
    }
    for item in new.reconfiguredItemIdentifiers where !reloaded.contains(item) {
        if let fate = fate(item), fate != .inserted, let path = oldPath(item) { difference.reconfiguredItems.append(path) }
    }
    difference.reloadedItems.sort()
    difference.reconfiguredItems.sort()
    return difference
}

/// What became of a row of a live new section.
private enum RowFate: UInt8 {
    case inserted, stays, moved
}

/// How the sections of two snapshots correspond; fills the section fields of the difference.
private struct SectionMatch {
    /// For each new section, the old section whose rows it continues, or -1 (inserted, or
    /// reloaded: its rows all come from the data source).
    private var liveOldOfNew: [Int]
    /// For each old section, whether its rows continue in a new section.
    private var oldIsLive: [Bool]

    init<S, I>(old: DiffableDataSourceSnapshot<S, I>, new: DiffableDataSourceSnapshot<S, I>, into difference: inout SnapshotDifference) {
        liveOldOfNew = [Int](repeating: -1, count: new.sectionStorage.count)
        oldIsLive = [Bool](repeating: false, count: old.sectionStorage.count)
        var oldOfNew = [Int](repeating: -1, count: new.sectionStorage.count)
        var common: [Int] = []   // new indices of sections in both, ascending
        for (index, identifier) in new.sectionStorage.enumerated() {
            if let oldIndex = old.sectionPositions[identifier] {
                oldOfNew[index] = oldIndex
                common.append(index)
            }
        }
        let stays = longestIncreasingSubsequenceMask(common.map { oldOfNew[$0] })
        let reloaded = Set(new.reloadedSectionIdentifiers)
        var survivesOld = [Bool](repeating: false, count: old.sectionStorage.count)
        for (position, newIndex) in common.enumerated() {
            let oldIndex = oldOfNew[newIndex]
            let isReloaded = reloaded.contains(new.sectionStorage[newIndex])
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
        difference.deletedSections = old.sectionStorage.indices.filter { !survivesOld[$0] }
        for index in new.sectionStorage.indices where oldOfNew[index] == -1 { difference.insertedSections.append(index) }
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

/// Marks one longest strictly increasing subsequence of `values` (distinct integers).
///
/// Patience sorting with back links. When `values` is already increasing — no moves, the
/// common case — it returns at once.
/// - Complexity: O(k) when increasing, O(k log k) otherwise.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return [Bool](repeating: true, count: values.count)
    }
    // tails[l]: index of the smallest value ending an increasing run of length l + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var mask = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        mask[index] = true
        index = previous[index]
    }
    return mask
}
