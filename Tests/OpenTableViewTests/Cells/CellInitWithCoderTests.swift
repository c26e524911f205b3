import Foundation
import OpenTableViewTesting
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
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.style == .default)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.layoutMargins == TableMetrics.cellContentLayoutMargins)
    }

    @Test func anAppCellRunsItsOwnRequiredInitializer() throws {
        let cell = try #require(StoryboardCell(coder: NibDecoder()))
        #expect(cell.origin == "archive")
        #expect(StoryboardCell(style: .default, reuseIdentifier: "Row").origin == "code")
    }

    @Test func aDecodedHeaderFooterViewHasItsStandardLabels() throws {
        let header = try #require(TableViewHeaderFooterView(coder: NibDecoder()))
        #expect(header.reuseIdentifier == nil)
        #expect(header.contentView.superview === header)
        #expect(header.textLabel?.superview === header.contentView)
        #expect(header.detailTextLabel?.superview === header.contentView)
        #expect(header.textLabel?.numberOfLines == 0)
    }

    @Test func aDecodedTableAndControllerArePlain() throws {
        let table = try #require(TableView(coder: NibDecoder()))
        #expect(table.style == .plain)
        let controller = try #require(TableViewController(coder: NibDecoder()))
        #expect(controller.tableView.style == .plain)
    }
}
