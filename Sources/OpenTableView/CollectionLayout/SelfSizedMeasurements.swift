import Foundation

/// The sizes a built-in layout keeps from self-sizing cells (the flow layout's
/// `estimatedItemSize` items, the list layout's rows), by index path, and how the collection view
/// keeps them current: forgotten on a reload, moved with their items through a batch.
///
/// A protocol the built-in layouts adopt, not methods of ``CollectionViewLayout``'s class body: new
/// members there shift the vtables of every subclass compiled in another module.
@MainActor
protocol SelfSizedMeasurements: AnyObject {
    /// The collection view reloaded its data (``CollectionView/reloadData()``, a new data
    /// source). UIKit's invalidation context then says `invalidateEverything`: "the layout object
    /// should recompute all of its layout-related data" (Apple, `invalidateEverything`), so the
    /// measured sizes are forgotten and the items estimated and measured again as they show, as a
    /// table's rows after a reload.
    func forgetMeasuredSizes()

    /// A batch update moved the items: each measured size goes to its item's index path after
    /// the batch; a deleted or reloaded item's is forgotten, as a table's measured row heights
    /// follow their rows.
    ///
    /// - Complexity: O(measured items).
    func remapMeasuredSizes(through remapping: CollectionBatchRemapping)
}

extension CollectionViewFlowLayout: SelfSizedMeasurements {
    func forgetMeasuredSizes() { measuredSizes = [:] }

    func remapMeasuredSizes(through remapping: CollectionBatchRemapping) {
        guard !measuredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (old, size) in measuredSizes where !remapping.isReloaded(old) {
            if let new = remapping.newIndexPath(forOld: old) { moved[new] = size }
        }
        measuredSizes = moved
    }
}

extension CollectionViewCompositionalLayout: SelfSizedMeasurements {
    func forgetMeasuredSizes() { measuredListHeights = [:] }

    func remapMeasuredSizes(through remapping: CollectionBatchRemapping) {
        guard !measuredListHeights.isEmpty else { return }
        var moved: [IndexPath: CGFloat] = [:]
        for (old, height) in measuredListHeights where !remapping.isReloaded(old) {
            if let new = remapping.newIndexPath(forOld: old) { moved[new] = height }
        }
        measuredListHeights = moved
    }
}
