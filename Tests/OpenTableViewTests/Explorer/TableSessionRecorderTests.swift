import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The session recorder: how it cuts a session into steps, what each step keeps, and that
/// attaching it changes nothing the table does.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableSessionRecorderTests {
    @Test func theFirstLayoutPassIsAStepWithItsCallsRowsAndCells() throws {
        let (table, _, session) = ExplorerSessions.groceries()
        table.layoutIfNeeded()
        session.finish()
        let step = try #require(session.steps.first)
        expectEqual(session.steps.count, 1)
        #expect(step.name == "layout pass" && step.kind == .layoutPass)
        // 300 points of 44-point rows: rows 0 to 6.
        expectEqual(step.rows.map(\.globalRow), Array(0...6))
        expectEqual(step.rows.map(\.frame), (0...6).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44) })
        expectEqual(step.rows.map(\.texts), (0...6).map { ["Item \($0)"] })
        expectEqual(Set(step.rows.map(\.cell)), Set(1...7))
        expectEqual(step.calls.prefix(2), [.numberOfSections, .numberOfRows(0)])
        expectEqual(step.calls.filter { $0.kind == .cellForRow }, (0...6).map { .cellForRow([0, $0]) })
        expectEqual(step.sections, [TableSessionStep.Section(globalRows: 0..<100, minY: 0, maxY: 4_400)])
        #expect(step.contentOffset == .zero && step.contentSize == CGSize(width: 320, height: 4_400))
        expectEqual(step.viewportSize, CGSize(width: 320, height: 300))
        expectEqual(step.reuseQueues, [TableSessionStep.ReuseQueue(identifier: "Grocery", cells: [])])
        #expect(step.hasDataSource && step.trap == nil && step.rowMoves.isEmpty)
        // The picture is the SVG renderer's of the same moment.
        expectEqual(step.picture, table.svgPicture())
    }

    @Test func aScrollIsAStepNamedByItsOffsetAndCellsKeepTheirIdentity() throws {
        let (table, _, session) = ExplorerSessions.groceries()
        table.layoutIfNeeded()
        table.contentOffset.y = 1_204
        table.layoutIfNeeded()
        expectEqual(session.steps.map(\.name), ["layout pass", "scroll to 1,204 pt"])
        let before = session.steps[0]
        let after = session.steps[1]
        expectEqual(after.kind, .scroll)
        // 1,204 / 44 = 27.4: rows 27 to 34 are on screen.
        expectEqual(after.rows.map(\.globalRow), Array(27...34))
        expectEqual(after.rows.first?.frame, CGRect(x: 0, y: 27 * 44, width: 320, height: 44))
        // The seven cells that left were queued and dequeued again; one more was made.
        let reused = Set(after.rows.map(\.cell))
        #expect(reused.isSuperset(of: before.rows.map(\.cell)) && reused.count == 8)
        #expect(after.calls.contains(.didEndDisplaying([0, 0])) && after.calls.contains(.cellForRow([0, 34])))
        expectEqual(after.picture, table.svgPicture())
    }

    @Test func aBatchUpdateIsNamedByItsOperationsAndMapsEveryOldRow() throws {
        let (table, list, session) = ExplorerSessions.groceries(count: 6)
        table.layoutIfNeeded()
        table.performBatchUpdates {
            list.items.remove(at: 2)
            list.items.remove(at: 1)
            list.items.insert("Milk", at: 0)
            table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        table.layoutIfNeeded()
        session.finish()
        let step = try #require(session.steps.last)
        #expect(step.name == "performBatchUpdates: delete 2, insert 1" && step.kind == .update)
        expectEqual(
            step.rowMoves.map { "\($0.old.row)→\($0.new.map { "\($0.row)" } ?? "out")" },
            [
                "0→1", "1→out", "2→out", "3→2", "4→3", "5→4",
            ])
        expectEqual(step.rowMoves.map(\.newGlobalRow), [1, nil, nil, 2, 3, 4])
        expectEqual(step.rows.map(\.texts), [["Milk"], ["Item 0"], ["Item 3"], ["Item 4"], ["Item 5"]])
        expectEqual(step.sections.map(\.globalRows), [0..<5])
    }

    @Test func selectionsAndGesturesAreStepsNamedInUIKitsSpelling() throws {
        let (table, _, session) = ExplorerSessions.groceries()
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.simulate.tapRow(at: IndexPath(row: 4, section: 0))
        session.finish()
        expectEqual(
            session.steps.map(\.name),
            [
                "layout pass", "selectRow(at: [0, 2])", "simulate.tapRow(at: [0, 4])",
            ])
        expectEqual(session.steps.map(\.kind), [.layoutPass, .selection, .gesture])
        let tap = session.steps[2]
        #expect(tap.calls.contains(.willSelect([0, 4])) && tap.calls.contains(.didSelect([0, 4])))
        expectEqual(tap.rows.filter(\.isSelected).map(\.globalRow), [4])
        expectEqual(session.steps[1].rows.filter(\.isSelected).map(\.globalRow), [2])
    }

    @Test func attachingChangesNothingTheTableCallsAndRecordsBesideACallRecorder() {
        func run(withSession: Bool) -> ([TableEvent], TableSessionRecorder?) {
            let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Grocery")
            table.rowHeight = 44
            let list = GroceryList(count: 50)
            table.attach(list as TableViewDataSource)
            table.attach(list as TableViewDelegate)
            let calls = TableCallRecorder(attachedTo: table)
            let session = withSession ? TableSessionRecorder(attachedTo: table) : nil
            table.layoutIfNeeded()
            table.contentOffset.y = 500
            table.layoutIfNeeded()
            table.simulate.tapRow(at: IndexPath(row: 13, section: 0))
            session?.finish()
            #expect(calls.tableView === table && session.map { $0.tableView === table } ?? true)
            return (calls.events, session)
        }
        let (alone, _) = run(withSession: false)
        let (beside, session) = run(withSession: true)
        expectEqual(alone, beside)
        expectEqual(session?.steps.flatMap(\.calls), beside)
    }

    @Test func detachingRestoresTheCallRecorder() {
        let (table, _, session) = ExplorerSessions.groceries()
        let calls = TableCallRecorder(attachedTo: table)
        session.detach()
        #expect(session.tableView == nil && calls.tableView === table && table.sessionRecorder == nil)
        table.layoutIfNeeded()
        #expect(calls.events.first == .numberOfSections && session.steps.isEmpty)
    }

    @Test func aTrapIsKeptAtItsStep() throws {
        let (table, list, session) = ExplorerSessions.groceries(count: 5)
        table.layoutIfNeeded()
        // The data source drops a row without telling the table: UIKit raises at the batch's end.
        #expect(throws: TableViewException.self) {
            try table.performBatchUpdatesThrowing {
                list.items.removeLast(2)
                table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
            }
        }
        session.finish()
        let step = try #require(session.steps.last)
        expectEqual(step.name, "performBatchUpdates")
        expectEqual(step.trap?.hasPrefix("Invalid batch updates detected"), true, "\(step.trap ?? "nil")")
        // Nothing changed: the table kept its five rows.
        #expect(step.rows.count == 5 && step.rowMoves.isEmpty)
    }

    @Test func aNamedStepKeepsTheMessageOfAThrowingVariant() throws {
        let (table, _, session) = ExplorerSessions.groceries(count: 5)
        table.layoutIfNeeded()
        #expect(throws: TableViewException.self) {
            try session.step("scroll to row 9") {
                try table.checked.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
            }
        }
        session.finish()
        let step = try #require(session.steps.last)
        #expect(step.name == "scroll to row 9" && step.kind == .named)
        expectEqual(
            step.trap,
            "Attempted to scroll the table view to an out-of-bounds row (9) when there are only 5 rows in section 0.",
            "\(step.trap ?? "nil")")
    }

    @Test func offsetsAreNamedAsAPersonReadsThem() {
        expectEqual(TableSessionRecorder.points(1_204), "1,204")
        expectEqual(TableSessionRecorder.points(1_234_567.5), "1,234,567.5")
        expectEqual(TableSessionRecorder.points(-64), "-64")
        expectEqual(TableSessionRecorder.points(0), "0")
    }
}
