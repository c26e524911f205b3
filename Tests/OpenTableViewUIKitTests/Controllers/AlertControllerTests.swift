import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIAlertController` and `UIAlertAction`: actions, text fields, UIKit's two exceptions, and a
/// simulated tap that dismisses the alert and then runs the handler.
@MainActor
@Suite struct AlertControllerTests {
    let log = CallLog()

    @Test func anAlertKeepsItsTitleMessageStyleAndActionsInOrder() {
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        expectEqual(alert.title, "Delete?")
        expectEqual(alert.message, "This cannot be undone.")
        expectEqual(alert.preferredStyle, .alert)
        #expect(alert.actions.isEmpty && alert.textFields?.isEmpty == true && alert.preferredAction == nil)
        expectEqual(alert.modalPresentationStyle, .custom)
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        let delete = AlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(cancel)
        alert.addAction(delete)
        alert.preferredAction = delete
        expectEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
        expectEqual(alert.actions.map(\.style), [.cancel, .destructive])
        expectIdentical(alert.preferredAction, delete)
        #expect(cancel.isEnabled)
        #expect(AlertAction.Style.default.rawValue == 0 && AlertAction.Style.destructive.rawValue == 2)
        #expect(AlertController.Style.actionSheet.rawValue == 0 && AlertController.Style.alert.rawValue == 1)
    }

    @Test func textFieldsAreConfiguredAndKeptInOrder() {
        let alert = AlertController(title: "New Item", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField()
        expectEqual(alert.textFields?.count, 2)
        expectEqual(alert.textFields?.first?.placeholder, "Name")
        expectEqual(alert.textFields?.last?.placeholder, nil)
    }

    @Test func misuseThrowsUIKitsMessagesAndChangesNothing() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        ) {
            try alert.checkedAddAction(AlertAction(title: "Close", style: .cancel))
        }
        expectEqual(alert.actions.map(\.title), ["Cancel"])
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        ) {
            try sheet.checkedAddTextField(configurationHandler: nil)
        }
        expectEqual(sheet.textFields?.isEmpty, true)
    }

    @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() {
        let presenter = RecordingViewController("A", log: log)
        makeAppear(presenter)
        _ = log.take()
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "Groceries" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Save", style: .default) { [log] action in
                log.record(
                    "handler(\(action.title ?? "")) text=\(alert.textFields?[0].text ?? "") presented=\(presenter.presentedViewController != nil)"
                )
            })
        presenter.present(alert, animated: true) { [log] in log.record("presented") }
        // An alert leaves its presenter on screen.
        expectEqual(log.take(), ["presented"])
        expectIdentical(presenter.presentedViewController, alert)
        alert.simulate.tapAction(titled: "Save")
        expectEqual(log.take(), ["handler(Save) text=Groceries presented=false"])
        expectEqual(alert.presentingViewController, nil)
    }

    @Test func tappingAnActionWithoutAHandlerOnlyDismisses() {
        let presenter = RecordingViewController("A", log: log)
        makeAppear(presenter)
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
        sheet.simulate.tapAction(titled: "Cancel")
        expectEqual(presenter.presentedViewController, nil)
    }
}

extension ControllerExitTests {
    @Test func aSecondCancelActionRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                alert.addAction(AlertAction(title: "Close", style: .cancel))
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInternalInconsistencyException', reason: 'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'"
            ))
    }

    @Test func aTextFieldInAnActionSheetRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                AlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInternalInconsistencyException', reason: 'Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert'"
            ))
    }

    @Test func tappingAMissingOrDisabledActionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(AlertAction(title: "OK", style: .default))
                alert.simulate.tapAction(titled: "Save")
            }
        }
        #expect(
            Self.stderr(result).contains(
                "simulate.tapAction(titled: \"Save\"): the alert has no such action; its actions are [\"OK\"]"))
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
                let save = AlertAction(title: "Save", style: .default)
                save.isEnabled = false
                alert.addAction(save)
                alert.simulate.tapAction(titled: "Save")
            }
        }
    }
}
