import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Rows of section 0.
private func rows(_ rows: Int...) -> [IndexPath] { rows.map { path(0, $0) } }

/// Prefetching (`Compatibility/Evidence.md` §11): rows within one viewport beyond the visible edge in the scroll
/// direction, nearest first; never visible rows; cancelled when the scroll reverses; nothing on
/// the initial load.
@MainActor
@Suite(.explorerPagesOnFailure) struct PrefetchingTests {
    /// 100 rows of 50 points in a 200-point viewport: 4 rows visible, 4 rows of look-ahead.
    func table() -> (TestTableView, RecordingPrefetchingDataSource) {
        let (table, _) = makeTable([100], rowHeight: 50)
        let prefetcher = RecordingPrefetchingDataSource(log: TableEventLog())
        table.prefetchDataSource = prefetcher
        return (table, prefetcher)
    }

    @Test func defaults() {
        let table = TableView(frame: .zero)
        #expect(table.isPrefetchingEnabled)
        expectEqual(table.prefetchDataSource, nil)
    }

    @Test func initialLoadPrefetchesNothing() {
        let (table, prefetcher) = table()
        table.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(prefetcher.log.events.isEmpty)
    }

    @Test func scrollingDownPrefetchesTheNextViewportNearestFirst() {
        let (table, prefetcher) = table()
        table.layoutIfNeeded()
        table.contentOffset.y = 10
        table.layoutIfNeeded()
        // Visible: rows 0...4 (4 starts at 200 < 210). Look-ahead [210, 410): rows 4...8, minus visible.
        expectEqual(prefetcher.log.events, [.prefetch(rows(5, 6, 7, 8))])
        table.contentOffset.y = 60
        table.layoutIfNeeded()
        // Rows 5...8 stay wanted and are not offered again; row 9 is new.
        expectEqual(prefetcher.log.events, [.prefetch(rows(5, 6, 7, 8)), .prefetch(rows(9))])
    }

    @Test func reversingCancelsRowsNoLongerNeeded() {
        let (table, prefetcher) = table()
        table.contentOffset.y = 1000
        table.layoutIfNeeded()
        table.contentOffset.y = 1010
        table.layoutIfNeeded()
        expectEqual(prefetcher.log.events, [.prefetch(rows(25, 26, 27, 28))])
        table.contentOffset.y = 1000
        table.layoutIfNeeded()
        expectEqual(
            prefetcher.log.events,
            [
                .prefetch(rows(25, 26, 27, 28)), .cancelPrefetching(rows(25, 26, 27, 28)),
                .prefetch(rows(19, 18, 17, 16)),
            ])
    }

    @Test func disabledPrefetchingOffersNothing() {
        let (table, prefetcher) = table()
        table.isPrefetchingEnabled = false
        table.layoutIfNeeded()
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(prefetcher.log.events.isEmpty)
    }

    @Test func rowsThatBecomeVisibleAreNotCancelled() {
        let (table, prefetcher) = table()
        table.layoutIfNeeded()
        table.contentOffset.y = 10
        table.layoutIfNeeded()
        table.contentOffset.y = 400
        table.layoutIfNeeded()
        // Rows 5...8 were consumed (8 became visible; 5...7 scrolled past) — 5...7 are cancelled.
        expectEqual(
            prefetcher.log.events,
            [
                .prefetch(rows(5, 6, 7, 8)), .cancelPrefetching(rows(5, 6, 7)), .prefetch(rows(12, 13, 14, 15)),
            ])
    }
}
