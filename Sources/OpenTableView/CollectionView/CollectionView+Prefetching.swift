import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Data prefetching, run at the end of each layout pass, as the table's
/// (`TableView+Prefetching.swift`), with the same bookkeeping (`RowState.movePrefetchWindow`).
///
/// As the content offset moves, the items the layout puts within one viewport beyond the visible
/// edge in the direction of the scroll (down, up, right or left: the axis that moved more) are
/// offered to ``CollectionView/prefetchDataSource``, nearest first, each once while it stays
/// wanted. Items on screen are never offered (their cells are requested now). When the scroll
/// reverses or jumps, items offered earlier that are neither wanted nor on screen are cancelled.
/// A layout pass that did not scroll prefetches nothing, so the first load prefetches nothing.
extension CollectionView {
    func updatePrefetching() {
        let offset = bounds.origin
        defer { content.lastPrefetchOffset = offset }
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            if !content.rowState.prefetched.isEmpty { content.rowState.prefetched.removeAll() }
            return
        }
        guard let last = content.lastPrefetchOffset, offset != last, bounds.width > 0, bounds.height > 0 else {
            return
        }
        var visible = Set<Int>(minimumCapacity: content.displayedCells.count)
        for entry in content.displayedCells.entries { visible.insert(globalIndex(of: entry.indexPath)) }
        let wanted = prefetchWindow(from: last, to: offset).map(globalIndex(of:)).filter { !visible.contains($0) }
        let (cancelled, offered) = content.rowState.movePrefetchWindow(wanted: wanted, isVisible: visible.contains)
        if !cancelled.isEmpty {
            let items = cancelled.map(indexPath(forGlobalItem:))
            recordCall(.cancelPrefetching(items), to: prefetcher)
            prefetcher.collectionView(self, cancelPrefetchingForItemsAt: items)
        }
        if !offered.isEmpty {
            let items = offered.map(indexPath(forGlobalItem:))
            recordCall(.prefetchItems(items), to: prefetcher)
            prefetcher.collectionView(self, prefetchItemsAt: items)
        }
    }

    /// The items the layout puts in the viewport beyond the visible edge the scroll from `last`
    /// to `offset` moves towards, nearest first (by the edge of their frames facing the visible
    /// area, then in index-path order away from it).
    private func prefetchWindow(from last: CGPoint, to offset: CGPoint) -> [IndexPath] {
        let dx = offset.x - last.x
        let dy = offset.y - last.y
        let window: CGRect
        let nearestFirst: (CollectionViewLayoutAttributes, CollectionViewLayoutAttributes) -> Bool
        if abs(dy) >= abs(dx) {
            if dy > 0 {
                window = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: bounds.height)
                nearestFirst = { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
            } else {
                window = CGRect(
                    x: bounds.minX, y: bounds.minY - bounds.height, width: bounds.width, height: bounds.height)
                nearestFirst = { ($0.frame.maxY, $0.indexPath) > ($1.frame.maxY, $1.indexPath) }
            }
        } else if dx > 0 {
            window = CGRect(x: bounds.maxX, y: bounds.minY, width: bounds.width, height: bounds.height)
            nearestFirst = { ($0.frame.minX, $0.indexPath) < ($1.frame.minX, $1.indexPath) }
        } else {
            window = CGRect(x: bounds.minX - bounds.width, y: bounds.minY, width: bounds.width, height: bounds.height)
            nearestFirst = { ($0.frame.maxX, $0.indexPath) > ($1.frame.maxX, $1.indexPath) }
        }
        // The window is usually inside the answer the layout pass keeps (it asks up to a
        // viewport ahead): the layout is asked only when it is not.
        let answered =
            content.layoutAnswer.elements(in: window, of: layoutStorage)
            ?? layoutStorage.layoutAttributesForElements(in: window) ?? []
        let items =
            answered
            .filter { $0.representedElementCategory == .cell && isItem($0.indexPath) }
        return items.sorted(by: nearestFirst).map(\.indexPath)
    }

    /// The global index of an item: the items of the sections before it, then its own index.
    /// - Complexity: O(1) after O(sections) once per reload.
    func globalIndex(of indexPath: IndexPath) -> Int {
        itemOffsets()[indexPath.section] + indexPath.item
    }

    /// The item at a global index.
    /// - Complexity: O(log sections).
    func indexPath(forGlobalItem global: Int) -> IndexPath {
        let offsets = itemOffsets()
        // The last section whose first global index is at most `global`: empty sections before
        // it share its first index and come earlier.
        var low = 0
        var high = offsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= global { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: global - offsets[low], section: low)
    }

    /// The first global index of every section, made once per load of the counts.
    private func itemOffsets() -> [Int] {
        if let offsets = content.itemOffsets { return offsets }
        var offsets: [Int] = []
        offsets.reserveCapacity(content.itemCounts.count)
        var total = 0
        for count in content.itemCounts {
            offsets.append(total)
            total += count
        }
        content.itemOffsets = offsets
        return offsets
    }
}
