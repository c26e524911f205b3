import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/SettingsViewController.swift as a user would.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct SettingsTests {
    func makeScreen() -> SettingsViewController {
        let screen = SettingsViewController()
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test func groupedSectionsWithTitledHeadersAndFooters() {
        let screen = makeScreen()
        let tableView = screen.tableView
        expectEqual(tableView.style, .grouped)
        // Grouped metrics: a titled header is its margins plus one footnote line (32 + 16 + 6 for
        // the first section, 17 + 16 + 6 after); a section without a header or footer keeps 17.5.
        expectEqual(tableView.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 54))
        expectEqual(tableView.rectForFooter(inSection: 0), CGRect(x: 0, y: 142, width: 320, height: 17.5))
        expectEqual(tableView.rectForHeader(inSection: 1), CGRect(x: 0, y: 159.5, width: 320, height: 39))
        expectEqual(tableView.rectForFooter(inSection: 1), CGRect(x: 0, y: 330.5, width: 320, height: 34))
        expectEqual(tableView.rectForHeader(inSection: 2), CGRect(x: 0, y: 364.5, width: 320, height: 17.5))
        expectEqual(tableView.contentSize.height, 524)
        expectEqual(tableView.headerView(forSection: 1)?.textLabel?.text, "Appearance")
        expectEqual(tableView.footerView(forSection: 1)?.textLabel?.text, "Automatic follows the system setting.")
        expectEqual(tableView.footerView(forSection: 2)?.textLabel?.text, "Made with care.")
        #if !canImport(UIKit)
            expectEqual(
                tableView.textSnapshot(),
                """
                TableView grouped 320.0x480.0 offset 0.0 content 524.0
                  0.0 +54.0 header 0 "Account"
                  54.0 +44.0 row 0.0 "Name" | "Taylor" [accessory disclosureIndicator]
                  98.0 +44.0 row 0.1 "Notifications" | "Banners" [accessory disclosureIndicator]
                  159.5 +39.0 header 1 "Appearance"
                  198.5 +44.0 row 1.0 "Light"
                  242.5 +44.0 row 1.1 "Dark"
                  286.5 +44.0 row 1.2 "Automatic" [accessory checkmark]
                  330.5 +34.0 footer 1 "Automatic follows the system setting."
                  382.0 +44.0 row 2.0 "Version" | "2.1 (45)"
                  426.0 +44.0 row 2.1 "Privacy" [accessory detailDisclosureButton]
                  470.0 +34.0 footer 2 "Made with care."
                """)
        #endif
    }

    @Test func value1CellsShowTheirValueAgainstTheTrailingEdge() throws {
        let screen = makeScreen()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        expectEqual(text.text, "Name")
        expectEqual(detail.text, "Taylor")
        expectEqual(cell.accessoryType, .disclosureIndicator)
        // The text starts at the leading margin; the value ends at the trailing margin, before the
        // chevron the disclosure indicator takes (40 points headless).
        expectEqual(text.frame.minX, 16)
        expectEqual(detail.frame.maxX, cell.contentView.bounds.width - 16)
        #expect(detail.frame.minX > text.frame.minX)
        #if !canImport(UIKit)
            expectEqual(cell.contentView.frame.width, 280)
            expectEqual(detail.frame, CGRect(x: 213, y: 11.5, width: 51, height: 21))
        #endif
    }

    @Test func choosingAnAppearanceMovesTheCheckmark() {
        let screen = makeScreen()
        let tableView = screen.tableView
        func checkmarks() -> [Bool] {
            (0..<3).map { tableView.cellForRow(at: IndexPath(row: $0, section: 1))?.accessoryType == .checkmark }
        }
        expectEqual(checkmarks(), [false, false, true])
        User.tap(tableView, at: IndexPath(row: 1, section: 1))
        expectEqual(screen.appearance, .dark)
        expectEqual(checkmarks(), [false, true, false])
        expectEqual(tableView.indexPathForSelectedRow, nil)
        User.tap(tableView, at: IndexPath(row: 0, section: 1))
        expectEqual(checkmarks(), [true, false, false])
    }

    @Test func rowsThatLeadSomewhereOpenTheirScreen() {
        let screen = makeScreen()
        let tableView = screen.tableView
        User.tap(tableView, at: IndexPath(row: 0, section: 0))
        User.tap(tableView, at: IndexPath(row: 1, section: 2))
        expectEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 2))?.accessoryType, .detailDisclosureButton)
        User.tapAccessoryButton(tableView, at: IndexPath(row: 1, section: 2))
        expectEqual(screen.openedScreens, ["Name", "Privacy", "Privacy details"])
    }

    @Test func theVersionRowCannotBeSelected() {
        let screen = makeScreen()
        let tableView = screen.tableView
        let version = IndexPath(row: 0, section: 2)
        expectEqual(tableView.cellForRow(at: version)?.selectionStyle, UITableViewCell.SelectionStyle.none)
        User.tap(tableView, at: version)
        #expect(screen.openedScreens.isEmpty)
        expectEqual(tableView.indexPathForSelectedRow, nil)
    }

    @Test func cellsMadeWithoutRegistrationAreReused() {
        let screen = makeScreen()
        let tableView = screen.tableView
        let before = Set(tableView.visibleCells.map(ObjectIdentifier.init))
        screen.userName = "Sam"
        tableView.reloadData()
        tableView.layoutIfNeeded()
        let after = tableView.visibleCells
        expectEqual(Set(after.map(ObjectIdentifier.init)), before)
        #expect(
            after.allSatisfy {
                $0.reuseIdentifier == SettingsViewController.cellIdentifier && $0.detailTextLabel != nil
            })
        expectEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text, "Sam")
    }
}
