import Foundation

extension CollectionView {
    /// Whether a self-sizing cell that invalidates its size is measured again, as UIKit's
    /// `UICollectionView.SelfSizingInvalidation` (iOS 16+), for
    /// ``CollectionView/selfSizingInvalidation``: the table's type, as the two have the same
    /// cases, raw values and meaning (`.disabled` 0, `.enabled` 1, `.enabledIncludingConstraints`
    /// 2; Apple, `UICollectionView.SelfSizingInvalidation`).
    public typealias SelfSizingInvalidation = TableView.SelfSizingInvalidation
}

/// Self-sizing invalidation in the collection view, as the table's
/// (`TableView+SelfSizingInvalidation.swift`): a displayed cell whose content changed is measured
/// again at the next layout pass, and the layout takes its new size, as iOS 16 does (WWDC22
/// "What's new in UIKit"; Apple, `UICollectionView.SelfSizingInvalidation`: "calling
/// `invalidateIntrinsicContentSize()` on a self-sizing cell or its `contentView`", and a cell
/// whose content configuration is set).
///
/// The cell measured is the one on screen, as it is now: the data source is not asked again. The
/// cell is measured as every self-sizing cell is (its `preferredLayoutAttributesFitting(_:)`, then
/// the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`),
/// so only a layout that sizes items from their cells resizes it: a flow layout with an estimated
/// item size, a compositional layout with estimated dimensions, a list.
extension CollectionView {
    /// A displayed cell (or its content view) invalidated its size, or got a new content
    /// configuration.
    func cellDidInvalidateSize(_ cell: CollectionViewCell) {
        guard selfSizingInvalidation != .disabled, cell.superviewStorage === self,
            content.displayedCells.indexPath(of: cell) != nil
        else { return }
        content.cellsNeedingRemeasure.note(cell)
        setNeedsLayout()
    }

    /// Measures the invalidated cells still on screen against the layout's attributes for their
    /// items; a new size invalidates the layout, and the layout pass lays the items out again.
    /// Run once the layout pass has laid the items out (the layout is prepared).
    func remeasureInvalidatedCells() {
        guard !content.cellsNeedingRemeasure.isEmpty else { return }
        let cells = content.cellsNeedingRemeasure.take()
        let layout = layoutStorage
        guard layout.asksPreferredAttributes else { return }
        for cell in cells {
            guard let indexPath = content.displayedCells.indexPath(of: cell),
                let attributes = layout.layoutAttributesForItem(at: indexPath)
            else { continue }
            askPreferredAttributes(of: cell, attributes)
        }
    }
}
