import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// The work of ``reloadData()`` (and of setting the data source): counts forgotten, the
    /// displayed cells marked to end display at the next pass, the layout invalidated.
    func reloadDataImplementation() {
        content.countsLoaded = false
        updateState.noteReloadData()
        if !content.displayedCells.isEmpty { content.displayedCellsAreStale = true }
        layoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    /// Asks the data source for the counts when they were forgotten: `numberOfSections(in:)`,
    /// then `collectionView(_:numberOfItemsInSection:)` for every section in order, as UIKit
    /// does. Without a data source the collection view has no sections.
    ///
    /// - Complexity: O(sections) data-source calls after a reload; O(1) otherwise.
    func loadCountsIfNeeded() {
        guard !content.countsLoaded else { return }
        // Marked loaded first: a data source that asks the collection view for counts from its
        // own count methods gets the ones known so far, not an endless recursion.
        content.countsLoaded = true
        content.itemCounts = []
        guard let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        var counts: [Int] = []
        counts.reserveCapacity(Swift.max(0, sections))
        for section in 0..<Swift.max(0, sections) {
            counts.append(dataSource.collectionView(self, numberOfItemsInSection: section))
        }
        content.itemCounts = counts
    }

    /// ``numberOfItems(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedNumberOfItems(inSection section: Int) throws(TableViewException) -> Int {
        loadCountsIfNeeded()
        guard section >= 0 && section < content.itemCounts.count else {
            throw Messages.collectionViewSectionOutOfRange(section, sections: content.itemCounts.count)
        }
        return content.itemCounts[section]
    }

    /// Runs the layout's `prepare()` when it was invalidated, with the counts loaded first (the
    /// layout reads them through ``numberOfSections`` and ``numberOfItems(inSection:)``).
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        let layout = layoutStorage
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
    }
}
