import Foundation
import OpenTableView

/// A million rows, one section, as a feed app's data source serves them.
@MainActor
final class MillionRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }
}

extension Demo {
    /// `--explore-large FILE.html`: the explorer page of a million-row table's session of 1,000
    /// steps (the first layout pass, then 999 scrolls of 997 points, each a layout pass), the
    /// page `Benchmarks/explorer-page.sh` measures.
    @MainActor
    static func writeLargeSession(to path: String) {
        let dataSource = MillionRows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        let session = TableSessionRecorder(attachedTo: table)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Post")
        table.rowHeight = 44
        table.dataSource = dataSource
        table.layoutIfNeeded()
        for step in 1..<1_000 {
            table.contentOffset.y = CGFloat(step) * 997
            table.layoutIfNeeded()
        }
        write(session.explorerPage(title: "A million rows, 1,000 steps"), to: path)
        print("steps: \(session.steps.count)")
    }
}
