import Foundation

/// The sizes a built-in layout keeps from self-sizing cells (the flow layout's
/// `estimatedItemSize` items, the list layout's rows), by index path, forgotten when the
/// collection view reloads its data. Through a batch update they follow their items inside the
/// layouts' `invalidateLayout(with:)`, which gets the batch on its context.
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
}

extension CollectionViewFlowLayout: SelfSizedMeasurements {
    func forgetMeasuredSizes() { measuredSizes = [:] }
}

extension CollectionViewCompositionalLayout: SelfSizedMeasurements {
    func forgetMeasuredSizes() { measuredListHeights = [:] }
}
