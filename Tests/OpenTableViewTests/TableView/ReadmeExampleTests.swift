import Foundation
import OpenTableView
import OpenTableViewTesting
import TestSupport
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
@Suite(.explorerPagesOnFailure) struct ReadmeExampleTests {
    @Test func theReadmeExamplePrintsWhatItSays() {
        let fruits = Fruits()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = fruits
        table.layoutIfNeeded()
        expectEqual("\(table.indexPathsForVisibleRows!)", "[[0, 0], [0, 1], [0, 2]]")
        expectEqual("\(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY)", "44.0")
        withExtendedLifetime(fruits) {}
    }
}

/// The example in `textSnapshot()`'s documentation, kept in step with it.
@MainActor final class SectionsOfThirty: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 4 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = indexPath.row == 12 ? "detail" : nil
        return cell
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct DocumentationExampleTests {
    @Test func theTextSnapshotExamplePrintsWhatItSays() {
        let dataSource = SectionsOfThirty()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(Value1Cell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = dataSource
        table.contentOffset.y = 1_680
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 12, section: 1), animated: false, scrollPosition: .none)
        let lines = table.textSnapshot().split(separator: "\n").map(String.init)
        expectEqual(
            Array(lines.prefix(3)),
            [
                "TableView plain 320.0x480.0 offset 1680.0 content 5480.0",
                "  1640.0 +44.0 row 1.5 \"Row 5\"",
                "  1680.0 +28.0 header 1 \"Section 1\" [pinned]",
            ])
        #expect(lines.contains("  1948.0 +44.0 row 1.12 \"Row 12\" | \"detail\" [selected]"))
        withExtendedLifetime(dataSource) {}
    }
}

/// A cell in the `.value1` style, registered by class as apps do.
final class Value1Cell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
