import OpenTableViewShim
import TestSupport
import Testing

extension InterfaceBuilderSuites {
    /// Collection views from a storyboard and a xib in the shape `otv-port` generates: a
    /// `<collectionViewController>` scene whose flow layout, prototype cell and section header
    /// come from the file, a custom layout class, a cell's selection segue, and a cell xib
    /// registered with `UINib`.
    ///
    /// Apple (`register(_:forCellWithReuseIdentifier:)`, the nib variant: "Prior to calling the
    /// dequeueReusableCell(withReuseIdentifier:for:) method of the collection view, you must use
    /// this method or the register(_:forCellWithReuseIdentifier:) method"); UIKit's dequeue
    /// message names the third way, "or connect a prototype cell in a storyboard", which needs no
    /// call. Apple ("awakeFromNib()"): outlets are connected when it is sent.
    @Suite @MainActor
    struct CollectionViewLoadingTests {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let navigation: UINavigationController
        let photos: PhotosViewController

        init() throws {
            LoadingLog.events = []
            InterfaceBuilderFiles.register()
            navigation = try #require(
                UIStoryboard(name: "Gallery", bundle: nil).instantiateInitialViewController()
                    as? UINavigationController)
            photos = try #require(navigation.viewControllers.first as? PhotosViewController)
        }

        private func show() {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        @Test func sceneLoadsItsCollectionViewWithTheStoryboardsFlowLayoutAndConnections() throws {
            expectEqual(LoadingLog.events, ["PhotosViewController.init(coder:)"])
            #expect(!photos.isViewLoaded)
            let collectionView = try #require(photos.collectionView)
            let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
            expectIdentical(photos.collectionViewLayout, layout)
            expectEqual(layout.itemSize, CGSize(width: 115, height: 150))
            expectEqual(layout.minimumLineSpacing, 12)
            expectEqual(layout.minimumInteritemSpacing, 8)
            expectEqual(layout.sectionInset, UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10))
            expectEqual(layout.headerReferenceSize, CGSize(width: 393, height: 44))
            expectEqual(layout.footerReferenceSize, .zero)
            expectEqual(layout.estimatedItemSize, .zero)
            expectEqual(layout.scrollDirection, .vertical)
            expectIdentical(collectionView.dataSource, photos)
            expectIdentical(collectionView.delegate, photos)
            expectEqual(
                LoadingLog.events,
                [
                    "PhotosViewController.init(coder:)",
                    "PhotosViewController.viewDidLoad layout=CollectionViewFlowLayout",
                ])
        }

        @Test func prototypeCellsDequeueWithoutRegisterThroughInitCoderAndAwakeFromNib() throws {
            show()
            let collectionView = try #require(photos.collectionView)
            let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
            expectEqual(first.reuseIdentifierInInit, "PhotoCell")
            expectEqual(first.reuseIdentifier, "PhotoCell")
            expectEqual(first.sizeInInit, CGSize(width: 115, height: 150))
            expectEqual(first.captionLabel.text, "Beach")
            expectEqual(first.captionLabel.textAlignment, .center)
            // Three items a line: 10 + 3 × 115 + 2 × 14 + 10 = 393, the spacing justified upward
            // from 8; the first line below the 44-point header and the 8-point inset.
            expectEqual(first.frame, CGRect(x: 10, y: 52, width: 115, height: 150))
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                CGRect(x: 139, y: 52, width: 115, height: 150))
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 52 + 150 + 12)
            // The content view fills the cell, and the storyboard's constraints pin the label.
            expectEqual(first.contentView.frame, CGRect(x: 0, y: 0, width: 115, height: 150))
            first.layoutIfNeeded()
            expectEqual(first.captionLabel.frame.maxY, 142)
            expectEqual(first.captionLabel.frame.width, 115)
            let cellEvents = LoadingLog.events.filter { $0.hasPrefix("PhotoCell") }
            expectEqual(
                cellEvents,
                Array(
                    repeating: ["PhotoCell.init(coder:)", "PhotoCell.awakeFromNib captionLabel=true"], count: 5
                ).flatMap { $0 })
        }

        @Test func headerPrototypeIsDequeuedForTheSectionHeader() throws {
            show()
            let collectionView = try #require(photos.collectionView)
            let header = try #require(
                collectionView.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                    as? AlbumHeaderView)
            expectEqual(header.reuseIdentifier, "AlbumHeader")
            expectEqual(header.titleLabel.text, "Summer")
            expectEqual(header.frame, CGRect(x: 0, y: 0, width: 393, height: 44))
            expectEqual(LoadingLog.events.filter { $0.hasPrefix("AlbumHeaderView") }, ["AlbumHeaderView.awakeFromNib"])
        }

        @Test func selectingACellPerformsItsSegueBeforeDidSelectItemAt() throws {
            show()
            LoadingLog.events = []
            photos.collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
            let detail = try #require(navigation.topViewController as? DetailViewController)
            expectEqual(detail.item, "Forest")
            expectEqual(detail.nameLabel.text, "Forest")
            expectEqual(
                LoadingLog.events,
                [
                    "shouldPerformSegue showPhoto", "prepare showPhoto", "DetailViewController.viewDidLoad item=Forest",
                    "didSelectItemAt 1",
                ])
        }

        @Test func shouldPerformSegueReturningFalseKeepsTheSelection() {
            show()
            photos.allowsDetail = false
            LoadingLog.events = []
            photos.collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 0))
            expectEqual(navigation.viewControllers.count, 1)
            expectEqual(photos.collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
            expectEqual(LoadingLog.events, ["shouldPerformSegue showPhoto", "didSelectItemAt 2"])
        }

        @Test func customLayoutClassIsCreatedThroughInitCoderAndLaysOutTheItems() throws {
            LoadingLog.events = []
            let shelf = try #require(
                UIStoryboard(name: "Gallery", bundle: nil).instantiateViewController(withIdentifier: "Shelf")
                    as? ShelfViewController)
            shelf.loadViewIfNeeded()
            expectEqual(LoadingLog.events, ["ShelfLayout.init(coder:)"])
            let collectionView = try #require(shelf.collectionView)
            #expect(collectionView.collectionViewLayout is ShelfLayout)
            expectEqual(collectionView.frame, CGRect(x: 0, y: 100, width: 393, height: 200))
            collectionView.layoutIfNeeded()
            expectEqual(
                collectionView.indexPathsForVisibleItems.map { collectionView.cellForItem(at: $0)?.frame.minX },
                [0, 80, 160, 240])
            expectEqual(collectionView.visibleCells.map(\.reuseIdentifier), Array(repeating: "BookCell", count: 4))
            expectEqual(collectionView.contentSize, CGSize(width: 320, height: 200))
        }

        /// Shows four tags from `TagCell.xib`.
        final class TagList: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
            }
        }

        @Test func cellXibRegisteredWithUINibDequeuesAwokenCellsUnderTheRegisteredIdentifier() throws {
            LoadingLog.events = []
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 32)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
            let list = TagList()
            collectionView.dataSource = list
            collectionView.register(UINib(nibName: "TagCell", bundle: nil), forCellWithReuseIdentifier: "Tag")
            collectionView.layoutIfNeeded()
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TagCell)
            expectEqual(cell.tagLabel.text, "#tag")
            // The collection view names the cell with the identifier it was registered under.
            expectEqual(cell.reuseIdentifier, "Tag")
            expectEqual(cell.frame.size, CGSize(width: 90, height: 32))
            expectEqual(LoadingLog.events, Array(repeating: "TagCell.awakeFromNib tagLabel=true", count: 4))
        }

        @Test func flowLayoutDecodesEveryAttributeBeforeASubclassInitRuns() throws {
            let attributes = NibDecoder.FlowLayoutAttributes(
                itemSize: CGSize(width: 60, height: 70), estimatedItemSize: UICollectionViewFlowLayout.automaticSize,
                minimumLineSpacing: 3, minimumInteritemSpacing: 4, scrollDirection: .horizontal,
                headerReferenceSize: CGSize(width: 30, height: 0), footerReferenceSize: CGSize(width: 20, height: 0),
                sectionInset: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), sectionInsetReference: .fromSafeArea)
            let layout = try #require(UICollectionViewFlowLayout(coder: NibDecoder(flowLayout: attributes)))
            expectEqual(layout.itemSize, attributes.itemSize)
            expectEqual(layout.estimatedItemSize, UICollectionViewFlowLayout.automaticSize)
            expectEqual(layout.minimumLineSpacing, 3)
            expectEqual(layout.minimumInteritemSpacing, 4)
            expectEqual(layout.scrollDirection, .horizontal)
            expectEqual(layout.headerReferenceSize, CGSize(width: 30, height: 0))
            expectEqual(layout.footerReferenceSize, CGSize(width: 20, height: 0))
            expectEqual(layout.sectionInset, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            expectEqual(layout.sectionInsetReference, .fromSafeArea)
            // Without attributes, UIKit's defaults.
            let plain = try #require(UICollectionViewFlowLayout(coder: NibDecoder()))
            expectEqual(plain.itemSize, CGSize(width: 50, height: 50))
            expectEqual(plain.minimumLineSpacing, 10)
            expectEqual(plain.sectionInsetReference, .fromContentInset)
        }
    }
}

/// UIKit's exception for a collection view nib that is not one reusable view, in a child process
/// that traps.
@Suite(.serialized) struct CollectionViewNibExitTests {
    @Test func nibOfTwoTopLevelObjectsRaisesUIKitsMessageWhenACellIsMade() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                InterfaceBuilderFiles.register()
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 200, height: 400),
                    collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.register(UINib(nibName: "TwoViews", bundle: nil), forCellWithReuseIdentifier: "Tag")
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: IndexPath(item: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'invalid nib registered for identifier (Tag) - nib must contain exactly one top level object which must be a UICollectionReusableView instance'"
            ))
    }
}
