import OpenTableViewShim
import TestSupport
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
            expectEqual(table.style, .insetGrouped)
            expectEqual(table.numberOfSections, 2)
            expectEqual(table.numberOfRows(inSection: 0), 2)
            expectEqual(table.numberOfRows(inSection: 1), 1)
            expectEqual(settings.tableView(table, titleForHeaderInSection: 0), "General")
            expectEqual(settings.tableView(table, titleForFooterInSection: 1), "Made with care.")
            expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Notifications")
            expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text, "2.1")
            expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.detailTextLabel?.text, "Open source")
            expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 60)
            #expect(settings.notificationsSwitch.isOn)
        }
    }
}
