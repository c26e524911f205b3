import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Self-sizing items: with `estimatedItemSize` set, items are laid out at the estimate, each cell
/// is asked `preferredLayoutAttributesFitting(_:)` when it is displayed (whose default measures
/// `systemLayoutSizeFitting` at the fitting level: Apple, "The default implementation of this
/// method adjusts the size values to accommodate changes made by a self-sizing cell",
/// UICollectionReusableView `preferredLayoutAttributesFitting(_:)`), and a different answer
/// makes the layout flow again with it (`shouldInvalidateLayout(forPreferredLayoutAttributes:
/// withOriginalAttributes:)`).
@MainActor
@Suite struct FlowLayoutSelfSizingTests {
    private func makeNotes(_ controller: SizingNotesController, estimate: CGSize) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.estimatedItemSize = estimate
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Note")
        collectionView.dataSource = controller
        return collectionView
    }

    @Test func cellsAreMeasuredOnceWhenDisplayedAndTheLinesFollowTheirSizes() {
        let controller = SizingNotesController(heights: [30, 50, 40, 60, 20, 20, 45])
        let collectionView = makeNotes(controller, estimate: CGSize(width: 100, height: 50))
        collectionView.layoutIfNeeded()
        // At the estimate 100 × 50, three a line (floor(330 / 110)), lines at 0, 60, 120, 180:
        // all seven show and are measured. Their heights make lines 50 (0..<50), 60 (60..<120)
        // and 45 (130..<175): items centered in their line (item 0 at (50 − 30) / 2 = 10), full
        // lines justified (spacing (320 − 300) / 2 = 10), the last left-aligned.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 10, width: 100, height: 30), CGRect(x: 110, y: 0, width: 100, height: 50),
                CGRect(x: 220, y: 5, width: 100, height: 40), CGRect(x: 0, y: 60, width: 100, height: 60),
                CGRect(x: 110, y: 80, width: 100, height: 20), CGRect(x: 220, y: 80, width: 100, height: 20),
                CGRect(x: 0, y: 130, width: 100, height: 45),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 175))
        // Each cell asked once, when it was displayed; a later pass asks nobody again.
        expectEqual(controller.cells.map(\.sizingCalls), Array(repeating: 1, count: 7))
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        expectEqual(controller.cells.map(\.sizingCalls), Array(repeating: 1, count: 7))
    }

    @Test func automaticSizeEstimatesWithTheItemSize() {
        let controller = SizingNotesController(heights: [50, 50, 50, 80])
        let collectionView = makeNotes(controller, estimate: CollectionViewFlowLayout.automaticSize)
        collectionView.layoutIfNeeded()
        // Estimated at itemSize 100 × 50: the first line measures 50 (unchanged), item 3 alone
        // on the last line measures 80: the section's items now differ, so it is left-aligned.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
                CGRect(x: 220, y: 0, width: 100, height: 50), CGRect(x: 0, y: 60, width: 100, height: 80),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 140))
    }

    @Test func aCellThatKeepsItsEstimateChangesNothing() {
        let controller = SizingNotesController(heights: [50, 50, 50, 50])
        let collectionView = makeNotes(controller, estimate: CGSize(width: 100, height: 50))
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout as! CollectionViewFlowLayout
        // Nothing measured differently: the section stays a grid of equal items (one justified
        // line of three, item 3 alone on the last line, centered).
        #expect(layout.measuredSizes.isEmpty)
        expectEqual(collectionView.visibleCells.last?.frame, CGRect(x: 110, y: 60, width: 100, height: 50))
        let original = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        original.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let preferred = original.copy() as! CollectionViewLayoutAttributes
        #expect(
            !layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        preferred.size = CGSize(width: 100, height: 70)
        #expect(
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
}
