import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// The collection view and its layout object: one collection view per layout, the layout asked
/// `shouldInvalidateLayout(forBoundsChange:)` at every bounds change, and the data source's
/// counts checked.
@MainActor
@Suite struct CollectionViewLayoutObjectTests {
    /// A layout that records the bounds it is asked about and answers `invalidates`.
    final class BoundsLayout: CollectionViewLayout {
        var asked: [CGRect] = []
        var prepares = 0
        var invalidates = false

        override func prepare() {
            super.prepare()
            prepares += 1
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            // Asked before the bounds change, as UIKit's setter asks.
            asked.append(newBounds)
            expectNotEqual(collectionView?.bounds, newBounds)
            return invalidates
        }
    }

    private func makeCollectionView(_ layout: CollectionViewLayout) -> CollectionView {
        CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    }

    @Test func everyBoundsChangeAsksTheLayoutFromTheSetterNotOncePerPass() {
        let layout = BoundsLayout()
        let collectionView = makeCollectionView(layout)
        collectionView.layoutIfNeeded()
        // Two scroll steps and a resize before the next pass: three questions, at once.
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        collectionView.contentOffset = CGPoint(x: 0, y: 25)
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        // The same offset, and a frame that only moves, change no bounds: nothing is asked.
        collectionView.contentOffset = CGPoint(x: 0, y: 25)
        collectionView.frame = CGRect(x: 5, y: 5, width: 300, height: 200)
        let expected = [
            CGRect(x: 0, y: 10, width: 320, height: 200), CGRect(x: 0, y: 25, width: 320, height: 200),
            CGRect(x: 0, y: 25, width: 300, height: 200),
        ]
        expectEqual(layout.asked, expected)
        // The layout said no each time: the pass does not prepare it again.
        collectionView.layoutIfNeeded()
        expectEqual(layout.prepares, 1)
        expectEqual(layout.asked.count, 3)
    }

    @Test func aLayoutThatAnswersYesIsInvalidatedAndPreparedOnceAtTheNextPass() {
        let layout = BoundsLayout()
        layout.invalidates = true
        let collectionView = makeCollectionView(layout)
        collectionView.layoutIfNeeded()
        collectionView.bounds = CGRect(x: 0, y: 40, width: 320, height: 200)
        collectionView.bounds = CGRect(x: 0, y: 80, width: 320, height: 200)
        #expect(layout.needsPrepare)
        collectionView.layoutIfNeeded()
        expectEqual(layout.prepares, 2)
    }

    @Test func theFlowLayoutIsInvalidatedByANewWidthNotByAScroll() {
        let (collectionView, recorder) = makePinnedGrid(counts: [30])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(!layout.needsPrepare)
        collectionView.frame = CGRect(x: 0, y: 0, width: 420, height: 200)
        #expect(layout.needsPrepare)
        collectionView.layoutIfNeeded()
        // 420 wide: 400 between the insets, floor(410 / 100) = 4 a line, spacing (400 − 360) / 3.
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        expectEqual(frame, CGRect(x: 10 + 3 * (90 + 40.0 / 3), y: 35, width: 90, height: 40))
    }

    @Test func aLayoutInUseByAnotherCollectionViewIsRefusedAndNothingChanges() {
        let shared = CollectionViewFlowLayout()
        let first = makeCollectionView(shared)
        let second = makeCollectionView(CollectionViewFlowLayout())
        let secondLayout = second.collectionViewLayout
        #expect(
            throws: TableViewException(
                .invalidArgument,
                "the layout CollectionViewFlowLayout is already the layout of another collection view - a layout object lays out one collection view at a time: create a layout for each collection view"
            )
        ) {
            try second.checked.setCollectionViewLayout(shared)
        }
        #expect(second.collectionViewLayout === secondLayout && secondLayout.collectionView === second)
        expectIdentical(shared.collectionView, first)
        // Given back the layout it has, a collection view keeps it.
        #expect(throws: Never.self) { try first.checked.setCollectionViewLayout(shared) }
    }

    @Test func aLayoutIsFreeAgainOnceItsCollectionViewLetsItGoOrIsReleased() throws {
        let shared = CollectionViewFlowLayout()
        let first = makeCollectionView(shared)
        first.collectionViewLayout = CollectionViewFlowLayout()
        expectEqual(shared.collectionView, nil)
        let second = makeCollectionView(CollectionViewFlowLayout())
        try second.checked.setCollectionViewLayout(shared)
        expectIdentical(shared.collectionView, second)

        let other = CollectionViewFlowLayout()
        do {
            let released = makeCollectionView(other)
            expectIdentical(other.collectionView, released)
        }
        // The collection view is gone, so is the layout's weak reference to it.
        let third = makeCollectionView(other)
        expectIdentical(other.collectionView, third)
    }

    @Test func negativeCountsThrowAndLeaveTheCountsForgotten() {
        let (collectionView, recorder) = makePinnedGrid(counts: [3, -2])
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "collectionView(_:numberOfItemsInSection:) returned a negative count (-2) for section 1")
        ) {
            try collectionView.checked.layoutIfNeeded()
        }
        #expect(collectionView.visibleCells.isEmpty)
        // Fixed, the data is asked again in full.
        recorder.counts = [3, 2]
        recorder.log = []
        #expect(throws: Never.self) { try collectionView.checked.layoutIfNeeded() }
        expectEqual(recorder.log.prefix(3), ["numberOfSections", "numberOfItems(0)", "numberOfItems(1)"])
        expectEqual(collectionView.indexPathsForVisibleItems.count, 5)
    }

    @Test func aNegativeSectionCountThrows() {
        final class NegativeSections: NSObject, CollectionViewDataSource {
            func numberOfSections(in collectionView: CollectionView) -> Int { -1 }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            { CollectionViewCell(frame: .zero) }
        }
        let dataSource = NegativeSections()
        let collectionView = makeCollectionView(CollectionViewFlowLayout())
        collectionView.dataSource = dataSource
        #expect(
            throws: TableViewException(.internalInconsistency, "numberOfSections(in:) returned a negative count (-1)")
        ) {
            try collectionView.checked.numberOfItems(inSection: 0)
        }
    }
}

/// The initializer's check traps, as UIKit's exceptions do: in a child process.
@Suite(.serialized) struct CollectionViewLayoutSharingExitTests {
    @Test func creatingASecondCollectionViewOnALayoutInUseTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layout = CollectionViewFlowLayout()
                let first = CollectionView(frame: .zero, collectionViewLayout: layout)
                _ = CollectionView(frame: .zero, collectionViewLayout: layout)
                withExtendedLifetime(first) {}
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "'NSInvalidArgumentException', reason: 'the layout CollectionViewFlowLayout is already the layout of another collection view"
            ))
    }
}
