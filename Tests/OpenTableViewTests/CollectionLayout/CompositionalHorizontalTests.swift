import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// The compositional layout scrolling horizontally: `scrollDirection` is "the axis that the
/// content in the collection view layout scrolls along"
/// ([scrollDirection](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection)),
/// so sections follow each other along x and each repeats its group along x; fractional heights
/// are of the room between the section's top and bottom insets.
///
/// The shelf every test uses, in a 320 × 200 view: groups 100 wide and as high as the room
/// (200 − 10 − 10 = 180), each a vertical group of two items half its height; sections inset
/// 10 top and bottom and 20 leading and trailing, groups 10 apart, sections 30 apart. Section 0
/// (five items, three groups) runs x 0 ..< 20 + 3 · 100 + 2 · 10 + 20 = 360; section 1 starts at
/// 390.
@MainActor
@Suite struct CompositionalHorizontalTests {
    private func makeShelf(counts: [Int]) -> (CollectionView, GridRecorder) {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: counts)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    @Test func sectionsAndGroupsRunAlongX() {
        let (collectionView, _) = makeShelf(counts: [5, 2])
        // Group g of section 0 at x 20 + 110 · g, y 10; its items 90 high, at y 10 and 100.
        // Section 1's one group at 390 + 20 = 410. The content is 390 + 20 + 100 + 20 = 530 wide.
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: CGRect(x: 0, y: 0, width: 1000, height: 200)),
            [
                "cell 0-0 (20.0, 10.0, 100.0, 90.0)", "cell 0-1 (20.0, 100.0, 100.0, 90.0)",
                "cell 0-2 (130.0, 10.0, 100.0, 90.0)", "cell 0-3 (130.0, 100.0, 100.0, 90.0)",
                "cell 0-4 (240.0, 10.0, 100.0, 90.0)",
                "cell 1-0 (410.0, 10.0, 100.0, 90.0)", "cell 1-1 (410.0, 100.0, 100.0, 90.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 530, height: 200))
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 130, y: 100, width: 100, height: 90))
    }

    /// Scrolling along x shows what the bounds meet: at 300 the view covers x 300 ..< 620, where
    /// item 0-4 (240 ..< 340) and section 1's items are.
    @Test func scrollingAlongXDisplaysTheItemsTheBoundsMeet() {
        let (collectionView, recorder) = makeShelf(counts: [5, 2])
        expectEqual(
            collectionView.indexPathsForVisibleItems,
            (0..<5).map { IndexPath(item: $0, section: 0) })
        recorder.log = []
        collectionView.contentOffset = CGPoint(x: 300, y: 0)
        collectionView.layoutIfNeeded()
        expectEqual(
            collectionView.indexPathsForVisibleItems,
            [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame.minY, 100)
        expectEqual(collectionView.indexPathForItem(at: CGPoint(x: 450, y: 150)), IndexPath(item: 1, section: 1))
    }

    /// In a horizontal layout an orthogonal section is one column whose groups run down, and it
    /// scrolls down: groups 100 × 50 in a 200-high view, ten of them, so its offset runs
    /// 0 ... 500 − 200 = 300, answered along y.
    @Test func anOrthogonalSectionScrollsDown() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section, configuration: configuration))
        let recorder = GridRecorder(counts: [10])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.contentSize, CGSize(width: 100, height: 200))
        // Item 4 starts at y 200, on the bounds' edge: it counts, as in a vertical layout
        // (Compatibility/Evidence.md, "Elements on the bounds' edge").
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4])
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 0, y: 150, width: 100, height: 50))
        collectionView.simulate.scrollOrthogonalSection(0, by: 120)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 0, y: 120))
        // Items 2 (100 − 120 = −20) to 6 (300 − 120 = 180) show.
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), [2, 3, 4, 5, 6])
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 0, y: 30, width: 100, height: 50))
        collectionView.simulate.scrollOrthogonalSection(0, by: 1000)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 0, y: 300))
    }
}
