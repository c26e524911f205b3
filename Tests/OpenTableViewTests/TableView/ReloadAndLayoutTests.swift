import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// reloadData, the first layout and scrolling: exact call histories and frames
/// (`Compatibility/Evidence.md` §3.1, §3.2: cells are asked only at layout; remove-then-add; LIFO reuse).
@MainActor
@Suite(.explorerPagesOnFailure) struct ReloadAndLayoutTests {
    @Test func reloadCapturesStructureButAsksForCellsOnlyAtLayout() {
        let log = TableEventLog()
        let (table, _) = makeTable([100], log: log)
        let delegate = RecordingDelegate(log: log)
        table.attach(delegate)
        table.reloadData()
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0)])
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            ([
                .cellForRow([0, 0]), .willDisplay([0, 0]),
                .cellForRow([0, 1]), .willDisplay([0, 1]),
                .cellForRow([0, 2]), .willDisplay([0, 2]),
                .cellForRow([0, 3]), .willDisplay([0, 3]),
                .cellForRow([0, 4]), .willDisplay([0, 4]),
            ] as [TableEvent]))
        expectEqual(table.contentSize, CGSize(width: 320, height: 4400))
        expectEqual(
            table.visibleCells.map(\.frame),
            (0..<5).map { (row: Int) -> CGRect in
                CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44)
            })
        expectEqual(table.indexPathsForVisibleRows, (0..<5).map { path(0, $0) })
    }

    @Test func firstLayoutLoadsDataWithoutAnExplicitReload() {
        let log = TableEventLog()
        let (table, _) = makeTable([3], log: log)
        #expect(log.events.isEmpty)
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .cellForRow([0, 0]), .cellForRow([0, 1]), .cellForRow([0, 2]),
            ])
    }

    @Test func scrollingEndsDisplayOfRowsThatLeftBeforeAskingForNewOnesAndReusesLIFO() {
        let log = TableEventLog()
        let (table, _) = makeTable([100], log: log)
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        let delegate = RecordingDelegate(log: log)
        table.attach(delegate)
        table.layoutIfNeeded()
        let row0 = table.cellForRow(at: path(0, 0))!
        let row1 = table.cellForRow(at: path(0, 1))!
        _ = log.take()

        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            [
                .didScroll(contentOffset: CGPoint(x: 0, y: 100), isDragging: false),
                .didEndDisplaying([0, 0]), .didEndDisplaying([0, 1]),
                .cellForRow([0, 5]), .willDisplay([0, 5]),
                .cellForRow([0, 6]), .willDisplay([0, 6]),
            ])
        // The pool is last-in first-out: row 0.1's cell went in last, so row 0.5 gets it.
        expectIdentical(table.cellForRow(at: path(0, 5)), row1)
        expectIdentical(table.cellForRow(at: path(0, 6)), row0)
        expectEqual((row1 as? CountingCell)?.reuseCount, 1)
        expectEqual(table.statistics.cellsCreated, 5)
        expectEqual(table.statistics.cellsReused, 2)
        expectEqual(table.indexPathsForVisibleRows, (2...6).map { path(0, $0) })
        expectEqual(row1.frame, CGRect(x: 0, y: 220, width: 320, height: 44))
    }

    @Test func reloadEndsDisplayInReverseOrderAndReusesEveryCell() {
        let log = TableEventLog()
        let (table, _) = makeTable([10], log: log)
        let delegate = RecordingDelegate(log: log)
        table.attach(delegate)
        table.layoutIfNeeded()
        let before = table.visibleCells
        _ = log.take()
        table.reloadData()
        expectEqual(
            log.take(),
            [
                .didEndDisplaying([0, 4]), .didEndDisplaying([0, 3]), .didEndDisplaying([0, 2]),
                .didEndDisplaying([0, 1]), .didEndDisplaying([0, 0]),
                .numberOfSections, .numberOfRows(0),
            ])
        table.layoutIfNeeded()
        expectEqual(Set(table.visibleCells.map(ObjectIdentifier.init)), Set(before.map(ObjectIdentifier.init)))
        expectEqual(table.statistics.cellsCreated, 5)
    }

    @Test func noCellIsBothVisibleAndPooledAcrossJumps() {
        let (table, _) = makeTable([1000])
        table.layoutIfNeeded()
        for y in [30_000.0, 120.0, 43_800.0, 0.0, 22_000.0] {
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
            let visible = Set(table.visibleCells.map(ObjectIdentifier.init))
            let pooled = table.cellReuse.allQueued.map(ObjectIdentifier.init)
            #expect(visible.isDisjoint(with: pooled))
            expectEqual(Set(pooled).count, pooled.count)
            #expect(table.visibleCells.allSatisfy { $0.superview === table })
        }
    }

    @Test func uniformTableCostsOnlyItsSectionsInMemory() {
        let (table, _) = makeTable([10_000_000, 5])
        table.layoutIfNeeded()
        expectEqual(table.model.section(0).rows.storedHeightCount, 0)
        expectEqual(table.contentSize.height, 440_000_220)  // 44 × 10,000,005
        table.contentOffset = CGPoint(x: 0, y: 439_999_912)  // 44 × 9,999,998
        table.layoutIfNeeded()
        expectEqual(
            table.indexPathsForVisibleRows,
            [
                path(0, 9_999_998), path(0, 9_999_999), path(1, 0), path(1, 1), path(1, 2),
            ])
        expectEqual(table.cellForRow(at: path(1, 0))?.frame, CGRect(x: 0, y: 440_000_000, width: 320, height: 44))
    }

    @Test func rowsAreFramedFromThePerRowHeightsTheDelegateGives() {
        let log = TableEventLog()
        let (table, _) = makeTable([4, 3], rowHeight: nil, log: log)
        table.estimatedRowHeight = 0
        let delegate = RecordingHeightDelegate(log: log) { CGFloat(10 + 10 * $0.row + 100 * $0.section) }
        table.attach(delegate)
        table.reloadData()
        // Estimation off: every row is asked at reload.
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .numberOfRows(1),
                .heightForRow([0, 0]), .heightForRow([0, 1]), .heightForRow([0, 2]), .heightForRow([0, 3]),
                .heightForRow([1, 0]), .heightForRow([1, 1]), .heightForRow([1, 2]),
            ])
        expectEqual(table.rectForRow(at: path(0, 3)), CGRect(x: 0, y: 60, width: 320, height: 40))
        expectEqual(table.rectForRow(at: path(1, 0)), CGRect(x: 0, y: 100, width: 320, height: 110))
        expectEqual(table.rectForRow(at: path(1, 2)), CGRect(x: 0, y: 330, width: 320, height: 130))
        expectEqual(table.contentSize.height, 460)
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows, [path(0, 0), path(0, 1), path(0, 2), path(0, 3), path(1, 0)])
    }
}
