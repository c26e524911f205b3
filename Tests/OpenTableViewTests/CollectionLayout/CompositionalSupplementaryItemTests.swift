import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Supplementary items attached to items (badges) and decoration views on screen. Geometry from
/// UIKit's `NSCollectionLayoutAnchor` header: the edges put the supplementary item inside the
/// container's matching edges (`[.top, .trailing]`: its top trailing corner; no edge: centred),
/// "edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)" centres it on the
/// corner (the offset is a fraction of the supplementary item's size), and an item anchor puts
/// that point of the supplementary item on the container anchor's point ("Combine a container
/// anchor with an item anchor for fine-grained positioning"). Apple's "Item Badges" sample
/// (Implementing Modern Collection Views) attaches one to every item.
@MainActor
@Suite struct CompositionalSupplementaryItemTests {
    private static let badgeSize = CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))

    /// Items of 0.25 of the width in 80-point rows, 40 points below the top: cell 0 is
    /// (0, 40, 80, 80), cell 1 (80, 40, 80, 80).
    private static func layout(
        _ supplementaryItems: [CollectionLayoutSupplementaryItem], plainEveryOther: Bool = false,
        orthogonal: Bool = false
    ) -> CollectionViewCompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1))
        let badged = CollectionLayoutItem(layoutSize: size, supplementaryItems: supplementaryItems)
        let subitems = plainEveryOther ? [CollectionLayoutItem(layoutSize: size), badged] : [badged]
        // An orthogonal section: one 80-point item a group, the groups 80 apart (at 0, 160, 320…).
        let group =
            orthogonal
            ? CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(80)),
                subitems: [
                    CollectionLayoutItem(
                        layoutSize: CollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                        supplementaryItems: supplementaryItems)
                ])
            : CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: subitems)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0)
        if orthogonal {
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 80
        }
        return CollectionViewCompositionalLayout(section: section)
    }

    private static func collectionView(_ layout: CollectionViewLayout, items: Int = 8) -> (CollectionView, GridRecorder)
    {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [items])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(CaptionView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    private static func badge(_ layout: CollectionViewLayout, _ item: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func aFractionalOffsetCentresTheBadgeOnTheCellsTopTrailingCorner() {
        let anchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: Self.badgeSize, elementKind: "badge", containerAnchor: anchor)
        let layout = Self.layout([item])
        _ = Self.collectionView(layout)
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset)
        #expect(item.zIndex == 1)
        #expect(item.itemAnchor == nil)
        // Inside the corner (60, 40), then half its size right and up.
        #expect(Self.badge(layout, 0) == CGRect(x: 70, y: 30, width: 20, height: 20))
        #expect(Self.badge(layout, 5) == CGRect(x: 150, y: 110, width: 20, height: 20))
        #expect(Self.badge(layout, 8) == nil)
    }

    @Test func anItemAnchorPutsThatPointOfTheBadgeOnTheContainerAnchor() {
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: Self.badgeSize, elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
            itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
        let layout = Self.layout([item])
        _ = Self.collectionView(layout)
        #expect(item.containerAnchor.isAbsoluteOffset)
        #expect(item.containerAnchor.offset == CGPoint(x: 10, y: -10))
        #expect(item.itemAnchor?.edges == [.bottom, .leading])
        // The badge's bottom leading corner on the cell's top trailing one (80, 40), moved 10
        // right and 10 up.
        #expect(Self.badge(layout, 0) == CGRect(x: 90, y: 10, width: 20, height: 20))
    }

    @Test func noEdgeCentresTheItemAndFractionalSizesAreFractionsOfTheCell() {
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.25)),
            elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: []))
        let layout = Self.layout([item])
        _ = Self.collectionView(layout)
        #expect(!item.containerAnchor.isFractionalOffset)
        #expect(Self.badge(layout, 1) == CGRect(x: 100, y: 70, width: 40, height: 20))
    }

    @Test func onlyTheCellsOfTheItemThatHasTheBadgeGetOneEachAtTheCellsIndexPath() throws {
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: Self.badgeSize, elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top]))
        item.zIndex = 3
        let layout = Self.layout([item], plainEveryOther: true)
        let (collectionView, _) = Self.collectionView(layout)
        let badges = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).filter {
            $0.representedElementKind == "badge"
        }
        #expect(badges.map(\.indexPath.item) == [1, 3, 5, 7])
        #expect(badges.allSatisfy { $0.representedElementCategory == .supplementaryView && $0.zIndex == 3 })
        // `[.top]`: centred along the cell's top edge.
        #expect(badges.first?.frame == CGRect(x: 110, y: 40, width: 20, height: 20))
        #expect(Self.badge(layout, 0) == nil)
        // The collection view shows them from its data source, one per badged cell on screen.
        let views = collectionView.visibleSupplementaryViews(ofKind: "badge")
        #expect(views.map(\.frame) == badges.map(\.frame))
        #expect(views.compactMap { ($0 as? CaptionView)?.caption } == ["badge 0", "badge 0", "badge 0", "badge 0"])
    }

    /// UIKit anchors an item's supplementary items to the item: through a batch, a moved item
    /// takes its badge view along and a deleted item's badge ends display, while the layout's
    /// boundary items follow their sections (Compatibility/Evidence.md, "Supplementary views
    /// through a batch").
    @Test func aBadgeFollowsItsItemThroughABatch() throws {
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: Self.badgeSize, elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top]))
        let layout = Self.layout([item])
        let (collectionView, recorder) = Self.collectionView(layout)
        #expect(layout.supplementaryViewsFollowItems(ofKind: "badge"))
        #expect(!layout.supplementaryViewsFollowItems(ofKind: CollectionView.elementKindSectionHeader))
        let path = { (item: Int) in IndexPath(item: item, section: 0) }
        let badgeOf1 = try #require(collectionView.supplementaryView(forElementKind: "badge", at: path(1)))
        let badgeOf3 = try #require(collectionView.supplementaryView(forElementKind: "badge", at: path(3)))
        let badgeOf0 = try #require(collectionView.supplementaryView(forElementKind: "badge", at: path(0)))
        // Item 1 moves to the end (7), item 0 is deleted: old 1 → new 6, old 3 → new 1.
        recorder.counts = [7]
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [path(0)])
            collectionView.moveItem(at: path(1), to: path(6))
        }
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: "badge", at: path(6)) === badgeOf1)
        #expect(collectionView.supplementaryView(forElementKind: "badge", at: path(1)) === badgeOf3)
        #expect(!collectionView.visibleSupplementaryViews(ofKind: "badge").contains { $0 === badgeOf0 })
        // Each badge sits on its item's cell: centred along the top of cell 6 (160, 120).
        #expect(badgeOf1.frame == CGRect(x: 190, y: 120, width: 20, height: 20))
    }

    @Test func aBadgeInAnOrthogonalSectionMovesWithItsCell() throws {
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: Self.badgeSize, elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let layout = Self.layout([item], orthogonal: true)
        let (collectionView, _) = Self.collectionView(layout)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.minX == 160)
        #expect(Self.badge(layout, 1) == CGRect(x: 220, y: 40, width: 20, height: 20))
        collectionView.simulate.scrollOrthogonalSection(0, by: 100)
        collectionView.layoutIfNeeded()
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        let shown = collectionView.visibleSupplementaryViews(ofKind: "badge").map(\.frame)
        #expect(shown.contains(CGRect(x: moved.maxX - 20, y: 40, width: 20, height: 20)))
        #expect(moved.minX < 160)
    }

    // MARK: Decoration views

    /// A section background view, counting its instances.
    final class Backdrop: CollectionReusableView {
        static var made = 0
        var reuses = 0

        required init(frame: CGRect) {
            Self.made += 1
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// Two sections of 8 items (two rows of 80), each with a background inset 5.
    private static func backgroundLayout(registering viewClass: CollectionReusableView.Type?) -> CollectionViewLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [CollectionLayoutItem(layoutSize: size)])
        let section = CollectionLayoutSection(group: group)
        let background = CollectionLayoutDecorationItem.background(elementKind: "backdrop")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        if let viewClass { layout.register(viewClass, forDecorationViewOfKind: "backdrop") }
        return layout
    }

    @Test func registeredDecorationViewsShowBehindTheCellsWhereTheLayoutPutsThem() throws {
        let layout = Self.backgroundLayout(registering: Backdrop.self)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [8, 8])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        // Section 0 is 0–160, section 1 160–320: the bounds (0–200) meet both.
        let shown = collectionView.visibleDecorationViews(ofKind: "backdrop")
        #expect(shown.count == 2)
        #expect(shown.allSatisfy { $0 is Backdrop })
        #expect(
            shown.map(\.frame) == [
                CGRect(x: 5, y: 5, width: 310, height: 150), CGRect(x: 5, y: 165, width: 310, height: 150),
            ])
        #expect(shown.allSatisfy { $0.superview === collectionView })
        // Behind every cell.
        let firstCell = try #require(collectionView.visibleCells.first)
        let order = collectionView.subviews
        for view in shown {
            #expect(try #require(order.firstIndex { $0 === view }) < #require(order.firstIndex { $0 === firstCell }))
        }
        // Scrolled past section 0, its view leaves and is used again when section 0 comes back.
        let made = Backdrop.made
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleDecorationViews(ofKind: "backdrop").count == 1)
        #expect(shown[0].superview == nil)
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(Backdrop.made == made)
        #expect(collectionView.visibleDecorationViews(ofKind: "backdrop").contains { $0 === shown[0] })
        #expect((shown[0] as? Backdrop)?.reuses == 1)
    }

    @Test func aKindWithNoRegisteredClassIsNotShownAndANewLayoutTakesTheViewsAway() {
        let unregistered = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: Self.backgroundLayout(registering: nil))
        let recorder = GridRecorder(counts: [8])
        unregistered.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        unregistered.dataSource = recorder
        unregistered.layoutIfNeeded()
        #expect(unregistered.visibleDecorationViews(ofKind: "backdrop").isEmpty)
        #expect(unregistered.visibleCells.count == 8)

        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: Self.backgroundLayout(registering: Backdrop.self))
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        let shown = collectionView.visibleDecorationViews(ofKind: "backdrop")
        #expect(shown.count == 1)
        collectionView.collectionViewLayout = Self.backgroundLayout(registering: nil)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleDecorationViews(ofKind: "backdrop").isEmpty)
        #expect(shown.first?.superview == nil)
    }
}
