import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// What a collection view asks of its data source and delegate, in what order, and what it shows:
/// counts once per reload, cells for the items the layout puts in the bounds, in index-path
/// order, each dequeued (framed, `apply(_:)`) then `willDisplay`; items that leave end display
/// and their cells are reused last-in first-out.
@MainActor
@Suite struct CollectionViewDisplayTests {
    @Test func theFirstPassAsksTheCountsThenTheVisibleCellsInOrder() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        collectionView.layoutIfNeeded()
        // The bounds 0..<200 show section 0's three lines (35, 85, 135); section 1's line is
        // at 245.
        var expected = ["numberOfSections", "numberOfItems(0)", "numberOfItems(1)", "numberOfItems(2)"]
        for item in 0..<7 {
            expected += ["cellForItemAt(0-\(item))", "willDisplay(0-\(item))"]
        }
        expectEqual(recorder.log, expected)
        let visible: [IndexPath] = (0..<7).map { IndexPath(item: $0, section: 0) }
        expectEqual(collectionView.indexPathsForVisibleItems, visible)
        expectEqual(collectionView.visibleCells.map { ($0 as! PhotoCell).title }, (0..<7).map { "0-\($0)" })
        expectEqual(collectionView.numberOfSections, 3)
        expectEqual(collectionView.numberOfItems(inSection: 1), 2)
        // Counts are asked once per reload, not per query.
        expectEqual(recorder.log.filter { $0.hasPrefix("number") }.count, 4)
    }

    @Test func displayedCellsAreFramedFromTheLayoutAndAreSubviews() throws {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        // Line 1 (y 85), middle column (x 115).
        expectEqual(cell.frame, CGRect(x: 115, y: 85, width: 90, height: 40))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 90, height: 40))
        expectIdentical(cell.superview, collectionView)
        expectEqual(cell.reuseIdentifier, "Photo")
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)), nil)
        expectEqual(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
            CGRect(x: 220, y: 245, width: 90, height: 40))
    }

    @Test func scrollingEndsDisplayOfLeavingItemsAndReusesTheirCellsLastInFirstOut() throws {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        collectionView.layoutIfNeeded()
        let cellOf05 = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let cellOf04 = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        recorder.log = []
        // Bounds 150..<350: item 6 (135..<175) stays, section 1's line (245..<285) enters.
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        collectionView.layoutIfNeeded()
        let expected: [String] =
            (0..<6).map { "didEndDisplaying(0-\($0))" } + [
                "cellForItemAt(1-0)", "prepareForReuse(0-5)", "apply(1-0)", "willDisplay(1-0)",
                "cellForItemAt(1-1)", "prepareForReuse(0-4)", "apply(1-1)", "willDisplay(1-1)",
            ]
        expectEqual(recorder.log, expected)
        let visible = [IndexPath(item: 6, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
        expectEqual(collectionView.indexPathsForVisibleItems, visible)
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)), cellOf05)
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)), cellOf04)
        expectEqual(cellOf05.frame, CGRect(x: 10, y: 245, width: 90, height: 40))
        expectEqual(cellOf04.frame, CGRect(x: 220, y: 245, width: 90, height: 40))
        // Cells that left the screen left the view tree.
        let onScreen = collectionView.subviews.compactMap { $0 as? PhotoCell }.count
        expectEqual(onScreen, 3)
    }

    @Test func aScrollIntoALinesSpacingEndsOnlyTheLinesWhoseItemsLeft() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        collectionView.layoutIfNeeded()
        recorder.log = []
        // Bounds 80..<280: line 0 (35..<75) left, only its spacing is in view.
        collectionView.contentOffset = CGPoint(x: 0, y: 80)
        collectionView.layoutIfNeeded()
        let visible: [IndexPath] =
            (3..<7).map { IndexPath(item: $0, section: 0) } + [
                IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
            ]
        expectEqual(collectionView.indexPathsForVisibleItems, visible)
        expectEqual(
            recorder.log.prefix(3), ["didEndDisplaying(0-0)", "didEndDisplaying(0-1)", "didEndDisplaying(0-2)"])
    }

    @Test func reloadDataEndsEveryDisplayThenAsksTheCountsAndCellsAgain() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        collectionView.layoutIfNeeded()
        recorder.counts = [2]
        recorder.log = []
        collectionView.reloadData()
        #expect(recorder.log.isEmpty)  // nothing is asked until the next pass or query
        collectionView.layoutIfNeeded()
        let expected: [String] =
            (0..<7).map { "didEndDisplaying(0-\($0))" } + [
                "numberOfSections", "numberOfItems(0)",
                "cellForItemAt(0-0)", "prepareForReuse(0-6)", "apply(0-0)", "willDisplay(0-0)",
                "cellForItemAt(0-1)", "prepareForReuse(0-5)", "apply(0-1)", "willDisplay(0-1)",
            ]
        expectEqual(recorder.log, expected)
        // Two items on one line, justified; the content is header 30 + 5 + 40 + 15 + footer 20.
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 220, y: 35, width: 90, height: 40))
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 110))
    }

    @Test func aNewLayoutLaysTheSameCellsOutAgain() throws {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView.collectionViewLayout = layout
        expectIdentical(layout.collectionView, collectionView)
        collectionView.layoutIfNeeded()
        // 320 wide: floor(320 / 100) = 3 a line, spacing (320 − 300) / 2 = 10; lines at 0, 100.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        expectEqual(cell.frame, CGRect(x: 110, y: 100, width: 100, height: 100))
        // The third line (item 6) starts at y 200, on the bounds' bottom edge: its frame
        // intersects the bounds as `CGRect.intersects` counts (a zero-height intersection is not
        // the null rectangle), so the layout returns it and it is displayed
        // (Compatibility/Evidence.md, "Elements on the bounds' edge").
        let visible: [IndexPath] = (0..<7).map { IndexPath(item: $0, section: 0) }
        expectEqual(collectionView.indexPathsForVisibleItems, visible)
    }

    @Test func aCollectionViewWithoutADataSourceHasNoSections() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: CollectionViewFlowLayout())
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.numberOfSections, 0)
        #expect(collectionView.visibleCells.isEmpty)
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 0))
    }
}

/// A layout an app writes from the base class: the collection view asks `prepare()` once per
/// invalidation, then the content size, then the elements in its bounds.
@MainActor
@Suite struct CustomCollectionViewLayoutTests {
    /// One item per 100-point row, the full width, as a minimal list layout.
    final class RowsLayout: CollectionViewLayout {
        var calls: [String] = []
        var count = 0

        override func prepare() {
            super.prepare()
            calls.append("prepare")
            count = collectionView?.numberOfItems(inSection: 0) ?? 0
        }

        override var collectionViewContentSize: CGSize {
            calls.append("contentSize")
            return CGSize(width: 320, height: CGFloat(count) * 100)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            calls.append("elements(in: \(Int(rect.minY))..<\(Int(rect.maxY)))")
            return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 320, height: 100)
            return attributes
        }
    }

    @Test func theBaseLayoutAnswersAsUIKitsDoes() {
        let layout = CollectionViewLayout()
        expectEqual(layout.collectionViewContentSize, .zero)
        expectEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 10, height: 10)), nil)
        expectEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)), nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 1, height: 1)))
        expectEqual(layout.collectionView, nil)
    }

    @Test func aPassPreparesOncePerInvalidationThenAsksSizeAndElements() throws {
        let layout = RowsLayout()
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 250), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [5])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        expectEqual(layout.calls, ["prepare", "contentSize", "elements(in: 0..<250)"])
        let visible: [IndexPath] = (0..<3).map { IndexPath(item: $0, section: 0) }
        expectEqual(collectionView.indexPathsForVisibleItems, visible)
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 500))
        layout.calls = []
        // A scroll: the base layout does not invalidate, so no prepare; the collection view asks
        // only for the strip its kept answer (0..<250) lacks, up to a viewport past the new
        // bounds (450 + 250 = 700) (Compatibility/Evidence.md, "The layout's answer and the
        // visible bounds").
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        expectEqual(layout.calls, ["contentSize", "elements(in: 250..<700)"])
        layout.calls = []
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(layout.calls, ["prepare", "contentSize", "elements(in: 200..<450)"])
    }

    @Test func layoutAttributesKeepFrameCenterSizeAndBoundsTogether() {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "Badge", with: IndexPath(item: 2, section: 1))
        expectEqual(attributes.representedElementCategory, .supplementaryView)
        expectEqual(attributes.representedElementKind, "Badge")
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        expectEqual(attributes.center, CGPoint(x: 25, y: 40))
        // A new size keeps the center.
        attributes.size = CGSize(width: 10, height: 20)
        expectEqual(attributes.frame, CGRect(x: 20, y: 30, width: 10, height: 20))
        expectEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 10, height: 20))
        let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
    }
}

/// Misuse gets UIKit's collection-view texts: the exception's reason as UIKit words it.
@MainActor
@Suite struct CollectionViewMisuseTests {
    @Test func dequeueingAnUnregisteredIdentifierThrowsUIKitsMessage() {
        let (collectionView, recorder) = makePinnedGrid(counts: [1])
        defer { withExtendedLifetime(recorder) {} }
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try collectionView.checked.dequeueReusableCell(
                withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
        }
        // Unregistering makes the identifier unknown again.
        collectionView.register(nil as CollectionViewCell.Type?, forCellWithReuseIdentifier: "Photo")
        #expect(throws: TableViewException.self) {
            try collectionView.checked.dequeueReusableCell(
                withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        }
    }

    @Test func aSectionOutOfRangeThrowsUIKitsMessage() {
        let (collectionView, recorder) = makePinnedGrid(counts: [1])
        defer { withExtendedLifetime(recorder) {} }
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "request for number of items in section 1 when there are only 1 sections in the collection view")
        ) {
            try collectionView.checked.numberOfItems(inSection: 1)
        }
    }

    @Test func aCellTheDataSourceDidNotDequeueThrowsAndIsNotDisplayed() {
        let (collectionView, recorder) = makePinnedGrid(counts: [3])
        recorder.returnsUndequeuedCell = true
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
            )
        ) {
            try collectionView.checked.layoutIfNeeded()
        }
        #expect(collectionView.visibleCells.isEmpty)
        #expect(!recorder.log.contains { $0.hasPrefix("willDisplay") })
    }
}
