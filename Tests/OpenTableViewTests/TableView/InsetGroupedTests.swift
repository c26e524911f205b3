import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// `.insetGrouped`: "a table view where the grouped sections are inset with rounded corners"
/// ([insetGrouped](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped)).
/// The rows and the section headers and footers are inset by the table's left and right layout
/// margins, which are 16 points beyond the safe area on this iPhone (UIKit's
/// `defaultTableLayoutMarginsForScreen:size:tableStyle:`); the sections' heights and places down
/// the table are the grouped style's (Compatibility/Evidence.md, "Inset grouped sections").
@MainActor
@Suite(.explorerPagesOnFailure) struct InsetGroupedTests {
    /// Two sections of two 44-point rows under titled headers, 320 × 400.
    private func titledTable(_ style: TableView.Style) -> (TestTableView, RecordingDataSource) {
        let (table, dataSource) = makeTable([2, 2], style: style, size: CGSize(width: 320, height: 400))
        dataSource.headerTitles = [0: "One", 1: "Two"]
        dataSource.footerTitles = [1: "The end"]
        table.layoutIfNeeded()
        return (table, dataSource)
    }

    @Test func aTablesLayoutMarginsAreSixteenAtTheSidesAndEightAboveAndBelow() {
        for style in [TableView.Style.plain, .grouped, .insetGrouped] {
            expectEqual(
                TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style).layoutMargins,
                EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        }
        // A view that is not a table keeps UIKit's 8 points on every side.
        expectEqual(View(frame: .zero).layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func rowsHeadersAndFootersAreInsetByTheMarginsAndKeepTheGroupedPlaces() throws {
        let (grouped, _) = titledTable(.grouped)
        let (inset, _) = titledTable(.insetGrouped)
        // Down the table, nothing moves: the grouped style's places, 288 wide from x = 16.
        for section in 0..<2 {
            let rect = grouped.rect(forSection: section)
            expectEqual(inset.rect(forSection: section), CGRect(x: 16, y: rect.minY, width: 288, height: rect.height))
            let header = grouped.rectForHeader(inSection: section)
            expectEqual(
                inset.rectForHeader(inSection: section),
                CGRect(x: 16, y: header.minY, width: 288, height: header.height))
            let footer = grouped.rectForFooter(inSection: section)
            expectEqual(
                inset.rectForFooter(inSection: section),
                CGRect(x: 16, y: footer.minY, width: 288, height: footer.height))
            for row in 0..<2 {
                let indexPath = IndexPath(row: row, section: section)
                let frame = grouped.rectForRow(at: indexPath)
                expectEqual(inset.rectForRow(at: indexPath), CGRect(x: 16, y: frame.minY, width: 288, height: 44))
                expectEqual(try #require(inset.cellForRow(at: indexPath)).frame, inset.rectForRow(at: indexPath))
            }
        }
        expectEqual(inset.contentSize, grouped.contentSize)
        // The header and footer views take the same column as the rows.
        expectEqual(inset.headerView(forSection: 0)?.frame, inset.rectForHeader(inSection: 0))
        expectEqual(inset.headerView(forSection: 1)?.frame, inset.rectForHeader(inSection: 1))
        expectEqual(inset.footerView(forSection: 1)?.frame, inset.rectForFooter(inSection: 1))
        // Hit-testing by point is by height, as in the other styles.
        expectEqual(inset.indexPathForRow(at: CGPoint(x: 100, y: inset.rectForRow(at: path(1, 1)).midY)), path(1, 1))
    }

    @Test func theTableHeaderAndFooterViewsKeepTheWholeWidth() {
        let (table, _) = makeTable([2], style: .insetGrouped, size: CGSize(width: 320, height: 400))
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.layoutIfNeeded()
        expectEqual(table.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        expectEqual(table.tableFooterView?.frame.minX, 0)
        expectEqual(table.tableFooterView?.frame.width, 320)
        expectEqual(table.visibleCells.first?.frame.minX, 16)
        expectEqual(table.visibleCells.first?.frame.width, 288)
    }

    @Test func theAppsOwnMarginsMoveTheSectionsAtTheNextLayoutPass() {
        let (table, _) = titledTable(.insetGrouped)
        table.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 24)
        table.layoutIfNeeded()
        expectEqual(table.visibleCells.map(\.frame.minX), [40, 40, 40, 40])
        expectEqual(table.visibleCells.map(\.frame.width), [256, 256, 256, 256])
        expectEqual(table.headerView(forSection: 1)?.frame.minX, 40)
        expectEqual(table.headerView(forSection: 1)?.frame.width, 256)
        // A plain or grouped table does not follow its margins: its rows span the table.
        let (grouped, _) = titledTable(.grouped)
        grouped.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 24)
        grouped.layoutIfNeeded()
        expectEqual(grouped.visibleCells.map(\.frame.minX), [0, 0, 0, 0])
        expectEqual(grouped.visibleCells.map(\.frame.width), [320, 320, 320, 320])
    }

    @Test func theSafeAreaAddsToTheInset() {
        let (table, _) = titledTable(.insetGrouped)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.addSubview(table)
        window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
        table.layoutIfNeeded()
        // Margins are read from the safe area, as UIKit reads them: 44 + 16 and 30 + 16.
        expectEqual(table.layoutMargins, EdgeInsets(top: 8, left: 60, bottom: 8, right: 46))
        expectEqual(
            table.visibleCells.first?.frame,
            CGRect(x: 60, y: table.rectForRow(at: path(0, 0)).minY, width: 214, height: 44))
    }

    /// A settings screen as apps write one: a table view controller of the inset-grouped style,
    /// full screen on the iPhone, its table the root view.
    final class SettingsController: TableViewController {
        override func numberOfSections(in tableView: TableView) -> Int { 2 }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            ["General", "Privacy"][section]
        }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Setting")
                ?? TableViewCell(style: .default, reuseIdentifier: "Setting")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func anInsetGroupedTableViewControllerOnTheIPhoneInsetsItsSectionsSixteenPoints() throws {
        let settings = SettingsController(style: .insetGrouped)
        let window = Window()
        window.rootViewController = settings
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = settings.tableView!
        // The root table keeps its own margins, beyond the iPhone's safe area.
        expectEqual(table.layoutMargins, EdgeInsets(top: 59 + 8, left: 16, bottom: 34 + 8, right: 16))
        let first = try #require(table.cellForRow(at: path(0, 0)))
        expectEqual(first.frame.minX, 16)
        expectEqual(first.frame.width, 393 - 32)
        expectEqual(table.headerView(forSection: 0)?.frame.minX, 16)
        expectEqual(table.headerView(forSection: 0)?.frame.width, 361)
        // The cell's content keeps its own 16-point margins inside the inset row.
        expectEqual(first.contentView.frame.width, 361)
    }

    /// A cell that records the width it is asked to fit, and is as high as 9000 divided by it.
    final class WidthCell: TableViewCell {
        nonisolated(unsafe) static var widths: [CGFloat] = []
        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
            verticalFittingPriority: LayoutPriority
        ) -> CGSize {
            Self.widths.append(targetSize.width)
            return CGSize(width: targetSize.width, height: (9000 / targetSize.width).rounded())
        }
    }

    @Test func selfSizingRowsAreMeasuredAtTheInsetWidth() {
        WidthCell.widths = []
        let (table, _) = makeTable([2], style: .insetGrouped, size: CGSize(width: 320, height: 400), rowHeight: nil)
        table.register(WidthCell.self, forCellReuseIdentifier: "Cell")
        table.layoutIfNeeded()
        // 288 wide: 9000 / 288 = 31.25, so 31 points high (at the table's width it would be 28).
        expectEqual(Set(WidthCell.widths), [288])
        expectEqual(table.rectForRow(at: path(0, 0)).height, 31)
        expectEqual(table.visibleCells.first?.frame.size, CGSize(width: 288, height: 31))
        // Wider margins: the rows are measured again at the new width.
        WidthCell.widths = []
        table.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 70, bottom: 8, trailing: 70)
        table.layoutIfNeeded()
        expectEqual(Set(WidthCell.widths), [180])
        expectEqual(table.rectForRow(at: path(0, 0)).height, 50)
    }
}
