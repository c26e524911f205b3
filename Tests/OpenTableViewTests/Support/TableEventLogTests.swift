import Foundation
import OpenTableViewTesting
import Testing

@testable import OpenTableView

/// The shared recorder itself: UIKit's spelling, kinds, filters, the text form.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableEventLogTests {
    @Test func descriptionsUseUIKitsSelectors() {
        #expect(TableEvent.numberOfSections.description == "numberOfSections(in:)")
        #expect(TableEvent.numberOfRows(2).description == "tableView(_:numberOfRowsInSection:) 2")
        #expect(TableEvent.willDisplay([0, 3]).description == "tableView(_:willDisplay:forRowAt:) [0, 3]")
        #expect(TableEvent.didEndEditing(nil).description == "tableView(_:didEndEditingRowAt:) nil")
        #expect(
            TableEvent.prefetch([[0, 5], [0, 6]]).description == "tableView(_:prefetchRowsAt:) [[0, 5], [0, 6]]")
        #expect(
            TableEvent.didScroll(contentOffset: CGPoint(x: 0, y: 88), isDragging: true).description
                == "scrollViewDidScroll(_:) (0.0, 88.0) dragging")
        #expect(TableEvent.commit(.delete, [1, 0]).description == "tableView(_:commit:forRowAt:) delete [1, 0]")
        #expect(TableEvent.setSelected(true, animated: false).description == "setSelected(_:animated:) true")
        #expect(TableEvent.layoutSubviews(view: "root").description == "root.layoutSubviews()")
    }

    @Test func kindsIndexPathsAndSections() {
        #expect(TableEvent.cellForRow([1, 2]).kind == .cellForRow)
        #expect(TableEvent.cellForRow([1, 2]).indexPath == [1, 2])
        #expect(TableEvent.cellForRow([1, 2]).section == 1)
        #expect(TableEvent.willDisplayHeader(3).indexPath == nil)
        #expect(TableEvent.willDisplayHeader(3).section == 3)
        #expect(TableEvent.moveRow([0, 1], to: [2, 0]).indexPath == [2, 0])
        #expect(TableEvent.numberOfSections.section == nil)
        #expect(TableEvent.Kind.allCases.count == Set(TableEvent.Kind.allCases.map(\.rawValue)).count)
    }

    @Test func aRecordingTableFillsTheLog() {
        let log = TableEventLog()
        let (table, _) = makeTable([2, 1], size: CGSize(width: 320, height: 400), log: log)
        table.attach(RecordingDelegate(log: log))
        table.layoutIfNeeded()
        #expect(log.events(ofKind: .cellForRow) == [.cellForRow([0, 0]), .cellForRow([0, 1]), .cellForRow([1, 0])])
        #expect(log.events(at: [0, 1]) == [.cellForRow([0, 1]), .willDisplay([0, 1])])
        #expect(log.events(inSection: 1) == [.numberOfRows(1), .cellForRow([1, 0]), .willDisplay([1, 0])])
        #expect(
            log.text.hasPrefix(
                "numberOfSections(in:)\ntableView(_:numberOfRowsInSection:) 0\ntableView(_:numberOfRowsInSection:) 1\n")
        )
        #expect(log.text.split(separator: "\n").count == log.events.count)
        let taken = log.take()
        #expect(!taken.isEmpty && log.isEmpty && log.text.isEmpty)
        log.record(.numberOfSections)
        log.reset()
        #expect(log.events.isEmpty)
    }
}
