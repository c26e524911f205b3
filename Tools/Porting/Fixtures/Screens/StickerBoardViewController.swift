import OpenTableViewShim

/// Stickers on a board the user can rearrange with a long press, whose images load ahead of
/// scrolling (prefetching), and which offer Duplicate and Delete in a context menu.
class StickerBoardViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {

	// otv-port: was an @IBOutlet: create this view in code
	var collectionView: UICollectionView!

	var stickers: [String] = []
	private(set) var loading: Set<Int> = []
	private(set) var loaded: [String: UIImage] = [:]
	private var longPress: UILongPressGestureRecognizer!

	override func loadView() {
		super.loadView()
		let layout = UICollectionViewFlowLayout()
		layout.itemSize = CGSize(width: 96, height: 96)
		layout.minimumInteritemSpacing = 8
		layout.minimumLineSpacing = 8
		layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
		let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
		collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
		view.addSubview(collectionView)
		self.collectionView = collectionView
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		collectionView.register(StickerCell.self, forCellWithReuseIdentifier: StickerCell.identifier)
		collectionView.dataSource = self
		collectionView.delegate = self
		collectionView.prefetchDataSource = self
		longPress = UILongPressGestureRecognizer { [weak self] recognizer in self?.handleLongPress(recognizer) }
		collectionView.addGestureRecognizer(longPress)
	}

	func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
		switch gesture.state {
		case .began:
			guard let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { break }
			collectionView.beginInteractiveMovementForItem(at: indexPath)
		case .changed:
			collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
		case .ended:
			collectionView.endInteractiveMovement()
		default:
			collectionView.cancelInteractiveMovement()
		}
	}

	func image(for sticker: String) -> UIImage? {
		return loaded[sticker]
	}

	// MARK: - UICollectionViewDataSource

	func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
		return stickers.count
	}

	func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
		let cell = collectionView.dequeueReusableCell(withReuseIdentifier: StickerCell.identifier, for: indexPath) as! StickerCell
		let sticker = stickers[indexPath.item]
		cell.caption.text = sticker
		cell.imageView.image = image(for: sticker)
		return cell
	}

	func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
		return true
	}

	func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
		let sticker = stickers.remove(at: sourceIndexPath.item)
		stickers.insert(sticker, at: destinationIndexPath.item)
	}

	// MARK: - UICollectionViewDataSourcePrefetching

	func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
		for indexPath in indexPaths {
			loading.insert(indexPath.item)
		}
	}

	func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
		for indexPath in indexPaths {
			loading.remove(indexPath.item)
		}
	}

	// MARK: - UICollectionViewDelegate

	func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
		let sticker = stickers[indexPath.item]
		return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
			let duplicate = UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square")) { _ in
				self.stickers.insert(sticker, at: indexPath.item + 1)
				collectionView.insertItems(at: [IndexPath(item: indexPath.item + 1, section: 0)])
			}
			let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
				self.stickers.remove(at: indexPath.item)
				collectionView.deleteItems(at: [indexPath])
			}
			return UIMenu(title: "", children: [duplicate, delete])
		}
	}
}

class StickerCell: UICollectionViewCell {
	static let identifier = "StickerCell"

	let imageView = UIImageView()
	let caption = UILabel()

	required init(frame: CGRect) {
		super.init(frame: frame)
		imageView.contentMode = .scaleAspectFit
		contentView.addSubview(imageView)
		caption.textAlignment = .center
		caption.font = UIFont.systemFont(ofSize: 12)
		contentView.addSubview(caption)
	}

	required init?(coder aDecoder: NSCoder) {
		super.init(coder: aDecoder)
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		let bounds = contentView.bounds
		imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 20)
		caption.frame = CGRect(x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		imageView.image = nil
		caption.text = nil
	}
}
