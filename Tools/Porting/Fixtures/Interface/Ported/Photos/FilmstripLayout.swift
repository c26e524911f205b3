import OpenTableViewShim

/// Lays frames out in one row, each as tall as the collection view and 3:4 wide, with a gap.
class FilmstripLayout: UICollectionViewLayout {
	var gap: CGFloat = 4
	private var frames: [CGRect] = []

	override func prepare() {
		super.prepare()
		frames = []
		guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
		let height = collectionView.bounds.height
		let width = (height * 3 / 4).rounded()
		var x: CGFloat = 0
		for _ in 0..<collectionView.numberOfItems(inSection: 0) {
			frames.append(CGRect(x: x, y: 0, width: width, height: height))
			x += width + gap
		}
	}

	override var collectionViewContentSize: CGSize {
		guard let last = frames.last else { return .zero }
		return CGSize(width: last.maxX, height: last.height)
	}

	override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
		var result: [UICollectionViewLayoutAttributes] = []
		for (item, frame) in frames.enumerated() where frame.intersects(rect) {
			let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
			attributes.frame = frame
			result.append(attributes)
		}
		return result
	}

	override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
		guard indexPath.item < frames.count else { return nil }
		let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
		attributes.frame = frames[indexPath.item]
		return attributes
	}
}
