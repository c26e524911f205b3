import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `scrollToItem(at:at:animated:)` with every `UICollectionView.ScrollPosition` ("Constants that
/// indicate how to scroll an item into the visible portion of the collection view"; `top` "is
/// mutually exclusive with the centeredVertically and bottom options"; none: "Don't scroll the item
/// into view": Apple, `UICollectionView.ScrollPosition`), clamped to the content, and the point and
/// cell queries.
@MainActor
@Suite struct CollectionViewScrollingTests {
    /// The pinned grid: sections of 7, 2 and 0 items, 320 × 200, content 320 × 390 (section 0
    /// 0..<210, section 1 210..<320, section 2 320..<390). Item 0-6 is 135..<175, item 1-1 245..<285.
    private func makeGrid() -> (CollectionView, GridRecorder) {
        let grid = makePinnedGrid(counts: [7, 2, 0])
        grid.0.layoutIfNeeded()
        return grid
    }

    @Test func verticalPositionsPutTheItemAtTheTopCenterOrBottomClampedToTheContent() {
        let (collectionView, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        var offsets: [CGFloat] = []
        let steps: [(IndexPath, CollectionView.ScrollPosition)] = [
            (IndexPath(item: 6, section: 0), .top),  // 135
            (IndexPath(item: 6, section: 0), .centeredVertically),  // 155 − 100 = 55
            (IndexPath(item: 6, section: 0), .bottom),  // 175 − 200 = −25, clamped to 0
            (IndexPath(item: 1, section: 1), .top),  // 245, clamped to 390 − 200 = 190
            (IndexPath(item: 1, section: 1), .centeredVertically),  // 265 − 100 = 165
            (IndexPath(item: 1, section: 1), .bottom),  // 285 − 200 = 85
            (IndexPath(item: 0, section: 0), []),  // stays at 85
        ]
        for (indexPath, position) in steps {
            collectionView.scrollToItem(at: indexPath, at: position, animated: false)
            offsets.append(collectionView.contentOffset.y)
        }
        expectEqual(offsets, [135, 55, 0, 190, 165, 85, 85])
        expectEqual(collectionView.contentOffset.x, 0)
        // The scroll is a scroll: the next pass shows the items of 85..<285.
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.indexPathsForVisibleItems.first, IndexPath(item: 3, section: 0))
        expectEqual(collectionView.indexPathsForVisibleItems.last, IndexPath(item: 1, section: 1))
    }

    @Test func theAdjustedContentInsetsNarrowTheVisibleAreaAndWidenTheRange() {
        let (collectionView, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        var offsets: [CGFloat] = []
        let steps: [(IndexPath, CollectionView.ScrollPosition)] = [
            (IndexPath(item: 0, section: 0), .top),  // 35 − 20 = 15
            (IndexPath(item: 0, section: 0), .bottom),  // 75 + 10 − 200 = −115, clamped to −20
            (IndexPath(item: 0, section: 1), .top),  // 225, clamped to 390 + 10 − 200 = 200
            (IndexPath(item: 0, section: 1), .centeredVertically),  // 265 − 20 − 170 / 2 = 160
            (IndexPath(item: 0, section: 1), .bottom),  // 285 + 10 − 200 = 95
        ]
        for (indexPath, position) in steps {
            collectionView.scrollToItem(at: indexPath, at: position, animated: true)
            offsets.append(collectionView.contentOffset.y)
        }
        expectEqual(offsets, [15, -20, 200, 160, 95])
    }

    /// Ten items 100 × 200 side by side: content 1,000 × 200 in a 320 × 200 view.
    final class StripLayout: CollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 200) }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            (0..<10).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 200)
            return attributes
        }
    }

    @Test func horizontalPositionsPutTheItemAtTheLeftCenterOrRight() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: StripLayout())
        let recorder = GridRecorder(counts: [10])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        func offsets(_ steps: [(Int, CollectionView.ScrollPosition)]) -> [CGFloat] {
            steps.map { item, position in
                collectionView.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false)
                return collectionView.contentOffset.x
            }
        }
        // Item 5 is 500..<600: left 500, centered 550 − 160 = 390, right 600 − 320 = 280; item 9
        // left 900, clamped to 1,000 − 320 = 680; item 0 right −220, clamped to 0.
        expectEqual(
            offsets([(5, .left), (5, .centeredHorizontally), (5, .right), (9, .left), (0, .right)]),
            [
                500, 390, 280, 680, 0,
            ])
        // Insets 15 left and 5 right: left 485, centered 550 − 15 − 300 / 2 = 385, right 285.
        collectionView.contentInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 5)
        expectEqual(offsets([(5, .left), (5, .centeredHorizontally), (5, .right)]), [485, 385, 285])
        // One option per axis, both applied: x for left, y for top (the item's top is 0).
        collectionView.contentOffset = CGPoint(x: 0, y: 0)
        collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: [.left, .top], animated: false)
        expectEqual(collectionView.contentOffset, CGPoint(x: 285, y: 0))
    }

    @Test func anIndexPathOutOfRangeThrowsUIKitsTextAndNothingMoves() {
        let (collectionView, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.contentOffset = CGPoint(x: 0, y: 40)
        func reason(_ indexPath: IndexPath, _ position: CollectionView.ScrollPosition = .top) -> String? {
            do {
                try collectionView.checked.scrollToItem(at: indexPath, at: position, animated: false)
                return nil
            } catch {
                return "\(error.name.rawValue): \(error.reason)"
            }
        }
        let reasons = [
            reason(IndexPath(item: 0, section: 3)),
            reason(IndexPath(item: 2, section: 1)),
            reason(IndexPath(item: 0, section: 2)),
            reason(IndexPath(item: 0, section: 0), [.top, .bottom]),
        ]
        expectEqual(
            reasons,
            [
                "NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds section (3) when there are only 3 sections.",
                "NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (2) when there are only 2 items in section 1.",
                "NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 0 items in section 2.",
                "NSInvalidArgumentException: UICollectionView.ScrollPosition combines mutually exclusive options: top, bottom",
            ])
        expectEqual(collectionView.contentOffset, CGPoint(x: 0, y: 40))
    }

    @Test func indexPathForItemAtAPointAsksTheLayoutAndCountsItemsOffScreen() {
        let (collectionView, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        let points = [
            CGPoint(x: 116, y: 86),  // item 0-4 (115..<205, 85..<125)
            CGPoint(x: 10, y: 35),  // item 0-0's top-left corner
            CGPoint(x: 100, y: 35),  // item 0-0's right edge, not in it: the spacing
            CGPoint(x: 160, y: 10),  // section 0's header
            CGPoint(x: 230, y: 250),  // item 1-1, off screen
            CGPoint(x: 160, y: 380),  // section 2's footer
        ]
        let found = points.map { collectionView.indexPathForItem(at: $0) }
        let expected: [IndexPath?] = [
            IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0), nil, nil, IndexPath(item: 1, section: 1),
            nil,
        ]
        expectEqual(found, expected)
    }

    @Test func indexPathForACellAnswersForDisplayedCellsOnly() throws {
        let (collectionView, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        expectEqual(collectionView.indexPath(for: cell), IndexPath(item: 2, section: 0))
        collectionView.contentOffset = CGPoint(x: 0, y: 190)
        collectionView.layoutIfNeeded()
        // Every item of section 0 left the screen; items 1-0 and 1-1 took the cells queued last
        // (0-6's and 0-5's), so 0-2's is in the queue.
        expectEqual(collectionView.indexPath(for: cell), nil)
        let reused = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        expectEqual(collectionView.indexPath(for: reused), IndexPath(item: 1, section: 1))
        expectEqual(collectionView.indexPath(for: CollectionViewCell(frame: .zero)), nil)
    }
}
