import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The items of one section as an outline, UIKit's `NSDiffableDataSourceSectionSnapshot`: "a
/// representation of the state of the data in a layout section at a specific point in time"
/// ([NSDiffableDataSourceSectionSnapshot](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct)).
///
/// A forest: every item has a parent (or is a root item) and may have children, and a parent is
/// expanded or collapsed. The section shows ``visibleItems``: the items in outline order whose
/// ancestors are all expanded. Apply it to a section with
/// ``CollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
///
/// Misuse traps with UIKit's message, as the full snapshot does: an identifier given twice, or
/// one already in the section snapshot, raises "Identifiers in a section snapshot must be
/// unique. Duplicate item identifiers: …". A parent or a reference item that is not in the
/// snapshot raises UIKit's parameter assertion (`Compatibility/Evidence.md`, "Collection
/// views": the text is UNCERTAIN).
///
/// - Complexity: lookups by identifier are O(depth); an edit costs O(siblings) plus O(items) for
///   a removal's descendants; ``items`` and ``visibleItems`` walk the outline, O(items).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    /// The root items, in order.
    var rootStorage: [Item] = []
    /// The children of each parent that has any, in order.
    var childStorage: [Item: [Item]] = [:]
    /// The parent of each item that is not a root item.
    var parentStorage: [Item: Item] = [:]
    /// Every item.
    var memberStorage: Set<Item> = []
    /// The expanded items (an item without children may be expanded too, as in UIKit).
    var expandedStorage: Set<Item> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: Adding and removing

    /// Adds `items` as the last children of `parent`, or as the last root items when `parent` is
    /// `nil`, as UIKit's `append(_:to:)`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        trapping { try checkedAppend(items, to: parent) }
    }

    /// Adds the items of `snapshot`, with their outline and expanded states, as the last children
    /// of `parent` (or root items), as UIKit's `append(_:to:)` of a section snapshot.
    public mutating func append(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        trapping {
            try checkNew(snapshot.items)
            try checkedAppend(snapshot.rootStorage, to: parent)
            graft(snapshot)
        }
    }

    /// Adds `items` just before `item`, as its siblings, as UIKit's `insert(_:before:)`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        trapping { try checkedInsert(items, next: item, after: false) }
    }

    /// Adds `items` just after `item`, as its siblings, as UIKit's `insert(_:after:)`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        trapping { try checkedInsert(items, next: item, after: true) }
    }

    /// Removes `items` with all their descendants, as UIKit's `delete(_:)`. Items not in the
    /// snapshot are passed over, as the full snapshot's `deleteItems(_:)` does.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where memberStorage.contains(item) {
            removeFromSiblings(item)
            forget(item)
        }
    }

    /// Removes every item, as UIKit's `deleteAll()`.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Replaces the children of `parent` with the items of `snapshot` (its outline and expanded
    /// states included), as UIKit's `replace(childrenOf:using:)`.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        trapping {
            guard memberStorage.contains(parent) else { throw Messages.parameterNotFound("parentIndex") }
            for child in childStorage[parent] ?? [] { forget(child) }
            childStorage[parent] = nil
            try checkNew(snapshot.items)
            try checkedAppend(snapshot.rootStorage, to: parent)
            graft(snapshot)
        }
    }

    // MARK: Expanding and collapsing

    /// Marks `items` expanded: their children become visible when they are, as UIKit's
    /// `expand(_:)`.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        trapping {
            try checkMembers(items)
            expandedStorage.formUnion(items)
        }
    }

    /// Marks `items` collapsed: their descendants are hidden, as UIKit's `collapse(_:)`.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        trapping {
            try checkMembers(items)
            expandedStorage.subtract(items)
        }
    }

    /// Whether `item` is expanded (`false` for an item not in the snapshot).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expandedStorage.contains(item)
    }

    /// Whether `item` shows: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard memberStorage.contains(item) else { return false }
        var current = item
        while let parent = parentStorage[current] {
            guard expandedStorage.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    // MARK: Reading

    /// Every item, in outline order (a parent before its children, depth first).
    public var items: [ItemIdentifierType] {
        var result: [Item] = []
        result.reserveCapacity(memberStorage.count)
        walk(rootStorage, onlyVisible: false, into: &result)
        return result
    }

    /// The root items, in order.
    public var rootItems: [ItemIdentifierType] { rootStorage }

    /// The items that show, in outline order: what the section holds in the full snapshot.
    public var visibleItems: [ItemIdentifierType] {
        var result: [Item] = []
        walk(rootStorage, onlyVisible: true, into: &result)
        return result
    }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        memberStorage.contains(item)
    }

    /// The position of `item` in ``items``, or `nil` when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard memberStorage.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on. An item not in the
    /// snapshot raises UIKit's parameter assertion.
    public func level(of item: ItemIdentifierType) -> Int {
        trapping {
            try checkMembers([item])
            var level = 0
            var current = item
            while let parent = parentStorage[current] {
                level += 1
                current = parent
            }
            return level
        }
    }

    /// The parent of `child`, or `nil` for a root item or an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        parentStorage[child]
    }

    /// A section snapshot of the descendants of `parent` (its children as root items), with
    /// `parent` itself as the one root when `includingParent`, as UIKit's
    /// `snapshot(of:includingParent:)`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        trapping {
            try checkMembers([parent])
            var result = Self()
            let roots = includingParent ? [parent] : (childStorage[parent] ?? [])
            result.rootStorage = roots
            var pending = roots
            while let item = pending.popLast() {
                result.memberStorage.insert(item)
                if expandedStorage.contains(item) { result.expandedStorage.insert(item) }
                if let children = childStorage[item] {
                    result.childStorage[item] = children
                    for child in children { result.parentStorage[child] = item }
                    pending += children
                }
            }
            return result
        }
    }

    // MARK: Internals

    private mutating func checkedAppend(_ items: [Item], to parent: Item?) throws(TableViewException) {
        try checkNew(items)
        if let parent {
            guard memberStorage.contains(parent) else { throw Messages.parameterNotFound("parentIndex") }
            childStorage[parent, default: []] += items
            for item in items { parentStorage[item] = parent }
        } else {
            rootStorage += items
        }
        memberStorage.formUnion(items)
    }

    private mutating func checkedInsert(_ items: [Item], next item: Item, after: Bool) throws(TableViewException) {
        guard memberStorage.contains(item) else { throw Messages.parameterNotFound("insertIndex") }
        try checkNew(items)
        let parent = parentStorage[item]
        func insert(into siblings: inout [Item]) {
            guard let index = siblings.firstIndex(of: item) else { return }
            siblings.insert(contentsOf: items, at: after ? index + 1 : index)
        }
        if let parent {
            insert(into: &childStorage[parent, default: []])
            for new in items { parentStorage[new] = parent }
        } else {
            insert(into: &rootStorage)
        }
        memberStorage.formUnion(items)
    }

    /// Throws UIKit's duplicate message when `items` repeats an identifier or names one already
    /// in the snapshot.
    private func checkNew(_ items: [Item]) throws(TableViewException) {
        var seen = Set<Item>()
        var duplicates: [Item] = []
        for item in items where memberStorage.contains(item) || !seen.insert(item).inserted {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        guard duplicates.isEmpty else {
            throw Messages.sectionSnapshotDuplicateItems(duplicates.map { String(describing: $0) })
        }
    }

    private func checkMembers(_ items: [Item]) throws(TableViewException) {
        for item in items where !memberStorage.contains(item) { throw Messages.parameterNotFound("index") }
    }

    /// Copies the outline of `snapshot` below its root items, which are already placed.
    private mutating func graft(_ snapshot: Self) {
        for (parent, children) in snapshot.childStorage {
            childStorage[parent] = children
            for child in children { parentStorage[child] = parent }
        }
        memberStorage.formUnion(snapshot.memberStorage)
        expandedStorage.formUnion(snapshot.expandedStorage)
    }

    private mutating func removeFromSiblings(_ item: Item) {
        if let parent = parentStorage[item] {
            childStorage[parent]?.removeAll { $0 == item }
            if childStorage[parent]?.isEmpty == true { childStorage[parent] = nil }
        } else {
            rootStorage.removeAll { $0 == item }
        }
    }

    /// Forgets `item` and its descendants (it is already out of its siblings).
    private mutating func forget(_ item: Item) {
        var pending = [item]
        while let current = pending.popLast() {
            memberStorage.remove(current)
            expandedStorage.remove(current)
            parentStorage[current] = nil
            if let children = childStorage.removeValue(forKey: current) { pending += children }
        }
    }

    private func walk(_ level: [Item], onlyVisible: Bool, into result: inout [Item]) {
        for item in level {
            result.append(item)
            guard let children = childStorage[item], !onlyVisible || expandedStorage.contains(item) else { continue }
            walk(children, onlyVisible: onlyVisible, into: &result)
        }
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rootStorage == rhs.rootStorage && lhs.childStorage == rhs.childStorage
            && lhs.expandedStorage == rhs.expandedStorage
    }
}
