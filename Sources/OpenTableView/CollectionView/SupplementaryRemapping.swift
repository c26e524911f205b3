import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Where a batch update takes each displayed supplementary view, as UIKit's collection view
/// maps them (its update's supplementary index paths, "validated": a view whose element the
/// batch removes has none). The one owner of that mapping; the collection view re-keys its
/// ledger with it (`CollectionView.remapSupplementaryViews(_:)`).
///
/// - A kind the layout keeps per item (``CollectionViewLayout/supplementaryViewsFollowItems(ofKind:)``)
///   follows its item: to the item's new index path, none when the item is deleted or reloaded
///   (UIKit decomposes a reload into a delete and an insert).
/// - Any other kind follows its section (none when the section is deleted or reloaded); inside
///   it, the item index moves by the layout's
///   ``CollectionViewLayout/indexPathsToDeleteForSupplementaryView(ofKind:)`` (a deleted index
///   has none; `i` becomes `i − d`, `d` the deleted indexes below it) and
///   ``CollectionViewLayout/indexPathsToInsertForSupplementaryView(ofKind:)`` in the new section
///   (`j` becomes `j + n`, `n` the inserted indexes in `0...j`, UIKit's count). The item moves
///   of the batch do not move such a view: a flow layout's header stays `[section, 0]`.
struct SupplementaryRemapping {
    let plan: UpdatePlan
    /// The kinds that follow their items.
    let itemKinds: Set<String>
    /// Per kind, per old section, the deleted item indexes.
    let deleted: [String: [Int: IndexSet]]
    /// Per kind, per new section, the inserted item indexes.
    let inserted: [String: [Int: IndexSet]]

    /// The mapping of `plan` for the views of `kinds`, asked of `layout` (its deleted, then its
    /// inserted index paths, once per kind, in `kinds`' order).
    @MainActor
    init(plan: UpdatePlan, kinds: [String], layout: CollectionViewLayout) {
        self.plan = plan
        var itemKinds: Set<String> = []
        var deleted: [String: [Int: IndexSet]] = [:]
        var inserted: [String: [Int: IndexSet]] = [:]
        // UIKit asks both questions of every kind, those that follow their items too (whose
        // answers it does not use for them).
        for kind in kinds {
            let deletedIndexPaths = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
            let insertedIndexPaths = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            if layout.supplementaryViewsFollowItems(ofKind: kind) {
                itemKinds.insert(kind)
                continue
            }
            deleted[kind] = Self.indexes(deletedIndexPaths)
            inserted[kind] = Self.indexes(insertedIndexPaths)
        }
        self.itemKinds = itemKinds
        self.deleted = deleted
        self.inserted = inserted
    }

    /// The new index path of the supplementary view of `kind` at `old`, or `nil` when the batch
    /// removes it.
    ///
    /// - Complexity: O(log changes) for a kind that follows its items; O(deleted and inserted
    ///   indexes of its section) for the others.
    func newIndexPath(ofKind kind: String, forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2 else { return nil }
        if itemKinds.contains(kind) {
            return plan.isReloaded(old) ? nil : plan.newIndexPath(forOld: old)
        }
        let section = old.section
        guard section < plan.sectionMap.count, let newSection = plan.sectionMap[section],
            !plan.reloadedSections.contains(section)
        else { return nil }
        let item = old.item
        let gone = deleted[kind]?[section] ?? IndexSet()
        if gone.contains(item) { return nil }
        let kept = item - gone.count(in: 0..<Swift.max(0, item))
        let added = inserted[kind]?[newSection] ?? IndexSet()
        return IndexPath(item: kept + added.count(in: 0..<Swift.max(0, kept + 1)), section: newSection)
    }

    /// Index paths as item indexes per section (index paths not of an item, a section's
    /// `[section, NSNotFound]` included, are left out).
    private static func indexes(_ indexPaths: [IndexPath]) -> [Int: IndexSet] {
        var result: [Int: IndexSet] = [:]
        for indexPath in indexPaths
        where indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0 && indexPath.item != NSNotFound {
            result[indexPath.section, default: IndexSet()].insert(indexPath.item)
        }
        return result
    }
}
