import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

// The snapshot diff itself lives in the core (`Sources/OpenTableViewCore/Diff/`), generic over
// the identifiers and free of the table: `SectionedIdentifiers.difference(from:)`. A snapshot
// hands it its sections, items, marks and lookup dictionaries as they are, without hashing.

extension DiffableDataSourceSnapshot {
    /// The snapshot as the core's diff input: its sections and items in order, with the reload
    /// and reconfigure marks. Two of them give the batch update between the snapshots:
    /// `new.sectionedIdentifiers.difference(from: old.sectionedIdentifiers)`, which is what
    /// ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)`` issues.
    /// - Complexity: O(1): the snapshot's storage and lookups are shared, not copied.
    public var sectionedIdentifiers: SectionedIdentifiers<SectionIdentifierType, ItemIdentifierType> {
        SectionedIdentifiers(
            sections: sectionStorage, items: itemStorage, sectionPositions: sectionPositions,
            itemEntries: itemEntries, slotRows: slotRows, reloadedSections: reloadedSectionMarks.elements,
            reloadedItems: reloadedItemMarks.elements, reconfiguredItems: reconfiguredItemMarks.elements)
    }
}

/// The difference between two snapshots, by the core's diff (see
/// ``SectionedIdentifiers/difference(from:)``): the marks are `new`'s.
/// - Complexity: O(n + s) for n items and s sections, usually less (see the core).
func snapshotDifference<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>)
    -> SectionedDifference
{
    new.sectionedIdentifiers.difference(from: old.sectionedIdentifiers)
}

extension DiffableDataSourceSnapshot {
    /// Measurement only: the diff a data source's apply computes, without the table's batch
    /// update, callable from a benchmark package. Returns the number of operations found.
    @_spi(Benchmarking)
    public static func _benchmarkDifferenceCount(from old: Self, to new: Self) -> Int {
        snapshotDifference(from: old, to: new).count
    }
}
