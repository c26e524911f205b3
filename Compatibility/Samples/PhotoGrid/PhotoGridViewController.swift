// A photo grid on the flow layout, written as an app writes one: a `UICollectionViewController`
// made with a `UICollectionViewFlowLayout`, three square columns whose `itemSize` is computed in
// `viewWillLayoutSubviews`, a section header per day registered with
// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`, and thumbnails loaded ahead of
// the scroll with `UICollectionViewDataSourcePrefetching` (each load a cancellable request kept
// by index path, cancelled in `cancelPrefetchingForItemsAt`).
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

struct Photo {
    let id: Int
    let title: String
}

final class PhotoGridViewController: UICollectionViewController {

    static let columns: CGFloat = 3
    static let spacing: CGFloat = 3

    let days: [(title: String, photos: [Photo])]
    let loader: PhotoLoader

    // MARK: state
    var requests = [IndexPath: PhotoRequest]()
    var thumbnails = [Int: UIImage]()
    var prefetchLog: [String] = []

    init(days: [(title: String, photos: [Photo])], loader: PhotoLoader) {
        self.days = days
        self.loader = loader
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumInteritemSpacing = PhotoGridViewController.spacing
        layout.minimumLineSpacing = PhotoGridViewController.spacing
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: PhotoGridViewController.spacing, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder aDecoder: NSCoder) {
        self.days = []
        self.loader = PhotoLoader()
        super.init(coder: aDecoder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(
            DayHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: DayHeaderView.reuseIdentifier)
        collectionView.prefetchDataSource = self
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let spacing = layout.minimumInteritemSpacing * (PhotoGridViewController.columns - 1)
        let available = collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right - spacing
        let side = (available / PhotoGridViewController.columns).rounded(.down)
        if layout.itemSize.width != side {
            layout.itemSize = CGSize(width: side, height: side)
        }
    }

    func photo(at indexPath: IndexPath) -> Photo {
        return days[indexPath.section].photos[indexPath.item]
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return days.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return days[section].photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            as! PhotoCell
        let photo = self.photo(at: indexPath)
        cell.photoID = photo.id
        if let image = thumbnails[photo.id] {
            cell.imageView.image = image
        } else {
            cell.imageView.image = nil
            startLoading(at: indexPath)
        }
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: DayHeaderView.reuseIdentifier, for: indexPath) as! DayHeaderView
        header.titleLabel.text = days[indexPath.section].title
        return header
    }
}
