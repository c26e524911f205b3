import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// What a collection view knows about the updates in progress, one value with one owner
/// (`CollectionView.updateState`), beside ``CollectionViewContent``: the open batch, the cell a
/// reconfigure hands back from the dequeue, and the interactive movement.
struct CollectionViewUpdateState {
    /// How deeply `performBatchUpdates(_:completion:)` calls are nested; the outermost applies.
    var depth = 0
    /// The operations recorded in the open batch, in UIKit's coordinates (the core's
    /// `BatchUpdate`, whose rows are the collection view's items).
    var pending = BatchUpdate()
    /// Whether `reloadData()` (or a new data source) came inside the open batch: the batch then
    /// ends as a reload, its operations dropped, as the counts they refer to are gone.
    var reloadedDuringBatch = false
    /// The completions of nested batches, run when the outermost batch has been applied.
    var completions: [(Bool) -> Void] = []
    /// The displayed cell a reconfigure is asking the data source for: the dequeue of its
    /// identifier returns it, as UIKit's `reconfigureItems(at:)` reuses the existing cell.
    var reconfigureTarget: CollectionViewCell?
    /// The item being moved interactively: where it was when the movement began, and where it
    /// shows now.
    var movement: (original: IndexPath, current: IndexPath)?
    /// Whether the layout was told a batch's changes (`prepare(forCollectionViewUpdates:)`) and
    /// is owed `finalizeCollectionViewUpdates()` once the batch is laid out.
    var layoutUpdatesToFinalize = false
    /// The bounds before the collection view's size first changed inside an animation block
    /// since the last layout pass: the next pass is wrapped in the layout's
    /// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
    var animatedBoundsChangeOrigin: CGRect?

    /// Notes a reload of the data (`reloadData()` or a new data source).
    mutating func noteReloadData() {
        if depth > 0 { reloadedDuringBatch = true }
    }

    /// The reconfigure target when `identifier` is its reuse identifier, taken once.
    @MainActor mutating func takeReconfigureTarget(_ identifier: String) -> CollectionViewCell? {
        guard let target = reconfigureTarget, target.reuseIdentifier == identifier else { return nil }
        reconfigureTarget = nil
        return target
    }
}
