import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `invariantViolations()`, the display ledger's check the randomized suites run after every
/// step: empty on a healthy grid, and naming each broken rule when the ledger, the reuse queues
/// or the subviews are made to disagree.
@MainActor
@Suite struct CollectionViewInvariantTests {
    private let item4 = IndexPath(item: 4, section: 0)

    /// The pinned grid (`pinnedFlowLayout()`), laid out and scrolled so cells and supplementary
    /// views were both displayed and queued.
    private func laidOutGrid() -> (CollectionView, GridRecorder) {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 0)
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    @Test func aHealthyGridHasNoViolations() {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        expectEqual(collectionView.invariantViolations(), [])
        collectionView.reloadData()
        expectEqual(collectionView.invariantViolations(), [])
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.invariantViolations(), [])
    }

    @Test func aDisplayedCellInTheQueueIsReported() throws {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        let cell = try #require(collectionView.cellForItem(at: item4))
        collectionView.cellReuse.enqueue(cell, identifier: "Photo")
        expectEqual(collectionView.invariantViolations(), ["the cell of item [0, 4] is displayed and queued"])
    }

    @Test func aCellDisplayedForTwoItemsIsReported() throws {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        let cell = try #require(collectionView.cellForItem(at: item4))
        let other = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let position = try #require(collectionView.content.displayedCells.index(section: 0, item: 5))
        collectionView.content.displayedCells.replaceCell(at: position, with: cell)
        expectEqual(
            collectionView.invariantViolations(),
            [
                "the cell of item [0, 5] is displayed for another item too",
                // Item 5 is the line's third column (x 220); the cell is item 4's, at x 115.
                "the cell of item [0, 5] has frame (115.0, 85.0, 90.0, 40.0), the layout's is (220.0, 85.0, 90.0, 40.0)",
                "a \(type(of: other)) is the collection view's subview but not displayed",
            ])
    }

    @Test func aLedgerCellThatLeftTheViewAndASubviewOutsideTheLedgerAreReported() throws {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        try #require(collectionView.cellForItem(at: item4)).removeFromSuperview()
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        collectionView.content.displayedSupplementaryViews.removeAll()
        // Section 0's header (0..<30) and footer (185..<205) were both on screen.
        expectEqual(
            collectionView.invariantViolations(),
            [
                "the cell of item [0, 4] is not the collection view's subview",
                "a \(type(of: header)) is the collection view's subview but not displayed",
                "a \(type(of: header)) is the collection view's subview but not displayed",
            ])
    }

    @Test func aQueuedOrMisframedSupplementaryViewIsReported() throws {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        let kind = CollectionView.elementKindSectionHeader
        let header = try #require(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        collectionView.supplementaryReuse[kind]!.enqueue(header, identifier: "Header")
        header.frame.origin.y = 1
        expectEqual(
            collectionView.invariantViolations(),
            [
                "the \(kind) view at [0, 0] is displayed and queued",
                "the \(kind) view at [0, 0] has frame (0.0, 1.0, 320.0, 30.0), the layout's is (0.0, 0.0, 320.0, 30.0)",
            ])
    }

    @Test func anItemOutsideTheDataIsReported() throws {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        let removed = collectionView.content.displayedCells.removeCell(at: item4)
        let cell = try #require(removed)
        collectionView.content.displayedCells.insert(cell, section: 0, item: 9)
        expectEqual(collectionView.invariantViolations(), ["item [0, 9] is displayed but not in the data [7, 2, 0]"])
    }

    /// The ledger is kept in index-path order (the layout pass walks it beside the layout's
    /// answer): two entries out of order are reported.
    @Test func aLedgerOutOfOrderIsReported() {
        let (collectionView, recorder) = laidOutGrid()
        defer { withExtendedLifetime(recorder) {} }
        var entries = collectionView.content.displayedCells.entries
        entries.swapAt(0, 1)
        collectionView.content.displayedCells.replace(with: entries)
        expectEqual(collectionView.invariantViolations(), ["the ledger lists item [0, 0] after item [0, 1]"])
    }
}
