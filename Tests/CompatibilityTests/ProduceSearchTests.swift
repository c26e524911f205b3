import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/ProduceSearchViewController.swift as a user would: typing a query,
// clearing it, and tapping items into and out of the basket.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct ProduceSearchTests {
    static let fruit = ["Apple", "Banana", "Cherry", "Mango", "Orange"]
    static let vegetables = ["Bean", "Carrot", "Onion"]

    /// The screen as it first appears: the view loaded and laid out.
    func makeScreen() -> ProduceSearchViewController {
        let screen = ProduceSearchViewController(fruit: Self.fruit, vegetables: Self.vegetables)
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        screen.tableView.layoutIfNeeded()
        return screen
    }

    /// What the user reads, top to bottom: section titles in brackets, then the items.
    func shown(_ tableView: UITableView) -> [String] {
        tableView.layoutIfNeeded()
        var lines: [String] = []
        for section in 0..<tableView.numberOfSections {
            lines.append("[\(tableView.headerView(forSection: section)?.textLabel?.text ?? "")]")
            for row in 0..<tableView.numberOfRows(inSection: section) {
                let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))
                lines.append((cell?.textLabel?.text ?? "?") + (cell?.accessoryType == .checkmark ? " ✓" : ""))
            }
        }
        return lines
    }

    /// The cell showing each item on screen.
    func cellsByName(_ tableView: UITableView) -> [String: UITableViewCell] {
        Dictionary(uniqueKeysWithValues: tableView.visibleCells.map { ($0.textLabel?.text ?? "", $0) })
    }

    @Test func everythingIsListedByKindBeforeASearch() {
        let screen = makeScreen()
        let tableView = screen.tableView
        expectIdentical(tableView.dataSource, screen.dataSource)
        expectEqual(
            shown(tableView),
            [
                "[Fruit]", "Apple", "Banana", "Cherry", "Mango", "Orange",
                "[Vegetables]", "Bean", "Carrot", "Onion",
            ])
        expectEqual(screen.dataSource.snapshot().sectionIdentifiers, [.fruit, .vegetables])
    }

    @Test func typingFiltersTheListAndRowsThatStayKeepTheirCells() {
        let screen = makeScreen()
        let tableView = screen.tableView
        let before = cellsByName(tableView)

        screen.search(for: "an")
        expectEqual(shown(tableView), ["[Fruit]", "Banana", "Mango", "Orange", "[Vegetables]", "Bean"])
        // Mango and Orange moved up, and Bean moved up a section's worth: each kept its cell.
        let during = cellsByName(tableView)
        for name in ["Banana", "Mango", "Orange", "Bean"] {
            expectIdentical(during[name], before[name], "\(name)")
        }
        expectEqual(screen.dataSource.indexPath(for: "Bean"), IndexPath(row: 0, section: 1))
        expectEqual(screen.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), "Mango")

        screen.search(for: "ang")
        expectEqual(shown(tableView), ["[Fruit]", "Mango", "Orange"])
        expectEqual(screen.dataSource.snapshot().sectionIdentifiers, [.fruit])

        screen.search(for: "")
        expectEqual(shown(tableView).count, 10)
        let after = cellsByName(tableView)
        expectIdentical(after["Mango"], before["Mango"])
        expectIdentical(after["Orange"], before["Orange"])
    }

    @Test func aQueryThatMatchesNothingEmptiesTheTable() {
        let screen = makeScreen()
        let tableView = screen.tableView
        screen.search(for: "kiwi")
        expectEqual(tableView.numberOfSections, 0)
        #expect(tableView.visibleCells.isEmpty)
        screen.search(for: "O")
        expectEqual(shown(tableView), ["[Fruit]", "Mango", "Orange", "[Vegetables]", "Carrot", "Onion"])
    }

    @Test func tappingAnItemMovesItIntoTheBasketWithItsCell() throws {
        let screen = makeScreen()
        let tableView = screen.tableView
        let cherry = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        User.tap(tableView, at: IndexPath(row: 2, section: 0))
        expectEqual(
            shown(tableView),
            [
                "[Basket]", "Cherry ✓",
                "[Fruit]", "Apple", "Banana", "Mango", "Orange",
                "[Vegetables]", "Bean", "Carrot", "Onion",
            ])
        // The row moved to another section and was reconfigured: same cell, now checked.
        expectIdentical(tableView.cellForRow(at: IndexPath(row: 0, section: 0)), cherry)
        expectEqual(cherry.accessoryType, .checkmark)
        expectEqual(tableView.indexPathForSelectedRow, nil)

        // Tapped again, it goes back among the fruit, still in the same cell.
        User.tap(tableView, at: IndexPath(row: 0, section: 0))
        expectEqual(shown(tableView).prefix(4), ["[Fruit]", "Apple", "Banana", "Cherry"])
        expectIdentical(tableView.cellForRow(at: IndexPath(row: 2, section: 0)), cherry)
        expectEqual(cherry.accessoryType, .none)
    }

    @Test func theQueryAlsoFiltersTheBasket() {
        let screen = makeScreen()
        let tableView = screen.tableView
        User.tap(tableView, at: IndexPath(row: 0, section: 1))  // Bean
        User.tap(tableView, at: IndexPath(row: 0, section: 1))  // Apple, now below the basket
        expectEqual(screen.basket, ["Bean", "Apple"])
        screen.search(for: "b")
        expectEqual(shown(tableView), ["[Basket]", "Bean ✓", "[Fruit]", "Banana"])
        screen.search(for: "")
        expectEqual(shown(tableView).prefix(3), ["[Basket]", "Apple ✓", "Bean ✓"])
    }
}
