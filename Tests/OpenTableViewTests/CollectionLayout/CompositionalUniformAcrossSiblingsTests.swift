import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)` (iOS 17): "Creates a dimension
/// in which each item receives as much room as it requires and grows to match the dimension of
/// its largest sibling"; "Use the uniformAcrossSiblings(estimate:) dimension to ensure that
/// self-sizing items have a consistent size across their group"
/// ([uniformAcrossSiblings(estimate:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/uniformacrosssiblings(estimate:))).
/// Each item is measured as an estimated one, then the items of its group instance with the
/// dimension take the largest of their sizes (Compatibility/Evidence.md, "Uniform across
/// siblings").
@MainActor
@Suite struct CompositionalUniformAcrossSiblingsTests {
    @Test func theDimensionIsItsOwnKind() {
        let uniform = CollectionLayoutDimension.uniformAcrossSiblings(estimate: 44)
        // `isUniformAcrossSiblings`: "whether the dimension grows to match the dimension of its
        // largest sibling"; the estimate is the dimension's value.
        #expect(uniform.isUniformAcrossSiblings)
        #expect(!uniform.isEstimated && !uniform.isAbsolute && !uniform.isFractionalWidth)
        #expect(!uniform.isFractionalHeight)
        expectEqual(uniform.dimension, 44)
        #expect(!CollectionLayoutDimension.estimated(44).isUniformAcrossSiblings)
    }

    /// Three notes a row, `.fractionalWidth(1/3)` × `.uniformAcrossSiblings(estimate: 50)`, in a
    /// group of estimated height, rows 8 apart, in a 300-wide view.
    static func notesRow(heights: [CGFloat]) -> (CollectionView, SizingNotesController) {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let notes = SizingNotesController(heights: heights)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Note")
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        return (collectionView, notes)
    }

    @Test func itemsOfAHorizontalGroupTakeTheirTallestSiblingsHeight() {
        let (collectionView, _) = Self.notesRow(heights: [44, 70, 30, 44, 44, 90, 20])
        // Row 0's cells answer 44, 70 and 30: all three are 70 high (an `.estimated(50)` item
        // would keep its own, CompositionalEstimatedGroupTests). Row 1 at 70 + 8 = 78: 44, 44, 90,
        // all 90. Row 2 at 78 + 90 + 8 = 176: one note of 20, its own.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 70), CGRect(x: 100, y: 0, width: 100, height: 70),
                CGRect(x: 200, y: 0, width: 100, height: 70),
                CGRect(x: 0, y: 78, width: 100, height: 90), CGRect(x: 100, y: 78, width: 100, height: 90),
                CGRect(x: 200, y: 78, width: 100, height: 90),
                CGRect(x: 0, y: 176, width: 100, height: 20),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 300, height: 196))
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 0, y: 78, width: 100, height: 90))
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func aCellFramedToItsSiblingsSizeInvalidatesOnlyForANewSize() {
        let (collectionView, _) = Self.notesRow(heights: [44, 70, 30])
        let layout = collectionView.collectionViewLayout
        // Item 0 answered 44 and is framed 70 high, as its sibling: asked again (its frame made
        // wider or narrower), the same 44 leaves the layout as it is; another height is news.
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        expectEqual(original.frame, CGRect(x: 0, y: 0, width: 100, height: 70))
        let same = original.copy() as! CollectionViewLayoutAttributes
        same.size = CGSize(width: 100, height: 44)
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: same, withOriginalAttributes: original))
        let taller = original.copy() as! CollectionViewLayoutAttributes
        taller.size = CGSize(width: 100, height: 50)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
    }

    @Test func itemsOfAVerticalGroupInAHorizontalLayoutTakeTheirWidestSiblingsWidth() {
        // A horizontal layout: columns (vertical groups of estimated width) of three items a
        // third of the height high, their widths uniform.
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .uniformAcrossSiblings(estimate: 50), heightDimension: .fractionalHeight(1.0 / 3.0)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = CompositionalEstimatedWidthTests.collectionView(
            layout, SizingTagsController(widths: [60, 90, 40, 30, 35, 20]), size: CGSize(width: 400, height: 300))
        // Column 0's cells answer 60, 90, 40: all 90 wide, 100 high each. Column 1 at 90 + 10 =
        // 100: 30, 35, 20, all 35 wide.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 90, height: 100), CGRect(x: 0, y: 100, width: 90, height: 100),
                CGRect(x: 0, y: 200, width: 90, height: 100),
                CGRect(x: 100, y: 0, width: 35, height: 100), CGRect(x: 100, y: 100, width: 35, height: 100),
                CGRect(x: 100, y: 200, width: 35, height: 100),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 135, height: 300))
        expectEqual(collectionView.invariantViolations(), [])
    }

    /// Tag capsules of `width` × `height` in a `.fractionalWidth(1)` group of `groupHeight`, 8
    /// apart, rows 8 apart, inset 16 at the sides of a 320-wide view (groups 288 wide).
    static func tags(
        width: CollectionLayoutDimension, height: CollectionLayoutDimension, groupHeight: CollectionLayoutDimension,
        _ source: SizingTagsController
    ) -> CollectionView {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: height))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: groupHeight),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return CompositionalEstimatedWidthTests.collectionView(
            CollectionViewCompositionalLayout(section: section), source, size: CGSize(width: 320, height: 400))
    }

    @Test func tagsOfMeasuredWidthsShareTheirRowsTallestHeight() {
        let collectionView = Self.tags(
            width: .estimated(80), height: .uniformAcrossSiblings(estimate: 32), groupHeight: .estimated(32),
            SizingTagsController(widths: [100, 150, 60], heights: [30, 50, 40]))
        // Row 0 holds 100 and 150 (60 would end at 100 + 8 + 150 + 8 + 60 = 326 > 288): both 50
        // high. Row 1 at 50 + 8 = 58: the 60-wide tag alone, its own 40.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 0, width: 100, height: 50), CGRect(x: 124, y: 0, width: 150, height: 50),
                CGRect(x: 16, y: 58, width: 60, height: 40),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 98))
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func tagsOfUniformWidthsFillTheirRowsAtTheWidestWidth() {
        let collectionView = Self.tags(
            width: .uniformAcrossSiblings(estimate: 80), height: .absolute(32), groupHeight: .absolute(32),
            SizingTagsController(widths: [60, 100, 70, 40, 130]))
        // Row 0: 60 and 100 take 100 each (100 + 8 + 100 = 208); a third would make it
        // 3 × 100 + 16 = 316 > 288, so 70 starts row 1 at y 40: 70 and 40 take 70 each (148);
        // 130 would make it 3 × 130 + 16 = 406 and starts row 2 at y 80, alone.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 0, width: 100, height: 32), CGRect(x: 124, y: 0, width: 100, height: 32),
                CGRect(x: 16, y: 40, width: 70, height: 32), CGRect(x: 94, y: 40, width: 70, height: 32),
                CGRect(x: 16, y: 80, width: 130, height: 32),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 112))
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func aCarouselsCardsInAGroupShareTheirTallestHeight() {
        // An orthogonal section of groups 200 wide of two cards a half wide, of uniform
        // height in a group of estimated height.
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .estimated(50)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let notes = SizingNotesController(heights: [40, 80, 60, 30])
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 420, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Note")
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        // Group 0: 40 and 80, both 80; group 1 at 210: 60 and 30, both 60. The row is as high as
        // its tallest group, 80.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 80), CGRect(x: 100, y: 0, width: 100, height: 80),
                CGRect(x: 210, y: 0, width: 100, height: 60), CGRect(x: 310, y: 0, width: 100, height: 60),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 420, height: 80))
        expectEqual(collectionView.invariantViolations(), [])
    }
}
