import Foundation
import Testing

@testable import OpenTableView

// The snapshot diff as it was before the run-walking speed-up (hash every row), kept verbatim
// as a reference: the library's diff must give exactly the same difference.

func referenceSectionedDifference<S, I>(
    from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>
) -> SectionedDifference {
    var difference = SectionedDifference()
    let sections = ReferenceSectionMatch(old: old, new: new, into: &difference)
    let oldLocations = old.itemLocations
    let newLocations = new.itemLocations

    // Flat per-row bookkeeping: which old rows are still used, what each new row is.
    let oldStarts = referencePrefixSums(old.itemStorage.map(\.count))
    let newStarts = referencePrefixSums(new.itemStorage.map(\.count))
    var oldRowUsed = [Bool](repeating: false, count: oldStarts.last ?? 0)
    var newReferenceRowFate = [ReferenceRowFate](repeating: .inserted, count: newStarts.last ?? 0)

    for newSection in new.sectionStorage.indices {
        guard let oldSection = sections.liveOld(forNew: newSection) else { continue }
        let identifier = new.sectionStorage[newSection]
        let items = new.itemStorage[newSection]
        var stayingNewRows: [Int] = []
        var stayingOldRows: [Int] = []
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
                newReferenceRowFate[newStarts[newSection] + row] = .moved
                oldRowUsed[oldStarts[source] + location.row] = true
                difference.movedItems.append(
                    (IndexPath(row: location.row, section: source), IndexPath(row: row, section: newSection)))
            } else {
                difference.insertedItems.append(IndexPath(row: row, section: newSection))
            }
        }
        let stays = referenceLISMask(stayingOldRows)
        for (index, row) in stayingNewRows.enumerated() {
            if stays[index] {
                newReferenceRowFate[newStarts[newSection] + row] = .stays
            } else {
                newReferenceRowFate[newStarts[newSection] + row] = .moved
                difference.movedItems.append(
                    (
                        IndexPath(row: stayingOldRows[index], section: oldSection),
                        IndexPath(row: row, section: newSection)
                    ))
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
        guard let location = oldLocations[item], let section = old.sectionPositions[location.section] else {
            return nil
        }
        return IndexPath(row: location.row, section: section)
    }
    func fate(_ item: I) -> ReferenceRowFate? {
        guard let location = newLocations[item], let section = new.sectionPositions[location.section],
            sections.liveOld(forNew: section) != nil
        else { return nil }
        return newReferenceRowFate[newStarts[section] + location.row]
    }
    var reloaded = Set<I>()
    for item in new.reloadedItemIdentifiers where fate(item) == .stays {
        if let path = oldPath(item) {
            difference.reloadedItems.append(path)
            reloaded.insert(item)
        }
    }
    for item in new.reconfiguredItemIdentifiers where !reloaded.contains(item) {
        if let fate = fate(item), fate != .inserted, let path = oldPath(item) {
            difference.reconfiguredItems.append(path)
        }
    }
    difference.reloadedItems.sort()
    difference.reconfiguredItems.sort()
    return difference
}

/// What became of a row of a live new section.
private enum ReferenceRowFate: UInt8 {
    case inserted, stays, moved
}

/// How the sections of two snapshots correspond; fills the section fields of the difference.
private struct ReferenceSectionMatch {
    /// For each new section, the old section whose rows it continues, or -1 (inserted, or
    /// reloaded: its rows all come from the data source).
    private var liveOldOfNew: [Int]
    /// For each old section, whether its rows continue in a new section.
    private var oldIsLive: [Bool]

    init<S, I>(
        old: DiffableDataSourceSnapshot<S, I>, new: DiffableDataSourceSnapshot<S, I>,
        into difference: inout SectionedDifference
    ) {
        liveOldOfNew = [Int](repeating: -1, count: new.sectionStorage.count)
        oldIsLive = [Bool](repeating: false, count: old.sectionStorage.count)
        var oldOfNew = [Int](repeating: -1, count: new.sectionStorage.count)
        var common: [Int] = []  // new indices of sections in both, ascending
        for (index, identifier) in new.sectionStorage.enumerated() {
            if let oldIndex = old.sectionPositions[identifier] {
                oldOfNew[index] = oldIndex
                common.append(index)
            }
        }
        let stays = referenceLISMask(common.map { oldOfNew[$0] })
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
        for index in new.sectionStorage.indices where oldOfNew[index] == -1 {
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
private func referencePrefixSums(_ counts: [Int]) -> [Int] {
    var sums = [Int](repeating: 0, count: counts.count + 1)
    for (index, count) in counts.enumerated() { sums[index + 1] = sums[index] + count }
    return sums
}

/// Marks one longest strictly increasing subsequence of `values` (distinct integers).
///
/// Patience sorting with back links. When `values` is already increasing — no moves, the
/// common case — it returns at once.
/// - Complexity: O(k) when increasing, O(k log k) otherwise.
func referenceLISMask(_ values: [Int]) -> [Bool] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return [Bool](repeating: true, count: values.count)
    }
    // tails[l]: index of the smallest value ending an increasing run of length l + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
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

@Suite struct SnapshotDiffReferenceTests {
    @Test func smallRandomEditsGiveTheReferenceDifference() {
        for seed in UInt64(1)...1500 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomSnapshotPair(&rng)
            let d = snapshotDifference(from: old, to: new)
            let expected = referenceSectionedDifference(from: old, to: new)
            if d != expected {
                Issue.record("seed \(seed): \(render(old)) → \(render(new))\n\(d)\nexpected \(expected)")
                return
            }
        }
    }

    /// Long sections with a few scattered edits, block moves up and down, moves across
    /// sections, and now and then a reversal or a shuffle: the cases where the diff walks runs.
    @Test func longSectionsWithFewEditsGiveTheReferenceDifference() {
        for seed in UInt64(1)...400 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = longSnapshotPair(&rng)
            let d = snapshotDifference(from: old, to: new)
            let expected = referenceSectionedDifference(from: old, to: new)
            if d != expected {
                Issue.record("seed \(seed): \(render(old)) → \(render(new))\n\(d)\nexpected \(expected)")
                return
            }
            let problems = DiffChecker(old: old, new: new, difference: d).problems()
            if !problems.isEmpty {
                Issue.record(Comment(rawValue: "seed \(seed): " + problems.joined(separator: "\n")))
                return
            }
        }
    }

    func longSnapshotPair(_ rng: inout SplitMix64) -> (old: IntSnapshot, new: IntSnapshot) {
        var old = IntSnapshot()
        var nextItem = 0
        let sectionCount = rng.int(1...3)
        for section in 0..<sectionCount {
            old.appendSections([section])
            let count = rng.int(0...200)
            old.appendItems(Array(nextItem..<nextItem + count), toSection: section)
            nextItem += count
        }
        var new = old
        for _ in 0..<rng.int(0...12) {
            let items = new.itemIdentifiers
            guard !items.isEmpty else { break }
            func any() -> Int { items[rng.int(0...items.count - 1)] }
            switch rng.int(0...9) {
            case 0, 1: new.deleteItems([any()])
            case 2, 3:
                let fresh = Array(nextItem..<nextItem + rng.int(1...3))
                nextItem += fresh.count
                new.insertItems(fresh, afterItem: any())
            case 4, 5:
                let moved = any()
                let anchor = any()
                if moved != anchor { new.moveItem(moved, afterItem: anchor) }
            case 6, 7:
                // A block of consecutive items moves elsewhere (possibly to another section).
                let section = new.sectionIdentifiers[rng.int(0...new.numberOfSections - 1)]
                let rows = new.itemIdentifiers(inSection: section)
                guard rows.count > 2 else { continue }
                let start = rng.int(0...rows.count - 2)
                let length = rng.int(1...min(20, rows.count - start))
                let block = Array(rows[start..<start + length])
                let anchor = any()
                guard !block.contains(anchor) else { continue }
                new.deleteItems(block)
                new.insertItems(block, afterItem: anchor)
            case 8:
                if rng.chance(30) {
                    new.reloadItems([any()])
                } else {
                    new.reconfigureItems([any()])
                }
            default:
                // Reverse or shuffle one section now and then.
                let section = new.sectionIdentifiers[rng.int(0...new.numberOfSections - 1)]
                var rows = new.itemIdentifiers(inSection: section)
                if rng.bool() { rows.reverse() } else { rows.shuffle(using: &rng) }
                new.deleteItems(rows)
                new.appendItems(rows, toSection: section)
            }
        }
        return (old, new)
    }
}
