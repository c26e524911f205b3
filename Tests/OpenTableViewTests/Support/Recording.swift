import Foundation
import OpenTableViewTesting

@testable import OpenTableView

func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

func describe(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

/// A cell that counts `prepareForReuse()` calls.
class CountingCell: TableViewCell {
    var reuseCount = 0
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A table that keeps its test data source and delegate alive: both are weak, as in UIKit, and a
/// test that drops its reference would otherwise leave the table without them.
@MainActor
final class TestTableView: TableView {
    private var retained: [AnyObject] = []

    /// Sets and retains the delegate.
    func attach(_ delegate: TableViewDelegate) {
        retained.append(delegate)
        self.delegate = delegate
    }

    /// Sets and retains the data source.
    func attach(_ dataSource: TableViewDataSource) {
        retained.append(dataSource)
        self.dataSource = dataSource
    }
}

/// A table of `size` wired to a recording data source (OpenTableViewTesting's) that records
/// into `log`.
@MainActor
func makeTable(
    _ rowCounts: [Int], style: TableView.Style = .plain,
    size: CGSize = CGSize(width: 320, height: 200), rowHeight: CGFloat? = 44,
    log: TableEventLog = TableEventLog()
) -> (TestTableView, RecordingDataSource) {
    let table = TestTableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    if let rowHeight { table.rowHeight = rowHeight }
    let dataSource = RecordingDataSource(rowCounts, log: log)
    table.attach(dataSource)
    return (table, dataSource)
}
