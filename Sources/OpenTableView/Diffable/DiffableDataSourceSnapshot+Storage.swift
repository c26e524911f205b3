import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The primitives every mutation is made of. Each keeps the two identifier dictionaries exact
/// and cuts the lazily filled prefix sums back to the first section whose count changed. None
/// validates: callers check first and throw before changing anything.
extension DiffableDataSourceSnapshot {
    /// Inserts `items`, none of which is in the snapshot, into the section at `position`,
    /// starting at `row`.
    /// - Complexity: O(k) dictionary insertions for k items, plus O(m − row) array writes for
    ///   the m items of the section.
    mutating func placeItems(_ items: [Item], inSection position: Int, at row: Int) {
        guard !items.isEmpty else { return }
        let section = sectionStorage[position]
        var slots: [Int] = []
        slots.reserveCapacity(items.count)
        for item in items {
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
            } else {
                slot = slotRows.count
                slotRows.append(0)
            }
            itemEntries[item] = ItemEntry(section: section, slot: slot)
            slots.append(slot)
        }
        itemStorage[position].insert(contentsOf: items, at: row)
        slotStorage[position].insert(contentsOf: slots, at: row)
        renumberRows(inSection: position, from: row)
        invalidateOffsets(from: position)
    }

    /// Takes `items`, all in the snapshot and distinct, out of their sections.
    /// - Complexity: O(k log k) for k items, plus O(m − first removed row) array writes per
    ///   section touched.
    mutating func unplaceItems(_ items: [Item]) {
        guard !items.isEmpty else { return }
        var rowsBySection: [Int: [Int]] = [:]
        for item in items {
            guard let entry = itemEntries.removeValue(forKey: item),
                let position = sectionPositions[entry.section]
            else { continue }
            rowsBySection[position, default: []].append(slotRows[entry.slot])
            freeSlots.append(entry.slot)
        }
        var firstChanged = Int.max
        for (position, unsortedRows) in rowsBySection {
            let rows = unsortedRows.sorted()
            firstChanged = min(firstChanged, position)
            if rows.count == 1 {
                itemStorage[position].remove(at: rows[0])
                slotStorage[position].remove(at: rows[0])
            } else {
                itemStorage[position] = Self.removing(rows, from: itemStorage[position])
                slotStorage[position] = Self.removing(rows, from: slotStorage[position])
            }
            renumberRows(inSection: position, from: rows[0])
        }
        if firstChanged != Int.max { invalidateOffsets(from: firstChanged) }
    }

    /// Inserts empty sections, none of which is in the snapshot, at `position`.
    /// - Complexity: O(s) for s sections.
    mutating func placeSections(_ sections: [Section], at position: Int) {
        guard !sections.isEmpty else { return }
        sectionStorage.insert(contentsOf: sections, at: position)
        itemStorage.insert(contentsOf: repeatElement([], count: sections.count), at: position)
        slotStorage.insert(contentsOf: repeatElement([], count: sections.count), at: position)
        renumberSections(from: position)
        invalidateOffsets(from: position)
    }

    /// Removes the sections at `positions` (distinct) together with their items.
    /// - Complexity: O(s + removed items) for s sections.
    mutating func unplaceSections(at positions: [Int]) {
        guard let first = positions.min() else { return }
        let removed = Set(positions)
        for position in positions {
            sectionPositions[sectionStorage[position]] = nil
            for item in itemStorage[position] { itemEntries[item] = nil }
            freeSlots += slotStorage[position]
        }
        let kept = sectionStorage.indices.filter { !removed.contains($0) }
        sectionStorage = kept.map { sectionStorage[$0] }
        itemStorage = kept.map { itemStorage[$0] }
        slotStorage = kept.map { slotStorage[$0] }
        renumberSections(from: first)
        invalidateOffsets(from: first)
    }

    /// Moves the section at `from` with its items so that it ends up at position `to`.
    /// - Complexity: O(s) for s sections; items keep their entries (they name the section).
    mutating func relocateSection(from: Int, to: Int) {
        guard from != to else { return }
        let section = sectionStorage.remove(at: from)
        let items = itemStorage.remove(at: from)
        let slots = slotStorage.remove(at: from)
        sectionStorage.insert(section, at: to)
        itemStorage.insert(items, at: to)
        slotStorage.insert(slots, at: to)
        renumberSections(from: min(from, to))
        invalidateOffsets(from: min(from, to))
    }

    /// `elements` without the positions `rows` (ascending).
    private static func removing<T>(_ rows: [Int], from elements: [T]) -> [T] {
        var kept = Array(elements[..<rows[0]])
        kept.reserveCapacity(elements.count - rows.count)
        var next = 0
        for row in rows[0]..<elements.count {
            if next < rows.count && rows[next] == row { next += 1 } else { kept.append(elements[row]) }
        }
        return kept
    }

    /// Writes the rows of the items of section `position` from `row` to its end.
    private mutating func renumberRows(inSection position: Int, from row: Int) {
        let slots = slotStorage[position]
        for index in row..<slots.count { slotRows[slots[index]] = index }
    }

    /// Writes the positions of the sections from `position` to the end.
    private mutating func renumberSections(from position: Int) {
        for index in position..<sectionStorage.count {
            sectionPositions[sectionStorage[index]] = index
        }
    }

    /// Forgets the prefix sums past section `position`, whose count (or whose predecessors')
    /// changed. Another copy of the snapshot may share the cache, so a shared one is copied.
    private mutating func invalidateOffsets(from position: Int) {
        if isKnownUniquelyReferenced(&offsets) {
            offsets.keepSections(through: position)
        } else {
            offsets = offsets.copy(keepingSectionsThrough: position)
        }
    }
}

/// The number of items before each section, computed on demand from the first section whose
/// sum is not known yet. Shared by copies of a snapshot until one of them changes a count, and
/// guarded by a lock because a shared snapshot may be read from several threads at once.
final class SectionOffsets: @unchecked Sendable {
    private let lock = NSLock()
    /// `starts[k]` is the number of items before section k, known for every k < `starts.count`.
    private var starts: [Int]

    init(starts: [Int] = [0]) {
        self.starts = starts
    }

    /// The number of items before `section`, given each section's count.
    /// - Complexity: O(1) when known; otherwise O(sections since the last known sum).
    func itemsBefore(section: Int, count: (Int) -> Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        while starts.count <= section {
            let last = starts.count - 1
            starts.append(starts[last] + count(last))
        }
        return starts[section]
    }

    /// Keeps the sums up to and including section `position` (the items before it).
    func keepSections(through position: Int) {
        lock.lock()
        defer { lock.unlock() }
        if starts.count > position + 1 { starts.removeSubrange((position + 1)...) }
    }

    func copy(keepingSectionsThrough position: Int) -> SectionOffsets {
        lock.lock()
        defer { lock.unlock() }
        return SectionOffsets(starts: Array(starts.prefix(position + 1)))
    }
}

/// Identifiers in the order they were first added, without repeats.
struct OrderedMarks<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    /// Adds `element` unless it is already there.
    mutating func insert(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    /// Removes every element of `removed` that is there.
    /// - Complexity: O(k) for k removed identifiers, plus O(marks) when one of them was marked.
    mutating func remove(_ removed: some Sequence<Element>) {
        guard !members.isEmpty else { return }
        var found = false
        for element in removed where members.remove(element) != nil { found = true }
        if found { elements.removeAll { !members.contains($0) } }
    }

    mutating func removeAll() {
        elements = []
        members = []
    }
}
