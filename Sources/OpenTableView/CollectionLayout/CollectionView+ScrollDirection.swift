import Foundation

extension CollectionView {
    /// The axis a layout scrolls along, as UIKit's `UICollectionView.ScrollDirection`
    /// ([UICollectionView.ScrollDirection](https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection)):
    /// a flow layout's ``CollectionViewFlowLayout/scrollDirection`` and a compositional layout's
    /// configuration take it.
    public enum ScrollDirection: Int, Sendable, Hashable {
        /// The content scrolls up and down: lines of items are rows.
        case vertical = 0
        /// The content scrolls left and right: lines of items are columns.
        case horizontal = 1
    }
}
