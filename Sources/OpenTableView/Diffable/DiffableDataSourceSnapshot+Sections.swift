import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Adding, removing and moving sections. Each public method traps on misuse with UIKit's
/// message; its `checked…` twin throws the same exception and leaves the snapshot unchanged.
extension DiffableDataSourceSnapshot {
    /// Adds empty sections after the last one. Traps when an identifier is repeated or already in
    /// the snapshot.
    /// - Complexity: O(k) for k sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        trapping { try checkedAppendSections(identifiers) }
    }

    /// Adds empty sections just before `toIdentifier`. Traps when it is not in the snapshot or
    /// is one of the inserted sections, or when an identifier is repeated or already there.
    /// - Complexity: O(s + k) for s sections and k inserted.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        trapping { try checkedInsertSections(identifiers, relativeTo: toIdentifier, after: false) }
    }

    /// Adds empty sections just after `toIdentifier`. Traps as
    /// ``insertSections(_:beforeSection:)`` does.
    /// - Complexity: O(s + k) for s sections and k inserted.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        trapping { try checkedInsertSections(identifiers, relativeTo: toIdentifier, after: true) }
    }

    /// Removes sections together with their items; identifiers that are not in the snapshot are
    /// ignored, as UIKit ignores them.
    /// - Complexity: O(s + k + removed items) for s sections and k identifiers.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set<Section>()
        let positions = identifiers.compactMap { identifier -> Int? in
            guard seen.insert(identifier).inserted else { return nil }
            return sectionPositions[identifier]
        }
        guard !positions.isEmpty else { return }
        reloadedSectionMarks.remove(identifiers)
        if !reloadedItemMarks.elements.isEmpty || !reconfiguredItemMarks.elements.isEmpty {
            for position in positions {
                reloadedItemMarks.remove(itemStorage[position])
                reconfiguredItemMarks.remove(itemStorage[position])
            }
        }
        unplaceSections(at: positions)
    }

    /// Moves a section, with its items, to just before `toIdentifier`. Traps when either is not
    /// in the snapshot. Moving a section before itself changes nothing (UIKit's behaviour there
    /// is not recorded).
    /// - Complexity: O(s) for s sections.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        trapping { try checkedMoveSection(identifier, relativeTo: toIdentifier, after: false) }
    }

    /// Moves a section, with its items, to just after `toIdentifier`. Traps as
    /// ``moveSection(_:beforeSection:)`` does.
    /// - Complexity: O(s) for s sections.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        trapping { try checkedMoveSection(identifier, relativeTo: toIdentifier, after: true) }
    }

    // MARK: - Checked twins

    mutating func checkedAppendSections(_ identifiers: [Section]) throws(TableViewException) {
        try checkUnique(identifiers)
        try checkNotInSnapshot(identifiers)
        placeSections(identifiers, at: sectionStorage.count)
    }

    /// Checks in this order: repeats, a destination among the inserted sections, an unknown
    /// destination, sections already there (UIKit's order is not recorded).
    mutating func checkedInsertSections(_ identifiers: [Section], relativeTo destination: Section, after: Bool)
        throws(TableViewException)
    {
        try checkUnique(identifiers)
        if identifiers.contains(destination) {
            throw Messages.sectionDestinationInInsertedSections(Self.describe(destination))
        }
        guard let position = sectionPositions[destination] else { throw Messages.parameterNotFound("insertIndex") }
        try checkNotInSnapshot(identifiers)
        placeSections(identifiers, at: after ? position + 1 : position)
    }

    mutating func checkedMoveSection(_ identifier: Section, relativeTo destination: Section, after: Bool)
        throws(TableViewException)
    {
        guard let from = sectionPositions[identifier] else { throw Messages.parameterNotFound("fromSection") }
        guard let anchor = sectionPositions[destination] else { throw Messages.parameterNotFound("toSection") }
        guard identifier != destination else { return }
        // The destination's position once the moved section is taken out.
        let remaining = from < anchor ? anchor - 1 : anchor
        relocateSection(from: from, to: after ? remaining + 1 : remaining)
    }

    private func checkUnique(_ identifiers: [Section]) throws(TableViewException) {
        let duplicates = Self.duplicates(in: identifiers)
        if !duplicates.isEmpty { throw Messages.duplicateSectionIdentifiers(duplicates.map(Self.describe)) }
    }

    private func checkNotInSnapshot(_ identifiers: [Section]) throws(TableViewException) {
        let existing = identifiers.filter { sectionPositions[$0] != nil }
        if !existing.isEmpty { throw Messages.sectionIdentifiersAlreadyExist(existing.map(Self.describe)) }
    }

    // MARK: - Helpers shared with items

    /// The identifiers of `identifiers` that repeat an earlier one, each once, in the order
    /// the repeats are found.
    /// - Complexity: O(k).
    static func duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
        guard identifiers.count > 1 else { return [] }
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var reported = Set<T>()
        var duplicates: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { duplicates.append(identifier) }
        }
        return duplicates
    }

    /// An identifier as UIKit's messages show it (`%@` of the bridged value).
    static func describe<T>(_ identifier: T) -> String {
        String(describing: identifier)
    }
}
