import Foundation
import OpenTableViewShim
import Testing

@testable import PortedApps

/// Classic collection-view apps written in code (`Fixtures/Apps/Inputs/`), ported with no hand
/// edit and used as a person uses them: Hacking with Swift's Names to Faces (NamesToFaces, which
/// adds people through `UIImagePickerController`), a
/// prefetching thumbnail grid in the style of Apple's "Prefetching collection view data" sample
/// (Thumbnails), and a reorderable board of self-sizing cards (Board).
@MainActor @Suite(.serialized) struct PortedClassicAppTests {
    func show(_ controller: UIViewController, size: CGSize = CGSize(width: 375, height: 667)) -> (
        UIWindow, UINavigationController
    ) {
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    // MARK: Names to Faces

    /// The app with its documents folder in a temporary directory: the test overrides the app's
    /// own `getDocumentsDirectory()`, as an app's tests do.
    final class TemporaryDocumentsViewController: PortedApps.ViewController {
        let documents = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PortedClassicAppTests-\(UUID().uuidString)", isDirectory: true)

        override func getDocumentsDirectory() -> URL {
            try? FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
            return documents
        }
    }

    func people() -> (TemporaryDocumentsViewController, UserDefaults) {
        let defaults = UserDefaults(suiteName: "PortedClassicAppTests.people")!
        defaults.removePersistentDomain(forName: "PortedClassicAppTests.people")
        let controller = TemporaryDocumentsViewController()
        controller.defaults = defaults
        return (controller, defaults)
    }

    /// Taps + and picks `photo` in the image picker the app presents (Hacking with Swift's
    /// project 10 asks for an edited image, so the picker allows editing).
    func addPerson(
        _ controller: PortedApps.ViewController, navigation: UINavigationController, photo: UIImage
    ) throws {
        controller.navigationItem.leftBarButtonItem?.simulate.tap()
        let picker = try #require(navigation.presentedViewController as? UIImagePickerController)
        #expect(picker.allowsEditing)
        #expect(picker.sourceType == .photoLibrary)
        picker.simulate.pickImage(photo)
    }

    @Test func namesToFacesAddsAPersonWithTheBarButtonAndLaysTwoCardsARow() throws {
        let (controller, defaults) = people()
        let (window, navigation) = show(controller)
        defer { try? FileManager.default.removeItem(at: controller.documents) }
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        let photo = UIImage(named: "selfie", size: CGSize(width: 300, height: 300))
        for _ in 0..<3 { try addPerson(controller, navigation: navigation, photo: photo) }
        // The app's delegate method dismisses the picker after each pick.
        #expect(navigation.presentedViewController == nil)
        window.layoutIfNeeded()
        #expect(controller.people.count == 3)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        // 140 × 180 items, insets of 10: two fit in the 355 points between the insets, the 75 left
        // between them; the third starts the next line, 10 below, alone and so centred (the items
        // are all one size: UIKit justifies every line, the last too; Compatibility/Evidence.md,
        // "Lines are justified").
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 10, width: 140, height: 180))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 225, y: 10, width: 140, height: 180))
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PersonCell)
        #expect(third.frame == CGRect(x: 117.5, y: 200, width: 140, height: 180))
        #expect(third.name.text == "Unknown")
        third.layoutIfNeeded()
        #expect(third.imageView.frame == CGRect(x: 10, y: 10, width: 120, height: 120))
        #expect(third.imageView.layer.cornerRadius == 3)
        #expect(third.imageView.layer.borderWidth == 2)
        // The picked photo was written as a JPEG named after the person's image, and the cell reads
        // it back: 300 × 300 pixels at scale 1.
        let file = controller.documents.appendingPathComponent(controller.people[2].image)
        let jpeg = try #require(FileManager.default.contents(atPath: file.path))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        #expect(third.imageView.image?.size == CGSize(width: 300, height: 300))
        // Saved as JSON, as the app saves it.
        let saved = try #require(defaults.object(forKey: "people") as? Data)
        #expect(try JSONDecoder().decode([Person].self, from: saved).map(\.name) == ["Unknown", "Unknown", "Unknown"])
    }

    @Test func namesToFacesCancellingThePickerAddsNoOne() throws {
        let (controller, defaults) = people()
        let (window, navigation) = show(controller)
        controller.navigationItem.leftBarButtonItem?.simulate.tap()
        let picker = try #require(navigation.presentedViewController as? UIImagePickerController)
        // The app does not implement imagePickerControllerDidCancel(_:): UIKit's picker dismisses
        // itself (Compatibility/Evidence.md §19, "Image picker").
        picker.simulate.cancel()
        #expect(navigation.presentedViewController == nil)
        window.layoutIfNeeded()
        #expect(controller.people.isEmpty)
        #expect(controller.collectionView?.numberOfItems(inSection: 0) == 0)
        #expect(defaults.object(forKey: "people") == nil)
    }

    @Test func namesToFacesRenamesAPersonThroughTheAlertsTextField() throws {
        let (controller, defaults) = people()
        let (window, navigation) = show(controller)
        let collectionView = try #require(controller.collectionView)
        defer { try? FileManager.default.removeItem(at: controller.documents) }
        let photo = UIImage(named: "selfie", size: CGSize(width: 300, height: 300))
        try addPerson(controller, navigation: navigation, photo: photo)
        try addPerson(controller, navigation: navigation, photo: photo)
        window.layoutIfNeeded()
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        let alert = try #require(navigation.presentedViewController as? UIAlertController)
        #expect(alert.title == "Rename person")
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        let field = try #require(alert.textFields?.first)
        field.text = "Grace"
        alert.simulate.tapAction(titled: "OK")
        window.layoutIfNeeded()
        #expect(navigation.presentedViewController == nil)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PersonCell)
        #expect(cell.name.text == "Grace")
        let saved = try #require(defaults.object(forKey: "people") as? Data)
        #expect(try JSONDecoder().decode([Person].self, from: saved).map(\.name) == ["Unknown", "Grace"])
        // The next launch reads them back.
        let (again, _) = (PortedApps.ViewController(), ())
        again.defaults = defaults
        again.loadViewIfNeeded()
        #expect(again.people.map(\.name) == ["Unknown", "Grace"])
    }

    // MARK: Thumbnails

    /// The image loader with its request stubbed: it records each URL and answers when the test
    /// says, on the main queue as `URLSession`'s completion hops there.
    final class StubLoader: ImageLoader {
        var requested: [URL] = []
        var pending: [(URL, (Data?, Error?) -> Void)] = []

        override func dataTask(with url: URL, completion: @escaping (Data?, Error?) -> Void) -> URLSessionDataTask? {
            requested.append(url)
            pending.append((url, completion))
            return nil
        }

        /// Answers every request with a PNG a renderer drew 60 points wide at the screen's scale.
        @MainActor func answerAll() {
            let png = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).pngData { _ in }
            let answering = pending
            pending = []
            for (_, completion) in answering { completion(png, nil) }
        }
    }

    func thumbnails(count: Int) -> [Thumbnail] {
        (0..<count).map { Thumbnail(title: "Photo \($0)", url: URL(string: "https://example.com/\($0).png")!) }
    }

    func launchThumbnails() async throws -> (UIWindow, ThumbnailsViewController, StubLoader) {
        let loader = StubLoader()
        let controller = ThumbnailsViewController(loader: loader)
        let all = thumbnails(count: 30)
        controller.loadThumbnails = { completion in completion(all) }
        let (window, _) = show(controller)
        await runMainQueue()
        window.layoutIfNeeded()
        return (window, controller, loader)
    }

    @Test func thumbnailsLayThreeSquaresARowFlooredToWholePointsAndLoadTheVisibleImages() async throws {
        let (_, controller, loader) = try await launchThumbnails()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 30)
        // floor((375 - 2 × 2) / 3) = 123 wide, 143 high; the 6 points left make 3-point gaps.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 123, height: 143))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 252, y: 0, width: 123, height: 143))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 145, width: 123, height: 143))
        let visible = collectionView.indexPathsForVisibleItems.sorted()
        #expect(!visible.isEmpty)
        let visibleURLs = Set(visible.map { controller.thumbnails[$0.item].url })
        // Every visible cell asked for its image.
        #expect(visibleURLs.isSubset(of: Set(loader.requested)))
        loader.answerAll()
        await runMainQueue()
        for indexPath in visible {
            let cell = try #require(collectionView.cellForItem(at: indexPath) as? ThumbnailCell)
            // The renderer drew at the screen's scale (3 on this iPhone): 180 pixels, which
            // `UIImage(data:)` reads at scale 1, as UIKit does.
            #expect(cell.imageView.image?.size == CGSize(width: 180, height: 180))
            #expect(cell.titleLabel.text == "Photo \(indexPath.item)")
        }
    }

    @Test func thumbnailsPrefetchAheadOfTheScrollAndReuseCancelsNothingAlreadyLoaded() async throws {
        let (window, controller, loader) = try await launchThumbnails()
        let collectionView = try #require(controller.collectionView)
        loader.answerAll()
        await runMainQueue()
        let before = Set(loader.requested)
        collectionView.simulate.drag(to: CGPoint(x: 0, y: 600))
        window.layoutIfNeeded()
        let newlyVisible = collectionView.indexPathsForVisibleItems.filter {
            !before.contains(controller.thumbnails[$0.item].url)
        }
        // Items that came on screen asked for their images, unless prefetching already had.
        for indexPath in newlyVisible {
            #expect(loader.requested.contains(controller.thumbnails[indexPath.item].url))
        }
        // The prefetch data source heard about items beyond the screen (UIKit prefetches ahead).
        let lastVisible = try #require(collectionView.indexPathsForVisibleItems.map(\.item).max())
        #expect(loader.requested.contains { $0 == controller.thumbnails[min(lastVisible + 1, 29)].url })
    }

    @Test func thumbnailsSelectSeveralCountTheSelectionAndPullToRefresh() async throws {
        let (_, controller, _) = try await launchThumbnails()
        let collectionView = try #require(controller.collectionView)
        collectionView.simulate.tapItem(at: IndexPath(item: 4, section: 0))
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(controller.title == "2 selected")
        #expect(controller.selectedThumbnails.map(\.title) == ["Photo 1", "Photo 4"])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? ThumbnailCell)
        #expect(cell.isSelected)
        #expect(cell.contentView.layer.borderWidth == 3)
        collectionView.simulate.tapItem(at: IndexPath(item: 4, section: 0))
        #expect(controller.title == "1 selected")
        #expect(cell.contentView.layer.borderWidth == 0)

        var fresh = thumbnails(count: 2)
        fresh[0] = Thumbnail(title: "New", url: URL(string: "https://example.com/new.png")!)
        controller.loadThumbnails = { completion in completion(fresh) }
        collectionView.simulate.pullToRefresh()
        #expect(controller.refreshControl.isRefreshing)
        await runMainQueue()
        #expect(!controller.refreshControl.isRefreshing)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test func thumbnailsInvalidateTheLayoutWhenThePhoneTurns() async throws {
        let (window, controller, _) = try await launchThumbnails()
        let collectionView = try #require(controller.collectionView)
        window.simulate.rotate()
        #expect(collectionView.frame.size == CGSize(width: 667, height: 375))
        // floor((667 - 4) / 3) = 221: the 4 points left make 2-point gaps.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 223, y: 0, width: 221, height: 241))
    }

    // MARK: Board

    @Test func theBoardSelfSizesItsCardsUnderEachColumnsHeader() throws {
        let board = BoardViewController()
        let (_, _) = show(board, size: UIScreen.main.bounds.size)
        let collectionView = try #require(board.collectionView)
        let width = UIScreen.main.bounds.width
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? ColumnHeaderView)
        #expect(header.label.text == "TO DO (3)")
        #expect(header.frame == CGRect(x: 0, y: 0, width: width, height: 36))
        // Each card as wide as its width constraint and as high as its label plus 12 above and below.
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
        first.layoutIfNeeded()
        let labelHeight = first.titleLabel.frame.height
        #expect(labelHeight > 0)
        #expect(first.frame == CGRect(x: 16, y: 36 + 8, width: width - 32, height: labelHeight + 24))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.minY == first.frame.maxY + 8)
    }

    @Test func tappingACardPushesItsDetail() throws {
        let board = BoardViewController()
        let (window, navigation) = show(board, size: UIScreen.main.bounds.size)
        board.collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        window.layoutIfNeeded()
        let detail = try #require(navigation.topViewController as? CardDetailViewController)
        #expect(detail.title == "Fix the login crash on iPad")
        #expect((board.collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    }

    @Test func finishingSelectedCardsMovesThemToDoneInOneBatchUpdate() throws {
        let board = BoardViewController()
        let (window, _) = show(board, size: UIScreen.main.bounds.size)
        let collectionView = try #require(board.collectionView)
        board.isEditing = true
        collectionView.allowsMultipleSelection = true
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 0))
        // DONE's cards cannot be selected (shouldSelectItemAt).
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(collectionView.indexPathsForSelectedItems?.sorted() == [[0, 0], [0, 2]])
        board.navigationItem.rightBarButtonItem?.simulate.tap()
        window.layoutIfNeeded()
        #expect(board.columns[0].cards.map(\.title) == ["Fix the login crash on iPad"])
        #expect(
            board.columns[1].cards.map(\.title) == [
                "Ship 2.3", "Translate the onboarding", "Write the release notes",
            ])
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? CardCell)
        #expect(moved.titleLabel.attributedText?.string == "Translate the onboarding")
        let doneHeader = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((doneHeader as? ColumnHeaderView)?.label.text == "DONE (3)")
    }

    @Test func draggingACardWithALongPressReordersTheColumn() throws {
        let board = BoardViewController()
        let (window, _) = show(board, size: UIScreen.main.bounds.size)
        let collectionView = try #require(board.collectionView)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.simulate.longPress(
            at: first.center,
            thenDragThrough: [
                CGPoint(x: 0, y: (third.center.y - first.center.y) / 2),
                CGPoint(x: 0, y: third.center.y - first.center.y),
            ])
        window.layoutIfNeeded()
        #expect(
            board.columns[0].cards.map(\.title) == [
                "Fix the login crash on iPad", "Translate the onboarding", "Write the release notes",
            ])
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CardCell)
        #expect(moved.titleLabel.text == "Write the release notes")
    }

    @Test func turningThePhoneWidensTheHeadersAlongsideTheTransition() throws {
        let board = BoardViewController()
        let (window, _) = show(board, size: UIScreen.main.bounds.size)
        window.simulate.rotate()
        let header = board.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.width == UIScreen.main.bounds.height)
    }
}
