import Foundation
import OpenTableViewShim
import Testing

@testable import PortedInterfaces

/// The converted Trails app (`Fixtures/Interface/Inputs/Trails/`), written as apps were from
/// Xcode 12 on: a storyboard `UICollectionViewController` scene whose flow layout the controller
/// replaces in `viewDidLoad` with a `UICollectionViewCompositionalLayout`, a prototype cell with a
/// show segue, a featured cell and a section header from xibs registered with `UINib`, the data
/// source and delegate in extensions in other files, `init?(coder:)`, a manual segue performed
/// from `didSelectItemAt`, and an app `Device` helper that shadows the library's `Device`. Launched
/// from its storyboard and used as a person uses it.
///
/// Apple (`NSCollectionLayoutSection.contentInsets`, `interGroupSpacing`,
/// `NSCollectionLayoutBoundarySupplementaryItem`): a section's items sit inside its content
/// insets, groups are `interGroupSpacing` apart, and a `.top` boundary item heads the section
/// (following the content insets, `supplementariesFollowContentInsets` being `true` by default).
@MainActor @Suite(.serialized) struct InterfaceTrailsBehaviourTests {
    init() {
        InterfaceBuilderFiles.register()
    }

    func launch() throws -> (UINavigationController, TrailsViewController, UICollectionView) {
        let initial = UIStoryboard(name: "Trails", bundle: nil).instantiateInitialViewController()
        let navigation = try #require(initial as? UINavigationController)
        let trails = try #require(navigation.viewControllers.first as? TrailsViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (navigation, trails, try #require(trails.collectionView))
    }

    @Test func theSceneLaysItsItemsOutWithTheLayoutSetInViewDidLoad() throws {
        let (navigation, trails, collectionView) = try launch()
        // `init?(coder:)` ran: its title and large-title mode, then the scene's navigation item.
        #expect(trails.title == "Trails")
        #expect(trails.navigationItem.largeTitleDisplayMode == .always)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(collectionView.dataSource === trails)
        #expect(collectionView.backgroundColor == UIColor.systemGroupedBackground)

        // Featured: one full-width item a group, 200 high, inside 16-point side insets, groups 12
        // apart, below the 44-point header.
        let featured = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FeaturedTrailCell)
        #expect(featured.reuseIdentifier == "FeaturedTrailCell")
        expectFrame(featured.frame, CGRect(x: 16, y: 44, width: 361, height: 200))
        expectFrame(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 16, y: 256, width: 361, height: 200))
        #expect(featured.nameLabel.text == "Coastal Path")
        #expect(featured.regionLabel.text == "CORNWALL")
        #expect(featured.contentView.backgroundColor == UIColor.systemGreen)

        // Nearby: two columns (the app's `Device.columns` on a phone) of 184.5-point items less
        // 4 points a side, in rows 180 high, below the featured section's 16-point bottom inset
        // (456 + 16 = 472) and its own header (472 + 44 = 516).
        let nearby = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? TrailCell)
        #expect(nearby.reuseIdentifier == "TrailCell")
        expectFrame(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 16, y: 520, width: 176.5, height: 172))
        expectFrame(nearby.frame, CGRect(x: 200.5, y: 520, width: 176.5, height: 172))
        expectFrame(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 1))?.frame,
            CGRect(x: 16, y: 700, width: 176.5, height: 172))
        #expect(nearby.nameLabel.text == "River Meander")
        #expect(nearby.lengthLabel.text == "3.7 km")
        // The prototype's content view takes the storyboard's own attributes, then awakeFromNib
        // rounds it.
        #expect(nearby.contentView.clipsToBounds)
        #expect(nearby.contentView.insetsLayoutMarginsFromSafeArea == false)
        #expect(nearby.contentView.contentMode == .center)
        #expect(nearby.contentView.layer.cornerRadius == 10)
        #expect(nearby.contentView.backgroundColor == UIColor.secondarySystemGroupedBackground)
        // Its constraints: the length label 18 above the content view's bottom, 12 in.
        nearby.layoutIfNeeded()
        #expect(abs(nearby.lengthLabel.frame.maxY - (172 - 18)) < 0.001)
        #expect(nearby.lengthLabel.frame.minX == 12)
        // Three rows of nearby trails and the section's 12-point bottom inset.
        #expect(collectionView.contentSize == CGSize(width: 393, height: 516 + 3 * 180 + 12))

        // The headers from the xib, registered in code, follow each section's side insets.
        let kind = UICollectionView.elementKindSectionHeader
        let first = try #require(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
                as? TrailSectionHeader)
        let second = try #require(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
                as? TrailSectionHeader)
        expectFrame(first.frame, CGRect(x: 16, y: 0, width: 361, height: 44))
        expectFrame(second.frame, CGRect(x: 12, y: 472, width: 369, height: 44))
        #expect(first.titleLabel.text == "Featured")
        #expect(second.titleLabel.text == "Nearby")
        #expect(second.reuseIdentifier == "TrailSectionHeader")
    }

    @Test func tappingANearbyTrailPerformsTheCellsSegueWithTheSelectedItem() throws {
        let (navigation, _, collectionView) = try launch()
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 1))
        let detail = try #require(navigation.topViewController as? TrailDetailViewController)
        #expect(detail.trail?.name == "River Meander")
        detail.view.layoutIfNeeded()
        #expect(detail.nameLabel.text == "River Meander")
        #expect(detail.lengthLabel.text == "3.7 km")
        #expect(detail.navigationItem.title == "Peak District")
        #expect(detail.navigationItem.largeTitleDisplayMode == .never)
        // Back: `clearsSelectionOnViewWillAppear` (true unless the scene says otherwise) clears it;
        // with nothing selected the property is `nil` (Apple: `indexPathsForSelectedItems`).
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        navigation.popViewController(animated: false)
        navigation.view.layoutIfNeeded()
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func tappingAFeaturedTrailPerformsTheManualSegueFromDidSelect() throws {
        let (navigation, trails, collectionView) = try launch()
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        let detail = try #require(navigation.topViewController as? TrailDetailViewController)
        #expect(detail.trail?.name == "Ridge Walk")
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.first === trails)
    }

    /// A button inside the prototype cell has its own show segue (the storyboard's segue from a
    /// control in a cell): a tap performs it with the button as sender, and the app finds the item
    /// from where the button is. The cell is not selected (a control takes the touch).
    @Test func tappingACellsMapButtonPerformsItsSegueWithTheButtonAsSender() throws {
        let (navigation, _, collectionView) = try launch()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? TrailCell)
        cell.layoutIfNeeded()
        let button = try #require(cell.contentView.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.title(for: .normal) == "Map")
        // 8 points from the content view's top and trailing edges.
        #expect(button.frame.minY == 8)
        #expect(abs(button.frame.maxX - (176.5 - 8)) < 0.001)
        button.simulate.tap()
        let detail = try #require(navigation.topViewController as? TrailDetailViewController)
        #expect(detail.trail?.name == "Heather Hill")
        #expect(detail.opensMap)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    func expectFrame(_ frame: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frame == expected, sourceLocation: sourceLocation)
    }
}
