// Compile-time proof of Compatibility/API.md's "UICollectionView (first part)" section: every
// member marked "yes" or "partial" is referenced once, in UIKit's spelling through the shim, after
// its "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionView {
        // API: UICollectionViewCell
        final class PhotoCell: UICollectionViewCell {
            let caption = UILabel()

            // API: UICollectionReusableView.init(frame:)
            required init(frame: CGRect) {
                super.init(frame: frame)
                // API: UICollectionViewCell.contentView
                contentView.addSubview(caption)
                // API: UICollectionViewCell.backgroundView
                backgroundView = UIView()
                // API: UICollectionViewCell.selectedBackgroundView
                selectedBackgroundView = UIView()
            }

            func editingChanged(in collectionView: UICollectionView) {
                // API: UICollectionView.isEditing
                collectionView.isEditing = !collectionView.isEditing
                // API: UICollectionView.allowsSelectionDuringEditing
                collectionView.allowsSelectionDuringEditing = true
                // API: UICollectionView.allowsMultipleSelectionDuringEditing
                collectionView.allowsMultipleSelectionDuringEditing = true
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            // API: UICollectionReusableView.prepareForReuse()
            override func prepareForReuse() {
                super.prepareForReuse()
                caption.text = nil
            }

            // API: UICollectionReusableView.apply(_:)
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
            }
        }

        // API: UICollectionViewDataSource
        // API: UICollectionViewDelegate
        final class PhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
            var photos: [[String]] = [["Beach", "Hills"]]
            // API: UICollectionViewFlowLayout
            let layout = UICollectionViewFlowLayout()
            // API: UICollectionView
            // API: UICollectionView.init(frame:collectionViewLayout:)
            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

            override func viewDidLoad() {
                super.viewDidLoad()
                // API: UICollectionViewFlowLayout.itemSize
                layout.itemSize = CGSize(width: 100, height: 100)
                // API: UICollectionViewFlowLayout.minimumLineSpacing
                layout.minimumLineSpacing = 8
                // API: UICollectionViewFlowLayout.minimumInteritemSpacing
                layout.minimumInteritemSpacing = 8
                // API: UICollectionViewFlowLayout.sectionInset
                layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                // API: UICollectionViewFlowLayout.headerReferenceSize
                layout.headerReferenceSize = CGSize(width: 0, height: 44)
                // API: UICollectionViewFlowLayout.footerReferenceSize
                layout.footerReferenceSize = .zero
                // API: UICollectionView.register(_:forCellWithReuseIdentifier:)
                collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
                // API: UICollectionView.dataSource
                collectionView.dataSource = self
                // API: UICollectionView.delegate
                collectionView.delegate = self
                view.addSubview(collectionView)
            }

            // API: UICollectionViewDataSource.numberOfSections(in:)
            func numberOfSections(in collectionView: UICollectionView) -> Int {
                photos.count
            }

            // API: UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                photos[section].count
            }

            // API: UICollectionViewDataSource.collectionView(_:cellForItemAt:)
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                // API: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
                let cell =
                    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
                cell.caption.text = photos[indexPath.section][indexPath.item]
                return cell
            }

            // API: UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)
            func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) {}

            // API: UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)
            func collectionView(
                _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) {}

            func refresh() {
                // API: UICollectionView.reloadData()
                collectionView.reloadData()
                // API: UICollectionView.numberOfSections
                let sections: Int = collectionView.numberOfSections
                // API: UICollectionView.numberOfItems(inSection:)
                let items: Int = collectionView.numberOfItems(inSection: sections - 1)
                let last = IndexPath(item: items - 1, section: sections - 1)
                // API: UICollectionView.cellForItem(at:)
                _ = collectionView.cellForItem(at: last) as? PhotoCell
                // API: UICollectionView.visibleCells
                let _: [UICollectionViewCell] = collectionView.visibleCells
                // API: UICollectionView.indexPathsForVisibleItems
                let _: [IndexPath] = collectionView.indexPathsForVisibleItems
                // API: UICollectionView.layoutAttributesForItem(at:)
                _ = collectionView.layoutAttributesForItem(at: last)?.frame
                // API: UICollectionView.collectionViewLayout
                collectionView.collectionViewLayout = UICollectionViewFlowLayout()
                // API: UICollectionView.setCollectionViewLayout(_:animated:)
                collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
                // API: UICollectionView.setCollectionViewLayout(_:animated:completion:)
                collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false) { _ in }
            }
        }

        // API: UICollectionViewLayout
        /// A one-column layout an app writes from the base class.
        final class ColumnLayout: UICollectionViewLayout {
            var count = 0

            // API: UICollectionViewLayout.prepare()
            override func prepare() {
                super.prepare()
                // API: UICollectionViewLayout.collectionView
                count = collectionView?.numberOfItems(inSection: 0) ?? 0
            }

            // API: UICollectionViewLayout.collectionViewContentSize
            override var collectionViewContentSize: CGSize {
                CGSize(width: 320, height: CGFloat(count) * 60)
            }

            // API: UICollectionViewLayout.layoutAttributesForElements(in:)
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                    .filter { $0.frame.intersects(rect) }
            }

            // API: UICollectionViewLayout.layoutAttributesForItem(at:)
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                // API: UICollectionViewLayoutAttributes
                // API: UICollectionViewLayoutAttributes.init(forCellWith:)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                // API: UICollectionViewLayoutAttributes.frame
                attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 60, width: 320, height: 60)
                // API: UICollectionViewLayoutAttributes.alpha
                attributes.alpha = 1
                // API: UICollectionViewLayoutAttributes.isHidden
                attributes.isHidden = false
                // API: UICollectionViewLayoutAttributes.zIndex
                attributes.zIndex = 0
                // API: UICollectionViewLayoutAttributes.transform
                attributes.transform = .identity
                return attributes
            }

            // API: UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
            override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
                -> UICollectionViewLayoutAttributes?
            {
                // API: UICollectionView.elementKindSectionHeader
                guard elementKind == UICollectionView.elementKindSectionHeader else { return nil }
                // API: UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: elementKind, with: indexPath)
                // API: UICollectionViewLayoutAttributes.size
                attributes.size = CGSize(width: 320, height: 30)
                // API: UICollectionViewLayoutAttributes.center
                attributes.center = CGPoint(x: 160, y: 15)
                return attributes
            }

            // API: UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                newBounds.width != collectionView?.bounds.width
            }

            // API: UICollectionViewLayout.invalidateLayout()
            override func invalidateLayout() {
                super.invalidateLayout()
            }
        }

        static func attributes(_ attributes: UICollectionViewLayoutAttributes) {
            // API: UICollectionViewLayoutAttributes.indexPath
            let _: IndexPath = attributes.indexPath
            // API: UICollectionViewLayoutAttributes.bounds
            let _: CGRect = attributes.bounds
            // API: UICollectionViewLayoutAttributes.representedElementCategory
            // API: UICollectionView.ElementCategory
            let category: UICollectionView.ElementCategory = attributes.representedElementCategory
            _ = category == .cell
            // API: UICollectionViewLayoutAttributes.representedElementKind
            // API: UICollectionView.elementKindSectionFooter
            _ = attributes.representedElementKind == UICollectionView.elementKindSectionFooter
        }

        // API: UICollectionReusableView
        static func reusable(_ view: UICollectionReusableView) {
            // API: UICollectionReusableView.reuseIdentifier
            let _: String? = view.reuseIdentifier
        }
    }
#endif
