import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// `multipleSelectionBackgroundView`: "If not nil, this view is used as the background view for
/// a selected cell when the table view allows multiple row selections" (Apple).
@MainActor
@Suite(.explorerPagesOnFailure) struct MultipleSelectionBackgroundTests {
    let log = TableEventLog()
    let table: TestTableView

    init() {
        let (table, _) = makeTable([10], log: log)
        table.layoutIfNeeded()
        for cell in table.visibleCells {
            cell.selectedBackgroundView = View()
            cell.multipleSelectionBackgroundView = View()
        }
        self.table = table
    }

    func cell(_ row: Int) -> TableViewCell { table.cellForRow(at: path(0, row))! }

    @Test func singleSelectionShowsTheSelectedBackgroundView() {
        table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
        let cell = cell(1)
        expectIdentical(cell.selectedBackgroundView?.superview, cell)
        expectEqual(cell.multipleSelectionBackgroundView?.superview, nil)
    }

    @Test func multipleSelectionShowsTheMultipleSelectionBackgroundView() {
        table.allowsMultipleSelection = true
        table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
        let cell = cell(1)
        expectIdentical(cell.multipleSelectionBackgroundView?.superview, cell)
        expectEqual(cell.selectedBackgroundView?.superview, nil)
        expectIdentical(cell.subviews.first, cell.multipleSelectionBackgroundView)
        cell.layoutIfNeeded()
        expectEqual(cell.multipleSelectionBackgroundView?.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        // Turning multiple selection off switches the visible selected cell back.
        table.allowsMultipleSelection = false
        expectIdentical(cell.selectedBackgroundView?.superview, cell)
        expectEqual(cell.multipleSelectionBackgroundView?.superview, nil)
        table.deselectRow(at: path(0, 1), animated: false)
        expectEqual(cell.selectedBackgroundView?.superview, nil)
    }

    @Test func withoutOneTheSelectedBackgroundViewShowsInMultipleSelection() {
        table.allowsMultipleSelection = true
        let cell = cell(2)
        cell.multipleSelectionBackgroundView = nil
        table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        expectIdentical(cell.selectedBackgroundView?.superview, cell)
    }

    @Test func theEditingModeSettingCountsWhileEditing() {
        table.allowsMultipleSelectionDuringEditing = true
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
        expectIdentical(cell(3).multipleSelectionBackgroundView?.superview, cell(3))
    }
}
