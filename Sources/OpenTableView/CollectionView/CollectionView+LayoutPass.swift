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
    /// 1. after a reload, the displayed cells and supplementary views end display
    ///    (`didEndDisplaying`, `didEndDisplayingSupplementaryView`, back to their queues);
    /// 2. the counts are loaded and the layout prepared if it was invalidated; the content size
    ///    becomes the layout's `collectionViewContentSize`;
    /// 3. the layout's `layoutAttributesForElements(in:)` for the bounds gives the elements on
    ///    screen: cells, then supplementary views, of elements that left end display (in
    ///    index-path order); views that stay are framed again; elements that entered are asked of
    ///    the data source in the order the layout lists them (`cellForItemAt` or
    ///    `viewForSupplementaryElementOfKind`, the dequeue framing the view), added, and then
    ///    `willDisplay` or `willDisplaySupplementaryView`. The flow layout lists, per section, its
    ///    header, its items, its footer. Decoration views are not shown;
    /// 4. data prefetching moves with the scroll (`CollectionView+Prefetching.swift`).
    ///
    /// Bounds changes were put to the layout when they happened (`shouldInvalidateLayout(forBoundsChange:)`
    /// from the bounds setter, `CollectionView+LayoutObject.swift`), so a pass only prepares a
    /// layout that is invalid.
    ///
    /// - Complexity: the layout's answer for the bounds (for the flow layout O(log sections +
    ///   visible items)) plus O(visible elements) bookkeeping.
    func checkedLayoutPass() throws(TableViewException) {
        try layoutPassOnce()
        // A self-sizing cell that answered another size invalidated the layout while it was
        // displayed: the items are laid out again with it (the cells that stay are framed again,
        // those that left end display, new ones are asked and measured). Each pass that shows
        // new items makes progress (rows far smaller than their estimate take many: 8-point
        // rows under 44-point estimates fill a tall screen in about 20), so the passes go on
        // while they do; 16 passes in a row without a new item end it, as a cell could answer
        // differently each time.
        var passesWithoutNewItems = 0
        var passes = 1
        while layoutStorage.needsPrepare && layoutStorage.asksPreferredAttributes && passesWithoutNewItems < 16
            && passes < 4096
        {
            passes += 1
            let shown = Set(content.displayedCells.keys)
            try layoutPassOnce()
            let showsNewItems = content.displayedCells.keys.contains { !shown.contains($0) }
            passesWithoutNewItems = showsNewItems ? 0 : passesWithoutNewItems + 1
        }
    }

    /// One pass of ``checkedLayoutPass()``.
    private func layoutPassOnce() throws(TableViewException) {
        let layout = layoutStorage
        // The geometry the layout was prepared for changed (a width change the layout kept its
        // lines through when it was asked from the bounds setter, which sees the old bounds; an
        // inset, safe-area or margin change): it prepares again from scratch.
        if layout.preparedGeometryIsStale() {
            if layout.needsPrepare { layout.discardPreparedGeometry() } else { layout.invalidateLayout() }
        }
        if content.displayedCellsAreStale {
            content.displayedCellsAreStale = false
            endDisplay(of: content.displayedCells.keys.sorted())
            endSupplementaryDisplay(of: content.displayedSupplementaryViews.keys.sorted())
        }
        try checkedPrepareLayoutIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }

        let elements = layout.layoutAttributesForElements(in: bounds) ?? []
        // Sized for the elements up front: grown from empty, the dictionary was rehashed four or
        // five times a pass, a twentieth of a list's scroll.
        var wantedCells: [IndexPath: CollectionViewLayoutAttributes] = Dictionary(minimumCapacity: elements.count)
        var wantedSupplementary: [SupplementaryElement: CollectionViewLayoutAttributes] = [:]
        // The elements in the layout's order, each once.
        var ordered: [CollectionViewLayoutAttributes] = []
        ordered.reserveCapacity(elements.count)
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell:
                guard wantedCells[attributes.indexPath] == nil else { continue }
                wantedCells[attributes.indexPath] = attributes
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                let element = SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
                guard wantedSupplementary[element] == nil else { continue }
                wantedSupplementary[element] = attributes
            case .decorationView:
                continue
            }
            ordered.append(attributes)
        }
        endDisplay(of: content.displayedCells.keys.filter { wantedCells[$0] == nil }.sorted())
        endSupplementaryDisplay(
            of: content.displayedSupplementaryViews.keys.filter { wantedSupplementary[$0] == nil }.sorted())
        for attributes in ordered {
            if let kind = attributes.representedElementKind, attributes.representedElementCategory == .supplementaryView
            {
                let element = SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
                if let view = content.displayedSupplementaryViews[element] {
                    if view.frame != attributes.frame { apply(attributes, to: view) }
                    continue
                }
                try displaySupplementary(element, attributes)
            } else {
                if let cell = content.displayedCells[attributes.indexPath] {
                    if cell.frame != attributes.frame {
                        let widthChanged = cell.frame.width != attributes.frame.width
                        apply(attributes, to: cell)
                        // A self-sizing cell made wider or narrower is measured again, as a
                        // table's rows are when its width changes.
                        if widthChanged { askPreferredAttributes(of: cell, attributes) }
                    }
                    continue
                }
                try display(attributes.indexPath, attributes)
            }
        }
        updatePrefetching()
        content.wasLaidOut = true
    }

    /// Asks the data source for the cell of `indexPath`, frames it and displays it.
    private func display(_ indexPath: IndexPath, _ attributes: CollectionViewLayoutAttributes)
        throws(TableViewException)
    {
        guard let dataSource else { return }
        content.pendingItem = (indexPath, attributes)
        recordCall(.cellForItem(indexPath), to: dataSource)
        let cell = askingForCell { dataSource.collectionView(self, cellForItemAt: indexPath) }
        content.pendingItem = nil
        guard cell.reuseIdentifier != nil else { throw Messages.collectionViewCellWithoutReuseIdentifier() }
        if cell.frame != attributes.frame { cell.frame = attributes.frame }
        // The cell shows its item's selection, whatever it showed for the item it had before.
        let selected = content.rowState.selected.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        // A reused cell does not keep the swiped state of the item it showed before.
        cell.setSwipedForConfiguration(content.rowState.swiped.map { $0.indexPath == indexPath } ?? false)
        // The configuration update the cell asked for (a new cell, a new update handler) runs
        // before it is displayed, as the table's.
        cell.updateConfigurationIfNeeded()
        addSubview(cell)
        content.displayedCells[indexPath] = cell
        askPreferredAttributes(of: cell, attributes)
        recordCall(.willDisplay(indexPath), to: collectionDelegate)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Self-sizing (a flow layout's estimated item size, a list's rows): the cell's preferred
    /// attributes for `attributes`; a different size invalidates the layout for the next pass.
    private func askPreferredAttributes(of cell: CollectionViewCell, _ attributes: CollectionViewLayoutAttributes) {
        let layout = layoutStorage
        guard layout.asksPreferredAttributes else { return }
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layout.invalidateLayout(
                with: layout.invalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        }
    }

    /// Ends the display of the cells of `indexPaths`: each leaves the screen, goes back to its
    /// queue, then the delegate's `didEndDisplaying` is called with it.
    private func endDisplay(of indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = content.displayedCells.removeValue(forKey: indexPath) else { continue }
            recycle(cell)
            recordCall(.didEndDisplaying(indexPath), to: collectionDelegate)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }
}
