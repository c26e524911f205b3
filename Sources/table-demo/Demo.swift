import Foundation
import OpenTableView

/// A contacts-style table: 100 sections of 100 rows, driven by a classic data source.
@MainActor
final class ContactsDataSource: TableViewDataSource, TableViewDelegate {
    let sections = 100
    let rowsPerSection = 100

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = "Contact \(indexPath.section * rowsPerSection + indexPath.row)"
        cell.detailTextLabel?.text = "+1 555 \(String(format: "%04d", indexPath.row))"
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Group \(section)"
    }
}

/// Cells in the `.value1` style, so the detail label shows.
final class ContactCell: TableViewCell {
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
}

@main
enum Demo {
    @MainActor
    static func main() {
        let dataSource = ContactsDataSource()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 320), style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        table.rowHeight = 44
        table.dataSource = dataSource
        table.delegate = dataSource

        table.layoutIfNeeded()
        print("== After the first layout")
        print(table.textSnapshot())

        // Scroll through the first screens in quarter-viewport steps, as a finger would.
        for _ in 0..<40 {
            table.contentOffset.y += table.bounds.height / 4
            table.layoutIfNeeded()
        }
        table.scrollToRow(at: IndexPath(row: 50, section: 42), at: .middle, animated: false)
        table.selectRow(at: IndexPath(row: 51, section: 42), animated: false, scrollPosition: .none)
        print("\n== Scrolled to row 42.50 (middle), row 42.51 selected")
        print(table.textSnapshot())

        let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
        let stats = table.statistics
        print(
            """

            == Figures
            rows: \(rows) in \(table.numberOfSections) sections
            content height: \(table.contentSize.height)
            visible rows: \(table.indexPathsForVisibleRows?.count ?? 0)
            cells created: \(stats.cellsCreated), reused: \(stats.cellsReused), requested: \(stats.cellRequests)
            layout passes: \(stats.layoutPasses)
            """)
    }
}
