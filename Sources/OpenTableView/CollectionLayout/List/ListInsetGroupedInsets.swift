import Foundation

extension CollectionViewCompositionalLayout {
    /// How far an `.insetGrouped` list section's rows, headers and footers are inset from the
    /// sides of the content area: as far as an `.insetGrouped` table's rows from its sides, the
    /// table's side layout margin (`TableMetrics.sideLayoutMargin`, 16 points on this iPhone)
    /// beyond the safe area, less what the adjusted content inset already keeps clear.
    ///
    /// UIKit's `.insetGrouped` list appearance insets its sections as the table style does
    /// ([insetGrouped](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum/insetgrouped));
    /// Apple does not document the amount. The list is laid out as the table of its style
    /// (Compatibility/Evidence.md, "Inset grouped sections"), so the amount does not follow the
    /// collection view's own ``View/layoutMargins``, which default to 8 points.
    ///
    /// - Complexity: O(1).
    func insetGroupedSideInsets() -> (leading: CGFloat, trailing: CGFloat) {
        guard let collectionView else { return (TableMetrics.sideLayoutMargin, TableMetrics.sideLayoutMargin) }
        let safe = collectionView.safeAreaInsets
        let inset = collectionView.adjustedContentInset
        return (
            Swift.max(0, safe.left + TableMetrics.sideLayoutMargin - inset.left),
            Swift.max(0, safe.right + TableMetrics.sideLayoutMargin - inset.right)
        )
    }
}
