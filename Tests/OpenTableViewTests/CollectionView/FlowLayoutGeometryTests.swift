import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

@testable import OpenTableView

/// UIKit's flow layout geometry, vertical, one item size, with the frames derived by hand.
/// Sources: Apple's "UICollectionViewFlowLayout" page and its properties' pages
/// (`minimumInteritemSpacing`: "This spacing is used to compute how many items can fit in a
/// single line, but after the number of items is determined, the actual spacing may possibly be
/// adjusted upward"; `minimumLineSpacing` is not applied between the header and the first line);
/// the last line's justification: Compatibility/Evidence.md, "Flow layout lines".
@MainActor
@Suite struct FlowLayoutGeometryTests {
    /// Sections of 7, 2 and 0 items in a 320-point-wide view (see `pinnedFlowLayout()`). The
    /// data source is weak, as UIKit's: the suite keeps it.
    private let grid: (CollectionView, GridRecorder)

    init() {
        grid = makePinnedGrid(counts: [7, 2, 0])
    }

    private func preparedGrid() -> (CollectionView, CollectionViewFlowLayout) {
        let collectionView = grid.0
        collectionView.layoutIfNeeded()
        return (collectionView, collectionView.collectionViewLayout as! CollectionViewFlowLayout)
    }

    private func itemFrame(_ layout: CollectionViewFlowLayout, _ section: Int, _ item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func fullLinesAreJustifiedBetweenTheInsets() {
        let (_, layout) = preparedGrid()
        // Section 0: header 0..<30, inset top 5, so line 0 at y 35; lines 40 + 10 apart.
        expectEqual(itemFrame(layout, 0, 0), CGRect(x: 10, y: 35, width: 90, height: 40))
        expectEqual(itemFrame(layout, 0, 1), CGRect(x: 115, y: 35, width: 90, height: 40))
        expectEqual(itemFrame(layout, 0, 2), CGRect(x: 220, y: 35, width: 90, height: 40))
        // Line 1: y = 35 + 40 + 10 = 85.
        expectEqual(itemFrame(layout, 0, 3), CGRect(x: 10, y: 85, width: 90, height: 40))
        expectEqual(itemFrame(layout, 0, 5), CGRect(x: 220, y: 85, width: 90, height: 40))
    }

    @Test func aLastLineOfOneItemIsCenteredAndOfTwoIsJustified() {
        let (_, layout) = preparedGrid()
        // Item 6 alone on line 2 (y = 85 + 50 = 135): x = 10 + (300 − 90) / 2 = 115.
        expectEqual(itemFrame(layout, 0, 6), CGRect(x: 115, y: 135, width: 90, height: 40))
        // Section 0 ends at 135 + 40 + 15 (inset) + 20 (footer) = 210. Section 1: header
        // 210..<240, line at 245; two items justified: spacing 300 − 2·90 = 120, x = 10, 220.
        expectEqual(itemFrame(layout, 1, 0), CGRect(x: 10, y: 245, width: 90, height: 40))
        expectEqual(itemFrame(layout, 1, 1), CGRect(x: 220, y: 245, width: 90, height: 40))
        expectEqual(itemFrame(layout, 1, 2), nil)
        expectEqual(itemFrame(layout, 3, 0), nil)
    }

    @Test func headersAndFootersSpanTheContentWidth() {
        let (_, layout) = preparedGrid()
        let header = CollectionView.elementKindSectionHeader
        let footer = CollectionView.elementKindSectionFooter
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        expectEqual(frame(header, 0), CGRect(x: 0, y: 0, width: 320, height: 30))
        // Below the last line (135 + 40) and the bottom inset (15).
        expectEqual(frame(footer, 0), CGRect(x: 0, y: 190, width: 320, height: 20))
        expectEqual(frame(header, 1), CGRect(x: 0, y: 210, width: 320, height: 30))
        // 245 + 40 + 15 = 300.
        expectEqual(frame(footer, 1), CGRect(x: 0, y: 300, width: 320, height: 20))
        // An empty section keeps its header, insets and footer: 320 + 30 + 5 + 15 = 370.
        expectEqual(frame(header, 2), CGRect(x: 0, y: 320, width: 320, height: 30))
        expectEqual(frame(footer, 2), CGRect(x: 0, y: 370, width: 320, height: 20))
        expectEqual(frame("Badge", 0), nil)
    }

    @Test func contentSizeIsTheSectionsHeightAtTheViewsWidth() {
        let (collectionView, layout) = preparedGrid()
        // The last section's footer ends at 370 + 20.
        expectEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 390))
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 390))
    }

    @Test func elementsInARectComeBySectionHeaderItemsFooter() throws {
        let (_, layout) = preparedGrid()
        // 150..<350 meets item 6 (135..<175), footer 0 (190..<210), section 1 entirely
        // (210..<320) and header 2 (320..<350); not line 1 (85..<125).
        let elements = try #require(
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 320, height: 200)))
        let described = elements.map {
            ($0.representedElementKind ?? "cell") + " \($0.indexPath.section)-\($0.indexPath.item)"
        }
        expectEqual(
            described,
            [
                "cell 0-6", "UICollectionElementKindSectionFooter 0-0", "UICollectionElementKindSectionHeader 1-0",
                "cell 1-0", "cell 1-1", "UICollectionElementKindSectionFooter 1-0",
                "UICollectionElementKindSectionHeader 2-0",
            ] as [String])
    }

    @Test func aRectThatMeetsOnlyALinesSpacingLeavesThatLineOut() throws {
        let (_, layout) = preparedGrid()
        // 78..<82 lies in the spacing below line 0 (35..<75) and above line 1 (85): the height
        // model's row for line 0 spans 35..<85, but no item frame meets the rect.
        let elements = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 78, width: 320, height: 4)))
        #expect(elements.isEmpty)
    }

    @Test func aNarrowerViewInvalidatesTheLayoutAndHasFewerColumns() {
        let (collectionView, layout) = preparedGrid()
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 200)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 220, height: 200)))
        collectionView.frame = CGRect(x: 0, y: 0, width: 220, height: 200)
        collectionView.layoutIfNeeded()
        // 200 between the insets: floor(210 / 100) = 2 a line, spacing 200 − 180 = 20.
        expectEqual(itemFrame(layout, 0, 1), CGRect(x: 120, y: 35, width: 90, height: 40))
        // 7 items on 4 lines: item 6 alone on line 3 at 35 + 3·50 = 185, x = 10 + (200 − 90) / 2.
        expectEqual(itemFrame(layout, 0, 6), CGRect(x: 65, y: 185, width: 90, height: 40))
    }

    @Test func aMillionItemsCostOneSectionOfMemoryAndExactFrames() {
        let (collectionView, recorder) = makePinnedGrid(counts: [1_000_000])
        collectionView.layoutIfNeeded()
        defer { withExtendedLifetime(recorder) {} }
        let layout = collectionView.collectionViewLayout as! CollectionViewFlowLayout
        // 1,000,000 = 3 · 333,333 + 1: the last item is alone on line 333,333, centered,
        // at y = 35 + 333,333 · 50 = 16,666,685.
        expectEqual(itemFrame(layout, 0, 999_999), CGRect(x: 115, y: 16_666_685, width: 90, height: 40))
        // 16,666,685 + 40 + 15 + 20.
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 16_666_760))
        // Two model rows: a uniform run of lines and the last line.
        #expect(layout.grid.model.section(0).rows.runs.count <= 2)
        expectEqual(collectionView.indexPathsForVisibleItems.count, 12)
    }

    @Test func theFlowLayoutsDefaultsAreUIKits() {
        let layout = CollectionViewFlowLayout()
        expectEqual(layout.itemSize, CGSize(width: 50, height: 50))
        expectEqual(layout.minimumLineSpacing, 10)
        expectEqual(layout.minimumInteritemSpacing, 10)
        expectEqual(layout.sectionInset, .zero)
        expectEqual(layout.headerReferenceSize, .zero)
        expectEqual(layout.footerReferenceSize, .zero)
    }
}
