import OpenTableViewShim
import Testing

extension InterfaceBuilderSuites {
    /// A static-cells table from a storyboard: `UITableViewController`'s own data source and delegate
    /// answer from the static sections (Apple, "Filling a table with data": "static cells" are
    /// defined in the storyboard, and the table view controller supplies them).
    @Suite @MainActor
    struct StaticCellsTests {
        init() {
            InterfaceBuilderFiles.register()
        }

        @Test func staticSectionsGiveTheRowsTitlesAndCells() throws {
            let settings = try #require(
                UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
                    as? SettingsViewController)
            let table = settings.tableView!
            table.layoutIfNeeded()
            #expect(table.style == .insetGrouped)
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.numberOfRows(inSection: 1) == 1)
            #expect(settings.tableView(table, titleForHeaderInSection: 0) == "General")
            #expect(settings.tableView(table, titleForFooterInSection: 1) == "Made with care.")
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Notifications")
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text == "2.1")
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.detailTextLabel?.text == "Open source")
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 60)
            #expect(settings.notificationsSwitch.isOn)
        }
    }
}
