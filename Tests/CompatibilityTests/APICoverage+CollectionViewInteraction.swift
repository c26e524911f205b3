// Compile-time proof of Compatibility/API.md's "UICollectionView: supplementary views, queries,
// scrolling, selection" section: every member marked "yes" or "partial" is referenced once, in
// UIKit's spelling through the shim, after its "// API: <row>" marker. The functions are never
// called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionViewInteraction {
        // API: UICollectionViewDataSourcePrefetching
        final class ThumbnailPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
            var loading: Set<IndexPath> = []

            // API: UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                loading.formUnion(indexPaths)
            }

            // API: UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
            {
                loading.subtract(indexPaths)
            }
        }

        static func prefetch(_ collectionView: UICollectionView, with prefetcher: ThumbnailPrefetcher) {
            // API: UICollectionView.prefetchDataSource
            collectionView.prefetchDataSource = prefetcher
            // API: UICollectionView.isPrefetchingEnabled
            collectionView.isPrefetchingEnabled = true
        }

        /// A section header as apps write one.
        final class SectionHeader: UICollectionReusableView {
            let title = UILabel()

            required init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        final class AlbumsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var albums: [[String]] = [["Summer"]]

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Album")
                // API: UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
                collectionView.register(
                    SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "Header")
                collectionView.dataSource = self
                collectionView.delegate = self
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                albums[section].count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath)
            }

            // API: UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                // API: UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
                let header =
                    collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! SectionHeader
                header.title.text = "Section \(indexPath.section)"
                return header
            }

            // API: UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
            func collectionView(
                _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                forElementKind elementKind: String, at indexPath: IndexPath
            ) {}

            // API: UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
            func collectionView(
                _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                forElementOfKind elementKind: String, at indexPath: IndexPath
            ) {}

            func headers() {
                let kind = UICollectionView.elementKindSectionHeader
                let first = IndexPath(item: 0, section: 0)
                // API: UICollectionView.supplementaryView(forElementKind:at:)
                _ = collectionView.supplementaryView(forElementKind: kind, at: first) as? SectionHeader
                // API: UICollectionView.visibleSupplementaryViews(ofKind:)
                let _: [UICollectionReusableView] = collectionView.visibleSupplementaryViews(ofKind: kind)
                // API: UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)
                let _: [IndexPath] = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
                // API: UICollectionView.layoutAttributesForSupplementaryElement(ofKind:at:)
                _ = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)?.frame
            }

            // API: UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)
            func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
            {
                indexPath.section == 0
            }

            // API: UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)
            func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

            // API: UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)
            func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

            // API: UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)
            func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                true
            }

            // API: UICollectionViewDelegate.collectionView(_:shouldDeselectItemAt:)
            func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
                true
            }

            // API: UICollectionViewDelegate.collectionView(_:didSelectItemAt:)
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                // The cell's state:
                // API: UICollectionViewCell.isSelected
                let _: Bool? = collectionView.cellForItem(at: indexPath)?.isSelected
                // API: UICollectionViewCell.isHighlighted
                let _: Bool? = collectionView.cellForItem(at: indexPath)?.isHighlighted
            }

            // API: UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

            // API: UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)
            func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                point: CGPoint
            ) -> UIContextMenuConfiguration? {
                guard let indexPath = indexPaths.first else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Open") { _ in _ = indexPath }])
                }
            }

            // API: UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemAt:point:)
            func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                point: CGPoint
            ) -> UIContextMenuConfiguration? { nil }

            // API: UICollectionViewDelegate.collectionView(_:willDisplayContextMenu:animator:)
            func collectionView(
                _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                animator: (any UIContextMenuInteractionAnimating)?
            ) {}

            // API: UICollectionViewDelegate.collectionView(_:willEndContextMenuInteraction:animator:)
            func collectionView(
                _ collectionView: UICollectionView,
                willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                animator: (any UIContextMenuInteractionAnimating)?
            ) {}

            func select(_ indexPath: IndexPath) {
                // API: UICollectionView.allowsSelection
                collectionView.allowsSelection = true
                // API: UICollectionView.allowsMultipleSelection
                collectionView.allowsMultipleSelection = false
                // API: UICollectionView.dragInteractionEnabled
                collectionView.dragInteractionEnabled = true
                // API: UICollectionView.backgroundView
                collectionView.backgroundView = UIView()
                // API: UICollectionView.selectItem(at:animated:scrollPosition:)
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                // API: UICollectionView.indexPathsForSelectedItems
                let selected: [IndexPath]? = collectionView.indexPathsForSelectedItems
                // API: UICollectionView.deselectItem(at:animated:)
                for indexPath in selected ?? [] { collectionView.deselectItem(at: indexPath, animated: true) }
            }

            func jump(to point: CGPoint) {
                // API: UICollectionView.indexPathForItem(at:)
                guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
                // API: UICollectionView.scrollToItem(at:at:animated:)
                // API: UICollectionView.ScrollPosition
                collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: true)
                let _: UICollectionView.ScrollPosition = [.top, .left]
                let _: [UICollectionView.ScrollPosition] = [.bottom, .right, .centeredHorizontally, []]
                if let cell = collectionView.visibleCells.first {
                    // API: UICollectionView.indexPath(for:)
                    _ = collectionView.indexPath(for: cell)
                }
            }
        }
    }
#endif
