import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A delegate of the iOS 8–10 era: row actions from `editActionsForRowAt`, optionally a trailing
/// swipe configuration as well.
@MainActor
final class RowActionDelegate: TableViewDelegate {
    let log = TableEventLog()
    var rowActions: [TableViewRowAction]?
    var trailing: SwipeActionsConfiguration?
    var tapped: [(String?, IndexPath)] = []

    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        rowActions
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { trailing }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.record(.willBeginEditing(indexPath))
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.record(.didEndEditing(indexPath))
    }
}

/// `UITableViewRowAction` and `tableView(_:editActionsForRowAt:)` (Apple: "When the user swipes
/// horizontally in a row, the table view moves the row content aside to reveal your actions.
/// Tapping one of the action buttons executes the handler block stored with the action object").
@MainActor
@Suite(.explorerPagesOnFailure) struct RowActionTests {
    let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let dataSource = TodoDataSource(["Milk", "Eggs", "Bread", "Tea"])
    let delegate = RowActionDelegate()

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.attach(dataSource as TableViewDataSource)
        table.attach(delegate)
        table.layoutIfNeeded()
    }

    func actions() -> [TableViewRowAction] {
        let more = TableViewRowAction(style: .normal, title: "More") { [delegate] action, indexPath in
            delegate.tapped.append((action.title, indexPath))
        }
        let delete = TableViewRowAction(style: .destructive, title: "Delete") { [delegate] action, indexPath in
            delegate.tapped.append((action.title, indexPath))
        }
        return [delete, more]
    }

    @Test func styleAndColorDefaults() {
        expectEqual(TableViewRowAction.Style.destructive, .default)
        expectEqual(TableViewRowAction.Style.default.rawValue, 0)
        expectEqual(TableViewRowAction.Style.normal.rawValue, 1)
        let action = TableViewRowAction(style: .default, title: "Delete") { _, _ in }
        expectEqual(action.style, .default)
        expectEqual(action.title, "Delete")
        expectEqual(action.backgroundColor, .red)
        expectEqual(TableViewRowAction(style: .normal, title: nil) { _, _ in }.backgroundColor, .gray)
    }

    @Test func aSwipeRevealsTheRowActionsAndATapRunsTheHandlerWithTheRow() {
        delegate.rowActions = actions()
        delegate.rowActions?[1].backgroundColor = .blue
        let configuration = table.simulate.swipeRow(at: path(0, 2))
        expectEqual(configuration?.actions.map(\.title), ["Delete", "More"])
        expectEqual(configuration?.actions.map(\.style), [.destructive, .normal])
        expectEqual(configuration?.actions[1].backgroundColor, .blue)
        expectEqual(configuration?.performsFirstActionWithFullSwipe, false)
        table.simulate.tapSwipeAction(at: 1)
        expectEqual(delegate.tapped.map(\.0), ["More"])
        expectEqual(delegate.tapped.map(\.1), [path(0, 2)])
        // No completion: the actions stay revealed until the app ends editing, as in UIKit.
        #expect(table.isEditing)
        expectEqual(table.cellForRow(at: path(0, 2))?.showingDeleteConfirmation, true)
        table.setEditing(false, animated: true)
        #expect(!table.isEditing)
        expectEqual(delegate.log.take(), [.willBeginEditing(path(0, 2)), .didEndEditing(path(0, 2))])
        // Nothing reached the data source.
        #expect(dataSource.log.events.isEmpty)
    }

    @Test func aTrailingConfigurationTakesPrecedence() {
        delegate.rowActions = actions()
        delegate.trailing = SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        ])
        expectEqual(table.simulate.swipeRow(at: path(0, 0))?.actions.map(\.title), ["Flag"])
    }

    @Test func noRowActionsFallBackToTheDefaultDelete() {
        delegate.rowActions = []
        expectEqual(table.simulate.swipeRow(at: path(0, 0))?.actions.map(\.title), ["Delete"])
        table.simulate.cancelSwipe()
        delegate.rowActions = nil
        expectEqual(table.simulate.swipeRow(at: path(0, 0))?.actions.map(\.title), ["Delete"])
    }

    @Test func aFullSwipeDoesNotPerformARowAction() {
        delegate.rowActions = actions()
        table.simulate.swipeRow(at: path(0, 1), fullSwipe: true)
        #expect(delegate.tapped.isEmpty)
    }
}
