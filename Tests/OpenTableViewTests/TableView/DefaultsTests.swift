import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// UIKit's iOS 17 defaults (`Compatibility/Evidence.md` §1.1, §1.3: Apple docs and the AXDump of a fresh table).
@MainActor
@Suite(.explorerPagesOnFailure) struct DefaultsTests {
    @Test func freshTableHasUIKitDefaults() {
        let table = TableView(frame: .zero)
        expectEqual(table.style, .plain)
        expectEqual(TableView.automaticDimension, -1)
        expectEqual(table.rowHeight, -1)
        expectEqual(table.estimatedRowHeight, -1)
        expectEqual(table.sectionHeaderHeight, -1)
        expectEqual(table.sectionFooterHeight, -1)
        expectEqual(table.estimatedSectionHeaderHeight, -1)
        expectEqual(table.estimatedSectionFooterHeight, -1)
        expectEqual(table.sectionHeaderTopPadding, -1)
        expectEqual(table.fillerRowHeight, 0)
        expectEqual(table.separatorStyle, .singleLine)
        expectEqual(table.separatorInset, EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing)
        #expect(!table.isEditing)
        expectEqual(table.tableHeaderView, nil)
        expectEqual(table.tableFooterView, nil)
        expectEqual(table.backgroundView, nil)
        #expect(table.insetsContentViewsToSafeArea)
        #expect(!table.cellLayoutMarginsFollowReadableWidth)
        expectEqual(table.sectionIndexMinimumDisplayRowCount, 0)
    }

    @Test func tableWithoutDataSourceHasOneEmptySection() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        expectEqual(table.numberOfSections, 1)
        expectEqual(table.numberOfRows(inSection: 0), 0)
        expectEqual(table.indexPathsForVisibleRows, nil)
        expectEqual(table.indexPathsForSelectedRows, nil)
        expectEqual(table.indexPathForSelectedRow, nil)
        #expect(table.visibleCells.isEmpty)
        expectEqual(table.contentSize, CGSize(width: 320, height: 0))
    }

    @Test func initWithFrameIsPlainAndStyleIsKept() {
        expectEqual(TableView(frame: .zero).style, .plain)
        expectEqual(TableView(frame: .zero, style: .grouped).style, .grouped)
        expectEqual(TableView(frame: .zero, style: .insetGrouped).style, .insetGrouped)
    }

    @Test func indexPathHasUIKitRowAndSection() {
        var indexPath = IndexPath(row: 3, section: 7)
        expectEqual(indexPath.row, 3)
        expectEqual(indexPath.section, 7)
        expectEqual(Array(indexPath), [7, 3])
        indexPath.row = 4
        expectEqual(indexPath, IndexPath(row: 4, section: 7))
    }

    @Test func controllerClearsSelectionOnViewWillAppearByDefault() {
        #expect(TableViewController(style: .plain).clearsSelectionOnViewWillAppear)
    }
}
