import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// The work of ``reloadData()`` (and of setting the data source): counts forgotten, the
    /// displayed cells and supplementary views marked to end display at the next pass, the layout invalidated.
    func reloadDataImplementation() {
        content.countsLoaded = false
        // As the table's reload: the selection and the prefetched items are forgotten, and an
        // open batch's recorded updates with them.
        content.rowState.resetForReload()
        updateState.noteReloadData()
        if !content.displayedCells.isEmpty || !content.displayedSupplementaryViews.isEmpty {
            content.displayedCellsAreStale = true
        }
        invalidateWholeLayout(counts: true)
        setNeedsLayout()
    }

    /// Asks the data source for the counts when they were forgotten, trapping on a negative one.
    func loadCountsIfNeeded() {
        do {
            try checkedLoadCountsIfNeeded()
        } catch {
            raise(error)
        }
    }

    /// Asks the data source for the counts when they were forgotten: `numberOfSections(in:)`,
    /// then `collectionView(_:numberOfItemsInSection:)` for every section in order, as UIKit
    /// does. Without a data source the collection view has no sections. A negative count throws
    /// (OpenTableView's text, as the table's: Compatibility/Evidence.md, "Collection views") and
    /// leaves the counts forgotten, so nothing is laid out from half of them.
    ///
    /// - Complexity: O(sections) data-source calls after a reload; O(1) otherwise.
    func checkedLoadCountsIfNeeded() throws(TableViewException) {
        guard !content.countsLoaded else { return }
        // Marked loaded first: a data source that asks the collection view for counts from its
        // own count methods gets the ones known so far, not an endless recursion.
        content.countsLoaded = true
        content.itemCounts = []
        content.itemOffsets = nil
        guard let dataSource else { return }
        recordCall(.numberOfSections, to: dataSource)
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else {
            content.countsLoaded = false
            throw Messages.collectionViewNegativeSectionCount(sections)
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            recordCall(.numberOfItems(section), to: dataSource)
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard items >= 0 else {
                content.countsLoaded = false
                throw Messages.collectionViewNegativeItemCount(items, section: section)
            }
            counts.append(items)
        }
        content.itemCounts = counts
    }

    /// ``numberOfItems(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedNumberOfItems(inSection section: Int) throws(TableViewException) -> Int {
        try checkedLoadCountsIfNeeded()
        guard section >= 0 && section < content.itemCounts.count else {
            throw Messages.collectionViewSectionOutOfRange(section, sections: content.itemCounts.count)
        }
        return content.itemCounts[section]
    }

    /// Runs the layout's `prepare()` when it was invalidated, trapping on a negative count.
    func prepareLayoutIfNeeded() {
        do {
            try checkedPrepareLayoutIfNeeded()
        } catch {
            raise(error)
        }
    }

    /// Runs the layout's `prepare()` when it was invalidated, with the counts loaded first (the
    /// layout reads them through ``numberOfSections`` and ``numberOfItems(inSection:)``).
    func checkedPrepareLayoutIfNeeded() throws(TableViewException) {
        try checkedLoadCountsIfNeeded()
        let layout = layoutStorage
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        // The invalidation contexts' size adjustments, once the layout is prepared: "Changing the
        // value causes the collection view to add the specified height and width values to its
        // contentSize property" (Apple, `contentSizeAdjustment`). Added to the content size the
        // collection view has, before the offset moves (an offset adjusted past the old end lies
        // inside the adjusted content); the layout pass then takes the layout's
        // `collectionViewContentSize`, so a layout that reports the delta of its own size (as
        // apps' self-sizing layouts do) is not counted twice (Compatibility/Evidence.md,
        // "Invalidation context adjustments").
        let sizeAdjustment = layout.pendingContentSizeAdjustment
        if sizeAdjustment != .zero {
            layout.pendingContentSizeAdjustment = .zero
            contentSize = CGSize(
                width: contentSize.width + sizeAdjustment.width, height: contentSize.height + sizeAdjustment.height)
        }
        // The invalidation contexts' offset adjustments, once the layout is prepared, as UIKit's
        // collection view adds them ("Changing the value causes the collection view to add the
        // specified x and y values to its contentOffset property": Apple,
        // `contentOffsetAdjustment`).
        let adjustment = layout.pendingContentOffsetAdjustment
        if adjustment != .zero {
            layout.pendingContentOffsetAdjustment = .zero
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
    }
}
