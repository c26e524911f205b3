import Foundation
import OpenTableView
import OpenTableViewSnapshotTesting
import Testing

@MainActor
final class Fruits: TableViewDataSource {
    let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Huckleberry"]
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "A to D" : "E to H"
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.section * 4 + indexPath.row]
        cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .none
        return cell
    }
}

/// The three strategies against reference files recorded in `__Snapshots__` (committed): a change
/// in what the table shows, draws or calls fails here with a line diff.
@MainActor
@Suite(.snapshots(record: .missing))
struct TableSnapshotTests {
    let fruits = Fruits()

    func makeTable() -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 250))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = fruits
        table.layoutIfNeeded()
        return table
    }

    @Test func lines() {
        let table = makeTable()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        assertSnapshot(of: table, as: .lines)
    }

    @Test func calls() {
        let table = makeTable()
        assertSnapshot(
            of: table,
            as: .calls {
                $0.contentOffset.y = 120
                $0.layoutIfNeeded()
            })
        // The recorder is gone afterwards: the table is as the test left it.
        #expect(table.dataSource === fruits)
    }

    @Test func svg() {
        let table = makeTable()
        table.contentOffset.y = 60
        assertSnapshot(of: table, as: .svg)
        assertSnapshot(of: table, as: .svg(showingContent: true), named: "content")
    }
}
