import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// How gesture recognizers meet the table's tap: a recognized tap whose recognizer cancels the
/// touches in the view keeps the row from being selected; with `cancelsTouchesInView = false` the
/// action runs and the row is selected. Apple, `cancelsTouchesInView`: "When this property is true
/// (the default) and the gesture recognizer recognizes its gesture, the touches of that gesture
/// that are pending aren't delivered to the view … If a gesture recognizer doesn't recognize its
/// gesture or if the value of this property is false, the view receives all touches".
@MainActor
@Suite(.explorerPagesOnFailure) struct GestureRecognizerSelectionTests {
    let log = TableEventLog()
    let table: TestTableView

    init() {
        let (table, _) = makeTable([20], log: log)
        table.attach(RecordingDelegate(log: log))
        table.layoutIfNeeded()
        _ = log.take()
        self.table = table
    }

    @Test func aTapRecognizerOnTheTableStopsRowSelectionByDefault() {
        var taps = 0
        let dismissKeyboard = TapGestureRecognizer { _ in taps += 1 }
        table.addGestureRecognizer(dismissKeyboard)
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(taps, 1)
        expectEqual(log.take(), [])
        expectEqual(table.indexPathForSelectedRow, nil)
    }

    @Test func withCancelsTouchesInViewFalseTheActionRunsThenTheRowIsSelected() {
        var taps = 0
        let dismissKeyboard = TapGestureRecognizer { _ in taps += 1 }
        dismissKeyboard.cancelsTouchesInView = false
        table.addGestureRecognizer(dismissKeyboard)
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(taps, 1)
        expectEqual(
            log.take(),
            [
                .shouldHighlight(path(0, 2)), .didHighlight(path(0, 2)), .didUnhighlight(path(0, 2)),
                .willSelect(path(0, 2)), .didSelect(path(0, 2)),
            ])
    }

    @Test func aRecognizerOnACellsContentViewTakesTheTapFromTheTable() {
        let cell = table.cellForRow(at: path(0, 1))!
        var cellTaps = 0
        cell.contentView.addGestureRecognizer(TapGestureRecognizer { _ in cellTaps += 1 })
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(cellTaps, 1)
        expectEqual(table.indexPathForSelectedRow, nil)
        // Another row's tap is the table's.
        table.simulate.tapRow(at: path(0, 3))
        expectEqual(cellTaps, 1)
        expectEqual(table.indexPathForSelectedRow, path(0, 3))
    }

    @Test func aRecognizerThatFailsLeavesTheTapToTheTable() {
        let doubleTap = TapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        table.addGestureRecognizer(doubleTap)
        table.simulate.tapRow(at: path(0, 4))
        expectEqual(table.indexPathForSelectedRow, path(0, 4))
    }

    @Test func aLongPressInARowFindsTheRowFromItsLocation() {
        var pressed: [IndexPath?] = []
        let press = LongPressGestureRecognizer { [table] sender in
            guard sender.state == .began else { return }
            pressed.append(table.indexPathForRow(at: sender.location(in: table)))
        }
        table.addGestureRecognizer(press)
        let rect = table.rectForRow(at: path(0, 3))
        table.simulate.longPress(at: CGPoint(x: rect.midX, y: rect.midY))
        expectEqual(pressed, [path(0, 3)])
        expectEqual(log.take(), [])
    }
}
