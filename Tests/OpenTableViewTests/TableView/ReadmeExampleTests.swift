import Foundation
import OpenTableView
import Testing

/// The README's example, kept in step with it: if this changes, change README.md too.
@MainActor final class Fruits: TableViewDataSource {
    let names = ["Apple", "Banana", "Cherry"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExamplePrintsWhatItSays() {
        let fruits = Fruits()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = fruits
        table.layoutIfNeeded()
        #expect("\(table.indexPathsForVisibleRows!)" == "[[0, 0], [0, 1], [0, 2]]")
        #expect("\(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY)" == "44.0")
        withExtendedLifetime(fruits) {}
    }
}
