import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Scrolling to items and the point and cell queries: `scrollToItem(at:at:animated:)`,
/// `indexPathForItem(at:)`, `indexPath(for:)`.
extension CollectionView {
    /// ``scrollToItem(at:at:animated:)``, throwing UIKit's exception for an index path out of
    /// range (or a scroll position whose options exclude each other) before anything moves.
    ///
    /// The layout is prepared and the content size brought up to date first, then the item's frame
    /// from `layoutAttributesForItem(at:)` is put where `scrollPosition` says inside the bounds less
    /// the adjusted content insets, on each axis that has an option; an axis without one keeps its
    /// offset, as `[]` keeps both ("Don't scroll the item into view": Apple,
    /// `UICollectionViewScrollPositionNone`). The offset is then clamped to the content, from
    /// `-adjustedContentInset.top` to `contentSize.height + adjustedContentInset.bottom - bounds.height`
    /// (and the same across).
    func checkedScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
        throws(TableViewException)
    {
        try checkScrollTarget(indexPath)
        try checkScrollPosition(scrollPosition)
        try checkedPrepareLayoutIfNeeded()
        let layout = layoutStorage
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let target = contentOffset(showing: frame, at: scrollPosition)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Throws UIKit's out-of-bounds exception when `indexPath` is not an item.
    func checkScrollTarget(_ indexPath: IndexPath) throws(TableViewException) {
        try checkedLoadCountsIfNeeded()
        let sections = content.itemCounts.count
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections else {
            throw Messages.collectionViewScrollSectionOutOfBounds(
                indexPath.count == 2 ? indexPath.section : -1, sections: sections)
        }
        let items = content.itemCounts[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < items else {
            throw Messages.collectionViewScrollItemOutOfBounds(indexPath.item, items: items, section: indexPath.section)
        }
    }

    /// Throws when `position` holds two options of one axis.
    private func checkScrollPosition(_ position: ScrollPosition) throws(TableViewException) {
        let vertical: [(ScrollPosition, String)] = [
            (.top, "top"), (.centeredVertically, "centeredVertically"), (.bottom, "bottom"),
        ]
        let horizontal: [(ScrollPosition, String)] = [
            (.left, "left"), (.centeredHorizontally, "centeredHorizontally"), (.right, "right"),
        ]
        for axis in [vertical, horizontal] {
            let names = axis.filter { position.contains($0.0) }.map(\.1)
            if names.count > 1 { throw Messages.collectionViewScrollPositionConflict(names) }
        }
    }

    /// The clamped content offset that puts `frame` at `position`.
    private func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY + inset.bottom - bounds.height
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - (bounds.width - inset.left - inset.right) / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX + inset.right - bounds.width
        }
        let maxX = Swift.max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = Swift.max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = Swift.min(Swift.max(offset.x, -inset.left), maxX)
        offset.y = Swift.min(Swift.max(offset.y, -inset.top), maxY)
        return offset
    }

    /// The work of ``indexPathForItem(at:)``: the item whose frame, from the layout, contains
    /// `point` (in content coordinates); among overlapping items the one with the highest
    /// `zIndex`, then the first in index-path order. Items off screen count too, as the layout
    /// answers for them.
    func indexPathForItemImplementation(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        var best: CollectionViewLayoutAttributes?
        for attributes in layoutStorage.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && attributes.frame.contains(point) {
            if let current = best,
                current.zIndex > attributes.zIndex
                    || (current.zIndex == attributes.zIndex && current.indexPath <= attributes.indexPath)
            {
                continue
            }
            best = attributes
        }
        return best?.indexPath
    }

    /// The work of ``indexPath(for:)``: the index path of a displayed cell.
    /// - Complexity: O(visible cells).
    func indexPathImplementation(for cell: CollectionViewCell) -> IndexPath? {
        content.displayedCells.indexPath(of: cell)
    }
}
