import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/TodoListViewController.swift as a user would: swipes, the Edit
// button, the editing controls, reordering and adding.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct TodoListTests {
    static let items = [
        TodoItem(title: "Buy milk"), TodoItem(title: "Call mum"), TodoItem(title: "Water plants", isDone: true),
        TodoItem(title: "Book dentist"), TodoItem(title: "Pay rent"),
    ]

    /// The list as it appears on screen: view loaded, appearance callbacks sent, laid out.
    func makeScreen() -> TodoListViewController {
        let screen = TodoListViewController(items: Self.items)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        screen.tableView.layoutIfNeeded()
        return screen
    }

    func shownTitles(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    func path(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }

    @Test func theListShowsItsItemsWithDoneOnesChecked() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectEqual(screen.title, "To Do (4)")
        expectEqual(shownTitles(tableView), ["Buy milk", "Call mum", "Water plants", "Book dentist", "Pay rent"])
        expectEqual(tableView.visibleCells.map(\.accessoryType), [.none, .none, .checkmark, .none, .none])
        expectEqual(tableView.isEditing, false)
    }

    @Test func swipingAnOpenItemOffersDeleteAndDoneAndDeleteRemovesIt() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        let callMum = tableView.cellForRow(at: path(1))
        let bookDentist = tableView.cellForRow(at: path(3))
        expectEqual(User.swipe(tableView, at: path(1)), ["Delete", "Done"])
        User.tapSwipeAction(tableView, at: 0)
        expectEqual(screen.items.map(\.title), ["Buy milk", "Water plants", "Book dentist", "Pay rent"])
        expectEqual(shownTitles(tableView), ["Buy milk", "Water plants", "Book dentist", "Pay rent"])
        expectEqual(screen.title, "To Do (3)")
        // The rows below moved up with their cells; the deleted row's cell left the screen.
        expectIdentical(tableView.cellForRow(at: path(2)), bookDentist)
        #expect(!tableView.visibleCells.contains { $0 === callMum })
        expectEqual(tableView.isEditing, false)
    }

    @Test func doneChecksTheItemInPlace() throws {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectEqual(User.swipe(tableView, at: path(3)), ["Delete", "Done"])
        User.tapSwipeAction(tableView, at: 1)
        expectEqual(screen.items[3], TodoItem(title: "Book dentist", isDone: true))
        let cell = try #require(tableView.cellForRow(at: path(3)))
        expectEqual(cell.textLabel?.text, "Book dentist")
        expectEqual(cell.accessoryType, .checkmark)
        expectEqual(screen.title, "To Do (3)")
        expectEqual(tableView.numberOfRows(inSection: 0), 5)
    }

    @Test func aDoneItemOffersTheStandardDeleteWhichCommits() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectEqual(User.swipe(tableView, at: path(2)), ["Delete"])
        User.tapSwipeAction(tableView, at: 0)
        expectEqual(screen.items.map(\.title), ["Buy milk", "Call mum", "Book dentist", "Pay rent"])
        expectEqual(shownTitles(tableView), ["Buy milk", "Call mum", "Book dentist", "Pay rent"])
        expectEqual(screen.title, "To Do (4)")
    }

    @Test func theEditButtonShowsDeleteControlsThatCommit() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        screen.setEditing(true, animated: true)
        #expect(screen.isEditing && tableView.isEditing)
        #expect(tableView.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        User.tapEditingControl(tableView, at: path(0))
        expectEqual(shownTitles(tableView), ["Call mum", "Water plants", "Book dentist", "Pay rent"])
        expectEqual(screen.title, "To Do (3)")
        screen.setEditing(false, animated: true)
        #expect(tableView.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test func draggingReordersTheItemsAndKeepsTheCells() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        screen.setEditing(true, animated: false)
        let cells = tableView.visibleCells
        expectEqual(User.dragRow(tableView, from: path(4), to: path(1)), path(1))
        expectEqual(screen.items.map(\.title), ["Buy milk", "Pay rent", "Call mum", "Water plants", "Book dentist"])
        expectEqual(shownTitles(tableView), screen.items.map(\.title))
        // Every row kept its cell: the dragged one and the ones it passed.
        expectEqual(
            tableView.visibleCells.map(ObjectIdentifier.init), [0, 4, 1, 2, 3].map { ObjectIdentifier(cells[$0]) })
        expectEqual(tableView.rectForRow(at: path(1)).minY, tableView.cellForRow(at: path(1))?.frame.minY)
    }

    /// A row dropped where it was: the screen's `moveRowAt` runs (with the same index path twice)
    /// and changes nothing, and the drag ends as a move does, with the offset clamped to the content:
    /// an offset the app left past the end comes back (Compatibility/Porting.md, "Where UIKit is
    /// uncertain").
    @Test func aRowDroppedWhereItWasMovesNothingAndClampsTheOffsetAsAMoveDoes() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        screen.setEditing(true, animated: false)
        // The five rows fit on screen, so the only offset in the content is the top one; the app
        // scrolls past it, which a layout keeps.
        let top = -tableView.adjustedContentInset.top
        tableView.contentOffset.y = top + 100
        tableView.layoutIfNeeded()
        expectEqual(tableView.contentOffset.y, top + 100)
        expectEqual(User.dragRow(tableView, from: path(2), to: path(2)), path(2))
        expectEqual(screen.items, Self.items)
        expectEqual(tableView.contentOffset.y, top)
        expectEqual(shownTitles(tableView), Self.items.map(\.title))
        let tops: [CGFloat] = (0..<5).map { CGFloat($0) * 44 }
        expectEqual(tableView.visibleCells.map(\.frame.minY), tops)
    }

    @Test func addingAnItemInsertsItAtTheTop() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        let cells = tableView.visibleCells
        screen.addItem(titled: "Renew passport")
        expectEqual(screen.title, "To Do (5)")
        expectEqual(tableView.numberOfRows(inSection: 0), 6)
        expectEqual(
            shownTitles(tableView),
            [
                "Renew passport", "Buy milk", "Call mum", "Water plants", "Book dentist", "Pay rent",
            ])
        // The other rows moved down with their cells; nothing was reloaded.
        expectEqual(
            Array(tableView.visibleCells.dropFirst()).map(ObjectIdentifier.init), cells.map(ObjectIdentifier.init))
        expectEqual(tableView.contentOffset.y, 0)
    }
}
