import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// What the table's diffable data source needs from a snapshot, by position rather than by
/// identifier: the data-source methods are asked with index paths.
extension DiffableDataSourceSnapshot {
    /// The item at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    func itemIdentifier(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, sectionStorage.indices.contains(indexPath.section) else { return nil }
        let items = itemStorage[indexPath.section]
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The index path of `item`, or `nil` when it is not in the snapshot.
    /// - Complexity: O(1) amortised.
    func indexPath(ofItem item: Item) -> IndexPath? {
        guard let location = itemLocations[item], let section = sectionPositions[location.section] else { return nil }
        return IndexPath(row: location.row, section: section)
    }

    /// The number of items in the section at `position` (0 when there is no such section).
    /// - Complexity: O(1).
    func numberOfItems(inSectionAt position: Int) -> Int {
        itemStorage.indices.contains(position) ? itemStorage[position].count : 0
    }

    /// The snapshot without its reload and reconfigure marks: once applied, they are done.
    func clearingReloadMarks() -> Self {
        var copy = self
        copy.reloadedItemMarks.removeAll()
        copy.reconfiguredItemMarks.removeAll()
        copy.reloadedSectionMarks.removeAll()
        return copy
    }

    /// Moves the item at `from` to `to` (a user reorder: the table already moved the row).
    mutating func moveItemForReorder(from: IndexPath, to: IndexPath) {
        guard let item = itemIdentifier(at: from) else { return }
        unplaceItems([item])
        placeItems([item], inSection: to.section, at: to.row)
    }
}
