import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The fast path for one standalone row insert or delete below the displayed rows
/// (`Updates/TableView+StandaloneRowEdit.swift`). It must be indistinguishable from the general
/// batch path, so each case runs the same edit on two identical tables, one standalone (fast
/// path) and one inside `performBatchUpdates` (general path), and compares everything a user can
/// observe: the data-source and delegate calls, the displayed cells (the same instances as before
/// the edit), their frames, the selection, prefetching and the geometry.
@MainActor
@Suite(.explorerPagesOnFailure) struct StandaloneRowEditTests {
    enum Edit: CustomStringConvertible, Sendable {
        case insert(section: Int, row: Int)
        case delete(section: Int, row: Int)
        var description: String {
            switch self {
            case .insert(let s, let r): "insert \(s).\(r)"
            case .delete(let s, let r): "delete \(s).\(r)"
            }
        }
    }

    struct Case: CustomStringConvertible, Sendable {
        var counts: [Int]
        var perRowHeights: Bool
        var edit: Edit
        var fastPath = true
        var description: String { "\(counts) \(perRowHeights ? "per-row" : "uniform") \(edit)" }
    }

    /// A table in a state worth comparing: scrolled, two rows selected, prefetching on.
    @MainActor final class Fixture {
        let log = TableEventLog()
        let table: TestTableView
        let dataSource: RecordingDataSource
        let prefetcher = RecordingPrefetchingDataSource(log: TableEventLog())

        init(_ counts: [Int], perRowHeights: Bool) {
            (table, dataSource) = makeTable(counts, rowHeight: perRowHeights ? nil : 44, log: log)
            if perRowHeights {
                table.attach(RecordingHeightDelegate(log: log) { CGFloat(30 + $0.row % 5 * 7) })
            } else {
                table.attach(RecordingDelegate(log: log))
            }
            table.prefetchDataSource = prefetcher
            table.layoutIfNeeded()
            let total = counts.reduce(0, +)
            if total > 8 {
                table.contentOffset.y = 60
                table.layoutIfNeeded()
            }
            for row in [1, counts[0] - 1] where row >= 0 && row < counts[0] {
                table.selectRow(at: path(0, row), animated: false, scrollPosition: .none)
            }
            _ = log.take()
            prefetcher.log.reset()
        }

        func apply(_ edit: Edit, standalone: Bool) {
            switch edit {
            case .insert(let s, let r):
                dataSource.rowCounts[s] += 1
                if standalone {
                    table.insertRows(at: [path(s, r)], with: .automatic)
                } else {
                    table.performBatchUpdates { self.table.insertRows(at: [path(s, r)], with: .automatic) }
                }
            case .delete(let s, let r):
                dataSource.rowCounts[s] -= 1
                if standalone {
                    table.deleteRows(at: [path(s, r)], with: .automatic)
                } else {
                    table.performBatchUpdates { self.table.deleteRows(at: [path(s, r)], with: .automatic) }
                }
            }
            table.layoutIfNeeded()
        }

        /// Everything compared between the two paths.
        var observable: [String] {
            var lines = log.events.map(\.description)
            lines.append("visible \(table.indexPathsForVisibleRows?.map(describe) ?? [])")
            lines.append("frames \(table.visibleCells.map(\.frame))")
            lines.append("selected \(table.indexPathsForSelectedRows?.map(describe) ?? [])")
            lines.append("prefetched \(table.content.rowState.prefetched.sorted())")
            lines.append("content \(table.contentSize) offset \(table.contentOffset)")
            let rows = (0..<table.numberOfSections).flatMap { s in
                (0..<table.numberOfRows(inSection: s)).map { table.rectForRow(at: path(s, $0)).minY }
            }
            lines.append("tops \(rows)")
            return lines
        }
    }

    nonisolated static let cases: [Case] = [
        Case(counts: [100], perRowHeights: false, edit: .insert(section: 0, row: 50)),
        Case(counts: [100], perRowHeights: false, edit: .delete(section: 0, row: 50)),
        Case(counts: [100], perRowHeights: true, edit: .insert(section: 0, row: 99)),
        Case(counts: [100], perRowHeights: true, edit: .insert(section: 0, row: 100)),
        Case(counts: [100], perRowHeights: true, edit: .delete(section: 0, row: 99)),
        // The row right below the last displayed one (rows 1...5 show at offset 60).
        Case(counts: [100], perRowHeights: false, edit: .insert(section: 0, row: 6)),
        Case(counts: [100], perRowHeights: false, edit: .delete(section: 0, row: 6)),
        Case(counts: [30, 30], perRowHeights: false, edit: .insert(section: 1, row: 0)),
        Case(counts: [30, 30], perRowHeights: true, edit: .delete(section: 1, row: 29)),
        // A table shorter than the screen: the inserted row appears and is asked for.
        Case(counts: [2], perRowHeights: false, edit: .insert(section: 0, row: 2)),
        Case(counts: [3, 40, 40], perRowHeights: false, edit: .insert(section: 2, row: 40)),
        Case(counts: [3, 40, 40], perRowHeights: true, edit: .delete(section: 1, row: 39)),
        // On or above the last displayed row: the general path.
        Case(counts: [100], perRowHeights: false, edit: .insert(section: 0, row: 5), fastPath: false),
        Case(counts: [100], perRowHeights: false, edit: .delete(section: 0, row: 3), fastPath: false),
    ]

    @Test(arguments: cases)
    func matchesTheGeneralPath(_ testCase: Case) {
        let fast = Fixture(testCase.counts, perRowHeights: testCase.perRowHeights)
        let general = Fixture(testCase.counts, perRowHeights: testCase.perRowHeights)
        expectEqual(fast.observable, general.observable)
        let cellsBefore = fast.table.visibleCells.map(ObjectIdentifier.init)
        fast.apply(testCase.edit, standalone: true)
        general.apply(testCase.edit, standalone: false)
        expectEqual(fast.table.content.standaloneRowEditCount, (testCase.fastPath ? 1 : 0))
        expectEqual(general.table.content.standaloneRowEditCount, 0)
        expectEqual(fast.observable, general.observable)
        if testCase.fastPath {
            // Displayed cells stay; only a row that appears adds one.
            expectEqual(
                Array(fast.table.visibleCells.map(ObjectIdentifier.init).prefix(cellsBefore.count)), cellsBefore)
        }
        // Scrolling on shows the same rows and prefetches the same ones.
        for table in [fast.table, general.table] {
            table.contentOffset.y += 100
            table.layoutIfNeeded()
        }
        expectEqual(fast.observable, general.observable)
        expectEqual(fast.prefetcher.log.events, general.prefetcher.log.events)
    }

    /// The calls the fast path makes, spelled out: the counts as `endUpdates()` asks them, the
    /// new row's height, and nothing else (no cells: none of them moved).
    @Test func oneInsertBelowTheScreenAsksForCountsAndTheNewRowsHeightOnly() {
        let fixture = Fixture([100], perRowHeights: true)
        fixture.apply(.insert(section: 0, row: 50), standalone: true)
        expectEqual(fixture.log.take(), [.numberOfSections, .numberOfRows(0), .heightForRow([0, 50])])
        expectEqual(fixture.table.content.standaloneRowEditCount, 1)
        expectEqual(fixture.table.rectForRow(at: path(0, 51)).height, 30)  // 30 + 50 % 5 * 7
        // Single selection: row 99, moved down.
        expectEqual(fixture.table.indexPathsForSelectedRows?.map(describe), ["0.100"])
    }

    /// Counts that do not add up reach UIKit's message through the general path, with the
    /// data source asked once.
    @Test func inconsistentCountsGetUIKitsMessage() {
        let (table, _) = makeTable([50])
        table.layoutIfNeeded()
        let update = BatchUpdate(operations: [.deleteRow(path(0, 40))])
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (50) must be equal to the number of rows contained in that section before the update (50), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            )
        ) {
            try table.checkedPlan(for: update, after: table.currentRowCounts())
        }
        expectEqual(table.content.standaloneRowEditCount, 0)
    }
}

extension StandaloneRowEditTests {
    /// The counts are checked without building an array, section by section, yet asked exactly
    /// as `endUpdates()` asks them: once per section, even when one of them does not add up.
    @Test(arguments: [0, 1, 2])
    func everyCountIsAskedOnceWhenOneDoesNotAddUp(badSection: Int) throws {
        let log = TableEventLog()
        let (table, dataSource) = makeTable([40, 40, 40], log: log)
        table.layoutIfNeeded()
        _ = log.take()
        dataSource.rowCounts[2] += 1
        dataSource.rowCounts[badSection] += 1
        let outcome = table.standaloneCountCheck(changedIn: 2, to: 41)
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0), .numberOfRows(1), .numberOfRows(2)])
        expectEqual(outcome, dataSource.rowCounts)
    }

    /// Consistent counts take the fast path without asking twice; a changed section count is
    /// handed to the general path whole.
    @Test func consistentCountsAndAChangedSectionCount() {
        let log = TableEventLog()
        let (table, dataSource) = makeTable([40, 40, 40], log: log)
        table.layoutIfNeeded()
        _ = log.take()
        dataSource.rowCounts[2] += 1
        expectEqual(table.standaloneCountCheck(changedIn: 2, to: 41), nil)
        expectEqual(log.take(), [.numberOfSections, .numberOfRows(0), .numberOfRows(1), .numberOfRows(2)])
        dataSource.rowCounts.append(5)
        expectEqual(table.standaloneCountCheck(changedIn: 2, to: 41), [40, 40, 41, 5])
        expectEqual(
            log.take(),
            [
                .numberOfSections, .numberOfRows(0), .numberOfRows(1), .numberOfRows(2), .numberOfRows(3),
            ])
    }

    /// A section count that does not add up reaches the general path's message, with the counts
    /// the fast path asked for.
    @Test func anotherSectionsCountReachesTheGeneralMessage() throws {
        let (table, dataSource) = makeTable([40, 40, 40])
        table.layoutIfNeeded()
        dataSource.rowCounts[2] += 1
        dataSource.rowCounts[0] += 1
        let update = BatchUpdate(operations: [.insertRow(path(2, 30))])
        let counts = try #require(table.standaloneCountCheck(changedIn: 2, to: 41))
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\nData source before updates = { 3 sections with row counts: [40, 40, 40] }\nData source after updates = { 3 sections with row counts: [41, 40, 41] }\nUpdates = [\n\tInsert row (2 - 30)\n]"
            )
        ) {
            try table.checkedPlan(for: update, after: counts)
        }
    }
}

/// The fast path's fallback traps with UIKit's console line, as the general path does.
extension ExitTests {
    @Test func invalidStandaloneDeleteBelowTheScreenTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([50])
                table.layoutIfNeeded()
                table.deleteRows(at: [path(0, 40)], with: .automatic)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (50) must be equal to the number of rows contained in that section before the update (50), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
            ))
    }
}
