import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The per-cell optional delegate calls that the table stops making once the default
/// implementation has answered (`Protocols/DelegateImplementations.swift`): nothing a delegate can
/// see changes, a new delegate is asked again, and a recorder still sees every call.
@MainActor
@Suite(.explorerPagesOnFailure) struct DelegateImplementationsTests {
    final class Source: NSObject, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            // Set by the data source; the table sets it again from the delegate (0 by default).
            cell.indentationLevel = 3
            return cell
        }
    }

    /// Implements none of the per-cell methods.
    final class Silent: NSObject, TableViewDelegate {}

    /// Implements all three, recording them.
    final class Listening: NSObject, TableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            log.append("will \(indexPath.row)")
        }
        func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
            log.append("end \(indexPath.row)")
        }
        func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            log.append("level \(indexPath.row)")
            return indexPath.row % 4
        }
    }

    func makeTable(_ source: Source, _ delegate: TableViewDelegate) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = delegate
        table.layoutIfNeeded()
        return table
    }

    func scroll(_ table: TableView, toRow row: Int) {
        table.contentOffset.y = CGFloat(row) * 44
        table.layoutIfNeeded()
    }

    @Test func aDelegateWithoutThePerCellMethodsIsLearnedAndCellsGetTheDefaultLevel() {
        let source = Source()
        let silent = Silent()
        let table = makeTable(source, silent)
        #expect(table.delegateImplementations.lacks(.willDisplay))
        #expect(table.delegateImplementations.lacks(.indentationLevel))
        // Nothing has left the screen yet.
        #expect(!table.delegateImplementations.lacks(.didEndDisplaying))
        scroll(table, toRow: 10)
        #expect(table.delegateImplementations.lacks(.didEndDisplaying))
        // The first rows and the later ones get the same level: the default's 0, over the 3 the
        // data source set.
        expectEqual(table.visibleCells.map(\.indentationLevel), [0, 0, 0])
    }

    @Test func settingAnotherDelegateAsksItAgainForEveryCell() {
        let source = Source()
        let silent = Silent()
        let table = makeTable(source, silent)
        scroll(table, toRow: 10)
        #expect(table.delegateImplementations.lacks(.willDisplay))
        let listening = Listening()
        table.delegate = listening
        #expect(!table.delegateImplementations.lacks(.willDisplay))
        scroll(table, toRow: 12)
        expectEqual(listening.log, ["end 10", "end 11", "level 13", "will 13", "level 14", "will 14"])
        expectEqual(table.visibleCells.map(\.indentationLevel), [0, 1, 2])
    }

    @Test func aDelegateThatImplementsThemIsCalledForEveryCell() {
        let source = Source()
        let listening = Listening()
        let table = makeTable(source, listening)
        expectEqual(listening.log, ["level 0", "will 0", "level 1", "will 1", "level 2", "will 2"])
        listening.log = []
        scroll(table, toRow: 3)
        expectEqual(
            listening.log,
            [
                "end 0", "end 1", "end 2", "level 3", "will 3", "level 4", "will 4", "level 5", "will 5",
            ])
        expectEqual(table.visibleCells.map(\.indentationLevel), [3, 0, 1])
    }

    @Test func aDelegateSetFromInsideWillDisplayGetsTheRestOfThePass() {
        final class Switching: NSObject, TableViewDelegate {
            var next: TableViewDelegate?
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                if let next, indexPath.row == 3 { tableView.delegate = next }
            }
        }
        let source = Source()
        let switching = Switching()
        let listening = Listening()
        switching.next = listening
        let table = makeTable(source, switching)
        scroll(table, toRow: 3)
        // Row 3 was shown with the first delegate; rows 4 and 5 with the one it set.
        expectEqual(listening.log, ["level 4", "will 4", "level 5", "will 5"])
        withExtendedLifetime(switching) {}
    }

    /// The pass reads the delegate once for the rows it ends and displays; one cleared from
    /// inside `didEndDisplaying` gets no further call in that pass, as when it was read per cell.
    @Test func aDelegateClearedInsideDidEndDisplayingIsNotCalledAgain() {
        final class Clearing: NSObject, TableViewDelegate {
            var log: [String] = []
            func tableView(
                _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
            ) {
                log.append("end \(indexPath.row)")
                if indexPath.row == 1 { tableView.delegate = nil }
            }
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                log.append("will \(indexPath.row)")
            }
        }
        let source = Source()
        let clearing = Clearing()
        let table = makeTable(source, clearing)
        clearing.log = []
        scroll(table, toRow: 3)
        expectEqual(clearing.log, ["end 0", "end 1"])
        expectEqual(table.visibleCells.map(\.indentationLevel), [3, 3, 3])
        withExtendedLifetime(clearing) {}
    }

    @Test func aRecorderStillSeesTheCallsOfADelegateWithoutThem() {
        let source = Source()
        let silent = Silent()
        let table = makeTable(source, silent)
        scroll(table, toRow: 10)
        #expect(table.delegateImplementations.lacks(.willDisplay))
        let recorder = RecordingProbe()
        table.callRecorder = recorder
        scroll(table, toRow: 11)
        expectEqual(recorder.names, ["didEndDisplaying", "cellForRow", "indentationLevel", "willDisplay"])
        withExtendedLifetime(silent) {}
    }

    final class RecordingProbe: TableCallRecording {
        var names: [String] = []
        func tableView(_ tableView: TableView, willMake event: TableEvent) {
            switch event {
            case .didEndDisplaying: names.append("didEndDisplaying")
            case .cellForRow: names.append("cellForRow")
            case .indentationLevel: names.append("indentationLevel")
            case .willDisplay: names.append("willDisplay")
            default: break
            }
        }
    }
}
