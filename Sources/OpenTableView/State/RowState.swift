import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The table's row-keyed state: the selected rows, the row whose swipe actions are revealed, and
/// the rows offered to the prefetch data source and not yet displayed or cancelled.
///
/// It is one value with one owner (`TableView.content.rowState`) so that every update path moves all of
/// it the same way, through ``remap(through:)``: a new piece of row-keyed state is added here and
/// follows its rows through batches, one-row edits and edits below the displayed rows at once.
struct RowState {
    /// Selected rows (UIKit's `indexPathsForSelectedRows`, unordered).
    var selected: Set<IndexPath> = []
    /// The row whose swipe actions are revealed and those actions; the index path is `nil` once
    /// an update deleted the row (the actions stay revealed until the swipe ends).
    var swiped: (indexPath: IndexPath?, configuration: SwipeActionsConfiguration)?
    /// Rows offered to the prefetch data source, by global row index.
    var prefetched: Set<Int> = []

    /// Whether no row has any state, so an update has nothing to move.
    var isEmpty: Bool { selected.isEmpty && swiped == nil && prefetched.isEmpty }

    /// Moves the state through an update. A deleted row loses everything; a reloaded row is
    /// deselected (UIKit deselects reloaded rows) but keeps a revealed swipe and its prefetch,
    /// which belong to the row's position rather than to its cell.
    /// - Complexity: O(selected + prefetched) remappings; nothing when the state is empty.
    mutating func remap<Remapping: RowRemapping>(through remapping: Remapping) {
        if !selected.isEmpty {
            var moved = Set<IndexPath>(minimumCapacity: selected.count)
            for old in selected where !remapping.isReloaded(old) {
                if let new = remapping.newIndexPath(forOld: old) { moved.insert(new) }
            }
            selected = moved
        }
        if let swiped, let old = swiped.indexPath {
            self.swiped = (remapping.newIndexPath(forOld: old), swiped.configuration)
        }
        if !prefetched.isEmpty {
            var moved = Set<Int>(minimumCapacity: prefetched.count)
            for old in prefetched {
                if let new = remapping.newGlobalIndex(forOld: old) { moved.insert(new) }
            }
            prefetched = moved
        }
    }

    /// Moves the prefetching bookkeeping to a new window, for the table and the collection view
    /// alike: rows offered before that are neither `wanted` nor visible are cancelled, visible rows
    /// leave the bookkeeping (they are requested now, not prefetched), and the rows of `wanted`
    /// (nearest first) not offered yet are offered. Returns both lists, for the caller to tell its
    /// prefetch data source: first the cancelled rows (in ascending order), then the offered ones.
    /// - Complexity: O(prefetched + wanted).
    mutating func movePrefetchWindow(wanted: [Int], isVisible: (Int) -> Bool) -> (cancelled: [Int], offered: [Int]) {
        let wantedSet = Set(wanted)
        let cancelled = prefetched.filter { !wantedSet.contains($0) && !isVisible($0) }.sorted()
        prefetched.subtract(cancelled)
        prefetched = prefetched.filter { !isVisible($0) }
        let offered = wanted.filter { !prefetched.contains($0) }
        prefetched.formUnion(offered)
        return (cancelled, offered)
    }

    /// What `reloadData()` forgets: the selection and the prefetched rows (a revealed swipe stays
    /// until it ends, as before a reload).
    mutating func resetForReload() {
        selected.removeAll()
        prefetched.removeAll()
    }
}

/// How an update moves rows from the table before it to the table after it, for
/// ``RowState/remap(through:)``.
protocol RowRemapping {
    /// The row's index path after the update, or `nil` when it is deleted. A reloaded row maps
    /// to its replacement.
    func newIndexPath(forOld old: IndexPath) -> IndexPath?
    /// Whether the row is reloaded (replaced by a new row at the mapped index path).
    func isReloaded(_ old: IndexPath) -> Bool
    /// The global index after the update of the row at global index `old` before it, or `nil`
    /// when that row is deleted.
    func newGlobalIndex(forOld old: Int) -> Int?
}
