import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/TeaSearchViewController.swift as a user would: typing into the
// search bar, reading the results table shown over the list, picking a scope, picking a suggested
// flavour token, and cancelling.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct TeaSearchTests {
    static let teas = [
        Tea(name: "Sencha", kind: "Green", flavour: "Grassy"),
        Tea(name: "Gyokuro", kind: "Green", flavour: "Sweet"),
        Tea(name: "Assam", kind: "Black", flavour: "Malty"),
        Tea(name: "Darjeeling", kind: "Black", flavour: "Floral"),
        Tea(name: "Chamomile", kind: "Herbal", flavour: "Floral"),
        Tea(name: "Rooibos", kind: "Herbal", flavour: "Sweet"),
    ]

    func makeScreen() -> (TeaSearchViewController, UINavigationController) {
        let screen = TeaSearchViewController(teas: Self.teas)
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.view.layoutIfNeeded()
        return (screen, navigation)
    }

    /// The names the results table shows, top to bottom.
    func results(_ screen: TeaSearchViewController) -> [String] {
        let table = screen.resultsController.tableView!
        // UIKit presents the results controller over the whole screen; headless it is not
        // presented, so it gets the window's size here.
        if table.bounds.isEmpty { table.frame = CGRect(x: 0, y: 0, width: 393, height: 852) }
        table.layoutIfNeeded()
        return (0..<table.numberOfRows(inSection: 0)).map {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text ?? "?"
        }
    }

    @Test func theListShowsEveryTeaAndOwnsTheSearchInItsNavigationItem() {
        let (screen, _) = makeScreen()
        expectIdentical(screen.navigationItem.searchController, screen.searchController)
        #expect(!screen.navigationItem.hidesSearchBarWhenScrolling)
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 6)
        expectEqual(screen.searchController.searchBar.scopeButtonTitles, ["All", "Green", "Black", "Herbal"])
        #expect(!screen.searchController.isActive)
    }

    @Test func typingFiltersTheResultsShownOverTheList() {
        let (screen, _) = makeScreen()
        let bar = screen.searchController.searchBar
        bar.simulate.typing("s")
        #expect(screen.searchController.isActive && bar.showsScopeBar && bar.showsCancelButton)
        expectIdentical(screen.resultsController.parent, screen.searchController)
        #expect(!screen.resultsController.view.isHidden)
        expectEqual(results(screen), ["Sencha", "Assam", "Rooibos"])
        bar.simulate.typing("a")
        expectEqual(results(screen), ["Assam"])
        bar.simulate.deleteBackward()
        bar.simulate.deleteBackward()
        // An empty field hides the results controller (Apple: it shows "based on the contents of
        // its text property").
        #expect(screen.resultsController.view.isHidden)
    }

    @Test func aScopeAndATokenNarrowTheResults() {
        let (screen, _) = makeScreen()
        let bar = screen.searchController.searchBar
        bar.simulate.typing("o")
        expectEqual(results(screen), ["Gyokuro", "Chamomile", "Rooibos"])
        bar.simulate.selectScopeButton(at: 3)
        expectEqual(results(screen), ["Chamomile", "Rooibos"])
        let floral = screen.suggestedTokens.first { $0.representedObject as? String == "Floral" }!
        bar.simulate.selectToken(floral)
        #expect(bar.text == "" && bar.searchTextField.tokens.count == 1)
        expectEqual(results(screen), ["Chamomile"])
        bar.simulate.selectScopeButton(at: 0)
        expectEqual(results(screen), ["Darjeeling", "Chamomile"])
    }

    @Test func cancelEndsTheSearchAndClearsIt() {
        let (screen, _) = makeScreen()
        let bar = screen.searchController.searchBar
        bar.simulate.typing("sen")
        bar.simulate.tapSearchButton()
        expectEqual(results(screen), ["Sencha"])
        bar.simulate.cancel()
        #expect(!screen.searchController.isActive && bar.text == "" && bar.searchTextField.tokens.isEmpty)
        #expect(screen.resultsController.view.isHidden && !bar.showsCancelButton)
        expectEqual(results(screen), Self.teas.map(\.name))
    }
}
