import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// ``RowState``: one value for the selection, the revealed swipe and the prefetched rows, moved by
/// one remap on every update path.
@MainActor
@Suite(.explorerPagesOnFailure) struct RowStateTests {
    private func model(_ counts: [Int]) -> TableLayoutModel {
        TableLayoutModel(
            sections: counts.map {
                SectionMetrics(
                    paddingAboveHeader: 0, headerHeight: 0, footerHeight: 0, rows: RowHeights(repeating: 44, count: $0))
            })
    }

    private func plan(_ operations: [BatchUpdate.Operation], _ before: [Int], _ after: [Int]) -> UpdatePlan {
        try! UpdatePlan.make(BatchUpdate(operations: operations), before: before, after: after).get()
    }

    private let swipe = SwipeActionsConfiguration(actions: [])

    @Test func aBatchMovesSelectionSwipeAndPrefetchWithTheirRowsAndDeselectsReloadedRows() {
        // [4, 3] → delete 0.1, reload 0.3, insert 1.0: [3, 4].
        let plan = plan([.deleteRow(path(0, 1)), .reloadRow(path(0, 3)), .insertRow(path(1, 0))], [4, 3], [3, 4])
        var state = RowState()
        state.selected = [path(0, 0), path(0, 1), path(0, 3), path(1, 2)]
        state.swiped = (path(0, 3), swipe)
        state.prefetched = [1, 2, 6]  // 0.1 (deleted), 0.2, 1.2
        state.remap(through: BatchRemapping(plan: plan, oldModel: model([4, 3]), newModel: model([3, 4])))
        expectEqual(state.selected, [path(0, 0), path(1, 3)])
        expectEqual(state.swiped?.indexPath, path(0, 2))  // the reloaded row's replacement
        expectEqual(state.prefetched, [1, 6])  // 0.2 → 0.1 (global 1); 1.2 → 1.3 (global 6)
    }

    @Test func aDeletedSwipedRowKeepsItsActionsWithoutAnIndexPath() {
        var state = RowState()
        state.swiped = (path(0, 2), swipe)
        state.remap(through: OneRowEditRemapping(section: 0, row: 2, global: 2, isInsert: false))
        expectNotEqual(state.swiped, nil)
        expectEqual(state.swiped?.indexPath, nil)
    }

    @Test func reloadForgetsSelectionAndPrefetchButNotTheSwipe() {
        var state = RowState()
        state.selected = [path(0, 0)]
        state.prefetched = [3]
        state.swiped = (path(0, 1), swipe)
        #expect(!state.isEmpty)
        state.resetForReload()
        #expect(state.selected.isEmpty && state.prefetched.isEmpty)
        expectEqual(state.swiped?.indexPath, path(0, 1))
    }

    /// The one-row edit's O(1) remapping is the batch plan's, row for row and global for global,
    /// for every single-row insert and delete of random tables.
    @Test func oneRowEditRemappingAgreesWithTheBatchPlan() {
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            let before = (0..<rng.int(1...4)).map { _ in rng.int(0...6) }
            let section = rng.int(0...(before.count - 1))
            let isInsert = before[section] == 0 || rng.bool()
            let row = rng.int(0...(isInsert ? before[section] : before[section] - 1))
            var after = before
            after[section] += isInsert ? 1 : -1
            let edit = path(section, row)
            let plan = plan([isInsert ? .insertRow(edit) : .deleteRow(edit)], before, after)
            let batch = BatchRemapping(plan: plan, oldModel: model(before), newModel: model(after))
            let global = model(before).globalIndex(row: row, section: section)
            let oneRow = OneRowEditRemapping(section: section, row: row, global: global, isInsert: isInsert)
            for s in before.indices {
                for r in 0..<before[s] {
                    expectEqual(
                        oneRow.newIndexPath(forOld: path(s, r)), batch.newIndexPath(forOld: path(s, r)),
                        "\(before) \(isInsert ? "insert" : "delete") \(describe(edit)): \(describe(path(s, r)))")
                }
            }
            for g in 0..<before.reduce(0, +) {
                expectEqual(
                    oneRow.newGlobalIndex(forOld: g), batch.newGlobalIndex(forOld: g),
                    "\(before) \(isInsert ? "insert" : "delete") \(describe(edit)): global \(g)")
            }
        }
    }
}
