import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Estimated and self-sizing heights (`Compatibility/Evidence.md` §1.1, §3.1): with estimation on, only rows that
/// are laid out are asked for a real height, contentSize follows, and rows on screen stay put.
@MainActor
@Suite(.explorerPagesOnFailure) struct EstimatedHeightTests {
    /// A 320 × 200 table of 1,000 rows estimated at 44 points whose delegate answers
    /// `heightForRowAt` with `height` (recorded into `log`), laid out once.
    private func laidOutSelfSizingTable(
        log: TableEventLog, height: @escaping (IndexPath) -> CGFloat
    ) -> TestTableView {
        let (table, _) = makeTable([1000], rowHeight: nil, log: log)
        table.estimatedRowHeight = 44
        table.attach(RecordingHeightDelegate(log: log, rowHeight: height))
        table.layoutIfNeeded()
        return table
    }

    @Test func onlyLaidOutRowsAreAskedAndContentSizeIsCorrected() {
        let log = TableEventLog()
        let (table, _) = makeTable([10_000], rowHeight: nil, log: log)
        table.estimatedRowHeight = 50
        let delegate = RecordingHeightDelegate(log: log) { _ in 30 }
        table.attach(delegate)
        table.reloadData()
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0)])
        expectEqual(table.contentSize.height, 500_000)
        table.layoutIfNeeded()
        let events = log.take()
        // 200 points of 30-point rows: rows 0...6 are laid out, and only they are measured.
        expectEqual(events.filter { $0.kind == .heightForRow }, (0...6).map { TableEvent.heightForRow(path(0, $0)) })
        expectEqual(events.filter { $0.kind == .cellForRow }, (0...6).map { TableEvent.cellForRow(path(0, $0)) })
        expectEqual(table.contentSize.height, 499_860)  // 7 × 30 + 9,993 × 50
        #expect(table.model.section(0).rows.storedHeightCount <= 7)
        expectEqual(table.rectForRow(at: path(0, 6)), CGRect(x: 0, y: 180, width: 320, height: 30))
    }

    @Test func rowsOnScreenDoNotJumpWhenRowsAboveThemAreMeasured() {
        let log = TableEventLog()
        let (table, _) = makeTable([1000], rowHeight: nil, log: log)
        table.estimatedRowHeight = 100
        let delegate = RecordingHeightDelegate(log: log) { _ in 40 }
        delegate.recordsHeights = false
        table.attach(delegate)
        // Jump into the middle: rows there get measured, rows above stay estimated.
        table.contentOffset = CGPoint(x: 0, y: 50_000)
        table.layoutIfNeeded()
        let anchor = table.indexPathsForVisibleRows!.first!
        expectEqual(anchor, path(0, 500))
        let cell = table.cellForRow(at: anchor)!
        let screenY = cell.frame.minY - table.contentOffset.y
        // Scroll up a little: rows 498 and 499 enter, are measured at 40 instead of 100, and the
        // content above shrinks; the offset moves with it so row 500 stays where the user sees it.
        table.contentOffset.y -= 120
        table.layoutIfNeeded()
        let cellAfter = table.cellForRow(at: anchor)!
        expectIdentical(cellAfter, cell)
        expectEqual(screenY, 0)
        expectEqual(cellAfter.frame.minY - table.contentOffset.y, 120)
        // Rows 497...499 were measured (40 instead of 100 each): the offset absorbed the 180.
        expectEqual(table.contentOffset.y, 49_700)
        expectEqual(table.indexPathsForVisibleRows, (497...501).map { path(0, $0) })
    }

    @Test func selfSizingPlainCellsMeasure44() {
        let log = TableEventLog()
        let (table, _) = makeTable([1_000], rowHeight: nil, log: log)
        // Defaults: rowHeight and estimatedRowHeight automatic, no heightForRowAt: self-sizing.
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows, (0...4).map { path(0, $0) })
        expectEqual(table.rectForRow(at: path(0, 4)), CGRect(x: 0, y: 176, width: 320, height: 44))
        expectEqual(table.contentSize.height, 44_000)
        expectEqual(table.model.section(0).rows.estimatedRowCount, 995)
    }

    /// A scroll step of a self-sizing table whose entering rows measure as their estimate
    /// (`TableView+EnteringRows.swift`): each is measured first (`heightForRowAt`, then the cell
    /// asked for and measured), the rows that left end display, then the entering rows are
    /// displayed with the cells measured, as the general path orders them; the cells that stay
    /// are not framed again and no height other than the entering rows' is asked.
    @Test func rowsEnteringAtTheirEstimateAreMeasuredThenDisplayedInTheGeneralOrder() {
        let log = TableEventLog()
        let table = laidOutSelfSizingTable(log: log) { _ in TableView.automaticDimension }
        let staying = table.cellForRow(at: path(0, 3))!
        _ = log.take()
        // 200 points at 100: rows 2...6 (row 6 from 264); rows 0 and 1 leave, 5 and 6 enter.
        table.contentOffset.y = 100
        _ = log.take()  // scrollViewDidScroll
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            [
                .heightForRow(path(0, 5)), .cellForRow(path(0, 5)), .heightForRow(path(0, 6)), .cellForRow(path(0, 6)),
                .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)),
                .willDisplay(path(0, 5)), .willDisplay(path(0, 6)),
            ])
        expectEqual(table.indexPathsForVisibleRows, (2...6).map { path(0, $0) })
        expectIdentical(table.cellForRow(at: path(0, 3)), staying)
        expectEqual(table.cellForRow(at: path(0, 6))?.frame, CGRect(x: 0, y: 264, width: 320, height: 44))
        expectEqual(table.model.section(0).rows.estimatedRowCount, 993)
        expectEqual(table.model.section(0).rows.runs.count, 2)
        expectEqual(table.contentSize.height, 44_000)
    }

    /// The same step when an entering row measures other than its estimate: the general path
    /// goes on from the measurement (no row is measured twice), and the rows that entered below
    /// the first row on screen do not move it.
    @Test func aRowEnteringAtAnotherHeightHandsTheStepToTheGeneralPath() {
        let log = TableEventLog()
        let table = laidOutSelfSizingTable(log: log) { $0.row == 5 ? 100 : 44 }
        table.contentOffset.y = 100
        _ = log.take()  // scrollViewDidScroll
        table.layoutIfNeeded()
        // Row 5 is 100 points (220...320): row 6 (320...364) is no longer on screen, though it
        // was measured when the estimates put it there (by `heightForRowAt`: no cell asked).
        expectEqual(
            log.take(),
            [
                .heightForRow(path(0, 5)), .heightForRow(path(0, 6)),
                .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)),
                .cellForRow(path(0, 5)), .willDisplay(path(0, 5)),
            ])
        expectEqual(table.contentOffset.y, 100)
        expectEqual(table.indexPathsForVisibleRows, (2...5).map { path(0, $0) })
        expectEqual(table.rectForRow(at: path(0, 5)), CGRect(x: 0, y: 220, width: 320, height: 100))
        expectEqual(table.model.section(0).rows.estimatedRowCount, 993)
    }

    /// A jump with `scrollToRow` in a self-sizing table: the target row is measured first (its
    /// cell asked for, measured and put back), then the pass measures the other rows that enter
    /// and displays them after the rows on screen end display; the target's cell is asked for
    /// again to be displayed. When the rows keep their estimates, the pass that follows the
    /// jump is the steady one (`TableView+EnteringRows.swift`), with the same calls in the same
    /// order as the general path.
    @Test func aJumpMeasuresTheTargetThenTheRowsThatEnter() {
        let log = TableEventLog()
        let table = laidOutSelfSizingTable(log: log) { _ in TableView.automaticDimension }
        _ = log.take()
        table.scrollToRow(at: path(0, 500), at: .top, animated: false)
        expectEqual(
            log.take().filter { $0.kind != .didScroll }, [.heightForRow(path(0, 500)), .cellForRow(path(0, 500))])
        table.layoutIfNeeded()
        var expected: [TableEvent] = []
        for row in 501...504 { expected += [.heightForRow(path(0, row)), .cellForRow(path(0, row))] }
        expected += (0...4).map { .didEndDisplaying(path(0, $0)) }
        expected += [.cellForRow(path(0, 500))]
        expected += (500...504).map { .willDisplay(path(0, $0)) }
        expectEqual(log.take(), expected)
        expectEqual(table.contentOffset.y, 22_000)
        expectEqual(table.indexPathsForVisibleRows, (500...504).map { path(0, $0) })
        expectEqual(table.cellForRow(at: path(0, 504))?.frame, CGRect(x: 0, y: 22_176, width: 320, height: 44))
        expectEqual(table.model.section(0).rows.estimatedRowCount, 990)
    }
}
