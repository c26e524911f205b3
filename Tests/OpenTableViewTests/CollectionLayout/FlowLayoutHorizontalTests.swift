import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A horizontal flow layout: the vertical grid with the axes swapped. Apple: "Items in the
/// collection view flow from one row or column (depending on the scrolling direction) to the
/// next" (UICollectionViewFlowLayout); with `scrollDirection` `.horizontal` a line is a column
/// filled top to bottom, headers and footers span the content's height and take the reference
/// sizes' widths (UICollectionViewFlowLayout `headerReferenceSize`: "only the width is used" when
/// scrolling horizontally).
@MainActor
@Suite struct FlowLayoutHorizontalTests {
    /// Items 40 × 90, 10 apart, insets top 10, left 5, bottom 10, right 15, headers 30 and
    /// footers 20 wide, in a 200 × 320 view: 300 points between the top and bottom insets hold
    /// floor((300 + 10) / (90 + 10)) = 3 items a column, justified: spacing (300 − 3·90) / 2 = 15,
    /// y = 10, 115, 220.
    private func makeGrid(counts: [Int]) -> (CollectionView, GridRecorder) {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 40, height: 90)
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 15)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.footerReferenceSize = CGSize(width: 20, height: 999)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 320), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: counts)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        // The recorder dequeues its captions as "Header" and "Footer".
        collectionView.register(
            CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.register(
            CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Footer")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        return (collectionView, recorder)
    }

    @Test func columnsFillTopToBottomAndSectionsFollowAlongX() {
        let (collectionView, recorder) = makeGrid(counts: [7, 2])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        // Section 0: header x 0..<30 (the reference height 999 is ignored: the header spans the
        // content's 320), inset left 5, so column 0 at x 35; columns 40 + 10 apart: 35, 85, 135.
        // Item 6 alone in column 2, centered: y = 10 + (300 − 90) / 2 = 115. The section ends
        // at 135 + 40 + 15 (inset right) + 20 (footer) = 210: section 1's header 210..<240, its
        // column at 245 with two items justified (y 10 and 220), its footer at 245 + 40 + 15.
        expectEqual(
            describedFrames(layout, in: CGRect(x: 0, y: 0, width: 1000, height: 320)),
            [
                "header 0-0 (0.0, 0.0, 30.0, 320.0)",
                "cell 0-0 (35.0, 10.0, 40.0, 90.0)", "cell 0-1 (35.0, 115.0, 40.0, 90.0)",
                "cell 0-2 (35.0, 220.0, 40.0, 90.0)", "cell 0-3 (85.0, 10.0, 40.0, 90.0)",
                "cell 0-4 (85.0, 115.0, 40.0, 90.0)", "cell 0-5 (85.0, 220.0, 40.0, 90.0)",
                "cell 0-6 (135.0, 115.0, 40.0, 90.0)",
                "footer 0-0 (190.0, 0.0, 20.0, 320.0)",
                "header 1-0 (210.0, 0.0, 30.0, 320.0)",
                "cell 1-0 (245.0, 10.0, 40.0, 90.0)", "cell 1-1 (245.0, 220.0, 40.0, 90.0)",
                "footer 1-0 (300.0, 0.0, 20.0, 320.0)",
            ])
        // The content is as wide as the sections and as high as the view.
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 320))
        // The bounds 0..<200 along x show section 0's three columns, not section 1's (245).
        expectEqual(collectionView.indexPathsForVisibleItems, (0..<7).map { IndexPath(item: $0, section: 0) })
    }

    @Test func aScrollAlongXShowsTheNextSectionAndAHeightChangeInvalidates() {
        let (collectionView, recorder) = makeGrid(counts: [7, 2])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        // A scroll along x does not change the lines; another height does.
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 100, y: 0, width: 200, height: 320)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 220)))
        collectionView.contentOffset = CGPoint(x: 120, y: 0)
        collectionView.layoutIfNeeded()
        // 120..<320 meets columns 135 (item 6) and 245 (section 1); columns at 35 and 85 end
        // at 75 and 125, so item 3–5 (85..<125) still show.
        expectEqual(
            collectionView.indexPathsForVisibleItems,
            [
                IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0),
                IndexPath(item: 6, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
            ])
        // 220 high: 200 between the insets, two items a column, 20 apart: y 10 and 120; 7 items
        // in 4 columns (35, 85, 135, 185), item 6 alone and centered at 10 + (200 − 90) / 2 = 65.
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 220)
        collectionView.layoutIfNeeded()
        expectEqual(
            [1, 6].map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame },
            [
                CGRect(x: 35, y: 120, width: 40, height: 90), CGRect(x: 185, y: 65, width: 40, height: 90),
            ])
        // 185 + 40 + 15 + 20 = 260 for section 0, then 30 + 5 + 40 + 15 + 20 for section 1.
        expectEqual(collectionView.contentSize, CGSize(width: 370, height: 220))
    }

    @Test func theScrollDirectionDefaultsToVertical() {
        expectEqual(CollectionViewFlowLayout().scrollDirection, .vertical)
        expectEqual(CollectionViewFlowLayout().sectionInsetReference, .fromContentInset)
        expectEqual(CollectionViewFlowLayout().estimatedItemSize, .zero)
        #expect(!CollectionViewFlowLayout().sectionHeadersPinToVisibleBounds)
        #expect(!CollectionViewFlowLayout().sectionFootersPinToVisibleBounds)
    }
}
