import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Estimated dimensions in a group of several items: `.estimated(_:)` "Creates a dimension with
/// an estimated point value"; "The final size of the dimension is determined when the content is
/// rendered" ([estimated(_:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:))).
/// Items of `.uniformAcrossSiblings(estimate:)` are the ones that "grow to match the dimension of
/// the largest estimated sibling in their parent", so an estimated item keeps its own height;
/// the group, one row of the section, is as high as its tallest item (Compatibility/Evidence.md,
/// "Compositional layout geometry").
@MainActor
@Suite struct CompositionalEstimatedGroupTests {
    @Test func aRowOfEstimatedItemsIsAsHighAsItsTallestCell() {
        let estimated = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [estimated])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let notes = SizingNotesController(heights: [44, 70, 30, 44, 44])
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Note")
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        // Rows of two 160-wide items: row 0 is 70 high (item 1), row 1 at 70 + 8 = 78 is 44
        // (item 3), row 2 at 78 + 44 + 8 = 130; each item as high as its cell answered.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 160, height: 44), CGRect(x: 160, y: 0, width: 160, height: 70),
                CGRect(x: 0, y: 78, width: 160, height: 30), CGRect(x: 160, y: 78, width: 160, height: 44),
                CGRect(x: 0, y: 130, width: 160, height: 44),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 174))
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 0, y: 78, width: 160, height: 30))
    }
}
