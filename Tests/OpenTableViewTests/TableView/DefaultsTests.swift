import Foundation
import OpenTableViewTesting
import Testing

@testable import OpenTableView

/// UIKit's iOS 17 defaults (`Compatibility/Evidence.md` §1.1, §1.3: Apple docs and the AXDump of a fresh table).
@MainActor
@Suite(.explorerPagesOnFailure) struct DefaultsTests {
    @Test func freshTableHasUIKitDefaults() {
        let table = TableView(frame: .zero)
        #expect(table.style == .plain)
        #expect(TableView.automaticDimension == -1)
        #expect(table.rowHeight == -1)
        #expect(table.estimatedRowHeight == -1)
        #expect(table.sectionHeaderHeight == -1)
        #expect(table.sectionFooterHeight == -1)
        #expect(table.estimatedSectionHeaderHeight == -1)
        #expect(table.estimatedSectionFooterHeight == -1)
        #expect(table.sectionHeaderTopPadding == -1)
        #expect(table.fillerRowHeight == 0)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing)
        #expect(!table.isEditing)
        #expect(table.tableHeaderView == nil)
        #expect(table.tableFooterView == nil)
        #expect(table.backgroundView == nil)
        #expect(table.insetsContentViewsToSafeArea)
        #expect(!table.cellLayoutMarginsFollowReadableWidth)
        #expect(table.sectionIndexMinimumDisplayRowCount == 0)
    }

    @Test func tableWithoutDataSourceHasOneEmptySection() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.indexPathsForVisibleRows == nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize == CGSize(width: 320, height: 0))
    }

    @Test func initWithFrameIsPlainAndStyleIsKept() {
        #expect(TableView(frame: .zero).style == .plain)
        #expect(TableView(frame: .zero, style: .grouped).style == .grouped)
        #expect(TableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
    }

    @Test func indexPathHasUIKitRowAndSection() {
        var indexPath = IndexPath(row: 3, section: 7)
        #expect(indexPath.row == 3)
        #expect(indexPath.section == 7)
        #expect(Array(indexPath) == [7, 3])
        indexPath.row = 4
        #expect(indexPath == IndexPath(row: 4, section: 7))
    }

    @Test func controllerClearsSelectionOnViewWillAppearByDefault() {
        #expect(TableViewController(style: .plain).clearsSelectionOnViewWillAppear)
    }
}
