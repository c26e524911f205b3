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
    /// Supplementary views follow their sections through a batch, as a table's header and footer
    /// views do: those of surviving sections are re-keyed to the section's new index (the layout
    /// pass frames them again, or ends their display if the layout no longer lists them); those
    /// of deleted and reloaded sections end display (`didEndDisplayingSupplementaryView`).
    func remapSupplementaryViews(_ plan: UpdatePlan) {
        guard !content.displayedSupplementaryViews.isEmpty else { return }
        var moved: [SupplementaryElement: CollectionReusableView] = [:]
        var ended: [SupplementaryElement] = []
        for element in content.displayedSupplementaryViews.keys.sorted() {
            let section = element.indexPath.section
            if section < plan.sectionMap.count, let new = plan.sectionMap[section],
                !plan.reloadedSections.contains(section)
            {
                moved[
                    SupplementaryElement(
                        kind: element.kind, indexPath: IndexPath(item: element.indexPath.item, section: new))] =
                    content.displayedSupplementaryViews[element]
            } else {
                ended.append(element)
            }
        }
        endSupplementaryDisplay(of: ended)
        content.displayedSupplementaryViews = moved
    }
}
