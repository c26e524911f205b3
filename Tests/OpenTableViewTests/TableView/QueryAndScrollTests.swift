import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Geometry queries and scrollToRow (`Compatibility/Evidence.md` §4, §5.1).
@MainActor
@Suite(.explorerPagesOnFailure) struct QueryAndScrollTests {
    @Test func indexPathForRowIsNilOutsideRows() {
        let (table, dataSource) = makeTable([3, 3, 3])
        dataSource.headerTitles = [0: "S0", 1: "S1", 2: "S2"]
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 10)), nil)  // padding
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 30)), nil)  // header
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 50)), path(0, 0))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 181.5)), path(0, 2))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 182)), nil)  // next padding
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 545)), path(2, 2))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 546)), nil)  // past the end
        expectEqual(table.indexPathForRow(at: CGPoint(x: 5, y: -1)), nil)
    }

    @Test func indexPathsForRowsInRectExcludeRowsTouchingTheBottomEdge() {
        let (table, dataSource) = makeTable([3, 3, 3])
        dataSource.headerTitles = [0: "S0", 1: "S1", 2: "S2"]
        expectEqual(
            table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 320, height: 150)),
            [
                path(0, 1), path(0, 2), path(1, 0),
            ])
        expectEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 94, width: 320, height: 44)), [path(0, 1)])
        expectEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: 20)), [])
        expectEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 1_000, width: 320, height: 20)), [])
    }

    @Test func rectForRowOfAMissingRowIsZero() {
        let (table, _) = makeTable([3])
        expectEqual(table.rectForRow(at: path(0, 3)), .zero)
        expectEqual(table.rectForRow(at: path(1, 0)), .zero)
        expectEqual(table.cellForRow(at: path(0, 9)), nil)
    }

    @Test(arguments: [
        (TableView.ScrollPosition.top, 50, 2200.0),
        (.middle, 50, 2122.0),
        (.bottom, 50, 2044.0),
        (.top, 99, 4200.0),  // clamped to the end of the content
        (.bottom, 0, 0.0),  // clamped to the top
        (.none, 3, 0.0),  // already fully visible: no movement
        (.none, 60, 2484.0),  // below: the least movement shows its bottom
    ])
    func scrollToRowPositions(position: TableView.ScrollPosition, row: Int, expected: CGFloat) {
        let (table, _) = makeTable([100])
        table.scrollToRow(at: path(0, row), at: position, animated: false)
        expectEqual(table.contentOffset.y, expected)
    }

    @Test func scrollToRowNoneAboveTheViewportBehavesAsTop() {
        let (table, _) = makeTable([100])
        table.contentOffset.y = 2000
        table.scrollToRow(at: path(0, 40), at: .none, animated: false)
        expectEqual(table.contentOffset.y, 1760)
        table.scrollToRow(at: path(0, 42), at: .none, animated: false)
        expectEqual(table.contentOffset.y, 1760)
    }

    @Test func scrollToRowHonoursAdjustedContentInset() {
        let (table, _) = makeTable([100])
        table.contentInset = EdgeInsets(top: 64, left: 0, bottom: 20, right: 0)
        table.scrollToRow(at: path(0, 50), at: .top, animated: false)
        expectEqual(table.contentOffset.y, 2136)
        table.scrollToRow(at: path(0, 50), at: .bottom, animated: false)
        expectEqual(table.contentOffset.y, 2064)
        table.scrollToRow(at: path(0, 50), at: .middle, animated: false)
        expectEqual(table.contentOffset.y, 2100)
        table.scrollToRow(at: path(0, 0), at: .top, animated: false)
        expectEqual(table.contentOffset.y, -64)
        table.scrollToRow(at: path(0, 99), at: .bottom, animated: false)
        expectEqual(table.contentOffset.y, 4220)
    }

    @Test func scrollToTopKeepsTheRowBelowItsPinnedHeader() {
        let (table, dataSource) = makeTable([3, 3, 3])
        dataSource.headerTitles = [0: "S0", 1: "S1", 2: "S2"]
        table.scrollToRow(at: path(1, 1), at: .top, animated: false)
        expectEqual(table.contentOffset.y, 248)
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 1)?.frame.minY, 248)
        expectEqual(table.cellForRow(at: path(1, 1))?.frame.minY, 276)
    }

    @Test func scrollingNotifiesTheDelegate() {
        let log = TableEventLog()
        let (table, _) = makeTable([100], log: log)
        let delegate = RecordingDelegate(log: log)
        table.attach(delegate)
        table.layoutIfNeeded()
        _ = log.take()
        table.scrollToRow(at: path(0, 10), at: .top, animated: false)
        expectEqual(log.take(), [.didScroll(contentOffset: CGPoint(x: 0, y: 440), isDragging: false)])
    }

    @Test func outOfBoundsScrollsThrowUIKitMessagesThroughTheCheckedVariant() {
        let (table, _) = makeTable([72])
        #expect(
            throws: TableViewException(
                .range,
                "Attempted to scroll the table view to an out-of-bounds row (72) when there are only 72 rows in section 0."
            )
        ) {
            try table.checked.scrollToRow(at: path(0, 72), at: .top, animated: false)
        }
        #expect(
            throws: TableViewException(
                .range,
                "Attempted to scroll the table view to an out-of-bounds section (18) when there are only 1 sections.")
        ) {
            try table.checked.scrollToRow(at: path(18, 0), at: .top, animated: false)
        }
        expectEqual(table.contentOffset.y, 0)
        #expect(
            throws: TableViewException(
                .range,
                "Attempted to scroll the table view to an out-of-bounds row (72) when there are only 72 rows in section 0."
            )
        ) {
            try table.checked.selectRow(at: path(0, 72), animated: false, scrollPosition: .top)
        }
        expectEqual(table.indexPathsForSelectedRows, nil)
    }

    @Test func scrollToAnEmptySectionWithNSNotFoundIsAllowed() {
        let (table, _) = makeTable([50, 0, 50])
        table.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
        expectEqual(table.contentOffset.y, 2200)
    }
}
