import Foundation

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
/// Misuse traps with UIKit's message, as the iOS app would crash (reference §2.5); appending an
/// item that is already there moves it and prints UIKit's warning, as iOS 15+ does.
///
/// ## Storage and complexity
/// Sections and their items are kept as arrays, and two dictionaries are kept up to date by
/// every mutation: section identifier → section position, and item identifier → (section
/// identifier, row). So every lookup by identifier is O(1): ``indexOfSection(_:)``,
/// ``sectionIdentifier(containingItem:)``, ``numberOfItems(inSection:)``, and
/// ``indexOfItem(_:)``, which adds the number of items before the item's section; those counts
/// are prefix sums, extended lazily on lookup and cut back only from the first section whose
/// count a mutation changed, so they cost O(1) amortised. A mutation costs what editing the
/// arrays costs (the rows after an insertion or removal in the same section are renumbered);
/// appending is O(k) for k items.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item is: its section's identifier (stable when sections move) and its row.
    struct ItemLocation: Sendable {
        var section: Section
        var row: Int
    }

    /// Section identifiers, in order.
    var sectionStorage: [Section] = []
    /// The items of each section, parallel to `sectionStorage`.
    var itemStorage: [[Item]] = []
    /// Section identifier → position in `sectionStorage`.
    var sectionPositions: [Section: Int] = [:]
    /// Item identifier → section and row.
    var itemLocations: [Item: ItemLocation] = [:]
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
    public var numberOfItems: Int { itemLocations.count }

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
        Self.trapping { try checkedNumberOfItems(inSection: identifier) }
    }

    /// The items of `identifier`'s section, in order. Traps, as UIKit raises since iOS 14, when
    /// the section is not in the snapshot.
    /// - Complexity: O(1) (the array is shared until either side changes it).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        Self.trapping { try checkedItemIdentifiers(inSection: identifier) }
    }

    /// The identifier of the section holding `identifier`, or `nil` when the item is not in the
    /// snapshot.
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier]?.section
    }

    /// The position of `identifier` among all items, counted across sections from 0, or `nil`
    /// when the item is not in the snapshot. Not a row: UIKit's index is global.
    /// - Complexity: O(1) amortised (see the type's notes on storage).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier], let section = sectionPositions[location.section] else { return nil }
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

    /// Runs a checked operation and traps with UIKit's console line if it throws. Static, so
    /// that a mutating caller's closure can change `self`.
    /// (Closures do not infer typed throws yet, so the error is cast back.)
    static func trapping<T>(_ body: () throws -> T) -> T {
        do { return try body() } catch { raiseFromAnyThread(error as! TableViewException) }
    }
}
