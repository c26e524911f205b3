import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The shared recorder itself: UIKit's spelling, kinds, filters, the text form.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableEventLogTests {
    @Test func descriptionsUseUIKitsSelectors() {
        expectEqual(TableEvent.numberOfSections.description, "numberOfSections(in:)")
        expectEqual(TableEvent.numberOfRows(2).description, "tableView(_:numberOfRowsInSection:) 2")
        expectEqual(TableEvent.willDisplay([0, 3]).description, "tableView(_:willDisplay:forRowAt:) [0, 3]")
        expectEqual(TableEvent.didEndEditing(nil).description, "tableView(_:didEndEditingRowAt:) nil")
        expectEqual(
            TableEvent.prefetch([[0, 5], [0, 6]]).description, "tableView(_:prefetchRowsAt:) [[0, 5], [0, 6]]")
        expectEqual(
            TableEvent.didScroll(contentOffset: CGPoint(x: 0, y: 88), isDragging: true).description,
            "scrollViewDidScroll(_:) (0.0, 88.0) dragging")
        expectEqual(TableEvent.commit(.delete, [1, 0]).description, "tableView(_:commit:forRowAt:) delete [1, 0]")
        expectEqual(TableEvent.setSelected(true, animated: false).description, "setSelected(_:animated:) true")
        expectEqual(TableEvent.layoutSubviews(view: "root").description, "root.layoutSubviews()")
    }

    @Test func kindsIndexPathsAndSections() {
        expectEqual(TableEvent.cellForRow([1, 2]).kind, .cellForRow)
        expectEqual(TableEvent.cellForRow([1, 2]).indexPath, [1, 2])
        expectEqual(TableEvent.cellForRow([1, 2]).section, 1)
        expectEqual(TableEvent.willDisplayHeader(3).indexPath, nil)
        expectEqual(TableEvent.willDisplayHeader(3).section, 3)
        expectEqual(TableEvent.moveRow([0, 1], to: [2, 0]).indexPath, [2, 0])
        expectEqual(TableEvent.numberOfSections.section, nil)
        expectEqual(TableEvent.Kind.allCases.count, Set(TableEvent.Kind.allCases.map(\.rawValue)).count)
    }

    @Test func aRecordingTableFillsTheLog() {
        let log = TableEventLog()
        let (table, _) = makeTable([2, 1], size: CGSize(width: 320, height: 400), log: log)
        table.attach(RecordingDelegate(log: log))
        table.layoutIfNeeded()
        expectEqual(
            log.events(ofKind: .cellForRow), [.cellForRow([0, 0]), .cellForRow([0, 1]), .cellForRow([1, 0])])
        expectEqual(log.events(at: [0, 1]), [.cellForRow([0, 1]), .willDisplay([0, 1])])
        expectEqual(log.events(inSection: 1), [.numberOfRows(1), .cellForRow([1, 0]), .willDisplay([1, 0])])
        #expect(
            log.text.hasPrefix(
                "numberOfSections(in:)\ntableView(_:numberOfRowsInSection:) 0\ntableView(_:numberOfRowsInSection:) 1\n")
        )
        expectEqual(log.text.split(separator: "\n").count, log.events.count)
        let taken = log.take()
        #expect(!taken.isEmpty && log.isEmpty && log.text.isEmpty)
        log.record(.numberOfSections)
        log.reset()
        #expect(log.events.isEmpty)
    }
}
