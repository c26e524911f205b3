import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

@testable import OpenTableView

/// The flow layout asks `UICollectionViewDelegateFlowLayout` for per-section insets, spacings and
/// header sizes and per-item sizes. Apple's Collection View Programming Guide for iOS ("Using the
/// Flow Layout", "Specifying the Size of Items"): "During layout, the flow layout object centers
/// items vertically on the same line … The overall height or width of the line is then
/// determined by the largest item in that dimension." Lines of unequal items are justified but
/// the last, which is left-aligned (Compatibility/Evidence.md, "Flow layout lines").
@MainActor
@Suite struct FlowLayoutDelegateTests {
    private func makeTags(_ controller: TagsController) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        // The delegate's answers must win over these.
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.sectionInset = EdgeInsets(top: 99, left: 99, bottom: 99, right: 99)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.register(
            SectionTitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionTitleView.reuseIdentifier)
        collectionView.dataSource = controller
        collectionView.delegate = controller
        return collectionView
    }

    @Test func unequalItemsAreFlowedOnceJustifiedAndCenteredInTheirLines() {
        let controller = TagsController(counts: [5, 3])
        controller.sizes[0] = [
            CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 80, height: 20),
            CGSize(width: 200, height: 30), CGSize(width: 90, height: 50),
        ]
        let collectionView = makeTags(controller)
        collectionView.layoutIfNeeded()
        // Section 0, 300 points between its insets (10, 10), 10 between items and lines:
        // line 0 takes 100 + 10 + 150 = 260 (80 more would make 350): 60 long (its tallest),
        //   justified, spacing 300 − 250 = 50: x 10 and 160; item 0 centered, y (60 − 40) / 2.
        // line 1 at 60 + 10 = 70 takes 80 + 10 + 200 = 290: 30 long, spacing 300 − 280 = 20:
        //   x 10 and 110; item 2 at y 70 + (30 − 20) / 2 = 75.
        // line 2 at 70 + 30 + 10 = 110, the last: left-aligned at x 10.
        // Section 1 starts at 160 with its 25-point header; its three 60 × 60 items are equal,
        // so it is a grid: floor((320 + 10) / 70) = 4 fit, one line of three justified,
        // spacing (320 − 180) / 2 = 70: x 0, 130, 260, at y 185.
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: CGRect(x: 0, y: 0, width: 320, height: 400)),
            [
                "cell 0-0 (10.0, 10.0, 100.0, 40.0)", "cell 0-1 (160.0, 0.0, 150.0, 60.0)",
                "cell 0-2 (10.0, 75.0, 80.0, 20.0)", "cell 0-3 (110.0, 70.0, 200.0, 30.0)",
                "cell 0-4 (10.0, 110.0, 90.0, 50.0)",
                "header 1-0 (0.0, 160.0, 320.0, 25.0)",
                "cell 1-0 (0.0, 185.0, 60.0, 60.0)", "cell 1-1 (130.0, 185.0, 60.0, 60.0)",
                "cell 1-2 (260.0, 185.0, 60.0, 60.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 245))
        // Every item asked once when the layout prepared.
        expectEqual(controller.sizeForItemCalls, 8)
        // One item asked alone answers from the prepared lines, without asking again.
        expectEqual(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
            CGRect(x: 110, y: 70, width: 200, height: 30))
        expectEqual(controller.sizeForItemCalls, 8)
    }

    @Test func anItemWiderThanTheRoomHasALineOfItsOwn() {
        let controller = TagsController(counts: [3])
        controller.sizes[0] = [
            CGSize(width: 50, height: 20), CGSize(width: 400, height: 20), CGSize(width: 50, height: 20),
        ]
        let collectionView = makeTags(controller)
        collectionView.layoutIfNeeded()
        // 50, then 400 does not fit beside it: line 0 is item 0 alone (not the last line:
        // centered, x 10 + (300 − 50) / 2 = 135); line 1 item 1, centered too (x 10 − 50);
        // line 2 the last, left-aligned.
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: CGRect(x: -100, y: 0, width: 600, height: 400)),
            [
                "cell 0-0 (135.0, 0.0, 50.0, 20.0)", "cell 0-1 (-40.0, 30.0, 400.0, 20.0)",
                "cell 0-2 (10.0, 60.0, 50.0, 20.0)",
            ])
    }

    @Test func aDelegateWithoutSizeForItemKeepsAMillionItemsAtTheTablesCost() {
        let controller = WallController(counts: [1_000_000])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.dataSource = controller
        collectionView.delegate = controller
        collectionView.layoutIfNeeded()
        // The delegate's inset (5, 10, 15, 10) makes the pinned grid: 3 a line, lines 50 apart
        // from y 5, so 0..<200 shows lines 5, 55, 105, 155: 12 cells, each asked once; the
        // section's inset asked once; no item size asked (the default answered the probe).
        expectEqual(controller.cellRequests, 12)
        expectEqual(controller.insetRequests, 1)
        expectEqual(collectionView.indexPathsForVisibleItems.count, 12)
        // 1,000,000 = 3 · 333,333 + 1: the last item alone on line 333,333 at 5 + 333,333 · 50,
        // centered at x 10 + (300 − 90) / 2; two model runs hold the section.
        expectEqual(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame,
            CGRect(x: 115, y: 16_666_655, width: 90, height: 40))
        #expect(
            (collectionView.collectionViewLayout as! CollectionViewFlowLayout).grid.model.section(0).rows.runs.count
                <= 2)
    }
}
