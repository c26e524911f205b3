import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/ContactsViewController.swift as a user would.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct ContactsTests {
    static let contacts = [
        ("Anna", "Adams"), ("Ben", "Allen"),
        ("Carla", "Baker"), ("Dan", "Brown"), ("Ed", "Burke"),
        ("Fay", "Clark"),
        ("Gus", "Davis"), ("Hal", "Diaz"),
        ("Ida", "Garcia"),
        ("Jon", "Miller"), ("Kim", "Moore"), ("Lea", "Morris"),
        ("Max", "Reed"),
        ("Ned", "Scott"), ("Oli", "Smith"),
        ("Pam", "Taylor"), ("Quinn", "Turner"),
        ("Ray", "Walker"), ("Sue", "White"), ("Tom", "Wood"),
    ].map { Contact(firstName: $0.0, lastName: $0.1) }

    /// The screen as it first appears: the view loaded and laid out.
    func makeScreen() -> ContactsViewController {
        let screen = ContactsViewController(contacts: Self.contacts.shuffled())
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        return screen
    }

    @Test func contactsAreGroupedByInitialUnderTitledHeaders() {
        let screen = makeScreen()
        let tableView = screen.tableView
        expectEqual(screen.title, "Contacts")
        expectEqual(tableView.numberOfSections, 10)
        expectEqual(
            (0..<10).map { tableView.headerView(forSection: $0)?.textLabel?.text ?? "-" },
            ["A", "B", "C", "D", "-", "-", "-", "-", "-", "-"])
        expectEqual(
            tableView.indexPathsForVisibleRows,
            [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1),
                IndexPath(row: 0, section: 2), IndexPath(row: 0, section: 3),
            ])
        expectEqual(
            tableView.visibleCells.map { $0.textLabel?.text ?? "" },
            ["Anna Adams", "Ben Allen", "Carla Baker", "Dan Brown", "Ed Burke", "Fay Clark", "Gus Davis"])
        #expect(tableView.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator })
        // Plain style: 22 points of padding above each titled header, 28-point headers, 44-point rows.
        expectEqual(tableView.rectForHeader(inSection: 0), CGRect(x: 0, y: 22, width: 320, height: 28))
        expectEqual(
            tableView.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 50, width: 320, height: 44))
        expectEqual(tableView.rect(forSection: 1), CGRect(x: 0, y: 138, width: 320, height: 182))
        expectEqual(tableView.contentSize.height, 1380)
        #if !canImport(UIKit)
            expectEqual(
                tableView.textSnapshot(),
                """
                TableView plain 320.0x480.0 offset 0.0 content 1380.0
                  22.0 +28.0 header 0 "A"
                  50.0 +44.0 row 0.0 "Anna Adams" [accessory disclosureIndicator]
                  94.0 +44.0 row 0.1 "Ben Allen" [accessory disclosureIndicator]
                  160.0 +28.0 header 1 "B"
                  188.0 +44.0 row 1.0 "Carla Baker" [accessory disclosureIndicator]
                  232.0 +44.0 row 1.1 "Dan Brown" [accessory disclosureIndicator]
                  276.0 +44.0 row 1.2 "Ed Burke" [accessory disclosureIndicator]
                  342.0 +28.0 header 2 "C"
                  370.0 +44.0 row 2.0 "Fay Clark" [accessory disclosureIndicator]
                  436.0 +28.0 header 3 "D"
                  464.0 +44.0 row 3.0 "Gus Davis" [accessory disclosureIndicator]
                  index "A" "B" "C" "D" "E" "F" "G" "H" "I" "J" "K" "L" "M" "N" "O" "P" "Q" "R" "S" "T" "U" "V" "W" "X" "Y" "Z"
                """)
        #endif
    }

    @Test func theHeaderOfTheSectionBeingReadStaysAtTheTop() {
        let screen = makeScreen()
        let tableView = screen.tableView
        User.drag(tableView, to: CGPoint(x: 0, y: 700))
        // M's header (naturally at 668) is pinned to the top of the viewport.
        expectEqual(tableView.headerView(forSection: 5)?.textLabel?.text, "M")
        expectEqual(tableView.headerView(forSection: 5)?.frame.minY, 700)
        // Near the end of B, B's header is pushed up by the end of its rows (320 - 28).
        User.drag(tableView, to: CGPoint(x: 0, y: 300))
        expectEqual(tableView.headerView(forSection: 1)?.frame.minY, 292)
        expectEqual(tableView.headerView(forSection: 2)?.frame.minY, 342)
        #if !canImport(UIKit)
            #expect(tableView.textSnapshot().split(separator: "\n").contains("  292.0 +28.0 header 1 \"B\" [pinned]"))
        #endif
    }

    @Test func theSectionIndexJumpsToTheLetterOrTheLastOneBeforeIt() {
        let screen = makeScreen()
        let tableView = screen.tableView
        expectEqual(screen.sectionIndexTitles(for: tableView)?.count, 26)

        User.tapSectionIndexTitle(tableView, "M")
        expectEqual(tableView.contentOffset.y, 668)
        expectEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 5))
        expectEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 5))?.textLabel?.text, "Jon Miller")

        User.tapSectionIndexTitle(tableView, "C")
        expectEqual(tableView.contentOffset.y, 342)
        // No one's name starts with N: the index lands on M.
        User.tapSectionIndexTitle(tableView, "N")
        expectEqual(tableView.contentOffset.y, 668)
        // Z is past the last section: the table stops at the end of its content.
        User.tapSectionIndexTitle(tableView, "Z")
        expectEqual(tableView.contentOffset.y, 900)  // 1380 of content - 480 of viewport
        expectEqual(tableView.headerView(forSection: 9)?.textLabel?.text, "W")
    }

    @Test func tappingAContactOpensItAndLeavesNoSelection() {
        let screen = makeScreen()
        var opened: [Contact] = []
        screen.onSelectContact = { opened.append($0) }
        User.tapSectionIndexTitle(screen.tableView, "M")
        User.tap(screen.tableView, at: IndexPath(row: 1, section: 5))
        expectEqual(opened, [Contact(firstName: "Kim", lastName: "Moore")])
        expectEqual(screen.tableView.indexPathForSelectedRow, nil)
    }

    @Test func scrollingThroughReusesCellsWithoutStaleNames() {
        let screen = makeScreen()
        let tableView = screen.tableView
        for y in stride(from: 0, through: 900, by: 100) {
            User.drag(tableView, to: CGPoint(x: 0, y: y))
            let shown = tableView.visibleCells.map { $0.textLabel?.text }
            let expected = (tableView.indexPathsForVisibleRows ?? []).map { screen.contact(at: $0).fullName }
            expectEqual(shown, expected, "at offset \(y)")
        }
        #if !canImport(UIKit)
            // Never more cells than fit on screen at once plus one entering.
            #expect(tableView.statistics.cellsCreated <= 11)
            #expect(tableView.statistics.cellsReused > 0)
        #endif
    }
}
