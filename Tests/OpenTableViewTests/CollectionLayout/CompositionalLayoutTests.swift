import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

@testable import OpenTableView

/// UIKit's compositional layout: items sized relative to their group, groups relative to the
/// section's room between its content insets, the group repeated for the section's items,
/// boundary supplementary items above and below, a background decoration behind. Apple's
/// UICollectionViewCompositionalLayout, NSCollectionLayoutGroup, NSCollectionLayoutSection and
/// NSCollectionLayoutItem pages ("contentInsets: The amount of space between the content of the
/// item and its boundaries"); the repetition of subitems while they fit is Apple's grid sample
/// (Compatibility/Evidence.md, "Compositional layout geometry").
@MainActor
@Suite struct CompositionalLayoutTests {
    private func makeCollectionView(_ layout: CollectionViewLayout, counts: [Int], height: CGFloat = 400)
        -> (CollectionView, GridRecorder)
    {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: counts)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        // The recorder dequeues a caption for every boundary item, by its short name: "Header"
        // and "Footer" for the standard kinds, the kind itself for the app's own ("banner").
        for kind in [
            CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter, "banner", "legal",
        ] {
            collectionView.register(
                CaptionView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: GridRecorder.shortName(kind))
        }
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    /// Four items a row of 0.25 of the width, inset 2 each side; rows 80 high, 5 apart; the
    /// section inset top 10, leading 20, bottom 10, trailing 20; a 30-point header and a
    /// 20-point footer; a background inset 5 at its sides.
    private func photoSection(pinnedHeader: Bool = false) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinnedHeader
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        section.decorationItems = [background]
        return section
    }

    @Test func aSectionRepeatsItsGroupBetweenItsHeaderAndFooter() {
        let layout = CollectionViewCompositionalLayout(section: photoSection())
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
        let (collectionView, recorder) = makeCollectionView(layout, counts: [6])
        defer { withExtendedLifetime(recorder) {} }
        // The room between the insets is 280 wide: the group 280 × 80, four items of 70, each
        // cell 66 × 76 inside its 2-point insets. Header 0..<30 (x 20, 280 wide: boundary items
        // follow the content insets), inset 10, group 0 at 40, group 1 at 40 + 80 + 5 = 125,
        // the groups end at 205, inset 10, footer 215..<235. The background covers 30..<215
        // across the width, less 5 at each side.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 320, height: 400)),
            [
                "background 0-0 (5.0, 30.0, 310.0, 185.0)",
                "header 0-0 (20.0, 0.0, 280.0, 30.0)",
                "cell 0-0 (22.0, 42.0, 66.0, 76.0)", "cell 0-1 (92.0, 42.0, 66.0, 76.0)",
                "cell 0-2 (162.0, 42.0, 66.0, 76.0)", "cell 0-3 (232.0, 42.0, 66.0, 76.0)",
                "cell 0-4 (22.0, 127.0, 66.0, 76.0)", "cell 0-5 (92.0, 127.0, 66.0, 76.0)",
                "footer 0-0 (20.0, 215.0, 280.0, 20.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 235))
        expectEqual(collectionView.indexPathsForVisibleItems.count, 6)
        #expect(layout.decorationViewClasses["background"] == CollectionReusableView.self)
        expectEqual(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 5, y: 30, width: 310, height: 185))
        expectEqual(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 20, y: 215, width: 280, height: 20))
    }

    @Test func countGroupsNestedGroupsFlexibleSpacingAndCustomGroups() {
        let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let sections: [CollectionLayoutSection] = [
            // Three equal items with 10 between: (320 − 20) / 3 = 100 wide, x 0, 110, 220.
            {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    repeatingSubitem: CollectionLayoutItem(layoutSize: fill), count: 3)
                group.interItemSpacing = .fixed(10)
                return CollectionLayoutSection(group: group)
            }(),
            // A big item on the left half, two stacked on the right: (120 − 10) / 2 = 55 high.
            {
                let big = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let stack = CollectionLayoutGroup.vertical(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                    subitem: CollectionLayoutItem(layoutSize: fill), count: 2)
                stack.interItemSpacing = .fixed(10)
                return CollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: CollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                        subitems: [big, stack]))
            }(),
            // 50-point items at least 10 apart: five fit (5·50 + 4·10 = 290), the 30 left shared:
            // 17.5 between them.
            {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [
                        CollectionLayoutItem(
                            layoutSize: CollectionLayoutSize(
                                widthDimension: .absolute(50), heightDimension: .absolute(50)))
                    ])
                group.interItemSpacing = .flexible(10)
                return CollectionLayoutSection(group: group)
            }(),
            // Frames of the app's own.
            CollectionLayoutSection(
                group: .custom(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                ) { _ in
                    [
                        CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 60, height: 60)),
                        CollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 10, width: 40, height: 40), zIndex: 1),
                    ]
                }),
        ]
        var asked: [Int] = []
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let layout = CollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                asked.append(index)
                // The environment's container is the collection view's content area.
                return environment.container.contentSize == CGSize(width: 320, height: 400) ? sections[index] : nil
            }, configuration: configuration)
        let (collectionView, recorder) = makeCollectionView(layout, counts: [4, 3, 5, 2])
        defer { withExtendedLifetime(recorder) {} }
        // Section 0: 0..<200 (two groups of 100); 8 apart, section 1 at 208..<328; section 2 at
        // 336..<386; section 3 at 394..<454.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 320, height: 1000)),
            [
                "cell 0-0 (0.0, 0.0, 100.0, 100.0)", "cell 0-1 (110.0, 0.0, 100.0, 100.0)",
                "cell 0-2 (220.0, 0.0, 100.0, 100.0)", "cell 0-3 (0.0, 100.0, 100.0, 100.0)",
                "cell 1-0 (0.0, 208.0, 160.0, 120.0)", "cell 1-1 (160.0, 208.0, 160.0, 55.0)",
                "cell 1-2 (160.0, 273.0, 160.0, 55.0)",
                "cell 2-0 (0.0, 336.0, 50.0, 50.0)", "cell 2-1 (67.5, 336.0, 50.0, 50.0)",
                "cell 2-2 (135.0, 336.0, 50.0, 50.0)", "cell 2-3 (202.5, 336.0, 50.0, 50.0)",
                "cell 2-4 (270.0, 336.0, 50.0, 50.0)",
                "cell 3-0 (0.0, 394.0, 60.0, 60.0)", "cell 3-1 (100.0, 404.0, 40.0, 40.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 454))
        // The provider is asked once per section when the layout prepares.
        expectEqual(asked, [0, 1, 2, 3])
    }

    @Test func anOrthogonalSectionIsOneRowOfGroupsAlongX() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(60)),
            subitems: [item])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        var handled: [[IndexPath]] = []
        carousel.visibleItemsInvalidationHandler = { items, _, _ in handled.append(items.map(\.indexPath)) }
        let layout = CollectionViewCompositionalLayout(section: carousel)
        let (collectionView, recorder) = makeCollectionView(layout, counts: [10])
        defer { withExtendedLifetime(recorder) {} }
        // One row 60 high; groups at x 16 + 160·g: the view's 320 points show groups 0 (16..<166)
        // and 1 (176..<326); group 2 at 336 is beyond.
        expectEqual(
            describedFrames(layout, in: collectionView.bounds),
            [
                "cell 0-0 (16.0, 0.0, 150.0, 60.0)", "cell 0-1 (176.0, 0.0, 150.0, 60.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 60))
        expectEqual(
            collectionView.indexPathsForVisibleItems,
            [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
            ])
        expectEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame,
            CGRect(x: 1456, y: 0, width: 150, height: 60))
        expectEqual(handled.last, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func aPinnedHeaderStaysAtTheTopWithinItsSection() {
        let layout = CollectionViewCompositionalLayout(section: photoSection(pinnedHeader: true))
        let (collectionView, recorder) = makeCollectionView(layout, counts: [6], height: 100)
        defer { withExtendedLifetime(recorder) {} }
        // The header (natural 0..<30) follows the top until the section's content ends at 215
        // (groups end at 205, inset 10): 215 − 30 = 185 at most.
        var headers: [CGRect?] = []
        for offset in [50.0, 200.0] {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
            headers.append(
                layout.layoutAttributesForSupplementaryView(
                    ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame)
        }
        expectEqual(
            headers, [CGRect(x: 20, y: 50, width: 280, height: 30), CGRect(x: 20, y: 185, width: 280, height: 30)])
    }

    @Test func aMillionItemsLayOutOnlyTheVisibleOnes() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let (collectionView, recorder) = makeCollectionView(layout, counts: [1_000_000])
        // Bounds 0...400 meet groups 0–4, four cells each (group 4 starts on the bottom edge,
        // which `CGRect.intersects` counts: Compatibility/Evidence.md, "Elements on the bounds'
        // edge"): 20 cells asked for, nothing else.
        expectEqual(recorder.log.filter { $0.hasPrefix("cellForItemAt") }.count, 20)
        expectEqual(collectionView.indexPathsForVisibleItems.count, 20)
        // 250,000 groups of 100: one uniform run and a last row.
        #expect(layout.grid.model.section(0).rows.runs.count <= 2)
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 25_000_000))
        expectEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame,
            CGRect(x: 240, y: 24_999_900, width: 80, height: 100))
    }

    @Test func theConfigurationsBoundaryItemsFrameTheSections() {
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [
                CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            ])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                elementKind: "banner", alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "legal", alignment: .bottom),
        ]
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: row), configuration: configuration)
        let (collectionView, recorder) = makeCollectionView(layout, counts: [2, 1])
        defer { withExtendedLifetime(recorder) {} }
        // The banner 0..<50 before the first section; section 0's rows at 50 and 150; 10 apart,
        // section 1's row at 260; the legal footer after the last section, 360..<390.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 320, height: 1000)),
            [
                "banner 0-0 (0.0, 0.0, 320.0, 50.0)", "cell 0-0 (0.0, 50.0, 320.0, 100.0)",
                "cell 0-1 (0.0, 150.0, 320.0, 100.0)", "cell 1-0 (0.0, 260.0, 320.0, 100.0)",
                "legal 0-0 (0.0, 360.0, 320.0, 30.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 390))
    }
}
