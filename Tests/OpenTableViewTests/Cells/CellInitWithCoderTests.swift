import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView
@testable import OpenTableViewUIKit

/// A cell written as apps write one that a storyboard prototype also creates.
private final class StoryboardCell: TableViewCell {
    let origin: String

    required init(style: CellStyle, reuseIdentifier: String?) {
        origin = "code"
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        origin = "archive"
        super.init(coder: coder)
    }
}

/// The table module's `init?(coder:)`: cells, header/footer views, the table and its controller
/// start from OpenTableView's decoder as UIKit's start from a nib with nothing set.
@MainActor
@Suite(.explorerPagesOnFailure) struct CellInitWithCoderTests {
    @Test func aDecodedCellIsADefaultCellWithoutAnIdentifier() throws {
        let cell = try #require(TableViewCell(coder: NibDecoder()))
        expectEqual(cell.reuseIdentifier, nil)
        expectEqual(cell.style, .default)
        expectEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        expectIdentical(cell.contentView.superview, cell)
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        expectEqual(cell.contentView.layoutMargins, TableMetrics.cellContentLayoutMargins)
    }

    @Test func anAppCellRunsItsOwnRequiredInitializer() throws {
        let cell = try #require(StoryboardCell(coder: NibDecoder()))
        expectEqual(cell.origin, "archive")
        expectEqual(StoryboardCell(style: .default, reuseIdentifier: "Row").origin, "code")
    }

    @Test func aDecodedHeaderFooterViewHasItsStandardLabels() throws {
        let header = try #require(TableViewHeaderFooterView(coder: NibDecoder()))
        expectEqual(header.reuseIdentifier, nil)
        expectIdentical(header.contentView.superview, header)
        expectIdentical(header.textLabel?.superview, header.contentView)
        expectIdentical(header.detailTextLabel?.superview, header.contentView)
        expectEqual(header.textLabel?.numberOfLines, 0)
    }

    @Test func aDecodedTableAndControllerArePlain() throws {
        let table = try #require(TableView(coder: NibDecoder()))
        expectEqual(table.style, .plain)
        let controller = try #require(TableViewController(coder: NibDecoder()))
        expectEqual(controller.tableView.style, .plain)
    }
}
