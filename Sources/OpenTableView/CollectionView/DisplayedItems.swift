import Foundation

/// The cells on screen, in index-path order: the collection view's display ledger (every cell
/// here got `willDisplay` and gets `didEndDisplaying` when it leaves), as the table's
/// `DisplayedRows` is the table's.
///
/// One array of entries sorted by section, then item, each the item's section and item numbers
/// and its cell. The table's rows on screen are always contiguous, so `DisplayedRows` is a first
/// global row and an array; a collection view's items on screen need not be (a line of unequal
/// items whose shorter ones miss the bounds, an orthogonal section scrolled across, an app's
/// layout), so the ledger keeps each entry's position. While the items on screen are a run of one
/// section, as a list's or a one-column grid's, a look-up is arithmetic (the entry of item `i` is
/// at `i - first item`); otherwise a binary search. A scroll step removes and adds entries at the
/// ends. Keys are the layout's `(section, item)` pairs rather than global item indices, so the
/// ledger needs no section offsets: after `reloadData()` it still names the items it showed until
/// the next pass ends their display.
///
/// Replaces a dictionary keyed by `IndexPath`: on Linux an `IndexPath` hashes through its
/// elements with SipHash, which cost a list's scroll pass a quarter of its instructions.
struct DisplayedItems {
    /// One displayed item: its section and item numbers and its cell.
    struct Entry {
        var section: Int
        var item: Int
        var cell: CollectionViewCell

        /// The item's index path.
        var indexPath: IndexPath { IndexPath(item: item, section: section) }

        /// Whether this entry's item comes before the item `item` of `section` in index-path order.
        @inline(__always) func precedes(section: Int, item: Int) -> Bool {
            self.section < section || (self.section == section && self.item < item)
        }
    }

    /// The entries, in index-path order, each item once.
    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// The position of the item `item` of `section` in ``entries``, if it is displayed.
    /// - Complexity: O(1) while the displayed items around it are a run of one section; O(log n)
    ///   otherwise.
    func index(section: Int, item: Int) -> Int? {
        guard let first = entries.first else { return nil }
        if first.section == section {
            let guess = item - first.item
            if guess >= 0 && guess < entries.count {
                let entry = entries[guess]
                if entry.section == section && entry.item == item { return guess }
            }
        }
        let position = insertionIndex(section: section, item: item)
        guard position < entries.count else { return nil }
        let entry = entries[position]
        return entry.section == section && entry.item == item ? position : nil
    }

    /// The cell of the item at `indexPath`, if it is displayed.
    func cell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard indexPath.count == 2, let position = index(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return entries[position].cell
    }

    /// The cell of the item at `indexPath`, if it is displayed (``cell(at:)``).
    subscript(indexPath: IndexPath) -> CollectionViewCell? { cell(at: indexPath) }

    /// The index path of a displayed cell, if it is displayed.
    /// - Complexity: O(displayed items).
    func indexPath(of cell: CollectionViewCell) -> IndexPath? {
        // A plain loop: a main-actor closure passed to `first(where:)` pays a run-time executor
        // check for every element it is called with.
        for entry in entries where entry.cell === cell { return entry.indexPath }
        return nil
    }

    /// The displayed cells, in index-path order.
    var cells: [CollectionViewCell] {
        var result: [CollectionViewCell] = []
        result.reserveCapacity(entries.count)
        for entry in entries { result.append(entry.cell) }
        return result
    }

    /// The displayed items' index paths, in order.
    var indexPaths: [IndexPath] {
        var result: [IndexPath] = []
        result.reserveCapacity(entries.count)
        for entry in entries { result.append(entry.indexPath) }
        return result
    }

    /// Where the item `item` of `section` is or would go in ``entries``: the first entry not
    /// before it.
    /// - Complexity: O(1) at either end; O(log n) otherwise.
    func insertionIndex(section: Int, item: Int) -> Int {
        guard let last = entries.last else { return 0 }
        if last.precedes(section: section, item: item) { return entries.count }
        if !entries[0].precedes(section: section, item: item) { return 0 }
        var low = 1
        var high = entries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].precedes(section: section, item: item) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Records `cell` as displayed for the item `item` of `section`, which is not displayed.
    /// - Complexity: O(1) at the end (a downward scroll step); O(n) elsewhere.
    mutating func insert(_ cell: CollectionViewCell, section: Int, item: Int) {
        let position = insertionIndex(section: section, item: item)
        let entry = Entry(section: section, item: item, cell: cell)
        if position == entries.count { entries.append(entry) } else { entries.insert(entry, at: position) }
    }

    /// Removes the entry at `position` (its cell ended display) and returns it.
    @discardableResult
    mutating func remove(at position: Int) -> Entry {
        entries.remove(at: position)
    }

    /// Removes the cell of the item at `indexPath` from the ledger and returns it, if it was
    /// displayed.
    mutating func removeCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard indexPath.count == 2, let position = index(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return entries.remove(at: position).cell
    }

    /// Puts `cell` in place of the displayed cell at `position`.
    mutating func replaceCell(at position: Int, with cell: CollectionViewCell) {
        entries[position].cell = cell
    }

    /// Replaces every entry with `entries`, which must be in index-path order, each item once
    /// (a batch update's survivors, re-keyed).
    mutating func replace(with entries: [Entry]) {
        self.entries = entries
    }

    /// Removes every entry (the caller ends their display).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
