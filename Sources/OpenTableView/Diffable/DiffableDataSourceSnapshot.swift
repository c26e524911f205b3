import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The state of a diffable data source: an ordered list of sections, each holding an ordered
/// list of items, both named by identifiers. UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Build one with `appendSections(_:)` and `appendItems(_:toSection:)` (or take the data
/// source's current one), edit it, and hand it to the data source to apply: the data source
/// works out the difference from what the table shows. Identifiers must be unique across the
/// whole snapshot — an item identifier may appear in one section only — and are matched by
/// `Hashable` equality, so an item whose identifier did not change is not redisplayed unless it
/// is reloaded or reconfigured.
///
/// Misuse traps with UIKit's message, as the iOS app would crash (`Compatibility/Evidence.md` §2.5); appending an
/// item that is already there moves it and prints UIKit's warning, as iOS 15+ does.
///
/// ## Storage and complexity
/// Sections and their items are kept as arrays, and two dictionaries are kept exact by every
/// mutation: section identifier → position, and item identifier → (section identifier, slot),
/// where the slot indexes an array of rows, so renumbering the rows after an edit in the middle
/// of a section writes an array instead of hashing. Every lookup by identifier is therefore
/// O(1): ``indexOfSection(_:)``, ``sectionIdentifier(containingItem:)``,
/// ``numberOfItems(inSection:)``, and ``indexOfItem(_:)``, which also needs the number of items
/// before the item's section: those prefix sums are extended lazily by lookups and cut back by
/// a mutation only from the first section whose count it changed, so they cost O(1) amortised.
/// A mutation costs what editing the arrays costs — appending k items is O(k), an edit in the
/// middle of a section renumbers the rows after it — and never rehashes untouched items.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item is: its section's identifier (stable when sections move) and its row.
    struct ItemLocation: Sendable {
        var section: Section
        var row: Int
    }

    /// What the item dictionary holds: the section's identifier, and the item's slot in
    /// `slotRows`, which holds its row. Renumbering rows after an edit in the middle of a
    /// section then writes an array, not a dictionary. (The core's type, so that the diff
    /// reads the dictionary as it is: see `sectionedIdentifiers`.)
    typealias ItemEntry = SectionedIdentifiers<Section, Item>.ItemEntry

    /// Section identifiers, in order.
    var sectionStorage: [Section] = []
    /// The items of each section, parallel to `sectionStorage`.
    var itemStorage: [[Item]] = []
    /// The slot of each item, parallel to `itemStorage`.
    var slotStorage: [[Int]] = []
    /// Section identifier → position in `sectionStorage`.
    var sectionPositions: [Section: Int] = [:]
    /// Item identifier → section and slot.
    var itemEntries: [Item: ItemEntry] = [:]
    /// The row of the item in each slot; slots of removed items wait in `freeSlots`.
    var slotRows: [Int] = []
    var freeSlots: [Int] = []
    /// Items before each section, filled on demand.
    var offsets = SectionOffsets()
    /// Identifiers marked by `reloadItems`, `reconfigureItems` and `reloadSections`.
    var reloadedItemMarks = OrderedMarks<Item>()
    var reconfiguredItemMarks = OrderedMarks<Item>()
    var reloadedSectionMarks = OrderedMarks<Section>()

    /// Creates an empty snapshot.
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in all sections.
    /// - Complexity: O(1).
    public var numberOfItems: Int { itemEntries.count }

    /// The number of sections.
    /// - Complexity: O(1).
    public var numberOfSections: Int { sectionStorage.count }

    /// The section identifiers, in order.
    /// - Complexity: O(1) (the array is shared until either side changes it).
    public var sectionIdentifiers: [SectionIdentifierType] { sectionStorage }

    /// Every item identifier, section after section.
    /// - Complexity: O(n) for n items.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemStorage.joined()) }

    /// The number of items in `identifier`'s section. Traps, as UIKit raises since iOS 14, when
    /// the section is not in the snapshot.
    /// - Complexity: O(1).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        trapping { try checkedNumberOfItems(inSection: identifier) }
    }

    /// The items of `identifier`'s section, in order. Traps, as UIKit raises since iOS 14, when
    /// the section is not in the snapshot.
    /// - Complexity: O(1) (the array is shared until either side changes it).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        trapping { try checkedItemIdentifiers(inSection: identifier) }
    }

    /// The identifier of the section holding `identifier`, or `nil` when the item is not in the
    /// snapshot.
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemEntries[identifier]?.section
    }

    /// The position of `identifier` among all items, counted across sections from 0, or `nil`
    /// when the item is not in the snapshot. Not a row: UIKit's index is global.
    /// - Complexity: O(1) amortised (see the type's notes on storage).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier), let section = sectionPositions[location.section] else {
            return nil
        }
        return offsets.itemsBefore(section: section) { itemStorage[$0].count } + location.row
    }

    /// The position of `identifier` among the sections, or `nil` when it is not in the snapshot.
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    // MARK: - Reload marks

    /// Items marked by ``reloadItems(_:)``, in the order they were first marked; an item leaves
    /// the list when it is deleted.
    /// - Complexity: O(1).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItemMarks.elements }

    /// Items marked by ``reconfigureItems(_:)``, in the order they were first marked; an item
    /// leaves the list when it is deleted.
    /// - Complexity: O(1).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItemMarks.elements }

    /// Sections marked by ``reloadSections(_:)``, in the order they were first marked; a section
    /// leaves the list when it is deleted.
    /// - Complexity: O(1).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSectionMarks.elements }

    // MARK: - Internal lookups

    /// The section and row of `item`, or `nil` when it is not in the snapshot.
    /// - Complexity: O(1).
    func location(of item: Item) -> ItemLocation? {
        guard let entry = itemEntries[item] else { return nil }
        return ItemLocation(section: entry.section, row: slotRows[entry.slot])
    }

    /// Every item's location, looked up by identifier: `snapshot.itemLocations[item]`.
    var itemLocations: ItemLocations { ItemLocations(entries: itemEntries, rows: slotRows) }

    /// A read-only view of the item dictionary that answers locations.
    struct ItemLocations {
        fileprivate let entries: [Item: ItemEntry]
        fileprivate let rows: [Int]

        subscript(item: Item) -> ItemLocation? {
            guard let entry = entries[item] else { return nil }
            return ItemLocation(section: entry.section, row: rows[entry.slot])
        }

        var count: Int { entries.count }
    }

    // MARK: - Checked lookups

    /// ``numberOfItems(inSection:)`` that throws UIKit's exception instead of trapping.
    func checkedNumberOfItems(inSection identifier: Section) throws(TableViewException) -> Int {
        guard let position = sectionPositions[identifier] else { throw Messages.unknownSection() }
        return itemStorage[position].count
    }

    /// ``itemIdentifiers(inSection:)`` that throws UIKit's exception instead of trapping.
    func checkedItemIdentifiers(inSection identifier: Section) throws(TableViewException) -> [Item] {
        guard let position = sectionPositions[identifier] else { throw Messages.unknownSection() }
        return itemStorage[position]
    }
}
