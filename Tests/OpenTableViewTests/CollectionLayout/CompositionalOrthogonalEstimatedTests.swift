import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A tile whose width follows its height (half of it), as an aspect-ratio thumbnail in a
/// horizontally scrolling layout measures itself.
final class HalfAsWideTileCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        preferred.size.width = layoutAttributes.size.height / 2
        return preferred
    }
}

/// A source of `count` half-as-wide tiles.
@MainActor
final class TilesSource: NSObject, CollectionViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

/// Estimated dimensions in orthogonally scrolling sections: "The final size of the dimension is
/// determined when the content is rendered"
/// ([estimated(_:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:))),
/// in a section that scrolls across as in one that does not. Along the section's row, items of
/// estimated width (in a group of estimated width, one group an item: the scrolling tag row)
/// take their cells' widths and the section's content grows with them; across it, a group of
/// estimated height is as high as its tallest item and the section as its tallest group
/// (Compatibility/Evidence.md, "Estimated dimensions in orthogonal sections").
@MainActor
@Suite struct CompositionalOrthogonalEstimatedTests {
    /// A scrolling row of tag capsules: `.estimated(80)` × `.absolute(32)` items, each in a group
    /// of the same size, 8 apart, between 16-point leading and trailing insets.
    static func capsuleRow(
        horizontalLayout: Bool = false, scrolling: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    ) -> CollectionViewCompositionalLayout {
        let estimated = CollectionLayoutDimension.estimated(80)
        let size =
            horizontalLayout
            ? CollectionLayoutSize(widthDimension: .absolute(32), heightDimension: estimated)
            : CollectionLayoutSize(widthDimension: estimated, heightDimension: .absolute(32))
        let item = CollectionLayoutItem(layoutSize: size)
        let group =
            horizontalLayout
            ? CollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            : CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = scrolling
        section.interGroupSpacing = 8
        section.contentInsets =
            horizontalLayout
            ? DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
            : DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontalLayout ? .horizontal : .vertical
        return CollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    @Test func capsulesInAnOrthogonalSectionTakeTheirMeasuredWidths() {
        let source = SizingTagsController(widths: [100, 150, 60, 200, 40, 90])
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            Self.capsuleRow(), source, size: CGSize(width: 320, height: 200))
        // First pass at the estimate: groups 80 wide at x 16, 104, 192, 280 (the next, at 368,
        // is past the 320-point view): items 0 to 3 are displayed and measured (100, 150, 60,
        // 200). Laid out again: 0 at 16 (100 wide), 1 at 16 + 100 + 8 = 124, 2 at 124 + 150 + 8
        // = 282, 3 at 282 + 60 + 8 = 350, off screen; the section is 32 high.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 0, width: 100, height: 32), CGRect(x: 124, y: 0, width: 150, height: 32),
                CGRect(x: 282, y: 0, width: 60, height: 32),
            ])
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 350, y: 0, width: 200, height: 32))
        // Items 4 and 5 still at their estimate: 4 at 350 + 200 + 8 = 558, 5 at 558 + 88 = 646.
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame,
            CGRect(x: 646, y: 0, width: 80, height: 32))
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 32))

        // A drag of 400 (`.continuous` rests where released; the range runs to 16 + 726 + 16 -
        // 320 = 438): x 400 to 720 of the row shows 3, 4 (at 558) and 5 (at 646), so 4 and 5
        // are measured (40 and 90): 4 at 558, 5 at 558 + 40 + 8 = 606. The row is now 100 + 150
        // + 60 + 200 + 40 + 90 + 5 × 8 = 680 wide: the range ends at 16 + 680 + 16 - 320 = 392,
        // and the offset is kept in it.
        collectionView.simulate.scrollOrthogonalSection(0, by: 400)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 392, y: 0))
        // Shown at their laid-out x less 392.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: -42, y: 0, width: 200, height: 32), CGRect(x: 166, y: 0, width: 40, height: 32),
                CGRect(x: 214, y: 0, width: 90, height: 32),
            ])
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func capsulesRunDownAnOrthogonalSectionOfAHorizontalLayout() {
        let source = SizingTagsController(widths: [32, 32, 32], heights: [100, 50, 70])
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            Self.capsuleRow(horizontalLayout: true), source, size: CGSize(width: 320, height: 400))
        // The transposed row: the groups run down from the 16-point top inset, each as high as
        // its cell measures, 8 apart: 16 (100 high), 16 + 108 = 124 (50), 124 + 58 = 182 (70);
        // the section is 32 wide.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 16, width: 32, height: 100), CGRect(x: 0, y: 124, width: 32, height: 50),
                CGRect(x: 0, y: 182, width: 32, height: 70),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 32, height: 400))
    }

    /// A carousel of cards whose height fits their text: `.fractionalWidth(0.8)` groups of
    /// estimated height 100, 10 apart, paging by group.
    @Test func aCarouselIsAsHighAsItsTallestMeasuredCard() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .estimated(100)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        let source = SizingTagsController(widths: [nil, nil, nil, nil], heights: [120, 80, 150, 60])
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            CollectionViewCompositionalLayout(section: section), source, size: CGSize(width: 320, height: 400))
        // Groups 0.8 × 320 = 256 wide at x 0, 266, 532, 798: cards 0 and 1 show and are measured
        // (120, 80); cards 2 and 3 are at their estimate, 100. The section is as high as its
        // tallest group: 120.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [CGRect(x: 0, y: 0, width: 256, height: 120), CGRect(x: 266, y: 0, width: 256, height: 80)])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 120))

        // One group on: at rest with group 1 at the leading edge (offset 266); card 2 (at 532,
        // shown at 266) is measured, 150, and the section grows to 150.
        collectionView.simulate.scrollOrthogonalSection(0, by: 200)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 266, y: 0))
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [CGRect(x: 0, y: 0, width: 256, height: 80), CGRect(x: 266, y: 0, width: 256, height: 150)])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 150))
        expectEqual(collectionView.invariantViolations(), [])
    }

    /// Groups of measured widths page by their own boundaries: `.groupPaging` rests with the
    /// next group at the leading inset, whatever the widths before it.
    @Test func groupPagingFollowsMeasuredGroupWidths() {
        let layout = Self.capsuleRow(scrolling: .groupPaging)
        let source = SizingTagsController(widths: [100, 150, 60, 200])
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            layout, source, size: CGSize(width: 320, height: 200))
        // Groups at 0, 108, 266, 334 from the leading inset (100 + 8, + 150 + 8, + 60 + 8). A
        // drag of 30 is nearer group 0's boundary: back to 0; a drag of 80 rests on group 1, at
        // 108, where item 3 (80 wide at its estimate until then) shows and is measured, 200.
        collectionView.simulate.scrollOrthogonalSection(0, by: 30)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 0, y: 0))
        collectionView.simulate.scrollOrthogonalSection(0, by: 80)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 108, y: 0))
        // The range ends at 16 + 534 + 16 - 320 = 246: a further drag of 300 moves one group at
        // most, to group 2's 266, kept at the end, 246.
        collectionView.simulate.scrollOrthogonalSection(0, by: 300)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 246, y: 0))
    }

    /// `.groupPagingCentered` rests with a measured group centered in the view.
    @Test func centeredPagingCentersMeasuredGroups() {
        // The data source is held: the collection view keeps it weakly, as UIKit's.
        let source = SizingTagsController(widths: [100, 150, 60, 200])
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            Self.capsuleRow(scrolling: .groupPagingCentered), source, size: CGSize(width: 320, height: 200))
        // Groups at 0, 108, 266, 334 from the 16-point leading inset, 100, 150, 60 and 200 wide:
        // centered in the 320-point view at offsets 16 + 0 + 50 - 160 = -94, 16 + 108 + 75 - 160
        // = 39, 16 + 266 + 30 - 160 = 152 and 16 + 334 + 100 - 160 = 290. The section starts
        // with the first group centered.
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: -94, y: 0))
        // Released at 6: group 1's place (39) is the nearest (item 3, 80 wide at its estimate
        // until then, shows at 16 + 334 - 39 and is measured, 200).
        collectionView.simulate.scrollOrthogonalSection(0, by: 100)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 39, y: 0))
        // Released past the last place: one group at most, group 2 centered at 152.
        collectionView.simulate.scrollOrthogonalSection(0, by: 300)
        expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 152, y: 0))
        // Shown: group 2 (x 16 + 266 - 152 = 130, 60 wide) centered on 160.
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 130, y: 0, width: 60, height: 32))
    }

    /// A displayed cell is measured again when its extent across the layout's axis changes: its
    /// height in a horizontal layout, as its width in a vertical one (a table's rows are measured
    /// again when its width changes).
    @Test func aHorizontalLayoutMeasuresItsCellsAgainWhenItsHeightChanges() {
        let size = CollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), configuration: configuration)
        let source = TilesSource(count: 10)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(HalfAsWideTileCell.self, forCellWithReuseIdentifier: "Tile")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // 200 high: each tile measures 100 wide, its estimate.
        expectEqual(collectionView.visibleCells.map(\.frame.minX), [0, 100, 200, 300])
        // 300 high: the tiles keep their 100-point width (the estimate again) but grow taller,
        // so they are measured again, 150 wide: at 0, 150, 300.
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        collectionView.layoutIfNeeded()
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 150, height: 300), CGRect(x: 150, y: 0, width: 150, height: 300),
                CGRect(x: 300, y: 0, width: 150, height: 300),
            ])
        expectEqual(collectionView.invariantViolations(), [])
    }

    /// A `count` group "will have N items equally sized along the horizontal axis"
    /// ([horizontal(layoutSize:repeatingSubitem:count:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:))):
    /// its items take equal shares of the group whatever their estimated width or their cells'
    /// answers, in an orthogonal section as in any other.
    @Test func aCountGroupsItemsTakeEqualSharesWhateverTheirEstimate() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(210), heightDimension: .absolute(40)),
            repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            CollectionViewCompositionalLayout(section: section), SizingTagsController(widths: [60, 150, 40]),
            size: CGSize(width: 320, height: 400))
        // (210 − 10) / 2 = 100 each; group 1 at 220.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 110, y: 0, width: 100, height: 40),
                CGRect(x: 220, y: 0, width: 100, height: 40),
            ])
    }

    /// Items of estimated width in nested groups of an orthogonal section: UIKit's geometry is
    /// not documented, and the layout measures one level of items along the row
    /// (`CompositionalFlow`), so they are laid out at their estimate (Compatibility/API.md).
    @Test func nestedGroupsItemsOfEstimatedWidthAreLaidOutAtTheirEstimate() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(80)),
            subitems: [column])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            CollectionViewCompositionalLayout(section: section), SizingTagsController(widths: [30, 150, 60, 90]),
            size: CGSize(width: 320, height: 400))
        // Two columns of two items 40 high, each item 80 wide (its estimate), whatever its cell
        // answers.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 80, height: 40), CGRect(x: 0, y: 40, width: 80, height: 40),
                CGRect(x: 100, y: 0, width: 80, height: 40), CGRect(x: 100, y: 40, width: 80, height: 40),
            ])
    }
}
