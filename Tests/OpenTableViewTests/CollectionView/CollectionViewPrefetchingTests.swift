import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Data prefetching, the table's way on the layout's items: one viewport beyond the visible edge
/// in the direction of the scroll, nearest first, visible items never, cancelled when the scroll
/// reverses (Apple, `UICollectionViewDataSourcePrefetching`: "The collection view calls these
/// methods asynchronously as the user scrolls"; the table's behaviour: Compatibility/Evidence.md
/// §11).
@MainActor
@Suite struct CollectionViewPrefetchingTests {
    /// A photo grid's image loader: logs the items asked for, in order.
    final class ThumbnailLoader: NSObject, CollectionViewDataSourcePrefetching {
        var log: [String] = []

        func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            log.append("prefetch \(indexPaths.map { $0.item })")
        }

        func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            log.append("cancel \(indexPaths.map { $0.item })")
        }
    }

    /// Thirty items of the pinned layout in one section: line k (items 3k…3k+2) at 35 + 50k, 40
    /// high; the view is 200 high.
    private func makeGrid() -> (CollectionView, GridRecorder, ThumbnailLoader) {
        let (collectionView, recorder) = makePinnedGrid(counts: [30])
        let loader = ThumbnailLoader()
        collectionView.prefetchDataSource = loader
        collectionView.layoutIfNeeded()
        return (collectionView, recorder, loader)
    }

    private func scroll(_ collectionView: CollectionView, to y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    @Test func defaultsAreUIKits() {
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        #expect(collectionView.isPrefetchingEnabled && collectionView.prefetchDataSource == nil)
    }

    @Test func scrollingDownOffersTheNextViewportNearestFirstAndReversingCancels() {
        let (collectionView, recorder, loader) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        // The first pass did not scroll: nothing.
        #expect(loader.log.isEmpty)
        // Bounds 50..<250 show lines 0–4 (line 4 is 235..<275); the window 250..<450 holds lines
        // 5–8 (line 8 is 435..<475).
        scroll(collectionView, to: 50)
        // Bounds 100..<300 show line 5 now (no longer in the bookkeeping, not cancelled); the
        // window 300..<500 adds line 9.
        scroll(collectionView, to: 100)
        // Back to the top: the window above is empty; what was offered and is not on screen is
        // cancelled.
        scroll(collectionView, to: 0)
        expectEqual(
            loader.log,
            [
                "prefetch \(Array(15...26))", "prefetch [27, 28, 29]", "cancel \(Array(18...29))",
            ])
        #expect(collectionView.content.rowState.prefetched.isEmpty)
    }

    /// A batch re-keys the prefetched items as the table's does (`RowState.remap(through:)`): a
    /// deleted one is dropped without a cancel, the others follow their items, and a later scroll
    /// cancels them at their new index paths.
    @Test func aBatchMovesThePrefetchedItemsWithTheirItems() {
        let (collectionView, recorder, loader) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        scroll(collectionView, to: 50)
        expectEqual(loader.log, ["prefetch \(Array(15...26))"])
        // Items 0 and 20 deleted: 15–19 become 14–18, 21–26 become 19–24; 20 is dropped.
        recorder.counts = [28]
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 20, section: 0)])
        expectEqual(collectionView.content.rowState.prefetched, Set(14...24))
        expectEqual(loader.log.count, 1)
        // Back to the top (items 0–11 on screen): the offered items are cancelled where they are now.
        scroll(collectionView, to: 0)
        expectEqual(loader.log.last, "cancel \(Array(14...24))")
        #expect(collectionView.content.rowState.prefetched.isEmpty)
    }

    @Test func scrollingUpOffersTheItemsAboveFromTheNearest() {
        let (collectionView, recorder, loader) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        scroll(collectionView, to: 360)
        loader.log = []
        // Bounds 310..<510 show lines 5–9 (line 5 is 285..<325); the window 110..<310 above holds
        // lines 1–4 (line 1 is 85..<125), offered from line 4 up, each line from its last item.
        scroll(collectionView, to: 310)
        expectEqual(loader.log, ["prefetch \(Array((3...14).reversed()))"])
    }

    @Test func disabledPrefetchingOffersNothing() {
        let (collectionView, recorder, loader) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.isPrefetchingEnabled = false
        scroll(collectionView, to: 50)
        #expect(loader.log.isEmpty)
    }

    @Test func globalIndicesSkipEmptySections() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 0, 2, 0, 3])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let items = [
            IndexPath(item: 6, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2),
            IndexPath(item: 0, section: 4), IndexPath(item: 2, section: 4),
        ]
        let globals = items.map { collectionView.globalIndex(of: $0) }
        expectEqual(globals, [6, 7, 8, 9, 11])
        expectEqual(globals.map { collectionView.indexPath(forGlobalItem: $0) }, items)
    }
}
