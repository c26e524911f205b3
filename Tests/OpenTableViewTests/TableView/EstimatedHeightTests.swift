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
}
