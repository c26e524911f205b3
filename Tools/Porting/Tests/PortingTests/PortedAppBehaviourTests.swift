import OpenTableViewShim
import Testing

@testable import PortedApps

/// The ported apps run as they did on iOS: the target–action pairs that became closure actions
/// keep UIKit's one registration per target and action, and the calls the tool moved or rewrote
/// still reach the app's methods.
@MainActor @Suite struct PortedAppBehaviourTests {
    func settingsOnScreen() -> SettingsViewController {
        let settings = SettingsViewController()
        settings.loadViewIfNeeded()
        settings.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        settings.view.layoutIfNeeded()
        return settings
    }

    func switchCell(_ settings: SettingsViewController, row: Int) throws -> SwitchCell {
        try #require(settings.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? SwitchCell)
    }

    /// The actions on a switch, by identifier, with their events.
    func handlers(_ toggle: UISwitch) -> [String] {
        var names: [String] = []
        toggle.enumerateEventHandlers { action, _, event, _ in
            if let action { names.append("\(action.identifier.rawValue) \(event.rawValue)") }
        }
        return names
    }

    @Test func aReusedSwitchCellRunsOneHandlerForItsCurrentRow() throws {
        // UIKit: "UIActions are uniqued based on their identifier, and subsequent actions with the
        // same identifier replace previously added actions" (UIControl.addAction(_:for:)).
        let settings = settingsOnScreen()
        for _ in 0..<3 {
            settings.tableView.reloadData()
            settings.view.layoutIfNeeded()
        }
        let cell = try switchCell(settings, row: 2)
        let valueChanged = UIControl.Event.valueChanged.rawValue
        #expect(
            handlers(cell.toggle).sorted() == [
                "SettingsViewController.switchChanged(_:) \(valueChanged)", "SwitchCell.toggled(_:) \(valueChanged)",
            ])
        cell.toggle.isOn = false
        cell.toggle.sendActions(for: .valueChanged)
        #expect(settings.changes == ["Badges off"])
        #expect(settings.legacyChanges == [2])
        #expect(!settings.settings[2].isOn)
    }

    @Test func prepareForReuseRemovesTheCellsOwnActionByItsIdentifier() throws {
        let settings = settingsOnScreen()
        let cell = try switchCell(settings, row: 0)
        cell.prepareForReuse()
        // `removeTarget(self, action: #selector(toggled(_:)), for: .valueChanged)` became
        // `removeAction(identifiedBy:for:)`: only the controller's action is left.
        #expect(
            handlers(cell.toggle) == [
                "SettingsViewController.switchChanged(_:) \(UIControl.Event.valueChanged.rawValue)"
            ])
        cell.toggle.sendActions(for: .valueChanged)
        #expect(settings.changes.isEmpty)
        #expect(settings.legacyChanges == [0])
    }

    @Test func theDoneItemSetUpAsPropertiesKeepsItsTitleAndRunsDone() throws {
        let settings = settingsOnScreen()
        let item = try #require(settings.navigationItem.rightBarButtonItem)
        #expect(item.title == "Done")
        #expect(item.primaryAction != nil)
        #expect(item.target == nil)
    }

    @Test func theInboxProxyForwardsTheOptionalMethodsItCalledWithAQuestionMark() {
        let inbox = InboxViewController()
        inbox.loadViewIfNeeded()
        inbox.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        inbox.tableView.frame = inbox.view.bounds
        inbox.view.layoutIfNeeded()
        #expect(inbox.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        inbox.tableView.delegate?.tableView(inbox.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(inbox.opened == ["Your order has shipped"])
        #expect(inbox.proxy.selections == 1)
    }

    @Test func theRecipeListsOverridesMovedFromAnotherFileStillOverride() {
        let list = RecipeListViewController()
        list.loadViewIfNeeded()
        list.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.view.layoutIfNeeded()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        list.tableView.delegate?.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(list.shownRecipes == ["Tomato Soup"])
    }

    @Test func theComposeItemRunsAnActionDeclaredInAnotherFile() throws {
        // `#selector(compose(_:))` named a method in `NotesViewController+Actions.swift`.
        let notes = NotesViewController()
        let navigation = UINavigationController(rootViewController: notes)
        notes.loadViewIfNeeded()
        let item = try #require(notes.navigationItem.rightBarButtonItem)
        item.simulate.tap()
        let editor = try #require(navigation.topViewController as? NoteEditorViewController)
        #expect(editor.delegate === notes)
    }
}
