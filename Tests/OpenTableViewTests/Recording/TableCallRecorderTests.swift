import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A data source that records nothing itself: the recorder must see its calls on its own.
@MainActor
private final class PlainRows: TableViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// A delegate that implements nothing: every call the table makes to it runs a default.
@MainActor
private final class EmptyDelegate: TableViewDelegate {}

/// A delegate that implements `heightForRowAt`, which the table calls only when implemented.
@MainActor
private final class HeightDelegate: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
}

/// The public call recorder (`OpenTableViewTesting.TableCallRecorder`) against the table's real
/// behaviour and against the recording doubles, which record from the other side of the calls.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableCallRecorderTests {
    private func table(_ counts: [Int], height: CGFloat = 100) -> (TestTableView, PlainRows) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let rows = PlainRows(counts)
        table.attach(rows)
        return (table, rows)
    }

    @Test func recordsTheFirstLayoutInOrderWithoutChangingTheDataSource() {
        let (table, rows) = table([3])
        let recorder = TableCallRecorder(attachedTo: table)
        table.layoutIfNeeded()
        // No delegate: no delegate calls. The data source's title methods are asked (defaults).
        expectEqual(
            recorder.take(),
            ([
                .numberOfSections, .numberOfRows(0), .titleForHeader(0), .titleForFooter(0),
                .cellForRow([0, 0]), .cellForRow([0, 1]), .cellForRow([0, 2]),
            ] as [TableEvent]))
        expectIdentical(table.dataSource, rows)
        expectEqual(table.delegate, nil)
    }

    @Test func matchesTheRecordingDoublesCallForCall() {
        // The doubles record inside the calls; the recorder records at the table's call sites.
        let doubles = TableEventLog()
        let (table, dataSource) = makeTable([6, 4], size: CGSize(width: 320, height: 150), log: doubles)
        let delegate = RecordingDelegate(log: doubles)
        table.attach(delegate)
        let recorder = TableCallRecorder(attachedTo: table)
        table.layoutIfNeeded()
        table.contentOffset.y = 200
        table.layoutIfNeeded()
        table.simulate.tapRow(at: [0, 5])
        table.simulate.tapRow(at: [1, 0])
        table.reloadData()
        table.layoutIfNeeded()
        let recordedKinds: Set<TableEvent.Kind> = [
            .numberOfSections, .numberOfRows, .cellForRow, .willDisplay, .didEndDisplaying, .willDisplayHeader,
            .didEndDisplayingHeader, .willDisplayFooter, .didEndDisplayingFooter, .shouldHighlight, .didHighlight,
            .didUnhighlight, .willSelect, .didSelect, .willDeselect, .didDeselect, .didScroll,
        ]
        expectEqual(recorder.log.events(ofKinds: recordedKinds), doubles.events)
        #expect(doubles.events.count > 30)
        #expect(table.dataSource === dataSource && table.delegate === delegate)
    }

    @Test func recordsTheCellLifecycleTheTableDrives() {
        let (table, _) = table([20])
        table.attach(EmptyDelegate())
        table.layoutIfNeeded()
        let recorder = TableCallRecorder(attachedTo: table)
        table.simulate.tapRow(at: [0, 1])
        expectEqual(
            recorder.take(),
            ([
                .shouldHighlight([0, 1]),
                .cell(.setHighlighted(true, animated: false), at: [0, 1]),
                .didHighlight([0, 1]),
                .cell(.setHighlighted(false, animated: false), at: [0, 1]),
                .didUnhighlight([0, 1]),
                .canPerformPrimaryAction([0, 1]),
                .willSelect([0, 1]),
                .cell(.setSelected(true, animated: false), at: [0, 1]),
                .didSelect([0, 1]),
                // UIKit's default for `canPerformPrimaryActionForRowAt` is `true` outside editing.
                .performPrimaryAction([0, 1]),
            ] as [TableEvent]))
        // Scrolling one row down: row 0's cell is queued, then dequeued for row 3.
        table.contentOffset.y = 44
        table.layoutIfNeeded()
        expectEqual(
            recorder.take(),
            ([
                .didScroll(contentOffset: CGPoint(x: 0, y: 44), isDragging: false),
                .didEndDisplaying([0, 0]),
                .cellForRow([0, 3]),
                .cell(.prepareForReuse, at: [0, 3]),
                .indentationLevel([0, 3]),
                .willDisplay([0, 3]),
            ] as [TableEvent]))
        table.setEditing(true, animated: true)
        let editing = recorder.events(ofKind: .setEditing)
        expectEqual(editing, [1, 2, 3].map { .cell(.setEditing(true, animated: true), at: [0, $0]) })
        #expect(recorder.events(at: [0, 2]).contains(.canEditRow([0, 2])))
    }

    @Test func heightMethodsAreRecordedOnlyWhenImplemented() {
        let (table, _) = table([2])
        table.attach(EmptyDelegate())
        let recorder = TableCallRecorder(attachedTo: table)
        table.layoutIfNeeded()
        #expect(recorder.events(ofKind: .heightForRow, .estimatedHeightForRow, .heightForHeader).isEmpty)
        expectEqual(recorder.events(ofKind: .willDisplay), [.willDisplay([0, 0]), .willDisplay([0, 1])])

        let (heights, _) = self.table([2])
        heights.attach(HeightDelegate())
        let heightRecorder = TableCallRecorder(attachedTo: heights)
        heights.layoutIfNeeded()
        expectEqual(heightRecorder.events(ofKind: .heightForRow), [.heightForRow([0, 0]), .heightForRow([0, 1])])
        expectEqual(heights.rectForRow(at: [0, 1]).minY, 50)
    }

    @Test func scrollViewDelegateCallsCarryTheStateAtThatMoment() {
        let (table, _) = table([30])
        let scrolls = TableEventLog()
        let scrollDelegate = RecordingScrollViewDelegate(log: scrolls)
        table.delegate = nil
        table.layoutIfNeeded()
        let recorder = TableCallRecorder(attachedTo: table)
        // Without a scroll-view delegate the scroll view makes no calls, so none are recorded.
        table.simulate.drag(to: CGPoint(x: 0, y: 100))
        #expect(recorder.events(ofKind: .willBeginDragging, .didScroll, .didEndDragging).isEmpty)
        let held = scrollDelegate
        (table as ScrollView).delegate = held
        recorder.reset()
        table.simulate.drag(to: CGPoint(x: 0, y: 300))
        let kinds: Set<TableEvent.Kind> = [.willBeginDragging, .didScroll, .willEndDragging, .didEndDragging]
        expectEqual(recorder.log.events(ofKinds: kinds), scrolls.events)
        expectEqual(scrolls.events.first, .willBeginDragging(contentOffset: CGPoint(x: 0, y: 100), isDragging: true))
    }

    @Test func filtersTextResetAndDuring() {
        let (table, _) = table([3, 2], height: 400)
        let recorder = TableCallRecorder(attachedTo: table)
        let events = recorder.events(during: { table.layoutIfNeeded() })
        expectEqual(events, recorder.events)
        expectEqual(
            recorder.events(inSection: 1),
            [.numberOfRows(1), .titleForHeader(1), .titleForFooter(1)] + [
                .cellForRow([1, 0]), .cellForRow([1, 1]),
            ])
        expectEqual(recorder.events(at: [0, 2]), [.cellForRow([0, 2])])
        expectEqual(recorder.events(ofKind: .numberOfRows), [.numberOfRows(0), .numberOfRows(1)])
        #expect(
            recorder.text.hasPrefix(
                """
                numberOfSections(in:)
                tableView(_:numberOfRowsInSection:) 0
                tableView(_:numberOfRowsInSection:) 1
                tableView(_:titleForHeaderInSection:) 0

                """))
        expectEqual(recorder.text.split(separator: "\n").count, events.count)
        recorder.reset()
        #expect(recorder.events.isEmpty && recorder.text.isEmpty)
    }

    @Test func detachingStopsAndAnotherRecorderTakesOver() {
        let (table, _) = table([3])
        let first = TableCallRecorder(attachedTo: table)
        let second = TableCallRecorder()
        second.attach(to: table)
        table.layoutIfNeeded()
        #expect(first.events.isEmpty && first.tableView == nil)
        #expect(second.events.first == .numberOfSections && second.tableView === table)
        second.detach()
        table.reloadData()
        table.layoutIfNeeded()
        expectEqual(second.events.count, 7)
        expectEqual(table.callRecorder, nil)
        // A detached recorder does not detach the one that replaced it.
        let third = TableCallRecorder(attachedTo: table)
        first.detach()
        #expect(table.callRecorder != nil && third.tableView === table)
    }

    @Test func prefetchingIsRecorded() {
        let (table, _) = table([50])
        let prefetches = TableEventLog()
        let prefetcher = RecordingPrefetchingDataSource(log: prefetches)
        table.prefetchDataSource = prefetcher
        table.layoutIfNeeded()
        let recorder = TableCallRecorder(attachedTo: table)
        table.contentOffset.y = 440
        table.layoutIfNeeded()
        #expect(!prefetches.events.isEmpty)
        expectEqual(recorder.events(ofKind: .prefetch, .cancelPrefetching), prefetches.events)
    }

    @Test func goldenTextOfATapOnASwipeableRow() {
        let (table, _) = table([4])
        table.attach(EmptyDelegate())
        table.layoutIfNeeded()
        let recorder = TableCallRecorder(attachedTo: table)
        _ = table.simulate.swipeRow(at: [0, 2])
        expectEqual(
            recorder.text,
            """
            tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 2]
            tableView(_:editActionsForRowAt:) [0, 2]
            tableView(_:canEditRowAt:) [0, 2]
            tableView(_:editingStyleForRowAt:) [0, 2]
            tableView(_:titleForDeleteConfirmationButtonForRowAt:) [0, 2]
            tableView(_:willBeginEditingRowAt:) [0, 2]

            """)
    }
}
