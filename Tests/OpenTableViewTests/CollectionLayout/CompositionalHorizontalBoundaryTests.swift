import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Boundary supplementary items in a horizontal compositional layout. Apple documents a boundary
/// item's `alignment` as "The alignment of the boundary supplementary item relative to the
/// section or layout it's attached to"
/// ([alignment](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment))
/// and `extendsBoundary` as extending the section's content area; it is silent on which edges
/// extend a section that runs along x. Here, as the vertical layout stacks its `.top` and
/// `.bottom` items before and after a section's content along y, a horizontal layout stacks its
/// `.leading` items (and the leading corners) before the content along x and its `.trailing`
/// ones after it, each across the section's height (Compatibility/Evidence.md, "Compositional
/// layout geometry").
///
/// The shelf: a 300 × 200 view, groups of one item 100 wide and as high as the section's room,
/// sections of two items 10 apart, a 5-point leading content inset; a `.leading` header 40 wide
/// and as high as the room, a `.trailing` footer 20 wide.
@MainActor
@Suite struct CompositionalHorizontalBoundaryTests {
    static let header = "header"
    static let footer = "footer"

    private func makeShelf(
        headerAlignment: RectAlignment = .leading, sectionInsets: DirectionalEdgeInsets = .init(),
        layoutHeader: Bool = false
    ) -> CollectionView {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = sectionInsets
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
                elementKind: Self.header, alignment: headerAlignment),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .fractionalHeight(1)),
                elementKind: Self.footer, alignment: .trailing),
        ]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        if layoutHeader {
            configuration.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
                    elementKind: "banner", alignment: .leading)
            ]
        }
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [2, 2])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        for kind in [Self.header, Self.footer, "banner"] {
            collectionView.register(
                CaptionView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func leadingHeadersAndTrailingFootersFrameEachSectionAlongX() {
        let collectionView = makeShelf(sectionInsets: DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
        let layout = collectionView.collectionViewLayout
        // Section 0: its header at x 0 (40 wide, the room's 200 high), the leading inset 5, the
        // items at 45 and 145, the footer at 245 (20 wide), the section ending at 265. Section 1
        // starts 10 later, at 275: header 275, items 320 and 420, footer 520, end 540.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 1000, height: 200)),
            [
                "header 0-0 (0.0, 0.0, 40.0, 200.0)", "cell 0-0 (45.0, 0.0, 100.0, 200.0)",
                "cell 0-1 (145.0, 0.0, 100.0, 200.0)", "footer 0-0 (245.0, 0.0, 20.0, 200.0)",
                "header 1-0 (275.0, 0.0, 40.0, 200.0)", "cell 1-0 (320.0, 0.0, 100.0, 200.0)",
                "cell 1-1 (420.0, 0.0, 100.0, 200.0)", "footer 1-0 (520.0, 0.0, 20.0, 200.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 540, height: 200))
        expectEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 520, y: 0, width: 20, height: 200))
        // The bounds (0 ..< 300) show section 0's header and footer and section 1's header.
        expectEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.header),
            [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        expectEqual(
            collectionView.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 275, y: 0, width: 40, height: 200))
    }

    @Test func aHeaderFollowsTheSectionsTopAndBottomInsetsAndItsCorner() {
        // `.bottomLeading`: at the section's leading side, at the bottom of its room. The room
        // is 200 - 20 - 30 = 150 high between the top and bottom insets (the header follows the
        // content insets), so the header is 150 high from y 20: its corner is the room's.
        let collectionView = makeShelf(
            headerAlignment: .bottomLeading,
            sectionInsets: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 30, trailing: 0))
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 20, width: 40, height: 150))
        // The items follow it at x 40, 150 high from y 20.
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 40, y: 20, width: 100, height: 150))
    }

    @Test func theLayoutsLeadingHeaderComesBeforeTheFirstSection() {
        let collectionView = makeShelf(layoutHeader: true)
        let layout = collectionView.collectionViewLayout
        // The layout's 30-wide banner at x 0, as high as the view; section 0 from 30: its header
        // 30 ..< 70, items 70 and 170, footer 270 ..< 290.
        expectEqual(
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 200))?.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 30, height: 200), CGRect(x: 30, y: 0, width: 40, height: 200),
                CGRect(x: 70, y: 0, width: 100, height: 200),
            ])
        expectEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 270, y: 0, width: 20, height: 200))
    }

    /// The shelf with a `.top` header and a `.bottom` footer instead: groups of one item 100 wide,
    /// sections of two items, 8-point leading and trailing and 5-point top and bottom insets.
    private func makeShelfWithTopAndBottom(
        header: CollectionLayoutSize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        headerExtendsBoundary: Bool = true, footer: Bool = true, followsInsets: Bool = true
    ) -> CollectionView {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
        section.supplementariesFollowContentInsets = followsInsets
        let top = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: header, elementKind: Self.header, alignment: .top)
        top.extendsBoundary = headerExtendsBoundary
        section.boundarySupplementaryItems = [top]
        if footer {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                    elementKind: Self.footer, alignment: .bottom))
        }
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [2, 2])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        for kind in [Self.header, Self.footer] {
            collectionView.register(CaptionView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// A `.top` item sits above the section's groups and a `.bottom` one below them, each
    /// spanning the section's width (its `fractionalWidth` a fraction of it); the groups are laid
    /// out in the room between them (Compatibility/Evidence.md, "Top and bottom boundary items in
    /// a horizontal layout").
    @Test func topHeadersAndBottomFootersSpanEachSectionAboveAndBelowItsGroups() {
        let collectionView = makeShelfWithTopAndBottom()
        let layout = collectionView.collectionViewLayout
        // Section 0 along x: the leading inset 8, groups at 8 and 108, the trailing inset to 216.
        // Down: the header 0 ..< 30, the top inset 5, the groups from 35 in the room 200 - 30 -
        // 20 - 5 - 5 = 140 high (to 175), the bottom inset to 180, the footer 180 ..< 200. The
        // header and footer follow the content insets: from x 8, 1.0 × (208 - 8) = 200 wide.
        // Section 1 starts 10 after 216, at 226: its groups at 234 and 334.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 1000, height: 200)),
            [
                "header 0-0 (8.0, 0.0, 200.0, 30.0)", "cell 0-0 (8.0, 35.0, 100.0, 140.0)",
                "cell 0-1 (108.0, 35.0, 100.0, 140.0)", "footer 0-0 (8.0, 180.0, 200.0, 20.0)",
                "header 1-0 (234.0, 0.0, 200.0, 30.0)", "cell 1-0 (234.0, 35.0, 100.0, 140.0)",
                "cell 1-1 (334.0, 35.0, 100.0, 140.0)", "footer 1-0 (234.0, 180.0, 200.0, 20.0)",
            ])
        // 226 + 8 + 200 + 8.
        expectEqual(collectionView.contentSize, CGSize(width: 442, height: 200))
        expectEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 234, y: 180, width: 200, height: 20))
        // The bounds (0 ..< 300) show both sections' headers and footers, displayed.
        expectEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.header),
            [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        expectEqual(
            collectionView.supplementaryView(forElementKind: Self.footer, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 234, y: 180, width: 200, height: 20))
        expectEqual(collectionView.invariantViolations(), [])
    }

    /// Pinned `.top` and `.bottom` items slide along their section to stay at the visible left
    /// edge, between their place and the end of the section's extent less their width
    /// (Compatibility/Evidence.md, "Top and bottom boundary items in a horizontal layout": the
    /// rule is OpenTableView's, UIKit's documentation being silent).
    @Test func pinnedTopAndBottomItemsSlideAlongTheirSectionToTheVisibleLeftEdge() throws {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
        let title = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)),
            elementKind: Self.header, alignment: .top)
        title.pinToVisibleBounds = true
        let note = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(20)),
            elementKind: Self.footer, alignment: .bottom)
        note.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [title, note]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [4, 2])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        for kind in [Self.header, Self.footer] {
            collectionView.register(CaptionView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        // Section 0's groups run 8 ..< 408 (its content insets 8 each side), section 1's from
        // 426 + 8 = 434 to 634; the content is 642 wide. At rest each item is at its place.
        expectEqual(collectionView.contentSize, CGSize(width: 642, height: 200))
        expectEqual(frame(Self.header, 0), CGRect(x: 8, y: 0, width: 100, height: 30))
        expectEqual(frame(Self.footer, 0), CGRect(x: 8, y: 180, width: 40, height: 20))
        // Scrolled 150: section 0's items follow the visible left edge; section 1's title, at
        // its place (434, in the bounds 150 ..< 450), does not.
        collectionView.contentOffset = CGPoint(x: 150, y: 0)
        collectionView.layoutIfNeeded()
        expectEqual(frame(Self.header, 0), CGRect(x: 150, y: 0, width: 100, height: 30))
        expectEqual(frame(Self.footer, 0), CGRect(x: 150, y: 180, width: 40, height: 20))
        expectEqual(frame(Self.header, 1), CGRect(x: 434, y: 0, width: 100, height: 30))
        // Scrolled 330: the title stops at 408 - 100 = 308, the narrower note goes on to 330;
        // section 1's, at 434, are ahead of the edge and stay at their place.
        collectionView.contentOffset = CGPoint(x: 330, y: 0)
        collectionView.layoutIfNeeded()
        expectEqual(frame(Self.header, 0), CGRect(x: 308, y: 0, width: 100, height: 30))
        expectEqual(frame(Self.footer, 0), CGRect(x: 330, y: 180, width: 40, height: 20))
        expectEqual(frame(Self.header, 1), CGRect(x: 434, y: 0, width: 100, height: 30))
        expectEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 308, y: 0, width: 100, height: 30))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 331, y: 0, width: 300, height: 200)))
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func aTopHeaderThatDoesNotFollowTheInsetsSpansTheWholeSection() {
        // Without `supplementariesFollowContentInsets`: section 0's extent is 0 ..< 216, the
        // header half of it, 108 wide from x 0.
        let collectionView = makeShelfWithTopAndBottom(
            header: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
            footer: false, followsInsets: false)
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 108, height: 30))
        // The groups below it: from 30 + 5 = 35, 200 - 30 - 5 - 5 = 160 high.
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 8, y: 35, width: 100, height: 160))
    }

    @Test func aTopHeaderThatDoesNotExtendTheBoundaryOverlapsTheGroups() {
        // `extendsBoundary` false: the header does not extend the section's content area, so
        // the groups keep the whole room, 200 - 5 - 5 = 190 high from y 5, under the header.
        let collectionView = makeShelfWithTopAndBottom(headerExtendsBoundary: false, footer: false)
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 8, y: 0, width: 200, height: 30))
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 8, y: 5, width: 100, height: 190))
    }

    @Test func theLayoutsTopBannerSpansTheContentAboveEverySection() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
                elementKind: "banner", alignment: .top)
        ]
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(CaptionView.self, forSupplementaryViewOfKind: "banner", withReuseIdentifier: "banner")
        let recorder = GridRecorder(counts: [2, 2])
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        // The sections run 0 ..< 200 and 210 ..< 410: the banner spans the 410-point content at
        // the top, 24 high; every section's groups are laid out below it, 200 - 24 = 176 high.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 250, height: 200)),
            [
                "banner 0-0 (0.0, 0.0, 410.0, 24.0)", "cell 0-0 (0.0, 24.0, 100.0, 176.0)",
                "cell 0-1 (100.0, 24.0, 100.0, 176.0)", "cell 1-0 (210.0, 24.0, 100.0, 176.0)",
            ])
        expectEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "banner"), [IndexPath(item: 0, section: 0)]
        )
        expectEqual(collectionView.invariantViolations(), [])
    }
}
