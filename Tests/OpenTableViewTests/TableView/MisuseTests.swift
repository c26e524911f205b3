import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// UIKit's exact messages for misuse (`Compatibility/Evidence.md` §1.2, §2.3, §2.4, §4). Traps are checked with exit
/// tests, which run the body in a child process and read what it printed; the same checks are
/// also reachable without trapping through `TableView.checked`.
@MainActor
@Suite(.explorerPagesOnFailure) struct MisuseTests {
    nonisolated static let console = "*** Terminating app due to uncaught exception"

    @Test func checkedVariantsThrowTheSameMessagesAndChangeNothing() throws {
        let (table, _) = makeTable([3])
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            _ = try table.checked.dequeueReusableCell(withIdentifier: "Nope", for: path(0, 0))
        }
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "request for rect at invalid index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 3})")
        ) {
            _ = try table.checked.dequeueReusableCell(withIdentifier: "Cell", for: path(0, 3))
        }
        #expect(
            throws: TableViewException(
                .internalInconsistency, "Requested the number of rows for section (4) which is out of bounds.")
        ) {
            _ = try table.checked.numberOfRows(inSection: 4)
        }
        #expect(throws: TableViewException(.internalInconsistency, "request for rect of invalid section (9)")) {
            _ = try table.checked.rect(forSection: 9)
        }
        #expect(throws: TableViewException(.internalInconsistency, "request for rect of header in invalid section (9)"))
        {
            _ = try table.checked.rectForHeader(inSection: 9)
        }
        #expect(
            throws: TableViewException(.internalInconsistency, "request for rect of footer in invalid section (-1)")
        ) {
            _ = try table.checked.rectForFooter(inSection: -1)
        }
        expectEqual(try table.checked.rectForHeader(inSection: 0), table.rectForHeader(inSection: 0))
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Invalid table view rowHeight (-0.5). Value must be at least 0.0, or UITableViewAutomaticDimension.")
        ) {
            try table.checked.setRowHeight(-0.5)
        }
        expectEqual(table.rowHeight, 44)
        #expect(throws: Never.self) { try table.checked.setRowHeight(TableView.automaticDimension) }
        expectEqual(table.rowHeight, -1)
    }

    @Test func dequeueWithoutIndexPathReturnsNilWhenNothingIsRegisteredOrPooled() {
        let table = TableView(frame: .zero)
        expectEqual(table.dequeueReusableCell(withIdentifier: "Cell"), nil)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let cell = table.dequeueReusableCell(withIdentifier: "Cell")
        expectEqual(cell?.reuseIdentifier, "Cell")
        expectEqual(cell?.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        table.register(nil as TableViewCell.Type?, forCellReuseIdentifier: "Cell")
        expectEqual(table.dequeueReusableCell(withIdentifier: "Cell"), nil)
        expectEqual(table.dequeueReusableHeaderFooterView(withIdentifier: "H"), nil)
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
        expectEqual(table.dequeueReusableHeaderFooterView(withIdentifier: "H")?.reuseIdentifier, "H")
    }

    @Test func unregisteringFailsTheIndexPathDequeueEvenWithPooledCells() {
        let (table, dataSource) = makeTable([10])
        table.layoutIfNeeded()
        dataSource.rowCounts = [1]
        table.reloadData()
        table.layoutIfNeeded()
        expectEqual(table.cellReuse.queuedCount("Cell"), 4)
        table.register(nil as TableViewCell.Type?, forCellReuseIdentifier: "Cell")
        #expect(throws: TableViewException.self) {
            _ = try table.checked.dequeueReusableCell(withIdentifier: "Cell", for: path(0, 0))
        }
        // The plain dequeue still hands out pooled cells: the pool is not the registration.
        expectNotEqual(table.dequeueReusableCell(withIdentifier: "Cell"), nil)
    }
}

/// Traps, in child processes (see `ExitTests`).
extension ExitTests {

    @Test func dequeueOfAnUnregisteredIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = TableEventLog()
                let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                let dataSource = RecordingDataSource([3], log: log)
                dataSource.identifier = "Missing"
                table.attach(dataSource)
                table.layoutIfNeeded()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "\(MisuseTests.console) 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"
            ))
    }

    @Test func scrollOutOfBoundsTrapsWithNSRangeException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([72])
                table.scrollToRow(at: path(0, 72), at: .middle, animated: false)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "\(MisuseTests.console) 'NSRangeException', reason: 'Attempted to scroll the table view to an out-of-bounds row (72) when there are only 72 rows in section 0.'"
            ))
    }

    @Test func numberOfRowsForAMissingSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([1])
                _ = table.numberOfRows(inSection: 1)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("reason: 'Requested the number of rows for section (1) which is out of bounds.'"))
    }

    @Test func negativeRowHeightTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                TableView(frame: .zero).rowHeight = -5
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: 'Invalid table view rowHeight (-5). Value must be at least 0.0, or UITableViewAutomaticDimension.'"
            ))
    }

    @Test func negativeFooterHeightFromTheDelegateTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = TableEventLog()
                let (table, _) = makeTable([1], log: log)
                let delegate = RecordingHeightDelegate(log: log) { _ in 44 }
                delegate.footerHeight = { _ in -2 }
                table.attach(delegate)
                table.reloadData()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: 'section footer height must not be negative - provided height for section 0 is -2.000000'"))
    }
}
