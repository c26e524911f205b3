import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Programmatic selection and the simulated tap (`Compatibility/Evidence.md` §5.2, §6).
@MainActor
@Suite(.explorerPagesOnFailure) struct SelectionTests {
    func table(log: TableEventLog, multiple: Bool = false) -> (TestTableView, RecordingDataSource, RecordingDelegate) {
        let (table, dataSource) = makeTable([20], log: log)
        let delegate = RecordingDelegate(log: log)
        table.attach(delegate)
        table.allowsMultipleSelection = multiple
        table.layoutIfNeeded()
        _ = log.take()
        return (table, dataSource, delegate)
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log)
        table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
        table.selectRow(at: path(0, 1), animated: true, scrollPosition: .none)
        #expect(log.take().isEmpty)
        // Single selection: the second call replaced the first.
        expectEqual(table.indexPathsForSelectedRows, [path(0, 1)])
        expectEqual(table.cellForRow(at: path(0, 1))?.isSelected, true)
        expectEqual(table.cellForRow(at: path(0, 3))?.isSelected, false)
        table.deselectRow(at: path(0, 1), animated: false)
        expectEqual(table.indexPathForSelectedRow, nil)
        expectEqual(table.indexPathsForSelectedRows, nil)
        #expect(log.take().isEmpty)
    }

    @Test func multipleSelectionKeepsRowsAndReportsTheLowestFirst() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log, multiple: true)
        table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
        table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
        expectEqual(table.indexPathForSelectedRow, path(0, 1))
        expectEqual(table.indexPathsForSelectedRows, [path(0, 1), path(0, 3)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        expectEqual(table.indexPathsForSelectedRows, nil)
    }

    @Test func selectRowWithAScrollPositionScrolls() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log)
        table.selectRow(at: path(0, 15), animated: false, scrollPosition: .top)
        expectEqual(table.contentOffset.y, 660)
        expectEqual(log.take(), [.didScroll(contentOffset: CGPoint(x: 0, y: 660), isDragging: false)])
    }

    @Test func tapRunsUIKitsFlow() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log)
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(
            log.take(),
            [
                .shouldHighlight([0, 1]), .didHighlight([0, 1]), .didUnhighlight([0, 1]), .willSelect([0, 1]),
                .didSelect([0, 1]),
            ])
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(
            log.take(),
            [
                .shouldHighlight([0, 2]), .didHighlight([0, 2]), .didUnhighlight([0, 2]), .willSelect([0, 2]),
                .willDeselect([0, 1]), .didDeselect([0, 1]), .didSelect([0, 2]),
            ])
        expectEqual(table.indexPathsForSelectedRows, [path(0, 2)])
        expectEqual(table.cellForRow(at: path(0, 1))?.isSelected, false)
        expectEqual(table.cellForRow(at: path(0, 2))?.isSelected, true)
        expectEqual(table.cellForRow(at: path(0, 2))?.isHighlighted, false)
    }

    @Test func willSelectCanCancelOrRedirect() {
        let log = TableEventLog()
        let (table, _, delegate) = table(log: log)
        delegate.willSelectAnswer = [path(0, 1): nil, path(0, 3): path(0, 4)]
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(
            log.take(),
            [
                .shouldHighlight([0, 1]), .didHighlight([0, 1]), .didUnhighlight([0, 1]), .willSelect([0, 1]),
            ])
        expectEqual(table.indexPathsForSelectedRows, nil)
        table.simulate.tapRow(at: path(0, 3))
        expectEqual(log.take().suffix(2), [.willSelect([0, 3]), .didSelect([0, 4])])
        expectEqual(table.indexPathsForSelectedRows, [path(0, 4)])
    }

    @Test func shouldHighlightFalseStopsTheTap() {
        let log = TableEventLog()
        let (table, _, delegate) = table(log: log)
        delegate.shouldHighlightAnswer = [path(0, 1): false]
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(log.take(), [.shouldHighlight([0, 1])])
        expectEqual(table.indexPathsForSelectedRows, nil)
    }

    @Test func tapOnASelectedRowInMultipleSelectionDeselectsIt() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log, multiple: true)
        table.simulate.tapRow(at: path(0, 1))
        table.simulate.tapRow(at: path(0, 2))
        _ = log.take()
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(
            log.take(),
            [
                .shouldHighlight([0, 1]), .didHighlight([0, 1]), .didUnhighlight([0, 1]), .willDeselect([0, 1]),
                .didDeselect([0, 1]),
            ])
        expectEqual(table.indexPathsForSelectedRows, [path(0, 2)])
    }

    @Test func rowsAreNotSelectableWhenSelectionIsOffForTheMode() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log)
        table.allowsSelection = false
        table.simulate.tapRow(at: path(0, 1))
        #expect(log.take().isEmpty)
        table.allowsSelection = true
        table.isEditing = true
        table.simulate.tapRow(at: path(0, 1))
        #expect(log.take().isEmpty)
        table.allowsSelectionDuringEditing = true
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(log.take().last, .didSelect([0, 1]))
    }

    @Test func selectionFollowsCellsThroughReuseAndIsClearedByReload() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log)
        table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
        table.contentOffset.y = 400
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset.y = 0
        table.layoutIfNeeded()
        expectEqual(table.cellForRow(at: path(0, 0))?.isSelected, true)
        expectEqual(table.visibleCells.filter { $0.isSelected }.count, 1)
        table.reloadData()
        expectEqual(table.indexPathsForSelectedRows, nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func scrollToNearestSelectedRow() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log, multiple: true)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        expectEqual(table.contentOffset.y, 0)
        table.selectRow(at: path(0, 12), animated: false, scrollPosition: .none)
        table.selectRow(at: path(0, 6), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        expectEqual(table.contentOffset.y, 264)
    }

    @Test func editingModeReachesVisibleAndLaterCells() {
        let log = TableEventLog()
        let (table, _, _) = table(log: log)
        table.setEditing(true, animated: true)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.contentOffset.y = 600
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.isEditing = false
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }
}

/// A contacts-style data source with a section index and indented rows.
@MainActor
final class IndexedContacts: TableViewDataSource, TableViewDelegate {
    let log = TableEventLog()
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { ["A", "B", "C", "#"] }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        log.record(.sectionForSectionIndexTitle(title, at: index))
        return min(index, 2)
    }
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row % 3 }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct SectionIndexTests {
    /// Three sections of ten 44-point rows in a 200-point viewport.
    func indexedTable() -> (TestTableView, IndexedContacts) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let contacts = IndexedContacts()
        table.attach(contacts as TableViewDataSource)
        table.attach(contacts as TableViewDelegate)
        return (table, contacts)
    }

    @Test func tappingAnIndexTitleScrollsItsSectionToTheTop() {
        let (table, contacts) = indexedTable()
        expectEqual(table.sectionIndexTitlesForDisplay, ["A", "B", "C", "#"])
        expectEqual(table.simulate.tapSectionIndexTitle(at: 1), 1)
        expectEqual(contacts.log.events, [.sectionForSectionIndexTitle("B", at: 1)])
        expectEqual(table.contentOffset.y, 440)
        expectEqual(table.simulate.tapSectionIndexTitle(at: 3), 2)
        expectEqual(table.contentOffset.y, 880)
        table.sectionIndexMinimumDisplayRowCount = 31
        expectEqual(table.sectionIndexTitlesForDisplay, nil)
    }

    @Test func indentationLevelsComeFromTheDelegate() {
        let (table, _) = indexedTable()
        table.layoutIfNeeded()
        expectEqual(table.visibleCells.map(\.indentationLevel), [0, 1, 2, 0, 1])
    }
}
