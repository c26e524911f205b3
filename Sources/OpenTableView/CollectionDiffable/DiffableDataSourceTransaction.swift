import Foundation

/// What a user's reorder changed, as UIKit's `NSDiffableDataSourceTransaction`, handed to the
/// reordering handlers ``CollectionViewDiffableDataSource/ReorderingHandlers/willReorder`` and
/// ``CollectionViewDiffableDataSource/ReorderingHandlers/didReorder``
/// ([NSDiffableDataSourceTransaction](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction)).
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The difference between the two snapshots' items, in order across sections.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section the reorder touched, in section order.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initial: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        var sections: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in final.sectionIdentifiers {
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { continue }
            var initialSection = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialSection.append(before)
            var finalSection = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalSection.append(after)
            sections.append(
                DiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                    difference: after.difference(from: before)))
        }
        sectionTransactions = sections
    }
}

/// What a reorder changed in one section, as UIKit's `NSDiffableDataSourceSectionTransaction`
/// ([NSDiffableDataSourceSectionTransaction](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectiontransaction)).
public struct DiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference between the two.
    public let difference: CollectionDifference<ItemIdentifierType>
}
