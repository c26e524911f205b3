import Foundation

/// Everything a collection view knows about its data and what is on screen, one value with one
/// owner (`CollectionView.content`), as the table's `TableContent`.
struct CollectionViewContent {
    /// Items per section, as the data source last answered; valid when ``countsLoaded``.
    var itemCounts: [Int] = []
    /// Whether ``itemCounts`` answers for the current data source and data.
    var countsLoaded = false
    /// Whether the displayed cells and supplementary views belong to data that was reloaded
    /// since: the next layout pass ends their display before it asks for views again.
    var displayedCellsAreStale = false
    /// The cells on screen, in index-path order: the display ledger (every cell here got
    /// `willDisplay` and gets `didEndDisplaying` when it leaves).
    var displayedCells = DisplayedItems()
    /// The layout pass's list of the cells the layout answered, kept between passes (emptied) so
    /// its storage is allocated once, as the table's pass scratch.
    var passScratch: [WantedCell] = []
    /// The layout's answer the passes work from, kept while it covers the visible bounds and the
    /// layout is not invalidated (``LayoutAnswer``).
    var layoutAnswer = LayoutAnswer()
    /// The pass's list of the kept elements that meet the visible bounds, kept between passes
    /// (emptied) as ``passScratch``.
    var visibleScratch: [CollectionViewLayoutAttributes] = []
    /// The attributes of the item whose cell the data source is being asked for, so the dequeue
    /// inside `cellForItemAt` frames the cell without asking the layout again.
    var pendingItem: (indexPath: IndexPath, attributes: CollectionViewLayoutAttributes)?
    /// The supplementary views on screen, by kind and index path: their display ledger (every
    /// view here got `willDisplaySupplementaryView` and gets `didEndDisplayingSupplementaryView`
    /// when it leaves).
    var displayedSupplementaryViews: [SupplementaryElement: CollectionReusableView] = [:]
    /// The decoration views on screen, by kind and index path, and those that left, by kind,
    /// to be used again (`CollectionView+DecorationViews.swift`).
    var displayedDecorationViews: [SupplementaryElement: CollectionReusableView] = [:]
    var decorationQueues: [String: [CollectionReusableView]] = [:]
    /// The attributes of the supplementary element whose view the data source is being asked for,
    /// as ``pendingItem`` for cells.
    var pendingSupplementary: (element: SupplementaryElement, attributes: CollectionViewLayoutAttributes)?
    /// Set by the data source protocol's default `viewForSupplementaryElementOfKind`: the data
    /// source does not implement it (UIKit's `respondsToSelector:` answer, found out by calling).
    var supplementaryViewProviderMissing = false
    /// The selected items and the items offered to the prefetch data source (by global item
    /// index): the table's row-keyed state, so updates move both with `RowState.remap(through:)`.
    var rowState = RowState()
    /// The first global item index of each section, made from ``itemCounts`` when first needed
    /// after the counts load (prefetching keys items by global index).
    var itemOffsets: [Int]?
    /// The bounds origin at the end of the last layout pass, from which prefetching tells the
    /// direction of a scroll; `nil` before the first pass.
    var lastPrefetchOffset: CGPoint?
    /// Displayed cells whose size was invalidated, measured again at the next layout pass
    /// (`CollectionView+SelfSizingInvalidation.swift`).
    var cellsNeedingRemeasure = SelfSizingInvalidationQueue<CollectionViewCell>()
    /// Whether a layout pass ran: a batch applied before the first pass leaves the cells to it.
    var wasLaidOut = false
    /// The context menu on screen, from the simulated long press until it goes away.
    var contextMenuSession: ContextMenuSession?
}
