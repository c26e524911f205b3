import Foundation
import OpenTableViewShim
import Testing

@testable import PortedInterfaces

/// The converted Photos app (`Fixtures/Interface/Inputs/Photos/`): a `<collectionViewController>`
/// scene with its flow layout, prototype cell and section header and footer, a cell's show segue,
/// a scene with a custom layout class and a horizontal flow layout, and a cell xib the app
/// registers itself; loaded as the app loads them and used as a person uses them.
///
/// Apple (`UICollectionViewFlowLayout`): "Items in the collection view flow from one row or column
/// … to the next, with each row containing as many cells as will fit"; UIKit's dequeue message
/// names the storyboard's way of registering ("or connect a prototype cell in a storyboard"),
/// which needs no `register` call in the app.
@MainActor @Suite(.serialized) struct InterfaceCollectionBehaviourTests {
    init() {
        InterfaceBuilderFiles.register()
    }

    func launchAlbum() throws -> (UIWindow, UINavigationController, AlbumViewController) {
        let initial = UIStoryboard(name: "Photos", bundle: nil).instantiateInitialViewController()
        let navigation = try #require(initial as? UINavigationController)
        let album = try #require(navigation.viewControllers.first as? AlbumViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, album)
    }

    @Test func theAlbumSceneTakesTheStoryboardsFlowLayoutAndConnections() throws {
        let (_, _, album) = try launchAlbum()
        #expect(album.navigationItem.title == "Album")
        // `clearsSelectionOnViewWillAppear="NO"` in the file; UIKit's default is true.
        #expect(album.clearsSelectionOnViewWillAppear == false)
        let collectionView = try #require(album.collectionView)
        #expect(collectionView.dataSource === album)
        #expect(collectionView.delegate === album)
        #expect(collectionView.alwaysBounceVertical)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 140))
        #expect(layout.minimumLineSpacing == 16)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 12, left: 6, bottom: 12, right: 6))
        #expect(layout.headerReferenceSize == CGSize(width: 393, height: 50))
        #expect(layout.footerReferenceSize == CGSize(width: 393, height: 40))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        // The controller's outlet to the layout, set before viewDidLoad used it.
        #expect(album.flowLayout === layout)
        #expect(layout.sectionHeadersPinToVisibleBounds)
    }

    @Test func thePrototypeCellsHeaderAndFooterDequeueWithTheStoryboardsGeometry() throws {
        let (_, _, album) = try launchAlbum()
        let collectionView = try #require(album.collectionView)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        #expect(first.reuseIdentifier == "PhotoCell")
        #expect(first.captionLabel.text == "Beach")
        #expect(first.captionLabel.textAlignment == .center)
        // awakeFromNib ran after the outlets were set.
        #expect(first.thumbnailView.layer.cornerRadius == 6)
        // Three 120-point items a line in 393 - 2 × 6: the 21 points left spread over two gaps
        // (10.5 each, more than the minimum 6); the first line below the 50-point header and the
        // 12-point inset, the second 16 below it.
        #expect(first.frame == CGRect(x: 6, y: 62, width: 120, height: 140))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 136.5, y: 62, width: 120, height: 140))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 267, y: 62, width: 120, height: 140))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 6, y: 218, width: 120, height: 140))
        // The storyboard's constraints in the content view: the thumbnail 112 high across the
        // top, the caption 4 below it and 4 in from each side.
        first.layoutIfNeeded()
        #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 140))
        #expect(first.thumbnailView.frame == CGRect(x: 0, y: 0, width: 120, height: 112))
        #expect(first.captionLabel.frame.minY == 116)
        #expect(first.captionLabel.frame.minX == 4)
        #expect(first.captionLabel.frame.width == 112)

        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? AlbumHeaderView)
        #expect(header.reuseIdentifier == "AlbumHeader")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(header.titleLabel.text == "Summer")
        header.layoutIfNeeded()
        #expect(header.titleLabel.frame.minX == 16)
        #expect(abs(header.titleLabel.frame.maxX - (393 - 16)) < 0.001)
        // Two lines of items (62 + 140 + 16 + 140) and the bottom inset, then the footer.
        let footer = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(type(of: footer) == UICollectionReusableView.self)
        #expect(footer.reuseIdentifier == "AlbumFooter")
        #expect(footer.frame == CGRect(x: 0, y: 370, width: 393, height: 40))
        let footerLabel = try #require(footer.subviews.first as? UILabel)
        #expect(footerLabel.text == "End of album")
    }

    @Test func tappingAPhotoPerformsTheCellsSeguePreparedWithItsItem() throws {
        let (_, navigation, album) = try launchAlbum()
        let collectionView = try #require(album.collectionView)
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 0))
        let detail = try #require(navigation.topViewController as? PhotoDetailViewController)
        #expect(detail.photo?.title == "Lighthouse")
        detail.view.layoutIfNeeded()
        #expect(detail.titleLabel.text == "Lighthouse")
        #expect(detail.navigationItem.largeTitleDisplayMode == .never)
        // The collection view keeps the item selected: the scene does not clear it on return.
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        navigation.popViewController(animated: false)
        navigation.view.layoutIfNeeded()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func theFilmstripSceneUsesItsCustomLayoutClassAndTheHorizontalFlowLayout() throws {
        let filmstrip = try #require(
            UIStoryboard(name: "Photos", bundle: nil).instantiateViewController(withIdentifier: "Filmstrip")
                as? FilmstripViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = filmstrip
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let frames = try #require(filmstrip.framesView)
        #expect(frames.frame == CGRect(x: 0, y: 103, width: 393, height: 160))
        #expect(frames.collectionViewLayout is FilmstripLayout)
        #expect(frames.allowsMultipleSelection)
        #expect(frames.dataSource === filmstrip)
        #expect(frames.delegate === filmstrip)
        // The layout's frames: 120 wide (3:4 of 160) with a 4-point gap; the prototype's
        // background from the storyboard.
        let second = try #require(frames.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.reuseIdentifier == "FrameCell")
        #expect(second.frame == CGRect(x: 124, y: 0, width: 120, height: 160))
        #expect(second.contentView.backgroundColor == UIColor.systemGray5)
        frames.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        frames.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(filmstrip.selectedFrames == [0, 1])

        let tags = try #require(filmstrip.tagsView)
        #expect(tags.delegate == nil)
        let flow = try #require(tags.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
        #expect(flow.sectionInset == UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16))
        // The app registers TagCell.xib in viewDidLoad: its cells come from the converted nib.
        let tag = try #require(tags.cellForItem(at: IndexPath(item: 0, section: 0)) as? TagCell)
        #expect(tag.reuseIdentifier == "TagCell")
        #expect(tag.titleLabel.text == "Sea")
        #expect(tag.contentView.layer.cornerRadius == 14)
        #expect(tag.frame.minX == 16)
        // The cell sizes itself from its constraints (the label 6 points from the content
        // view's top and bottom), and a horizontal flow layout centres a column's one item
        // across the 44-point view less the 6-point insets.
        #expect(tag.frame.height == tag.titleLabel.frame.height + 12)
        #expect(tag.frame.minY == 6 + (44 - 12 - tag.frame.height) / 2)
    }
}
