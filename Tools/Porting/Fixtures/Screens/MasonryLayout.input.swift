import UIKit

@MainActor  // added when the app moved to Swift 6: its layout asks from the main actor
protocol MasonryLayoutDelegate: class {
    /// The height of the item's photo at the column width the layout gives it.
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

/// Columns of unequal items, each item placed in the shortest column so far (a "Pinterest"
/// layout). Computes every item's attributes once in `prepare()` and keeps them.
class MasonryLayout: UICollectionViewLayout {

    weak var delegate: MasonryLayoutDelegate?
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6

    private var cache = [UICollectionViewLayoutAttributes]()
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else {
            return 0
        }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        cache.removeAll()
    }

    override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView = collectionView, collectionView.numberOfSections > 0 else {
            return
        }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var xOffset = [CGFloat]()
        for column in 0 ..< numberOfColumns {
            xOffset.append(CGFloat(column) * columnWidth)
        }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        contentHeight = 0

        for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            // The shortest column takes the next item.
            var column = 0
            for candidate in 1 ..< numberOfColumns where yOffset[candidate] < yOffset[column] {
                column = candidate
            }
            let photoHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath, width: columnWidth - cellPadding * 2) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < cache.count else { return nil }
        return cache[indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return newBounds.width != collectionView.bounds.width
    }
}
