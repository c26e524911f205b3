import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A badge cell written as real ones are: the badge is centred in the content view and nothing
/// ties the content view's top or bottom to it, so the constraints give no height.
final class BadgeCell: TableViewCell {
    let badge = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        LayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Badges in `BadgeCell`s.
@MainActor
final class BadgeRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath) as! BadgeCell
        cell.badge.text = "\(indexPath.row)"
        return cell
    }
}

/// A self-sizing cell whose constraints give its content view no height gets the standard
/// height, 44, and UIKit's console line, "Warning once only: Detected a case where constraints
/// ambiguously suggest a height of zero for a tableview cell's content view. We're considering the
/// collapse unintentional and using standard height instead." (quoted from the console in Apple's
/// developer forums and Q&A threads, `Compatibility/Evidence.md`), once per table headless.
@MainActor
@Suite(.serialized, .explorerPagesOnFailure) struct CollapsedSelfSizingTests {
    static let warning =
        "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead."

    private func badgeTable(rows: Int) -> (TestTableView, BadgeRows) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        let rows = BadgeRows(count: rows)
        table.attach(rows as TableViewDataSource)
        return (table, rows)
    }

    @Test func aCollapsedContentViewGetsTheStandardHeightAndTheWarningOnce() {
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let (table, _) = badgeTable(rows: 3)
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 0)), CGRect(x: 0, y: 0, width: 320, height: 44))
        expectEqual(table.rectForRow(at: path(0, 2)), CGRect(x: 0, y: 88, width: 320, height: 44))
        let cell = table.cellForRow(at: path(0, 1)) as! BadgeCell
        expectEqual(cell.frame, CGRect(x: 0, y: 44, width: 320, height: 44))
        cell.layoutIfNeeded()
        expectEqual(cell.badge.frame.midY, 22)
        expectEqual(lines, [Self.warning])
        // Measured again at a new width: no second line for this table.
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        table.reloadData()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)).height, 44)
        expectEqual(lines, [Self.warning])
        // Another table trips it again: headless the line is once per table, not per process.
        let (other, _) = badgeTable(rows: 1)
        other.layoutIfNeeded()
        expectEqual(lines, [Self.warning, Self.warning])
    }

    @Test func aCellThatMeasuresZeroWithoutConstraintsKeepsZero() {
        final class FlatCell: TableViewCell {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 0) }
        }
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(FlatCell.self, forCellReuseIdentifier: "Badge")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        let rows = CountingRows(count: 2)
        table.attach(rows as TableViewDataSource)
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)), CGRect(x: 0, y: 0, width: 320, height: 0))
        #expect(lines.isEmpty)
    }
}

/// Rows of whatever cell is registered as "Badge".
@MainActor
private final class CountingRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
    }
}
