import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Adding, removing and moving items. Each public method traps on misuse with UIKit's message;
/// its `checked…` twin throws the same exception and leaves the snapshot unchanged.
///
/// An item that is added while already in the snapshot is moved to the new place, and UIKit's
/// iOS 15+ warning is written to standard error (earlier iOS raised instead).
extension DiffableDataSourceSnapshot {
    /// Adds items at the end of `sectionIdentifier`, or of the last section when it is `nil`.
    /// Traps when there is no section, when the section is not in the snapshot, or when an
    /// identifier is repeated.
    /// - Complexity: O(k) for k items, plus the removal of any that were already there.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        trapping { try checkedAppendItems(identifiers, toSection: sectionIdentifier) }
    }

    /// Adds items just before `beforeIdentifier`, in its section. Traps when it is not in the
    /// snapshot or is one of the inserted items, or when an identifier is repeated.
    /// - Complexity: O(m + k) for m items in the destination's section and k inserted.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        trapping { try checkedInsertItems(identifiers, relativeTo: beforeIdentifier, after: false) }
    }

    /// Adds items just after `afterIdentifier`, in its section. Traps as
    /// ``insertItems(_:beforeItem:)`` does.
    /// - Complexity: O(m + k) for m items in the destination's section and k inserted.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        trapping { try checkedInsertItems(identifiers, relativeTo: afterIdentifier, after: true) }
    }

    /// Removes items; identifiers that are not in the snapshot are ignored, as UIKit ignores them.
    /// - Complexity: O(k log k) for k identifiers, plus O(m) for each section touched.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<Item>()
        let present = identifiers.filter { itemEntries[$0] != nil && seen.insert($0).inserted }
        guard !present.isEmpty else { return }
        reloadedItemMarks.remove(present)
        reconfiguredItemMarks.remove(present)
        unplaceItems(present)
    }

    /// Removes every item and every section, as UIKit's does.
    /// - Complexity: O(1), plus releasing the storage.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item to just before `toIdentifier`, in its section (which may be another one).
    /// Traps when either is not in the snapshot. Moving an item before itself changes nothing
    /// (UIKit's behaviour there is not recorded).
    /// - Complexity: O(m) for the items of the two sections involved.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        trapping { try checkedMoveItem(identifier, relativeTo: toIdentifier, after: false) }
    }

    /// Moves an item to just after `toIdentifier`, in its section. Traps as
    /// ``moveItem(_:beforeItem:)`` does.
    /// - Complexity: O(m) for the items of the two sections involved.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        trapping { try checkedMoveItem(identifier, relativeTo: toIdentifier, after: true) }
    }

    // MARK: - Checked twins

    /// Checks repeats, then the section (no section at all; an unknown one), as UIKit's message
    /// order is not recorded.
    mutating func checkedAppendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil)
        throws(TableViewException)
    {
        try checkUnique(identifiers)
        let position: Int
        if let sectionIdentifier {
            guard let found = sectionPositions[sectionIdentifier] else { throw Messages.parameterNotFound("section") }
            position = found
        } else {
            guard !sectionStorage.isEmpty else { throw Messages.noSections() }
            position = sectionStorage.count - 1
        }
        takeOutExisting(identifiers)
        placeItems(identifiers, inSection: position, at: itemStorage[position].count)
    }

    /// Checks repeats, a destination among the inserted items, then an unknown destination.
    mutating func checkedInsertItems(_ identifiers: [Item], relativeTo destination: Item, after: Bool)
        throws(TableViewException)
    {
        try checkUnique(identifiers)
        if identifiers.contains(destination) {
            throw Messages.itemDestinationInInsertedItems(Self.describe(destination))
        }
        guard itemEntries[destination] != nil else { throw Messages.parameterNotFound("section") }
        takeOutExisting(identifiers)
        // Looked up again: taking items out may have renumbered the destination.
        guard let anchor = location(of: destination), let position = sectionPositions[anchor.section] else { return }
        placeItems(identifiers, inSection: position, at: after ? anchor.row + 1 : anchor.row)
    }

    mutating func checkedMoveItem(_ identifier: Item, relativeTo destination: Item, after: Bool)
        throws(TableViewException)
    {
        guard itemEntries[identifier] != nil else { throw Messages.parameterNotFound("fromIndex") }
        guard itemEntries[destination] != nil else { throw Messages.parameterNotFound("toIndex") }
        guard identifier != destination else { return }
        unplaceItems([identifier])
        guard let anchor = location(of: destination), let position = sectionPositions[anchor.section] else { return }
        placeItems([identifier], inSection: position, at: after ? anchor.row + 1 : anchor.row)
    }

    private func checkUnique(_ identifiers: [Item]) throws(TableViewException) {
        let duplicates = Self.duplicates(in: identifiers)
        if !duplicates.isEmpty { throw Messages.duplicateItemIdentifiers(duplicates.map(Self.describe)) }
    }

    /// Takes out the items of `identifiers` that are already in the snapshot, so that they can
    /// be put in their new place, and prints UIKit's warning about them.
    private mutating func takeOutExisting(_ identifiers: [Item]) {
        let existing = identifiers.filter { itemEntries[$0] != nil }
        guard !existing.isEmpty else { return }
        let warning = Messages.itemIdentifiersAlreadyExistWarning(existing.map(Self.describe))
        FileHandle.standardError.write(Data((warning + "\n").utf8))
        unplaceItems(existing)
    }
}
