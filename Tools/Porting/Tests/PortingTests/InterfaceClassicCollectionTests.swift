import Foundation
import OpenTableViewShim
import Testing

@testable import PortedInterfaces

/// Runs the blocks the app queued on the main queue (`DispatchQueue.main.async`), as the run loop
/// does between two events on iOS: a block queued after them runs after them.
@MainActor
func runMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// Frames compared to a thousandth of a point: flow layout divides widths by the items per row.
func isClose(_ rect: CGRect?, _ expected: CGRect) -> Bool {
    guard let rect else { return false }
    return abs(rect.minX - expected.minX) < 0.001 && abs(rect.minY - expected.minY) < 0.001
        && abs(rect.width - expected.width) < 0.001 && abs(rect.height - expected.height) < 0.001
}

/// The Flickr search screen of Kodeco's "UICollectionView Tutorial: Getting Started" and
/// "Reusable Views, Selection and Reordering" (`Fixtures/Interface/Inputs/Flickr/`): a storyboard
/// `UICollectionViewController` with a prototype cell and a section header, a search field as the
/// navigation bar's title view, the flow layout delegate in an extension in another file (three
/// items a row from `view.frame.width`, the insets as spacing), a tapped photo grown to the width
/// through `performBatchUpdates` and `reloadItems`, multiple selection for sharing, and the
/// standard reordering gesture. Ported with no hand edit and used as a person uses it.
///
/// Geometry from Apple's `UICollectionViewFlowLayout` documentation: items fill each line from the
/// section's left inset, the space left spread between them ("the actual spacing between items may
/// be larger" than `minimumInteritemSpacing`), lines `minimumLineSpacingForSectionAt` apart, the
/// header `referenceSizeForHeaderInSection` high above the section's top inset.
@MainActor @Suite(.serialized) struct InterfaceClassicCollectionTests {
    init() {
        InterfaceBuilderFiles.register()
    }

    /// Four photos for "cats", each thumbnail twice as wide as high.
    static func cats() -> [FlickrPhoto] {
        (1...4).map { index in
            let photo = FlickrPhoto(photoID: "\(index)", farm: 1, server: "1", secret: "s")
            photo.thumbnail = UIImage(named: "cat\(index)", size: CGSize(width: 100, height: 50))
            photo.largeImage = UIImage(named: "cat\(index)-large", size: CGSize(width: 1024, height: 512))
            return photo
        }
    }

    func launchFlickr() async throws -> (UIWindow, UINavigationController, FlickrPhotosViewController) {
        let initial = UIStoryboard(name: "FlickrSearch", bundle: nil).instantiateInitialViewController()
        let navigation = try #require(initial as? UINavigationController)
        let search = try #require(navigation.viewControllers.first as? FlickrPhotosViewController)
        search.flickr.stubbedResults = ["cats": Self.cats()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The person types in the bar's search field and presses Search.
        let field = try #require(search.navigationItem.titleView as? UITextField)
        #expect(field === search.searchField)
        #expect(field.placeholder == "Search")
        #expect(field.returnKeyType == .search)
        #expect(field.becomeFirstResponder())
        field.simulate.typing("cats")
        field.simulate.pressReturn()
        await runMainQueue()
        window.layoutIfNeeded()
        return (window, navigation, search)
    }

    @Test func searchingShowsAHeaderAndThreePhotosARowSizedFromTheViewsWidth() async throws {
        let (_, _, search) = try await launchFlickr()
        let collectionView = try #require(search.collectionView)
        #expect(search.searches.map(\.searchTerm) == ["cats"])
        #expect(search.searchField.text == nil || search.searchField.text == "")
        #expect(!search.searchField.isFirstResponder)
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? FlickrPhotoHeaderView)
        #expect(header.label.text == "cats")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 90))
        // (375 - 20 × 4) / 3 a side; the 335 points between the insets hold three with 20 between.
        let side = (375 - 80) / 3.0
        let gap = (335 - 3 * side) / 2
        let frames = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(isClose(frames[0], CGRect(x: 20, y: 140, width: side, height: side)))
        #expect(isClose(frames[1], CGRect(x: 20 + side + gap, y: 140, width: side, height: side)))
        #expect(isClose(frames[2], CGRect(x: 20 + 2 * (side + gap), y: 140, width: side, height: side)))
        // A line of one item is centred: the photos are all one size, and UIKit justifies every
        // line of such a section, the last too (Compatibility/Evidence.md, "Lines are justified").
        #expect(isClose(frames[3], CGRect(x: 20 + (335 - side) / 2, y: 140 + side + 20, width: side, height: side)))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FlickrPhotoCell)
        #expect(cell.imageView.image == Self.cats()[0].thumbnail)
        #expect(!cell.activityIndicator.isAnimating)
        // awakeFromNib ran with the outlets set: the theme's border colour, not selected.
        #expect(cell.imageView.layer.borderColor == themeColor.cgColor)
        #expect(cell.imageView.layer.borderWidth == 0)
        // The section's height: the header, the top inset, two lines, the bottom inset.
        #expect(abs(collectionView.contentSize.height - (90 + 50 + side * 2 + 20 + 50)) < 0.001)
    }

    @Test func tappingAPhotoGrowsItToTheWidthWithoutSelectingItAndTappingAgainShrinksIt() async throws {
        let (_, _, search) = try await launchFlickr()
        let collectionView = try #require(search.collectionView)
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        // shouldSelectItemAt answered false: nothing is selected.
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        #expect(search.largePhotoIndexPath == IndexPath(item: 1, section: 0))
        // The bounds less the insets (335 × 567), the 2:1 photo as wide as that: 167.5 high, on a
        // line of its own after the first photo.
        let large = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? FlickrPhotoCell)
        let side = (375 - 80) / 3.0
        #expect(isClose(large.frame, CGRect(x: 20, y: 140 + side + 20, width: 335, height: 167.5)))
        #expect(large.imageView.image == Self.cats()[1].largeImage)
        #expect(!large.activityIndicator.isAnimating)
        // The grown photo was scrolled to the middle of the screen.
        let visibleMiddle = collectionView.contentOffset.y + collectionView.bounds.height / 2
        // Centred as far as the content allows: here the content is shorter than the screen, so the
        // offset stays at the top.
        let expectedOffset = max(
            min(
                large.frame.midY - collectionView.bounds.height / 2,
                collectionView.contentSize.height + collectionView.adjustedContentInset.bottom
                    - collectionView.bounds.height),
            -collectionView.adjustedContentInset.top)
        #expect(abs(collectionView.contentOffset.y - expectedOffset) < 0.001, "middle \(visibleMiddle)")

        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        #expect(search.largePhotoIndexPath == nil)
        let small = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? FlickrPhotoCell)
        #expect(isClose(small.frame, CGRect(x: 40 + side, y: 140, width: side, height: side)))
        #expect(small.imageView.image == Self.cats()[1].thumbnail)
    }

    @Test func sharingSelectsSeveralPhotosCountsThemAndTheShareSheetEndsIt() async throws {
        let (_, navigation, search) = try await launchFlickr()
        let collectionView = try #require(search.collectionView)
        let shareButton = try #require(search.navigationItem.rightBarButtonItem)
        #expect(shareButton.systemItem == .action)
        // The first tap, with nothing selected, turns sharing on.
        shareButton.simulate.tap()
        #expect(search.sharing)
        #expect(collectionView.allowsMultipleSelection)
        #expect(search.navigationItem.rightBarButtonItems?.count == 2)
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPathsForSelectedItems?.sorted() == [[0, 0], [0, 2]])
        #expect(search.selectedPhotos.map(\.photoID) == ["1", "3"])
        #expect(search.shareLabel.text == "2 photos selected")
        let selectedCell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? FlickrPhotoCell)
        #expect(selectedCell.isSelected)
        #expect(selectedCell.imageView.layer.borderWidth == 10)
        // A second tap on a selected photo deselects it.
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(search.selectedPhotos.map(\.photoID) == ["3"])
        #expect(search.shareLabel.text == "1 photos selected")
        // Share: the activity sheet with the thumbnails; finishing it ends sharing and clears the
        // selection (`selectItem(at: nil, …)` deselects every item, as UIKit documents).
        shareButton.simulate.tap()
        let sheet = try #require(navigation.presentedViewController as? UIActivityViewController)
        sheet.simulate.cancel()
        #expect(!search.sharing)
        #expect(!collectionView.allowsMultipleSelection)
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        #expect(search.navigationItem.rightBarButtonItems?.count == 1)
        #expect(!selectedCell.isSelected)
        #expect(selectedCell.imageView.layer.borderWidth == 0)
    }

    @Test func theStandardReorderingGestureMovesAPhotoAndTheSearchResults() async throws {
        let (_, _, search) = try await launchFlickr()
        let collectionView = try #require(search.collectionView)
        #expect(collectionView.dragInteractionEnabled)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.simulate.longPress(
            at: first.center,
            thenDragThrough: [
                CGPoint(x: (third.center.x - first.center.x) / 2, y: 0),
                CGPoint(x: third.center.x - first.center.x, y: 0),
            ])
        #expect(search.searches[0].searchResults.map(\.photoID) == ["2", "3", "1", "4"])
        collectionView.layoutIfNeeded()
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? FlickrPhotoCell)
        #expect(moved.imageView.image == Self.cats()[0].thumbnail)
    }

    @Test func turningThePhoneLaysTheRowsOutAgainFromTheNewWidth() async throws {
        let (window, _, search) = try await launchFlickr()
        let collectionView = try #require(search.collectionView)
        window.simulate.rotate()
        #expect(search.view.frame.size == CGSize(width: 667, height: 375))
        let side = (667 - 80) / 3.0
        let gap = (627 - 3 * side) / 2
        #expect(
            isClose(
                collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                CGRect(x: 20 + side + gap, y: 140, width: side, height: side)))
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 0, y: 0, width: 667, height: 90))
    }

    // MARK: The Pinterest layout

    /// Kodeco's "UICollectionView Custom Layout Tutorial: Pinterest" (`Fixtures/Interface/Inputs/
    /// PhotoStream/`): the storyboard names the `UICollectionViewLayout` subclass, which caches
    /// every item's attributes in `prepare()` from its delegate's photo heights (`AVMakeRect` into
    /// a column), two columns taken in turn; a cell's show segue reads the selected item in
    /// `prepare(for:sender:)`.
    func launchStream(_ sizes: [CGSize]) throws -> (UIWindow, UINavigationController, PhotoStreamViewController) {
        let initial = UIStoryboard(name: "PhotoStream", bundle: nil).instantiateInitialViewController()
        let navigation = try #require(initial as? UINavigationController)
        let stream = try #require(navigation.viewControllers.first as? PhotoStreamViewController)
        stream.photos = sizes.enumerated().map { index, size in
            PinPhoto(
                caption: "Photo \(index)", comment: "Comment \(index)", image: UIImage(named: "p\(index)", size: size))
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, stream)
    }

    @Test func theCustomLayoutPlacesPhotosInTwoColumnsFromTheirAspectRatios() throws {
        let sizes = [CGSize(width: 200, height: 300), CGSize(width: 400, height: 200), CGSize(width: 100, height: 100)]
        let (_, _, stream) = try launchStream(sizes)
        let collectionView = try #require(stream.collectionView)
        let layout = try #require(collectionView.collectionViewLayout as? PinterestLayout)
        #expect(layout.delegate === stream)
        #expect(stream.preferredStatusBarStyle == .lightContent)
        #expect(collectionView.contentInset == UIEdgeInsets(top: 23, left: 16, bottom: 10, right: 16))
        // Columns of (375 - 32) / 2; each photo fitted into 159.5 points wide, padded 6 all round.
        let photoWidth: CGFloat = (375 - 32) / 2 - 12
        let heights = sizes.map { photoWidth * $0.height / $0.width }
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 6, y: 6, width: 159.5, height: heights[0]))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 177.5, y: 6, width: 159.5, height: heights[1]))
        // The third goes back to the first column, under the first photo.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 6, y: heights[0] + 12 + 6, width: 159.5, height: heights[2]))
        #expect(
            collectionView.contentSize == CGSize(width: 343, height: heights[0] + heights[2] + 24))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? AnnotatedPhotoCell)
        #expect(cell.photo?.caption == "Photo 1")
        // The runtime attribute set the rounded view's radius (5), then awakeFromNib set 6.
        let rounded = try #require(cell.contentView.subviews.first as? RoundedCornersView)
        #expect(rounded.cornerRadius == 5)
        #expect(rounded.layer.cornerRadius == 6)
        #expect(rounded.layer.masksToBounds)
    }

    @Test func tappingAPhotoShowsItThroughTheSegueWhichReadsTheSelectedItem() throws {
        let sizes = [CGSize(width: 200, height: 300), CGSize(width: 400, height: 200)]
        let (window, navigation, stream) = try launchStream(sizes)
        let collectionView = try #require(stream.collectionView)
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        window.layoutIfNeeded()
        let detail = try #require(navigation.topViewController as? PinPhotoViewController)
        #expect(detail.photo?.caption == "Photo 1")
        #expect(detail.captionLabel.text == "Photo 1")
        #expect(detail.imageView.image == UIImage(named: "p1", size: sizes[1]))
        // The layout guides of the Xcode 8 scene are the safe area: the image starts under the bar.
        #expect(detail.imageView.frame.minY == detail.view.safeAreaInsets.top)
    }
}
