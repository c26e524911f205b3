import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A list screen written the way real ones are: the model is set by whoever pushes it, and a
/// property observer reaches into the table (to update a checkmark) before the model is there.
@MainActor
final class ShoppingListController: TableViewController {
    var items: [String] = []
    var checkedItem: String? {
        didSet {
            // Touches the table before `items` is set, as real screens' observers do.
            _ = tableView.indexPathsForVisibleRows
            if let row = items.firstIndex(where: { $0 == checkedItem }) {
                tableView.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryType = .checkmark
            }
        }
    }
    var numberOfRowsCalls = 0

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRowsCalls += 1
        return items.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Item")
            ?? TableViewCell(style: .default, reuseIdentifier: "Item")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// A cell with a text field, as an "add item" row is written.
final class EntryCell: TableViewCell {
    let field = TextField()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A form whose `viewDidAppear` puts the cursor in its first row's text field: it finds the cell
/// only if the table was laid out before `viewDidAppear`.
@MainActor
final class NewItemFormController: TableViewController {
    var focusedOnAppear: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(EntryCell.self, forCellReuseIdentifier: "Entry")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EntryCell
        focusedOnAppear = cell?.field.becomeFirstResponder() ?? false
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
    }
}

/// `UITableViewController` reloads its table on first appearance (Apple, "UITableViewController":
/// it "implements the viewWillAppear(_:) method, automatically reloads the data for its table view
/// on first appearance"), and an appearing controller is laid out before its `viewDidAppear`
/// (`Compatibility/Porting.md`, "Appearance and layout").
@MainActor
@Suite(.explorerPagesOnFailure) struct ControllerAppearanceTests {
    /// A window showing a navigation controller, as an app shows its first screen.
    private func navigationOnScreen() -> (Window, NavigationController) {
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation)
    }

    @Test func aPushedControllerWhoseObserverQueriedTheTableFirstShowsItsRows() {
        let (_, navigation) = navigationOnScreen()
        let list = ShoppingListController(style: .plain)
        list.checkedItem = "Milk"  // loads the table's data: no items yet
        expectEqual(list.tableView.numberOfRows(inSection: 0), 0)
        list.items = ["Eggs", "Milk", "Bread"]
        navigation.pushViewController(list, animated: true)
        expectEqual(list.tableView.numberOfRows(inSection: 0), 3)
        expectEqual(list.tableView.visibleCells.map { $0.textLabel?.text }, ["Eggs", "Milk", "Bread"])
    }

    @Test(arguments: ["numberOfRows", "cellForRow", "indexPathsForVisibleRows"])
    func anyEarlyQueryIsFollowedByTheFirstAppearancesReload(query: String) {
        let list = ShoppingListController(style: .plain)
        switch query {
        case "numberOfRows": _ = list.tableView.numberOfRows(inSection: 0)
        case "cellForRow": _ = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        default: _ = list.tableView.indexPathsForVisibleRows
        }
        list.items = ["Eggs"]
        list.beginAppearanceTransition(true, animated: false)
        expectEqual(list.tableView.numberOfRows(inSection: 0), 1)
        list.endAppearanceTransition()
    }

    @Test func onlyTheFirstAppearanceReloads() {
        let list = ShoppingListController(style: .plain)
        list.items = ["Eggs"]
        list.beginAppearanceTransition(true, animated: false)
        list.endAppearanceTransition()
        expectEqual(list.tableView.numberOfRows(inSection: 0), 1)
        list.beginAppearanceTransition(false, animated: false)
        list.endAppearanceTransition()
        list.items = ["Eggs", "Milk"]  // not reloaded by the app
        let calls = list.numberOfRowsCalls
        list.beginAppearanceTransition(true, animated: false)
        list.endAppearanceTransition()
        expectEqual(list.numberOfRowsCalls, calls)
        expectEqual(list.tableView.numberOfRows(inSection: 0), 1)
    }

    @Test func aFormPushedOnScreenFindsItsCellInViewDidAppear() {
        let (_, navigation) = navigationOnScreen()
        let form = NewItemFormController(style: .grouped)
        navigation.pushViewController(form, animated: true)
        expectEqual(form.focusedOnAppear, true)
        let cell = form.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EntryCell
        expectEqual(cell?.field.isFirstResponder, true)
    }

    @Test func aFormPresentedFindsItsCellInViewDidAppear() {
        let presenter = ViewController()
        let window = Window()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let form = NewItemFormController(style: .grouped)
        presenter.present(NavigationController(rootViewController: form), animated: true)
        expectEqual(form.focusedOnAppear, true)
    }

    @Test func aFormShownByTheWindowFindsItsCellInViewDidAppear() {
        let form = NewItemFormController(style: .grouped)
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: form)
        window.makeKeyAndVisible()
        expectEqual(form.focusedOnAppear, true)
    }
}
