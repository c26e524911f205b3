import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A validated collection-view batch as the table's ``RowRemapping``, so the selection and the
/// prefetched items in `content.rowState` follow their items through `RowState.remap(through:)`
/// exactly as a table's rows do: a deleted or reloaded item leaves the selection (UIKit deselects
/// reloaded items, as reloaded rows), a moved one takes its selection along, and prefetched items
/// are re-keyed by global item index.
struct CollectionBatchRemapping: RowRemapping {
    let plan: UpdatePlan
    /// The first global item index of every section before the batch, and after it.
    let oldOffsets: [Int]
    let newOffsets: [Int]

    init(plan: UpdatePlan) {
        self.plan = plan
        oldOffsets = Self.offsets(plan.before)
        newOffsets = Self.offsets(plan.after)
    }

    func newIndexPath(forOld old: IndexPath) -> IndexPath? { plan.newIndexPath(forOld: old) }

    func isReloaded(_ old: IndexPath) -> Bool { plan.isReloaded(old) }

    /// - Complexity: O(log sections).
    func newGlobalIndex(forOld old: Int) -> Int? {
        guard !oldOffsets.isEmpty else { return nil }
        // The last section whose first index is at most `old` (empty sections before it share it).
        var low = 0
        var high = oldOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if oldOffsets[middle] <= old { low = middle } else { high = middle - 1 }
        }
        guard let new = plan.newIndexPath(forOld: IndexPath(item: old - oldOffsets[low], section: low)) else {
            return nil
        }
        return newOffsets[new.section] + new.item
    }

    private static func offsets(_ counts: [Int]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            offsets.append(total)
            total += count
        }
        return offsets
    }
}

extension CollectionView {
    /// Supplementary views through a batch, as UIKit maps them (``SupplementaryRemapping``):
    /// those of kinds the layout keeps per item follow their items; the others follow their
    /// sections and the layout's `indexPathsToDeleteForSupplementaryView(ofKind:)` and
    /// `indexPathsToInsertForSupplementaryView(ofKind:)`, asked here, after
    /// `prepare(forCollectionViewUpdates:)`, once per kind on screen in name order. A view that
    /// stays keeps its instance under its new index path (the layout pass frames it again, or
    /// ends its display if the layout no longer lists it); those the batch removes (of deleted
    /// or reloaded sections and items, or deleted by the layout) end display
    /// (`didEndDisplayingSupplementaryView`, with their index paths before the batch) in
    /// index-path order, then kind.
    func remapSupplementaryViews(_ plan: UpdatePlan) {
        guard !content.displayedSupplementaryViews.isEmpty else { return }
        let elements = content.displayedSupplementaryViews.keys.sorted()
        let kinds = Set(elements.map(\.kind)).sorted()
        let remapping = SupplementaryRemapping(plan: plan, kinds: kinds, layout: layoutStorage)
        var moved: [SupplementaryElement: CollectionReusableView] = [:]
        var ended: [SupplementaryElement] = []
        for element in elements {
            if let new = remapping.newIndexPath(ofKind: element.kind, forOld: element.indexPath) {
                moved[SupplementaryElement(kind: element.kind, indexPath: new)] =
                    content.displayedSupplementaryViews[element]
            } else {
                ended.append(element)
            }
        }
        endSupplementaryDisplay(of: ended)
        content.displayedSupplementaryViews = moved
    }
}
