import Foundation

/// Data prefetching, run at the end of each layout pass.
///
/// As the content offset moves, rows within one viewport height beyond the visible edge in the
/// direction of the scroll are offered to ``TableView/prefetchDataSource``, nearest first, each
/// row once while it stays wanted. Visible rows are never offered (they are requested now).
/// When the scroll reverses or jumps, rows offered earlier that are neither wanted nor visible are
/// cancelled. Nothing is prefetched by a layout pass that did not scroll, so the initial load
/// prefetches nothing, as on iOS.
extension TableView {
    /// How far beyond the visible area rows are prefetched, in viewport heights.
    static let prefetchLookAheadViewports: CGFloat = 1

    func updatePrefetching() {
        let offset = bounds.minY
        defer { pass.lastPrefetchOffset = offset }
        guard settings.isPrefetchingEnabled, let prefetcher = settings.prefetchDataSource else {
            if !content.rowState.prefetched.isEmpty { content.rowState.prefetched.removeAll() }
            return
        }
        guard let last = pass.lastPrefetchOffset, offset != last, bounds.height > 0 else { return }
        let wanted = prefetchWindow(scrollingDown: offset > last)
        let visible = visibleGlobalRows
        let (cancelled, new) = content.rowState.movePrefetchWindow(wanted: wanted, isVisible: visible.contains)
        if !cancelled.isEmpty {
            let rows = cancelled.map(indexPath(forGlobalRow:))
            recordCall(.cancelPrefetching(rows))
            prefetcher.tableView(self, cancelPrefetchingForRowsAt: rows)
        }
        if !new.isEmpty {
            let rows = new.map(indexPath(forGlobalRow:))
            recordCall(.prefetch(rows))
            prefetcher.tableView(self, prefetchRowsAt: rows)
        }
    }

    /// Global rows beyond the visible edge in the scroll direction, nearest first.
    /// - Complexity: O(log n + rows in the window).
    private func prefetchWindow(scrollingDown: Bool) -> [Int] {
        let distance = bounds.height * TableView.prefetchLookAheadViewports
        let visible = visibleGlobalRows
        if scrollingDown {
            let range = visibleGlobalRange(minY: bounds.maxY, maxY: bounds.maxY + distance)
            return range.filter { $0 >= visible.upperBound }
        }
        let range = visibleGlobalRange(minY: bounds.minY - distance, maxY: bounds.minY)
        return range.reversed().filter { $0 < visible.lowerBound }
    }
}
