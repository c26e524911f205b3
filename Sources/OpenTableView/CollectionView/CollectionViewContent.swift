import Foundation

/// Everything a collection view knows about its data and what is on screen, one value with one
/// owner (`CollectionView.content`), as the table's `TableContent`.
struct CollectionViewContent {
    /// Items per section, as the data source last answered; valid when ``countsLoaded``.
    var itemCounts: [Int] = []
    /// Whether ``itemCounts`` answers for the current data source and data.
    var countsLoaded = false
    /// Whether the displayed cells belong to data that was reloaded since: the next layout pass
    /// ends their display before it asks for cells again.
    var displayedCellsAreStale = false
    /// The cells on screen, by index path: the display ledger (every cell here got
    /// `willDisplay` and gets `didEndDisplaying` when it leaves).
    var displayedCells: [IndexPath: CollectionViewCell] = [:]
    /// The collection view's bounds at the end of the last layout pass, against which the next
    /// asks the layout whether a bounds change invalidates it.
    var lastLayoutBounds: CGRect?
    /// The attributes of the item whose cell the data source is being asked for, so the dequeue
    /// inside `cellForItemAt` frames the cell without asking the layout again.
    var pendingItem: (indexPath: IndexPath, attributes: CollectionViewLayoutAttributes)?
}
