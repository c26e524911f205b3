import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// The layout pass, trapping on misuse as UIKit raises.
    func layoutPass() {
        do {
            try checkedLayoutPass()
        } catch {
            raise(error)
        }
    }

    /// One layout pass, in UIKit's order:
    ///
    /// 1. a bounds change since the last pass asks the layout
    ///    `shouldInvalidateLayout(forBoundsChange:)`, and invalidates it when it says so;
    /// 2. after a reload, the displayed cells end display (`didEndDisplaying`, back to the queue);
    /// 3. the counts are loaded and the layout prepared if it was invalidated; the content size
    ///    becomes the layout's `collectionViewContentSize`;
    /// 4. the layout's `layoutAttributesForElements(in:)` for the bounds gives the items on
    ///    screen: cells of items that left end display; cells that stay are framed again; items
    ///    that entered are asked of the data source in index-path order (`cellForItemAt`, the
    ///    dequeue framing the cell), added, and then `willDisplay`.
    ///
    /// Supplementary views' attributes are read but not shown yet.
    ///
    /// - Complexity: the layout's answer for the bounds (for the flow layout O(log sections +
    ///   visible items)) plus O(visible items) bookkeeping.
    func checkedLayoutPass() throws(TableViewException) {
        let layout = layoutStorage
        if let last = content.lastLayoutBounds, last != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout()
        }
        if content.displayedCellsAreStale {
            content.displayedCellsAreStale = false
            endDisplay(of: content.displayedCells.keys.sorted())
        }
        prepareLayoutIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        content.lastLayoutBounds = bounds

        var wanted: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: bounds) ?? []
        where attributes.representedElementCategory == .cell {
            wanted[attributes.indexPath] = attributes
        }
        endDisplay(of: content.displayedCells.keys.filter { wanted[$0] == nil }.sorted())
        for indexPath in wanted.keys.sorted() {
            guard let attributes = wanted[indexPath] else { continue }
            if let cell = content.displayedCells[indexPath] {
                if cell.frame != attributes.frame { apply(attributes, to: cell) }
                continue
            }
            try display(indexPath, attributes)
        }
    }

    /// Asks the data source for the cell of `indexPath`, frames it and displays it.
    private func display(_ indexPath: IndexPath, _ attributes: CollectionViewLayoutAttributes)
        throws(TableViewException)
    {
        guard let dataSource else { return }
        content.pendingItem = (indexPath, attributes)
        let cell = askingForCell { dataSource.collectionView(self, cellForItemAt: indexPath) }
        content.pendingItem = nil
        guard cell.reuseIdentifier != nil else { throw Messages.collectionViewCellWithoutReuseIdentifier() }
        if cell.frame != attributes.frame { cell.frame = attributes.frame }
        addSubview(cell)
        content.displayedCells[indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Ends the display of the cells of `indexPaths`: each leaves the screen, goes back to its
    /// queue, then the delegate's `didEndDisplaying` is called with it.
    private func endDisplay(of indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = content.displayedCells.removeValue(forKey: indexPath) else { continue }
            recycle(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }
}
