import OpenTableViewShim

/// A plain view controller with a collection view among its subviews, laid out by the app's own
/// layout class, which the storyboard names.
final class ShelfViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    let books = ["Dune", "Emma", "Ulysses", "Beloved"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        books.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "BookCell", for: indexPath)
    }
}

/// Books side by side on a shelf: the app's `UICollectionViewLayout` subclass, created by the
/// storyboard through `init?(coder:)`.
final class ShelfLayout: UICollectionViewLayout {
    var bookWidth: CGFloat = 80

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        LoadingLog.record("ShelfLayout.init(coder:)")
    }

    override init() {
        super.init()
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let count = collectionView.numberOfItems(inSection: 0)
        return CGSize(width: CGFloat(count) * bookWidth, height: collectionView.bounds.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        return (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: CGFloat(indexPath.item) * bookWidth, y: 0, width: bookWidth,
            height: collectionView?.bounds.height ?? 0)
        return attributes
    }
}
