import Foundation

/// Sections and the items in them, both named by identifiers, as the input of a diff: what a
/// table shows, in the shape of UIKit's `NSDiffableDataSourceSnapshot`, with no table.
///
/// Sections keep their order, and so do the items of each section. Identifiers must be unique:
/// a section identifier appears once, and an item identifier appears once across all sections.
/// Beside the structure, the value carries the marks a snapshot's `reloadSections(_:)`,
/// `reloadItems(_:)` and `reconfigureItems(_:)` leave, which ask the difference to redisplay
/// sections and items whose identifiers did not change.
///
/// ``difference(from:)`` compares two of them by identifier and returns the
/// ``SectionedDifference``, and with it the ``BatchUpdate`` UIKit accepts, that turns a table
/// showing the older into one showing the newer. The diff looks identifiers up in two
/// dictionaries (section → position, item → section and row) that this value keeps; the
/// table's `DiffableDataSourceSnapshot` maintains them already and hands them over without
/// hashing anything, and ``init(sections:items:reloadedSections:reloadedItems:reconfiguredItems:)``
/// builds them.
public struct SectionedIdentifiers<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    /// Where an item is: its section's identifier (stable when sections move) and a slot in
    /// ``slotRows`` that holds its row. (The indirection lets a snapshot renumber rows after an
    /// edit in the middle of a section by writing an array instead of a dictionary.)
    package struct ItemEntry {
        package var section: SectionIdentifier
        package var slot: Int

        package init(section: SectionIdentifier, slot: Int) {
            self.section = section
            self.slot = slot
        }
    }

    /// The section identifiers, in order.
    public let sections: [SectionIdentifier]
    /// The item identifiers of each section, in order; parallel to ``sections``.
    public let items: [[ItemIdentifier]]
    /// Sections marked as reloaded: their rows are all asked for again.
    public let reloadedSections: [SectionIdentifier]
    /// Items marked as reloaded: their rows get new cells (UIKit's `reloadItems(_:)`).
    public let reloadedItems: [ItemIdentifier]
    /// Items marked as reconfigured: their rows keep their cells, which are configured again
    /// (UIKit's `reconfigureItems(_:)`).
    public let reconfiguredItems: [ItemIdentifier]

    /// Section identifier → position in ``sections``.
    package let sectionPositions: [SectionIdentifier: Int]
    /// Item identifier → section identifier and slot.
    package let itemEntries: [ItemIdentifier: ItemEntry]
    /// The row of the item in each slot (slots no entry names are ignored).
    package let slotRows: [Int]

    /// Sections and their items, with the marks of the rows and sections to redisplay.
    ///
    /// Traps when `items` does not have one array per section, or when an identifier repeats.
    /// Marks of identifiers that are not there are ignored by the diff.
    /// - Parameters:
    ///   - sections: the section identifiers, in order.
    ///   - items: the item identifiers of each section, in order.
    ///   - reloadedSections: sections to reload (every row asked for again).
    ///   - reloadedItems: items to reload (new cells).
    ///   - reconfiguredItems: items to reconfigure (same cells, configured again).
    /// - Complexity: O(s + n) for s sections and n items: every identifier is hashed once.
    public init(
        sections: [SectionIdentifier], items: [[ItemIdentifier]], reloadedSections: [SectionIdentifier] = [],
        reloadedItems: [ItemIdentifier] = [], reconfiguredItems: [ItemIdentifier] = []
    ) {
        precondition(items.count == sections.count, "\(items.count) item arrays for \(sections.count) sections")
        var sectionPositions: [SectionIdentifier: Int] = [:]
        sectionPositions.reserveCapacity(sections.count)
        for (position, section) in sections.enumerated() {
            precondition(sectionPositions.updateValue(position, forKey: section) == nil, "Duplicate section \(section)")
        }
        var itemEntries: [ItemIdentifier: ItemEntry] = [:]
        var slotRows: [Int] = []
        itemEntries.reserveCapacity(items.reduce(0) { $0 + $1.count })
        for (position, sectionItems) in items.enumerated() {
            for (row, item) in sectionItems.enumerated() {
                let entry = ItemEntry(section: sections[position], slot: slotRows.count)
                precondition(itemEntries.updateValue(entry, forKey: item) == nil, "Duplicate item \(item)")
                slotRows.append(row)
            }
        }
        self.init(
            sections: sections, items: items, sectionPositions: sectionPositions, itemEntries: itemEntries,
            slotRows: slotRows, reloadedSections: reloadedSections, reloadedItems: reloadedItems,
            reconfiguredItems: reconfiguredItems)
    }

    /// Wraps lookups a caller keeps already (the table's snapshot), without checking them:
    /// `sectionPositions` and `itemEntries` must describe `sections` and `items` exactly.
    /// - Complexity: O(1): the arrays and dictionaries are shared, not copied.
    package init(
        sections: [SectionIdentifier], items: [[ItemIdentifier]], sectionPositions: [SectionIdentifier: Int],
        itemEntries: [ItemIdentifier: ItemEntry], slotRows: [Int], reloadedSections: [SectionIdentifier],
        reloadedItems: [ItemIdentifier], reconfiguredItems: [ItemIdentifier]
    ) {
        self.sections = sections
        self.items = items
        self.sectionPositions = sectionPositions
        self.itemEntries = itemEntries
        self.slotRows = slotRows
        self.reloadedSections = reloadedSections
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// The position of `section` in ``sections``, or `nil` when it is not there.
    /// - Complexity: O(1).
    public func index(ofSection section: SectionIdentifier) -> Int? {
        sectionPositions[section]
    }

    /// The index path of `item` (section position and row), or `nil` when it is not there.
    /// - Complexity: O(1).
    public func indexPath(ofItem item: ItemIdentifier) -> IndexPath? {
        guard let entry = itemEntries[item], let section = sectionPositions[entry.section] else { return nil }
        return IndexPath(rowIndex: slotRows[entry.slot], sectionIndex: section)
    }
}

extension SectionedIdentifiers: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
extension SectionedIdentifiers.ItemEntry: Sendable where SectionIdentifier: Sendable {}

extension SectionedIdentifiers: Equatable {
    /// Whether both have the same sections, items and marks, in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.items == rhs.items && lhs.reloadedSections == rhs.reloadedSections
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}
