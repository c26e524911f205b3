import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// The Add bar button presents an alert with a text field; its Add button inserts the row.
@MainActor
@Suite(.explorerPagesOnFailure) struct GroceryListTests {
    private func launch() -> (window: UIWindow, list: GroceryListViewController) {
        let list = GroceryListViewController(items: ["Apples", "Bread"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        list.tableView.layoutIfNeeded()
        return (window, list)
    }

    private func texts(_ tableView: UITableView) -> [String] {
        tableView.layoutIfNeeded()
        return tableView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
    }

    @Test func addingAnItemThroughTheAlertInsertsItsRow() throws {
        let (_, list) = launch()
        User.tap(list.navigationItem.rightBarButtonItem)

        let alert = try #require(list.presentedViewController as? UIAlertController)
        expectEqual(alert.title, "New Item")
        expectEqual(alert.actions.map(\.title), ["Cancel", "Add"])
        expectIdentical(alert.preferredAction, alert.actions[1])
        expectEqual(alert.actions[1].isEnabled, false)
        let field = try #require(alert.textFields?.first)
        expectEqual(field.placeholder, "Item")

        User.type("Milk", into: field)
        #expect(alert.actions[1].isEnabled)
        User.tapAlertAction("Add", in: alert)

        expectEqual(list.presentedViewController, nil)
        expectEqual(list.items, ["Apples", "Bread", "Milk"])
        expectEqual(texts(list.tableView), ["Apples", "Bread", "Milk"])
    }

    @Test func blankTextKeepsAddDisabledAndCancelChangesNothing() throws {
        let (_, list) = launch()
        User.tap(list.navigationItem.rightBarButtonItem)
        let alert = try #require(list.presentedViewController as? UIAlertController)
        User.type("   ", into: try #require(alert.textFields?.first))
        expectEqual(alert.actions[1].isEnabled, false)

        User.tapAlertAction("Cancel", in: alert)
        expectEqual(list.presentedViewController, nil)
        expectEqual(texts(list.tableView), ["Apples", "Bread"])
    }

    @Test func theEditButtonTogglesEditingAndDeletes() {
        let (_, list) = launch()
        let edit = list.navigationItem.leftBarButtonItem
        expectIdentical(edit, list.editButtonItem)
        expectEqual(edit?.title, "Edit")

        User.tap(edit)
        #expect(list.isEditing && list.tableView.isEditing)
        expectEqual(edit?.title, "Done")
        User.tapEditingControl(list.tableView, at: IndexPath(row: 0, section: 0))
        expectEqual(texts(list.tableView), ["Bread"])

        User.tap(edit)
        #expect(!list.tableView.isEditing)
        expectEqual(edit?.title, "Edit")
    }

    #if !canImport(UIKit)
        /// The README's "A whole screen, headless" example, line for line.
        @Test func theReadmeExampleRuns() throws {
            let list = GroceryListViewController(items: ["Apples"])
            let window = UIWindow()
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()

            list.navigationItem.rightBarButtonItem?.simulate.tap()
            let alert = try #require(list.presentedViewController as? UIAlertController)
            alert.textFields?.first?.simulate.typing("Milk")
            alert.simulate.tapAction(titled: "Add")
            expectEqual(list.tableView.numberOfRows(inSection: 0), 2)
            expectEqual(list.presentedViewController, nil)
        }
    #endif
}
