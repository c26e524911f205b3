import Foundation
import Testing

@testable import OpenTableView

/// Records prefetch and cancel calls.
@MainActor
final class RecordingPrefetcher: TableViewDataSourcePrefetching {
    var events: [String] = []
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        events.append("prefetch " + indexPaths.map { String($0.row) }.joined(separator: ","))
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        events.append("cancel " + indexPaths.map { String($0.row) }.joined(separator: ","))
    }
}

/// Prefetching (`Compatibility/Evidence.md` §11): rows within one viewport beyond the visible edge in the scroll
/// direction, nearest first; never visible rows; cancelled when the scroll reverses; nothing on
/// the initial load.
@MainActor
@Suite struct PrefetchingTests {
    /// 100 rows of 50 points in a 200-point viewport: 4 rows visible, 4 rows of look-ahead.
    func table() -> (TestTableView, RecordingPrefetcher) {
        let (table, _) = makeTable([100], rowHeight: 50)
        let prefetcher = RecordingPrefetcher()
        table.prefetchDataSource = prefetcher
        return (table, prefetcher)
    }

    @Test func defaults() {
        let table = TableView(frame: .zero)
        #expect(table.isPrefetchingEnabled)
        #expect(table.prefetchDataSource == nil)
    }

    @Test func initialLoadPrefetchesNothing() {
        let (table, prefetcher) = table()
        table.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(prefetcher.events.isEmpty)
    }

    @Test func scrollingDownPrefetchesTheNextViewportNearestFirst() {
        let (table, prefetcher) = table()
        table.layoutIfNeeded()
        table.contentOffset.y = 10
        table.layoutIfNeeded()
        // Visible: rows 0...4 (4 starts at 200 < 210). Look-ahead [210, 410): rows 4...8, minus visible.
        #expect(prefetcher.events == ["prefetch 5,6,7,8"])
        table.contentOffset.y = 60
        table.layoutIfNeeded()
        // Rows 5...8 stay wanted and are not offered again; row 9 is new.
        #expect(prefetcher.events == ["prefetch 5,6,7,8", "prefetch 9"])
    }

    @Test func reversingCancelsRowsNoLongerNeeded() {
        let (table, prefetcher) = table()
        table.contentOffset.y = 1000
        table.layoutIfNeeded()
        table.contentOffset.y = 1010
        table.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 25,26,27,28"])
        table.contentOffset.y = 1000
        table.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 25,26,27,28", "cancel 25,26,27,28", "prefetch 19,18,17,16"])
    }

    @Test func disabledPrefetchingOffersNothing() {
        let (table, prefetcher) = table()
        table.isPrefetchingEnabled = false
        table.layoutIfNeeded()
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(prefetcher.events.isEmpty)
    }

    @Test func rowsThatBecomeVisibleAreNotCancelled() {
        let (table, prefetcher) = table()
        table.layoutIfNeeded()
        table.contentOffset.y = 10
        table.layoutIfNeeded()
        table.contentOffset.y = 400
        table.layoutIfNeeded()
        // Rows 5...8 were consumed (8 became visible; 5...7 scrolled past) — 5...7 are cancelled.
        #expect(prefetcher.events == ["prefetch 5,6,7,8", "cancel 5,6,7", "prefetch 12,13,14,15"])
    }
}
