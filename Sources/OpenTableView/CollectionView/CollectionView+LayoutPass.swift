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
    /// 3. the layout's answer (`layoutAttributesForElements(in:)`, kept between passes and asked
    ///    only for what it lacks: ``LayoutAnswer``) gives the elements on screen, those whose
    ///    frames meet the bounds: cells, then supplementary views, of elements that left end display (in
    ///    index-path order); views that stay are framed again; elements that entered are asked of
    ///    the data source in the order the layout lists them (`cellForItemAt` or
    ///    `viewForSupplementaryElementOfKind`, the dequeue framing the view), added, and then
    ///    `willDisplay` or `willDisplaySupplementaryView`. The flow layout lists, per section, its
    ///    header, its items, its footer. Decoration views of the kinds registered on the layout
    ///    are shown behind the other views (`CollectionView+DecorationViews.swift`);
    /// 4. data prefetching moves with the scroll (`CollectionView+Prefetching.swift`).
    ///
    /// Bounds changes were put to the layout when they happened (`shouldInvalidateLayout(forBoundsChange:)`
    /// from the bounds setter, `CollectionView+LayoutObject.swift`), so a pass only prepares a
    /// layout that is invalid.
    ///
    /// - Complexity: the layout's answer for what the kept one lacks (for the flow layout
    ///   O(log sections + items answered)) plus O(kept elements) bookkeeping: about three
    ///   viewports' worth at most.
    func checkedLayoutPass() throws(TableViewException) {
        // The first item that stayed on screen through the first pass: the passes that lay
        // measured items out again keep it where it was (``ItemKeptInPlace``).
        var kept = try layoutPassOnce(keeping: nil)
        // Displayed cells that invalidated their size since the last pass are measured again
        // (`CollectionView+SelfSizingInvalidation.swift`); a new size is laid out below.
        remeasureInvalidatedCells()
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
            let shown = Set(content.displayedCells.indexPaths)
            kept = try layoutPassOnce(keeping: kept)
            let showsNewItems = content.displayedCells.indexPaths.contains { !shown.contains($0) }
            passesWithoutNewItems = showsNewItems ? 0 : passesWithoutNewItems + 1
        }
    }

    /// One pass of ``checkedLayoutPass()``.
    ///
    /// The cells the layout answers are compared with the ledger (``DisplayedItems``, in
    /// index-path order) by one walk down both when the layout lists its cells in index-path
    /// order, as the built-in layouts do: no dictionary, no hashing. A cell that stays is framed
    /// again only when its frame changed, so a scroll step over an unchanged layout touches the
    /// cells at the ends only. An app's layout that lists its cells in another order, or one
    /// twice, is sorted first (the first of the same item counts, as before).
    ///
    /// `kept`: the item a previous pass of the same layout left on screen, kept in place once the
    /// layout is prepared again (``keepInPlace(_:)``). Returns the item to keep in the passes
    /// that follow: `kept`, or on a first pass the first item that was on screen before it and
    /// stays (when the layout keeps items in place while measuring).
    private func layoutPassOnce(keeping kept: ItemKeptInPlace?) throws(TableViewException) -> ItemKeptInPlace? {
        let layout = layoutStorage
        // The geometry the layout was prepared for changed (a width change the layout kept its
        // lines through when it was asked from the bounds setter, which sees the old bounds; an
        // inset, safe-area or margin change): it prepares again from scratch.
        if layout.preparedGeometryIsStale() {
            if layout.needsPrepare { layout.discardPreparedGeometry() } else { layout.invalidateLayout() }
        }
        if content.displayedCellsAreStale {
            content.displayedCellsAreStale = false
            endDisplayOfAllCells()
            endSupplementaryDisplay(of: content.displayedSupplementaryViews.keys.sorted())
        }
        try checkedPrepareLayoutIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        var kept = kept
        keepInPlace(&kept)

        var elements = content.visibleScratch
        content.visibleScratch = []
        askLayoutIfNeeded(layout)
        defer {
            elements.removeAll(keepingCapacity: true)
            content.visibleScratch = elements
        }
        // The cells the layout answers, in its order; whether that is index-path order with each
        // item once (the walk against the ledger needs it).
        // The scratch list is stored empty (emptied at the end of the pass that used it).
        var wanted = content.passScratch
        content.passScratch = []
        var inOrder = true
        var wantedSupplementary: [SupplementaryElement: CollectionViewLayoutAttributes] = [:]
        var hasSupplementary = false
        // The common case (cells only, in index-path order) read from what the kept answer read
        // of its elements when they were answered; else the elements are gone through here.
        if !content.layoutAnswer.orderedCells(meeting: bounds, into: &wanted) {
            content.layoutAnswer.elements(meeting: bounds, into: &elements)
            wanted.removeAll(keepingCapacity: true)
            wanted.reserveCapacity(elements.count)
            collectWanted(elements, into: &wanted, inOrder: &inOrder, supplementary: &wantedSupplementary)
            hasSupplementary = !wantedSupplementary.isEmpty
        }
        if !inOrder { wanted = Self.inIndexPathOrder(wanted) }
        defer {
            wanted.removeAll(keepingCapacity: true)
            content.passScratch = wanted
        }
        let stayed = try updateDisplay(
            wanted: wanted, elements: elements, inOrder: inOrder, supplementary: wantedSupplementary,
            hasSupplementary: hasSupplementary)
        if !layout.decorationViewClasses.isEmpty || !content.displayedDecorationViews.isEmpty {
            updateDecorationViews(layout)
        }
        updatePrefetching()
        content.wasLaidOut = true
        if kept != nil { return kept }
        guard let stayed, layout.keepsItemsInPlaceWhileMeasuring else { return nil }
        return ItemKeptInPlace(stayed, alongX: layout.scrollsHorizontally)
    }

    /// The cells and supplementary views among `elements` (the layout's answer that meets the
    /// bounds, in its order): the cells into `wanted`, in that order, and whether that is
    /// index-path order with each item once; the supplementary views by element (the first
    /// listed counts).
    private func collectWanted(
        _ elements: [CollectionViewLayoutAttributes], into wanted: inout [WantedCell], inOrder: inout Bool,
        supplementary wantedSupplementary: inout [SupplementaryElement: CollectionViewLayoutAttributes]
    ) {
        var lastSection = Int.min
        var lastItem = Int.min
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell:
                let indexPath = attributes.indexPath
                let section = indexPath.section
                let item = indexPath.item
                if inOrder && !(lastSection < section || (lastSection == section && lastItem < item)) {
                    inOrder = false
                }
                lastSection = section
                lastItem = item
                wanted.append(WantedCell(section: section, item: item, attributes: attributes, frame: attributes.frame))
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                let element = SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
                guard wantedSupplementary[element] == nil else { continue }
                wantedSupplementary[element] = attributes
            case .decorationView:
                continue
            }
        }
    }

    /// The display brought to what the layout answered: cells that left end display, then
    /// supplementary views that left, then the wanted elements are framed again or displayed,
    /// in index-path order when the cells are all there is and come in that order, else in the
    /// layout's order (`elements`). Returns the first cell in index-path order that was on screen
    /// before and stays.
    private func updateDisplay(
        wanted: [WantedCell], elements: [CollectionViewLayoutAttributes], inOrder: Bool,
        supplementary wantedSupplementary: [SupplementaryElement: CollectionViewLayoutAttributes],
        hasSupplementary: Bool
    ) throws(TableViewException) -> WantedCell? {
        // Cells that left, in index-path order: the ledger's entries the answer misses. Read by
        // field, so no cell is retained for the walk.
        var leaving: [Int] = []
        do {
            // A copy of the ledger's array for the walk only: alive while the ledger changes
            // below, it would make the ledger copy its array.
            var next = 0
            let entries = content.displayedCells.entries
            for position in entries.indices {
                let section = entries[position].section
                let item = entries[position].item
                while next < wanted.count && wanted[next].precedes(section: section, item: item) { next += 1 }
                if next < wanted.count && wanted[next].section == section && wanted[next].item == item { continue }
                leaving.append(position)
            }
        }
        if !leaving.isEmpty { endDisplay(atPositions: leaving) }
        if hasSupplementary || !content.displayedSupplementaryViews.isEmpty {
            endSupplementaryDisplay(
                of: content.displayedSupplementaryViews.keys.filter { wantedSupplementary[$0] == nil }.sorted())
        }
        var stayed: WantedCell?
        if !hasSupplementary && inOrder {
            // The common case: cells only, in order. Entering cells are asked in order.
            for candidate in wanted {
                if try place(candidate), stayed == nil { stayed = candidate }
            }
        } else {
            // The layout's order, supplementary views among the cells, each element once.
            for attributes in elements {
                switch attributes.representedElementCategory {
                case .cell:
                    let indexPath = attributes.indexPath
                    guard let position = Self.position(in: wanted, section: indexPath.section, item: indexPath.item),
                        wanted[position].attributes === attributes
                    else { continue }
                    let candidate = wanted[position]
                    if try place(candidate), stayed.map({ candidate.precedes($0) }) ?? true { stayed = candidate }
                case .supplementaryView:
                    guard let kind = attributes.representedElementKind else { continue }
                    let element = SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
                    guard wantedSupplementary[element] === attributes else { continue }
                    if let view = content.displayedSupplementaryViews[element] {
                        if !view.frame.hasSameValues(as: attributes.frame) { apply(attributes, to: view) }
                        continue
                    }
                    try displaySupplementary(element, attributes)
                case .decorationView:
                    continue
                }
            }
        }
        return stayed
    }

    /// Brings the kept layout answer (``LayoutAnswer``) to cover the visible bounds: asks the
    /// layout for them, for the strip the answer lacks, or nothing.
    private func askLayoutIfNeeded(_ layout: CollectionViewLayout) {
        let visible = bounds
        switch content.layoutAnswer.request(for: visible, layout: layout) {
        case .none:
            return
        case .whole(let rect):
            // Let go of the kept answer first: a built-in layout hands out again the objects of
            // its last answer that nothing else holds (`CellAttributesReuse`).
            content.layoutAnswer.discard()
            let answer = layout.layoutAttributesForElements(in: rect) ?? []
            content.layoutAnswer.replace(with: answer, for: rect, of: layout)
        case .strip(let strip):
            let answer = layout.layoutAttributesForElements(in: strip.rect) ?? []
            content.layoutAnswer.extend(with: answer, strip)
        }
    }

    /// A cell the layout answered: frames the displayed one again when its frame changed, or
    /// asks the data source for it. Returns whether the cell was on screen already.
    @discardableResult
    private func place(_ candidate: WantedCell) throws(TableViewException) -> Bool {
        let attributes = candidate.attributes
        if let position = content.displayedCells.index(section: candidate.section, item: candidate.item) {
            let cell = content.displayedCells.entries[position].cell
            let frame = candidate.frame
            let current = cell.frame
            if !current.hasSameValues(as: frame) {
                let acrossChanged =
                    layoutStorage.scrollsHorizontally ? current.height != frame.height : current.width != frame.width
                apply(attributes, to: cell)
                // A self-sizing cell made wider or narrower (taller or shorter in a layout that
                // scrolls along x) is measured again, as a table's rows are when its width changes.
                if acrossChanged { askPreferredAttributes(of: cell, attributes) }
            }
            return true
        }
        try display(candidate.section, candidate.item, attributes)
        return false
    }

    /// `cells` in index-path order, each item once (the first the layout listed).
    private static func inIndexPathOrder(_ cells: [WantedCell]) -> [WantedCell] {
        var sorted: [WantedCell] = []
        sorted.reserveCapacity(cells.count)
        // Stable: of two answers for one item, the one listed first is kept.
        let ordered = cells.enumerated().sorted {
            $0.element.precedes($1.element) || (!$1.element.precedes($0.element) && $0.offset < $1.offset)
        }
        for (_, cell) in ordered {
            if let last = sorted.last, last.section == cell.section, last.item == cell.item { continue }
            sorted.append(cell)
        }
        return sorted
    }

    /// The position of the item `item` of `section` in `cells` (in index-path order).
    private static func position(in cells: [WantedCell], section: Int, item: Int) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let cell = cells[middle]
            if cell.section < section || (cell.section == section && cell.item < item) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < cells.count, cells[low].section == section, cells[low].item == item else { return nil }
        return low
    }

    /// Asks the data source for the cell of the item `item` of `section`, frames it and displays
    /// it.
    private func display(_ section: Int, _ item: Int, _ attributes: CollectionViewLayoutAttributes)
        throws(TableViewException)
    {
        guard let dataSource else { return }
        let indexPath = IndexPath(item: item, section: section)
        content.pendingItem = (indexPath, attributes)
        recordCall(.cellForItem(indexPath), to: dataSource)
        let cell = askingForCell { dataSource.collectionView(self, cellForItemAt: indexPath) }
        content.pendingItem = nil
        guard cell.reuseIdentifier != nil else { throw Messages.collectionViewCellWithoutReuseIdentifier() }
        if !cell.frame.hasSameValues(as: attributes.frame) { cell.frame = attributes.frame }
        // The cell shows its item's selection, whatever it showed for the item it had before.
        let selected = !content.rowState.selected.isEmpty && content.rowState.selected.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        // A reused cell does not keep the swiped state of the item it showed before.
        cell.setSwipedForConfiguration(content.rowState.swiped.map { $0.indexPath == indexPath } ?? false)
        // The configuration update the cell asked for (a new cell, a new update handler) runs
        // before it is displayed, as the table's.
        cell.updateConfigurationIfNeeded()
        addSubview(cell)
        content.displayedCells.insert(cell, section: section, item: item)
        askPreferredAttributes(of: cell, attributes)
        recordCall(.willDisplay(indexPath), to: collectionDelegate)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Self-sizing (a flow layout's estimated item size, a list's rows): the cell's preferred
    /// attributes for `attributes`; a different size invalidates the layout for the next pass.
    func askPreferredAttributes(of cell: CollectionViewCell, _ attributes: CollectionViewLayoutAttributes) {
        let layout = layoutStorage
        guard layout.asksPreferredAttributes else { return }
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layout.invalidateLayout(
                with: layout.invalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        }
    }

    /// Ends the display of the ledger's cells at `positions` (ascending), in that order: each
    /// leaves the ledger and the screen, goes back to its queue, then the delegate's
    /// `didEndDisplaying` is called with it.
    private func endDisplay(atPositions positions: [Int]) {
        // Removed one at a time, so the delegate sees the cells still to go as displayed; the
        // later positions move down by the cells already removed.
        for (removed, position) in positions.enumerated() {
            let entry = content.displayedCells.remove(at: position - removed)
            endDisplay(entry.cell, at: entry.indexPath)
        }
    }

    /// Ends the display of every displayed cell, in index-path order (after a reload).
    private func endDisplayOfAllCells() {
        while !content.displayedCells.isEmpty {
            let entry = content.displayedCells.remove(at: 0)
            endDisplay(entry.cell, at: entry.indexPath)
        }
    }

    /// A cell taken off the ledger: off the screen, back to its queue, then `didEndDisplaying`.
    private func endDisplay(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        recycle(cell)
        recordCall(.didEndDisplaying(indexPath), to: collectionDelegate)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
}

/// A cell the layout answered in a layout pass: its item and attributes.
struct WantedCell {
    var section: Int
    var item: Int
    var attributes: CollectionViewLayoutAttributes
    /// `attributes.frame`, read when the attributes were answered.
    var frame: CGRect

    /// Whether this cell's item comes before the item `item` of `section` in index-path order.
    @inline(__always) func precedes(section: Int, item: Int) -> Bool {
        self.section < section || (self.section == section && self.item < item)
    }

    /// Whether this cell's item comes before `other`'s in index-path order.
    @inline(__always) func precedes(_ other: WantedCell) -> Bool {
        section < other.section || (section == other.section && item < other.item)
    }
}
