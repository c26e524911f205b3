import Foundation
import TestSupport

@testable import OpenTableView

// MARK: - Helpers

extension SectionedDifference {
    /// Issues the difference on a table, inside a batch.
    @MainActor func issue(on table: TableView) {
        table.deleteSections(IndexSet(deletedSections), with: .automatic)
        table.insertSections(IndexSet(insertedSections), with: .automatic)
        table.reloadSections(IndexSet(reloadedSections), with: .automatic)
        for move in movedSections { table.moveSection(move.from, toSection: move.to) }
        table.deleteRows(at: deletedItems, with: .automatic)
        table.insertRows(at: insertedItems, with: .automatic)
        table.reloadRows(at: reloadedItems, with: .automatic)
        for move in movedItems { table.moveRow(at: move.from, to: move.to) }
        table.reconfigureRows(at: reconfiguredItems)
    }
}

/// A data source over a snapshot of integers; each cell shows its item.
@MainActor
final class SnapshotTableSource: TableViewDataSource {
    var snapshot: IntSnapshot
    var requested: [Int] = []

    init(_ snapshot: IntSnapshot) { self.snapshot = snapshot }

    func numberOfSections(in tableView: TableView) -> Int { snapshot.numberOfSections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[section])
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = snapshot.itemStorage[indexPath.section][indexPath.row]
        requested.append(item)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
    }
}

/// The length of a longest increasing subsequence, by the quadratic textbook method.
func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

extension SplitMix64 {
    mutating func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[int(0...values.count - 1)]
    }
}

/// A random snapshot and a random edit of it: sections deleted, inserted, moved and reloaded,
/// items deleted, inserted, moved within and across sections, reloaded and reconfigured; or,
/// one time in ten, a wholesale reshuffle.
func randomSnapshotPair(_ rng: inout SplitMix64) -> (old: IntSnapshot, new: IntSnapshot) {
    var nextSection = 100
    var nextItem = 1000
    var old = IntSnapshot()
    for _ in 0..<rng.int(0...6) {
        old.appendSections([nextSection])
        let items = (0..<rng.int(0...8)).map { nextItem + $0 }
        nextItem += items.count
        old.appendItems(items, toSection: nextSection)
        nextSection += 1
    }
    var new = old
    if rng.chance(10) {
        new = IntSnapshot()
        var sections = old.sectionIdentifiers.filter { _ in !rng.chance(20) }
        for _ in 0..<rng.int(0...2) {
            sections.append(nextSection)
            nextSection += 1
        }
        sections.shuffle(using: &rng)
        new.appendSections(sections)
        var items = old.itemIdentifiers.filter { _ in !rng.chance(20) }
        for _ in 0..<rng.int(0...4) {
            items.append(nextItem)
            nextItem += 1
        }
        items.shuffle(using: &rng)
        if !sections.isEmpty {
            for item in items { new.appendItems([item], toSection: rng.pick(sections)!) }
        }
    } else {
        for _ in 0..<rng.int(0...8) {
            let sections = new.sectionIdentifiers
            let items = new.itemIdentifiers
            switch rng.int(0...9) {
            case 0:
                if let victim = rng.pick(sections) { new.deleteSections([victim]) }
            case 1:
                let fresh = [nextSection]
                nextSection += 1
                if let anchor = rng.pick(sections) {
                    if rng.bool() {
                        new.insertSections(fresh, beforeSection: anchor)
                    } else {
                        new.insertSections(fresh, afterSection: anchor)
                    }
                } else {
                    new.appendSections(fresh)
                }
            case 2:
                if let moved = rng.pick(sections), let anchor = rng.pick(sections) {
                    if rng.bool() {
                        new.moveSection(moved, beforeSection: anchor)
                    } else {
                        new.moveSection(moved, afterSection: anchor)
                    }
                }
            case 3:
                new.deleteItems((0..<rng.int(1...3)).compactMap { _ in rng.pick(items) })
            case 4:
                let fresh = (0..<rng.int(1...3)).map { nextItem + $0 }
                nextItem += fresh.count
                if let anchor = rng.pick(items), rng.bool() {
                    if rng.bool() {
                        new.insertItems(fresh, beforeItem: anchor)
                    } else {
                        new.insertItems(fresh, afterItem: anchor)
                    }
                } else if let section = rng.pick(sections) {
                    new.appendItems(fresh, toSection: section)
                }
            case 5, 6:
                if let moved = rng.pick(items), let anchor = rng.pick(items) {
                    if rng.bool() {
                        new.moveItem(moved, beforeItem: anchor)
                    } else {
                        new.moveItem(moved, afterItem: anchor)
                    }
                }
            case 7:
                new.reloadItems((0..<rng.int(1...2)).compactMap { _ in rng.pick(items) })
            case 8:
                new.reconfigureItems((0..<rng.int(1...2)).compactMap { _ in rng.pick(items) })
            default:
                if let section = rng.pick(sections) { new.reloadSections([section]) }
            }
        }
    }
    if rng.chance(30) { new.reloadItems(new.itemIdentifiers.filter { _ in rng.chance(20) }) }
    if rng.chance(30) { new.reconfigureItems(new.itemIdentifiers.filter { _ in rng.chance(20) }) }
    if rng.chance(20) { new.reloadSections(new.sectionIdentifiers.filter { _ in rng.chance(30) }) }
    return (old, new)
}

/// A long snapshot and an edit of it with a few scattered changes, block moves up and down,
/// moves across sections, and now and then a reversal or a shuffle: the cases where the diff
/// walks runs.
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
