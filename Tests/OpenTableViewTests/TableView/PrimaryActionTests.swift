import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Primary actions (iOS 16+) in the simulated tap: Apple, `tableView(_:performPrimaryActionForRowAt:)`
/// ("UIKit calls this method after `tableView(_:willSelectRowAt:)` and
/// `tableView(_:didSelectRowAt:)`, regardless of whether the row selection state changes") and
/// `tableView(_:canPerformPrimaryActionForRowAt:)` (default: `true` unless editing).
@MainActor
@Suite(.explorerPagesOnFailure) struct PrimaryActionTests {
    let log = TableEventLog()
    let table: TestTableView
    let delegate: RecordingPrimaryActionDelegate

    init() {
        let (table, _) = makeTable([20], log: log)
        delegate = RecordingPrimaryActionDelegate(log: log)
        table.attach(delegate)
        table.layoutIfNeeded()
        _ = log.take()
        self.table = table
    }

    @Test func aTapPerformsThePrimaryActionAfterTheSelection() {
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(
            log.take(),
            [
                .shouldHighlight(path(0, 2)), .didHighlight(path(0, 2)), .didUnhighlight(path(0, 2)),
                .canPerformPrimaryAction(path(0, 2)), .willSelect(path(0, 2)), .didSelect(path(0, 2)),
                .performPrimaryAction(path(0, 2)),
            ])
        // Tapping the selected row again changes no selection and still performs the action.
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(
            log.take().suffix(3),
            [
                .willSelect(path(0, 2)), .didSelect(path(0, 2)), .performPrimaryAction(path(0, 2)),
            ])
        expectEqual(table.indexPathsForSelectedRows, [path(0, 2)])
    }

    @Test func onlyTheTappedRowIsSelectedWhenTheActionRuns() {
        table.selectRow(at: path(0, 5), animated: false, scrollPosition: .none)
        var selectedDuringAction: [IndexPath]?
        delegate.onPerform = { [table] _ in selectedDuringAction = table.indexPathsForSelectedRows }
        table.simulate.tapRow(at: path(0, 1))
        expectEqual(
            log.take(),
            [
                .shouldHighlight(path(0, 1)), .didHighlight(path(0, 1)), .didUnhighlight(path(0, 1)),
                .canPerformPrimaryAction(path(0, 1)), .willSelect(path(0, 1)), .willDeselect(path(0, 5)),
                .didDeselect(path(0, 5)), .didSelect(path(0, 1)), .performPrimaryAction(path(0, 1)),
            ])
        expectEqual(selectedDuringAction, [path(0, 1)])
    }

    @Test func aRowThatRefusesSelectionStillPerformsItsActionAndKeepsTheSelection() {
        table.selectRow(at: path(0, 5), animated: false, scrollPosition: .none)
        delegate.willSelectAnswer[path(0, 3)] = .some(nil)
        table.simulate.tapRow(at: path(0, 3))
        expectEqual(
            log.take(),
            [
                .shouldHighlight(path(0, 3)), .didHighlight(path(0, 3)), .didUnhighlight(path(0, 3)),
                .canPerformPrimaryAction(path(0, 3)), .willSelect(path(0, 3)), .performPrimaryAction(path(0, 3)),
            ])
        expectEqual(table.indexPathsForSelectedRows, [path(0, 5)])
    }

    @Test func aRedirectedSelectionPerformsTheActionOfTheSelectedRow() {
        delegate.willSelectAnswer[path(0, 3)] = path(0, 4)
        table.simulate.tapRow(at: path(0, 3))
        expectEqual(
            log.take().suffix(3),
            [
                .willSelect(path(0, 3)), .didSelect(path(0, 4)), .performPrimaryAction(path(0, 4)),
            ])
    }

    @Test func aRowThatCannotPerformOnlySelects() {
        delegate.canPerformAnswer[path(0, 2)] = false
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(
            log.take().suffix(3),
            [
                .canPerformPrimaryAction(path(0, 2)), .willSelect(path(0, 2)), .didSelect(path(0, 2)),
            ])
    }

    @Test func noPrimaryActionWhileEditingByDefault() {
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        _ = log.take()
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(
            log.take().suffix(3),
            [
                .canPerformPrimaryAction(path(0, 2)), .willSelect(path(0, 2)), .didSelect(path(0, 2)),
            ])
    }

    @Test func aTapThatExtendsAMultipleSelectionIsNotAPrimaryAction() {
        table.allowsMultipleSelection = true
        table.simulate.tapRow(at: path(0, 2))
        table.simulate.tapRow(at: path(0, 4))
        let events = log.take()
        #expect(!events.contains { $0.kind == .canPerformPrimaryAction || $0.kind == .performPrimaryAction })
        expectEqual(table.indexPathsForSelectedRows, [path(0, 2), path(0, 4)])
    }

    @Test func aDelegateWithoutPrimaryActionsKeepsUIKitsTapFlow() {
        let plain = RecordingDelegate(log: log)
        table.attach(plain)
        table.simulate.tapRow(at: path(0, 2))
        expectEqual(
            log.take(),
            [
                .shouldHighlight(path(0, 2)), .didHighlight(path(0, 2)), .didUnhighlight(path(0, 2)),
                .willSelect(path(0, 2)), .didSelect(path(0, 2)),
            ])
    }
}
