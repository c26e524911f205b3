import OpenTableViewShim
import Testing

@testable import PortedScreens

/// The collection-view screens, ported by the tool with no hand edits, driven as a user would:
/// frames from UIKit's flow-layout rules, taps, a trash button, a context menu, a long-press drag,
/// swipe actions and a switch in a list cell.
@MainActor @Suite struct PortedCollectionScreenTests {
    private static func laidOut<Screen: UIViewController>(_ screen: Screen, width: CGFloat = 320, height: CGFloat = 480)
        -> Screen
    {
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        screen.view.layoutIfNeeded()
        return screen
    }

    private static func album() -> PhotoAlbumViewController {
        let screen = PhotoAlbumViewController()
        screen.favorites = (1...2).map { AlbumPhoto(name: "Favorite \($0)", isFavorite: true) }
        screen.others = (1...20).map { AlbumPhoto(name: "Photo \($0)", isFavorite: false) }
        return laidOut(screen)
    }

    @Test func thePhotoAlbumLaysOutThreeSquaresPerLineUnderEachHeader() throws {
        let collectionView = try #require(Self.album().collectionView)
        // `sizeForItemAt`: (320 − 4 × 10) / 3; three such items and two 10-point gaps fill the
        // 300 points between the section insets exactly.
        let side = (320 - 40) / CGFloat(3)
        let header = UICollectionView.elementKindSectionHeader
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 50, width: side, height: side))
        // Section 1 starts below section 0's one line and its bottom inset.
        let second = 40 + 10 + side + 10
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame == CGRect(x: 0, y: second, width: 320, height: 40))
        let line = [0, 1, 2].map { collectionView.cellForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(
            line == [
                CGRect(x: 10, y: second + 50, width: side, height: side),
                CGRect(x: 20 + side, y: second + 50, width: side, height: side),
                CGRect(x: 30 + 2 * side, y: second + 50, width: side, height: side),
            ])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? AlbumPhotoCell)
        #expect(cell.nameLabel.text == "Photo 2")
        // 20 items: 7 lines of 3, 6 gaps, the bottom inset.
        #expect(collectionView.contentSize.width == 320)
        #expect(abs(collectionView.contentSize.height - (second + 50 + 7 * side + 6 * 10 + 10)) < 1e-9)
    }

    @Test func thePhotoAlbumDeletesTheSelectedPhotosFromItsTrashButton() throws {
        let screen = Self.album()
        let collectionView = try #require(screen.collectionView)
        let trash = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(!trash.isEnabled)
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 1))
        #expect(collectionView.indexPathsForSelectedItems?.sorted() == [[0, 0], [1, 2]])
        #expect(trash.isEnabled)
        // A second tap deselects, as `allowsMultipleSelection` does.
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        trash.simulate.tap()
        #expect(screen.favorites.map(\.name) == ["Favorite 2"])
        #expect(screen.others.count == 19)
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(collectionView.numberOfItems(inSection: 1) == 19)
        #expect(collectionView.indexPathsForSelectedItems == nil)  // "If there are no selected items, … nil" (Apple)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? AlbumPhotoCell)
        #expect(first.nameLabel.text == "Photo 4")
    }

    @Test func thePhotoAlbumScrollsTheFirstOtherPhotoToTheTop() throws {
        let screen = Self.album()
        screen.showFirstOther()
        let side = (320 - 40) / CGFloat(3)
        // `.top` puts the item's top edge at the top of the bounds (the header above it scrolls away).
        #expect(screen.collectionView?.contentOffset == CGPoint(x: 0, y: 40 + 10 + side + 10 + 40 + 10))
        #expect(screen.collectionView?.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 1)) == true)
    }

    private static func stickers() -> StickerBoardViewController {
        let screen = StickerBoardViewController()
        screen.stickers = (0..<30).map { "S\($0)" }
        return laidOut(screen)
    }

    @Test func theStickerBoardFlowsItsFixedSizeItemsThreePerLine() {
        let collectionView = Self.stickers().collectionView!
        // 320 − 2 × 8 insets = 304 points hold three 96-point items and two 8-point gaps.
        let frames = [0, 1, 2, 3].map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 8, y: 8, width: 96, height: 96), CGRect(x: 112, y: 8, width: 96, height: 96),
                CGRect(x: 216, y: 8, width: 96, height: 96), CGRect(x: 8, y: 112, width: 96, height: 96),
            ])
        // Ten lines: 8 + 10 × 96 + 9 × 8 + 8.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 1048))
        #expect(collectionView.indexPathsForVisibleItems.count == 15)
    }

    @Test func theStickerBoardReordersThroughALongPressDrag() {
        let screen = Self.stickers()
        let collectionView = screen.collectionView!
        // Press on S0, drag onto S2's place, lift: the recognizer (made with a selector, ported to
        // `init(handler:)`) drives the interactive movement, and the data source is told at the end.
        collectionView.simulate.longPress(at: CGPoint(x: 56, y: 56), thenDragThrough: [CGPoint(x: 208, y: 0)])
        #expect(screen.stickers.prefix(4) == ["S1", "S2", "S0", "S3"])
        let moved = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? StickerCell
        #expect(moved?.caption.text == "S0")
        #expect(moved?.frame == CGRect(x: 216, y: 8, width: 96, height: 96))
    }

    @Test func theStickerBoardDuplicatesFromItsContextMenu() {
        let screen = Self.stickers()
        let collectionView = screen.collectionView!
        let menu = collectionView.simulate.showContextMenuForItem(at: IndexPath(item: 3, section: 0))
        #expect(menu != nil)
        collectionView.simulate.chooseContextMenuAction(titled: "Duplicate")
        #expect(screen.stickers.count == 31)
        #expect(Array(screen.stickers[3...5]) == ["S3", "S3", "S4"])
        #expect(collectionView.numberOfItems(inSection: 0) == 31)
        #expect((collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? StickerCell)?.caption.text == "S3")
    }

    @Test func theStickerBoardPrefetchesAheadOfTheScrollAndCancelsBehindIt() {
        let screen = Self.stickers()
        let collectionView = screen.collectionView!
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        // Items below the bounds are prefetched, never one on screen.
        let visible = Set(collectionView.indexPathsForVisibleItems.map(\.item))
        #expect(!screen.loading.isEmpty)
        #expect(screen.loading.isDisjoint(with: visible))
        #expect(screen.loading.allSatisfy { $0 > visible.max()! })
    }

    private static func tagPicker() -> TagPickerViewController {
        let screen = TagPickerViewController()
        screen.tags = [
            .init(name: "swift", isSuggested: true), .init(name: "swiftui", isSuggested: true),
            .init(name: "linux", isSuggested: false), .init(name: "answers", isSuggested: false),
            .init(name: "testing", isSuggested: false),
        ]
        return laidOut(screen, width: 390, height: 600)
    }

    @Test func theTagPickerKeepsPickedTagsSelectedAcrossFiltering() throws {
        let screen = Self.tagPicker()
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        var reported: [Set<String>] = []
        screen.onPick = { reported.append($0) }
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.picked == ["swift"])
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TagCapsuleCell)?.isSelected == true)
        // "ui" hides #swift: the snapshot deletes it, and its selection goes with it.
        _ = screen.searchField.simulate.typing("ui")
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect(collectionView.indexPathsForSelectedItems == nil)  // "If there are no selected items, … nil" (Apple)
        #expect(screen.picked == ["swift"])
        // Deleted again with the keyboard: #swift is back, and selected again by the screen.
        screen.searchField.simulate.deleteBackward()
        screen.searchField.simulate.deleteBackward()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 1))
        #expect(reported == [["swift"], ["swift", "testing"]])
    }

    @Test func theTagPickerFlowsItsCapsulesFromTheLeadingInset() throws {
        let collectionView = try #require(Self.tagPicker().collectionView)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.minX == 16)
        #expect(first.frame.height == 32)
        // Each `.estimated(80)` capsule is as wide as its cell measures through
        // `preferredLayoutAttributesFitting(_:)`: its label plus 12 points a side (the cell's
        // constraints), as UIKit sizes it (Compatibility/API.md, `NSCollectionLayoutDimension.estimated(_:)`).
        for cell in [first, second] {
            let label = try #require((cell as? TagCapsuleCell)?.label)
            #expect(cell.frame.width == label.intrinsicContentSize.width + 24)
        }
        #expect(first.frame.width != 80)
        // The next capsule follows 8 points after it on the same line (`interItemSpacing`).
        #expect(second.frame.minX == first.frame.maxX + 8)
        #expect(second.frame.minY == first.frame.minY)
    }

    private static func devices() -> DevicesListViewController {
        let screen = DevicesListViewController()
        screen.devices = [
            .thisAccount: [
                .init(id: UUID(), name: "iPhone", isEnabled: true), .init(id: UUID(), name: "Watch", isEnabled: false),
            ],
            .shared: [.init(id: UUID(), name: "Family iPad", isEnabled: true)],
        ]
        return laidOut(screen, width: 390, height: 844)
    }

    private static func text(_ cell: UICollectionViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    private static func secondaryText(_ cell: UICollectionViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.secondaryText
    }

    @Test func theDevicesListShowsASectionPerOwnerWithHeaders() throws {
        let collectionView = try #require(Self.devices().collectionView)
        #expect(collectionView.numberOfSections == 2)
        #expect(Self.text(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))) == "Watch")
        #expect(Self.secondaryText(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))) == "Off")
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(Self.text(header as? UICollectionViewListCell) == "Shared With Me")
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.accessories.count == 2)
    }

    @Test func theDevicesListForgetsADeviceFromItsSwipeAction() throws {
        let screen = Self.devices()
        let collectionView = try #require(screen.collectionView)
        let actions = collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0))
        #expect(actions?.actions.map(\.title) == ["Forget"])
        collectionView.simulate.tapSwipeAction(titled: "Forget")
        #expect(screen.devices[.thisAccount]?.map(\.name) == ["Watch"])
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(Self.text(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))) == "Watch")
    }

    @Test func theDevicesListTurnsADeviceOnFromTheSwitchInItsCell() throws {
        let screen = Self.devices()
        let collectionView = try #require(screen.collectionView)
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        // The switch is the cell's custom-view accessory, in the cell's view tree, so the screen's
        // `superview(of:)` helper finds the cell from it.
        let toggle = try #require(Self.firstSwitch(in: cell))
        #expect(!toggle.isOn)
        toggle.simulate.toggle()
        #expect(screen.devices[.thisAccount]?[1].isEnabled == true)
        #expect(Self.secondaryText(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))) == "Connected")
    }

    @Test func theDevicesListOpensADeviceAndDeselectsIt() throws {
        let screen = Self.devices()
        let collectionView = try #require(screen.collectionView)
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(screen.openedDevice?.name == "Family iPad")
        #expect(collectionView.indexPathsForSelectedItems == nil)  // "If there are no selected items, … nil" (Apple)
    }

    private static func firstSwitch(in view: UIView) -> UISwitch? {
        if let toggle = view as? UISwitch { return toggle }
        for subview in view.subviews {
            if let found = firstSwitch(in: subview) { return found }
        }
        return nil
    }

    @Test func thePinboardPlacesEachPinInTheShortestColumn() throws {
        let screen = PinboardViewController()
        screen.pins = [1.0, 0.5, 1.5, 1.0].enumerated().map {
            .init(title: "Pin \($0.offset)", aspectRatio: $0.element)
        }
        let collectionView = try #require(Self.laidOut(screen).collectionView)
        // 320 − 10 − 10 content inset: two 150-point columns, 6-point padding, photos 138 wide.
        let frames = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 6, y: 6, width: 138, height: 138), CGRect(x: 156, y: 6, width: 138, height: 69),
                CGRect(x: 156, y: 87, width: 138, height: 207), CGRect(x: 6, y: 156, width: 138, height: 138),
            ])
        #expect(collectionView.contentSize == CGSize(width: 300, height: 300))
        #expect(
            (collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PinCell)?.titleLabel.text == "Pin 2")
    }

    @Test func theLeftAlignedFlowLayoutStartsEveryLineAtTheInset() {
        final class Items: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let items = Items()
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        // The flow layout fits two 100-point items in 304 points and spreads them (8 and 212), and
        // centers the last line's one item; the subclass moves each line back to the left inset.
        let origins = (0..<5).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
        #expect(
            origins == [
                CGPoint(x: 8, y: 0), CGPoint(x: 118, y: 0), CGPoint(x: 8, y: 50), CGPoint(x: 118, y: 50),
                CGPoint(x: 8, y: 100),
            ])
        // `super`'s answer is untouched: the subclass changed copies.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 212)
    }
}
