import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell that records its editing and state-transition calls (and what it shows at each).
final class TransitionRecordingCell: TableViewCell {
    var log: TableEventLog?
    /// `showingDeleteConfirmation` as each transition call saw it.
    var confirmationSeen: [Bool] = []

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        log?.record(.setEditing(editing, animated: animated))
        super.setEditing(editing, animated: animated)
    }
    override func willTransition(to state: TableViewCell.StateMask) {
        log?.record(.willTransition(to: state))
        confirmationSeen.append(showingDeleteConfirmation)
        super.willTransition(to: state)
    }
    override func didTransition(to state: TableViewCell.StateMask) {
        log?.record(.didTransition(to: state))
        confirmationSeen.append(showingDeleteConfirmation)
        super.didTransition(to: state)
    }
}

/// `willTransition(to:)`, `didTransition(to:)` and `showingDeleteConfirmation` (Apple,
/// `UITableViewCell.willTransition(to:)`: "when the user swipes a cell to delete it, the cell
/// transitions to the state identified by the `showingDeleteConfirmation` constant but the
/// `showingEditControl` is not set").
@MainActor
@Suite(.explorerPagesOnFailure) struct CellStateTransitionTests {
    let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let dataSource = TodoDataSource(["Milk", "Eggs", "Bread", "Tea"])

    init() {
        table.register(TransitionRecordingCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.attach(dataSource as TableViewDataSource)
        table.attach(dataSource as TableViewDelegate)
        table.layoutIfNeeded()
        for case let cell as TransitionRecordingCell in table.visibleCells { cell.log = dataSource.log }
    }

    func cell(_ row: Int) -> TransitionRecordingCell { table.cellForRow(at: path(0, row)) as! TransitionRecordingCell }

    @Test func theMaskIsUIKits() {
        expectEqual(TableViewCell.StateMask.showingEditControl.rawValue, 1)
        expectEqual(TableViewCell.StateMask.showingDeleteConfirmation.rawValue, 2)
    }

    @Test func editingTransitionsInsideSetEditing() {
        table.setEditing(true, animated: true)
        let entering: [TableEvent] = [
            .setEditing(true, animated: true), .willTransition(to: [.showingEditControl]),
            .didTransition(to: [.showingEditControl]),
        ]
        expectEqual(dataSource.log.take(), Array([entering, entering, entering, entering].joined()))
        table.setEditing(false, animated: false)
        let leaving: [TableEvent] = [
            .setEditing(false, animated: false), .willTransition(to: []), .didTransition(to: []),
        ]
        expectEqual(dataSource.log.take(), Array([leaving, leaving, leaving, leaving].joined()))
        // The same editing state again is no transition.
        cell(0).setEditing(false, animated: false)
        expectEqual(dataSource.log.take(), [.setEditing(false, animated: false)])
    }

    @Test func aSwipeShowsTheDeleteConfirmationWithoutTheEditControl() {
        let eggs = cell(1)
        table.simulate.swipeRow(at: path(0, 1))
        #expect(eggs.showingDeleteConfirmation)
        #expect(!eggs.isEditing)
        #expect(!cell(0).showingDeleteConfirmation)
        table.simulate.cancelSwipe()
        #expect(!eggs.showingDeleteConfirmation)
        expectEqual(
            dataSource.log.take(),
            ([
                .willBeginEditing(path(0, 1)), .willTransition(to: [.showingDeleteConfirmation]),
                .didTransition(to: [.showingDeleteConfirmation]), .willTransition(to: []), .didTransition(to: []),
                .didEndEditing(path(0, 1)),
            ] as [TableEvent]))
        // willTransition sees the old state, didTransition the new one.
        expectEqual(eggs.confirmationSeen, [false, true, true, false])
    }

    @Test func enteringEditingModeHidesARevealedSwipeFirst() {
        table.simulate.swipeRow(at: path(0, 2))
        _ = dataSource.log.take()
        table.setEditing(true, animated: false)
        let events = dataSource.log.take()
        expectEqual(
            Array(events.prefix(3)),
            ([
                .willTransition(to: []), .didTransition(to: []), .didEndEditing(path(0, 2)),
            ] as [TableEvent]))
        #expect(!cell(2).showingDeleteConfirmation)
        #expect(cell(2).isEditing)
    }

    @Test func theDeleteControlShowsTheConfirmationAroundTheCommit() {
        dataSource.styles = [0: .insert]
        table.setEditing(true, animated: false)
        _ = dataSource.log.take()
        let eggs = cell(1)
        table.simulate.tapEditingControl(forRowAt: path(0, 1))
        expectEqual(
            dataSource.log.take(),
            ([
                .willTransition(to: [.showingEditControl, .showingDeleteConfirmation]),
                .didTransition(to: [.showingEditControl, .showingDeleteConfirmation]),
                .commit(.delete, path(0, 1)),
                .willTransition(to: [.showingEditControl]), .didTransition(to: [.showingEditControl]),
            ] as [TableEvent]))
        #expect(!eggs.showingDeleteConfirmation)
        // The insert control commits with no confirmation.
        table.simulate.tapEditingControl(forRowAt: path(0, 0))
        expectEqual(dataSource.log.take(), [.commit(.insert, path(0, 0))])
    }

    @Test func aReusedCellDoesNotKeepAnotherRowsConfirmation() {
        let small = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        small.register(TransitionRecordingCell.self, forCellReuseIdentifier: "Cell")
        small.rowHeight = 44
        let data = TodoDataSource((0..<20).map { "Item \($0)" })
        small.attach(data as TableViewDataSource)
        small.attach(data as TableViewDelegate)
        small.layoutIfNeeded()
        let first = small.cellForRow(at: path(0, 0))!
        small.simulate.swipeRow(at: path(0, 0))
        #expect(first.showingDeleteConfirmation)
        small.contentOffset.y = 440
        small.layoutIfNeeded()
        // The swiped row's cell went back to the pool and serves another row now.
        #expect(small.visibleCells.contains { $0 === first })
        #expect(small.visibleCells.allSatisfy { !$0.showingDeleteConfirmation })
    }
}
