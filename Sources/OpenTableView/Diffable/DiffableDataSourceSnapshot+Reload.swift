import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Marking items and sections to be redisplayed when the snapshot is applied. Identity alone
/// decides what the diff sees, so an item whose content changed while its identifier did not
/// is redisplayed only when it is marked here.
extension DiffableDataSourceSnapshot {
    /// Marks items to be replaced by new cells when the snapshot is applied (the cell provider
    /// runs again and its cell replaces the old one). Traps when an item is not in the snapshot.
    /// - Complexity: O(k) for k items.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        trapping { try checkedReloadItems(identifiers) }
    }

    /// Marks items to be updated in place when the snapshot is applied: the cell provider runs
    /// again for the item's existing cell, without `prepareForReuse()`. Cheaper than a reload.
    /// Traps when an item is not in the snapshot.
    /// - Complexity: O(k) for k items.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        trapping { try checkedReconfigureItems(identifiers) }
    }

    /// Marks sections to be reloaded, all their rows asked for again, when the snapshot is
    /// applied. Traps when a section is not in the snapshot.
    /// - Complexity: O(k) for k sections.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        trapping { try checkedReloadSections(identifiers) }
    }

    // MARK: - Checked twins

    mutating func checkedReloadItems(_ identifiers: [Item]) throws(TableViewException) {
        if let missing = identifiers.first(where: { itemEntries[$0] == nil }) {
            throw Messages.reloadOfMissingItem(Self.describe(missing))
        }
        for identifier in identifiers { reloadedItemMarks.insert(identifier) }
    }

    mutating func checkedReconfigureItems(_ identifiers: [Item]) throws(TableViewException) {
        if let missing = identifiers.first(where: { itemEntries[$0] == nil }) {
            throw Messages.reconfigureOfMissingItem(Self.describe(missing))
        }
        for identifier in identifiers { reconfiguredItemMarks.insert(identifier) }
    }

    mutating func checkedReloadSections(_ identifiers: [Section]) throws(TableViewException) {
        if let missing = identifiers.first(where: { sectionPositions[$0] == nil }) {
            throw Messages.reloadOfMissingSection(Self.describe(missing))
        }
        for identifier in identifiers { reloadedSectionMarks.insert(identifier) }
    }
}
