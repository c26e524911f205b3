import Foundation
import OpenTableViewTesting

@testable import OpenTableView

/// A shopping list, written as an app writes its data source: an array it edits, a cell class
/// registered in `viewDidLoad`-style setup, the row's text in `cellForRowAt`.
@MainActor
final class GroceryList: NSObject, TableViewDataSource, TableViewDelegate {
    var items: [String]

    init(count: Int) {
        items = (0..<count).map { "Item \($0)" }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Grocery", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    /// Deleting from the data source and forgetting to tell the table: the next batch that
    /// deletes a row finds one row too few and UIKit raises.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        items.remove(at: indexPath.row)
        items.remove(at: 0)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// The recorded sessions the explorer tests and the browser checks use.
@MainActor
enum ExplorerSessions {
    /// A 320 × 300 table of `count` 44-point rows with a session recorder attached from the start.
    static func groceries(count: Int = 100) -> (TestTableView, GroceryList, TableSessionRecorder) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Grocery")
        table.rowHeight = 44
        let list = GroceryList(count: count)
        let session = TableSessionRecorder(attachedTo: table)
        table.attach(list as TableViewDataSource)
        table.attach(list as TableViewDelegate)
        return (table, list, session)
    }

    /// The first layout pass, two scrolls, a batch update (delete 2, insert 1), a tap.
    static func scrollAndUpdate() -> (TestTableView, GroceryList, TableSessionRecorder) {
        let (table, list, session) = groceries()
        table.layoutIfNeeded()
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        table.contentOffset.y = 1_204
        table.layoutIfNeeded()
        table.performBatchUpdates {
            list.items.remove(at: 29)
            list.items.remove(at: 28)
            list.items.insert("Milk", at: 27)
            table.deleteRows(at: [IndexPath(row: 28, section: 0), IndexPath(row: 29, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 27, section: 0)], with: .automatic)
        }
        table.layoutIfNeeded()
        table.simulate.tapRow(at: IndexPath(row: 30, section: 0))
        table.layoutIfNeeded()
        return (table, list, session)
    }
}
