import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell whose height is whatever its content says.
final class ResizableCell: TableViewCell {
    var contentHeight: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight)
    }
}

/// Rows of `ResizableCell`s; the heights the delegate answers, if any.
@MainActor
final class ResizableRows: TableViewDataSource, TableViewDelegate {
    let log = TableEventLog()
    var fixedHeights: [Int: CGFloat]?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.record(.cellForRow(indexPath))
        return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let fixedHeights else { return tableView.rowHeight }
        return fixedHeights[indexPath.row] ?? TableView.automaticDimension
    }
}

/// `UITableView.selfSizingInvalidation` (iOS 16): "calling `invalidateIntrinsicContentSize()` on a
/// self-sizing cell or its `contentView`" resizes the cell (`.enabled`); `.disabled`: "no sizing
/// updates occur" (Apple, `UITableView.SelfSizingInvalidation`).
@MainActor
@Suite(.explorerPagesOnFailure) struct SelfSizingInvalidationTests {
    let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    let rows = ResizableRows()

    init() {
        table.register(ResizableCell.self, forCellReuseIdentifier: "Cell")
        table.attach(rows as TableViewDataSource)
        table.attach(rows as TableViewDelegate)
    }

    func cell(_ row: Int) -> ResizableCell { table.cellForRow(at: path(0, row)) as! ResizableCell }

    @Test func enabledByDefault() {
        expectEqual(table.selfSizingInvalidation, .enabled)
        expectEqual(TableView.SelfSizingInvalidation.disabled.rawValue, 0)
        expectEqual(TableView.SelfSizingInvalidation.enabledIncludingConstraints.rawValue, 2)
    }

    @Test func aCellThatInvalidatesIsMeasuredAgainAndTheRowsBelowMove() {
        table.layoutIfNeeded()
        let second = cell(2)
        expectEqual(table.rectForRow(at: path(0, 3)).minY, 132)
        _ = rows.log.take()
        second.contentHeight = 100
        second.invalidateIntrinsicContentSize()
        // At the next layout pass, not before.
        expectEqual(table.rectForRow(at: path(0, 2)).height, 44)
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 2)), CGRect(x: 0, y: 88, width: 320, height: 100))
        expectEqual(table.rectForRow(at: path(0, 3)).minY, 188)
        expectEqual(cell(3).frame.minY, 188)
        expectEqual(second.frame.height, 100)
        expectEqual(table.contentSize.height, CGFloat(19 * 44 + 100))
        // The cell on screen is measured: the data source is not asked again.
        #expect(!rows.log.take().contains(.cellForRow(path(0, 2))))
    }

    @Test func theContentViewInvalidatingCountsToo() {
        table.layoutIfNeeded()
        cell(1).contentHeight = 60
        cell(1).contentView.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)).height, 60)
    }

    @Test func otherSubviewsDoNotResizeTheRow() {
        table.layoutIfNeeded()
        cell(1).contentHeight = 60
        cell(1).textLabel?.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)).height, 44)
    }

    @Test func disabledIgnoresTheInvalidation() {
        table.selfSizingInvalidation = .disabled
        table.layoutIfNeeded()
        cell(1).contentHeight = 60
        cell(1).invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)).height, 44)
    }

    @Test func fixedHeightRowsDoNotResize() {
        rows.fixedHeights = [1: 50]
        table.reloadData()
        table.layoutIfNeeded()
        cell(1).contentHeight = 80
        cell(1).invalidateIntrinsicContentSize()
        cell(2).contentHeight = 70
        cell(2).invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        // Row 1's height is the delegate's; row 2 answers automaticDimension, so it self-sizes.
        expectEqual(table.rectForRow(at: path(0, 1)).height, 50)
        expectEqual(table.rectForRow(at: path(0, 2)).height, 70)
    }

    @Test func aFixedRowHeightDoesNotResize() {
        table.rowHeight = 44
        table.layoutIfNeeded()
        cell(1).contentHeight = 80
        cell(1).invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 1)).height, 44)
    }
}
