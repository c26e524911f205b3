import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// What the long thrash runs found (5,000 batches per seed), as named regressions.
///
/// The cause: after an edit below the displayed rows, the table kept the remembered visible range
/// *and* the interval of viewport bottoms over which it held. That interval ends at the top of the
/// row just below the last displayed one; an insert can put a different, higher row there (the
/// first row of a section that was empty, or a row appended to the last displayed row's
/// section), so the bottom edge of the viewport could reach a new row that the table never asked
/// for. The interval is now computed again for the edited model.
@MainActor
@Suite(.explorerPagesOnFailure) struct BatchThrashRegressionTests {
    /// Plain, rows of 44 and a 30-point footer under every section (delegate heights):
    /// section 0 rows 0–132, footer 132–162; the empty section 1's footer 162–192; section 2's
    /// rows from 192. A viewport 0–180 shows 0.0–0.2; the row below them is 2.0, at 192.
    private func table(counts: [Int]) -> (TestTableView, RecordingDataSource) {
        let (table, dataSource) = makeTable(counts, size: CGSize(width: 320, height: 180), rowHeight: nil)
        let delegate = RecordingHeightDelegate(log: TableEventLog()) { _ in 44 }
        delegate.footerHeight = { _ in 30 }
        table.attach(delegate)
        table.layoutIfNeeded()
        return (table, dataSource)
    }

    @Test(arguments: [true, false])
    func firstRowInsertedIntoAnEmptySectionBelowTheDisplayedRowsIsDisplayed(standalone: Bool) {
        let (table, dataSource) = table(counts: [3, 0, 5])
        expectEqual(table.indexPathsForVisibleRows, [path(0, 0), path(0, 1), path(0, 2)])
        dataSource.rowCounts[1] = 1
        if standalone {
            table.insertRows(at: [path(1, 0)], with: .none)
        } else {
            table.performBatchUpdates { table.insertRows(at: [path(1, 0)], with: .none) }
        }
        table.layoutIfNeeded()
        // 1.0 now lies at 162–206, across the viewport's bottom edge at 180.
        expectEqual(table.indexPathsForVisibleRows, [path(0, 0), path(0, 1), path(0, 2), path(1, 0)])
        expectEqual(table.cellForRow(at: path(1, 0))?.frame, CGRect(x: 0, y: 162, width: 320, height: 44))
        // Section 1's footer now ends at 236, where 2.0 starts: a viewport 60–240 reaches it.
        table.contentOffset.y = 60
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows, [path(0, 1), path(0, 2), path(1, 0), path(2, 0)])
        expectEqual(table.cellForRow(at: path(2, 0))?.frame.minY, 236)
    }

    @Test(arguments: [true, false])
    func rowAppendedToTheLastDisplayedRowsSectionIsDisplayed(standalone: Bool) {
        let (table, dataSource) = table(counts: [3, 0, 5])
        dataSource.rowCounts[0] = 4
        if standalone {
            table.insertRows(at: [path(0, 3)], with: .none)
        } else {
            table.performBatchUpdates { table.insertRows(at: [path(0, 3)], with: .none) }
        }
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows, [path(0, 0), path(0, 1), path(0, 2), path(0, 3)])
        expectEqual(table.cellForRow(at: path(0, 3))?.frame, CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    /// The height policy (estimates, `heightForRowAt` or `rowHeight`) is decided by probing the
    /// delegate with the first row there is. A table whose sections were all empty at reload never
    /// probed, and rows inserted later were taken for self-sizing rows with estimates although the
    /// delegate answers `heightForRowAt`; realizing those estimates then moved the content offset
    /// (the 10^6-batch run: seeds 32 and 134). UIKit asks an inserted row's height as it asks any
    /// row's when the delegate implements `heightForRowAt`.
    @Test func rowsInsertedIntoATableThatHadNoRowsAskHeightForRowAt() {
        let log = TableEventLog()
        let (table, dataSource) = makeTable([0, 0], rowHeight: nil, log: log)
        table.attach(RecordingHeightDelegate(log: log) { $0.row == 0 ? 30 : 50 })
        table.layoutIfNeeded()
        _ = log.take()
        dataSource.rowCounts = [0, 2]
        table.performBatchUpdates { table.insertRows(at: [path(1, 0), path(1, 1)], with: .none) }
        expectEqual(
            log.take().filter { $0.kind == .heightForRow },
            ([.heightForRow([1, 0]), .heightForRow([1, 1])] as [TableEvent]))
        expectEqual(table.contentSize.height, 80)
        expectEqual(table.visibleCells.map(\.frame.height), [30, 50])
        expectEqual(table.contentOffset.y, 0)
        // Decided now: the next insert asks the delegate too, and nothing is an estimate.
        dataSource.rowCounts = [1, 2]
        table.insertRows(at: [path(0, 0)], with: .none)
        expectEqual(log.take().filter { $0.kind == .heightForRow }, ([.heightForRow([0, 0])] as [TableEvent]))
        expectEqual(table.rectForRow(at: path(1, 1)), CGRect(x: 0, y: 60, width: 320, height: 50))
    }

    /// Seeds 32 and 134 found the bug above in the 10^6-batch run; like the runs below, they
    /// draw a different sequence since the thrash was widened.
    @Test(arguments: [(32 as UInt64, 3626), (134, 2275)])
    func thrashSeedWithNoRowsAtReloadReplaysPastItsFailingStep(seed: UInt64, failingStep: Int) {
        BatchThrashRun(seed: seed, config: .recorded(seed: seed, configurations: 7))
            .run(batches: Self.batches(upTo: failingStep))
    }

    /// How far the seeds below run: to their recorded step in CI (`OPENTABLEVIEW_LONG_REPLAYS`,
    /// set by `.ci/run`), else the thrash's own budget. They no longer replay their failure (the
    /// sequence changed), so a developer's run gives them the budget of any other thrash seed.
    nonisolated static func batches(upTo failingStep: Int) -> Int {
        RandomizedRuns.isSet("OPENTABLEVIEW_LONG_REPLAYS") ? failingStep : min(failingStep, BatchThrashTests.batches)
    }

    /// Every seed of the default thrash failed this way before the fix, at these steps. Since the
    /// thrash was widened (more kinds of steps, a seventh configuration) the same seeds draw a
    /// different sequence, so these now run as ordinary long runs of those seeds (full length in
    /// CI only, see ``batches(upTo:)``); the deterministic tests above are what pin the bug.
    @Test(arguments: [
        (101 as UInt64, 1766),  // insetGrouped, rowHeight 30.5: 2.0 missing at offset 89.5
        (102, 2336),  // grouped, rowHeight 44: 3.1 missing at offset 406.5
        (103, 223),  // plain, rowHeight 44: 1.0 missing at offset 533.5 (section 1 was empty)
        (104, 1581),  // plain, per-row heights: 0.1 missing at offset 0
        (105, 1350),  // grouped, per-row heights: 1.0 missing at offset 0
        (106, 2175),  // plain, per-row heights, a standalone insert: 4.0 missing at offset 349
    ])
    func thrashSeedReplaysPastItsFailingStep(seed: UInt64, failingStep: Int) {
        BatchThrashRun(seed: seed, config: .recorded(seed: seed, configurations: 7))
            .run(batches: Self.batches(upTo: failingStep))
    }
}
