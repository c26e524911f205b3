import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// The master list pushes a detail screen, hosted the way an app hosts it: a window whose root is
/// a navigation controller.
@MainActor
@Suite(.explorerPagesOnFailure) struct RecipesTests {
    let recipes = [
        Recipe(name: "Pancakes", minutes: 20, ingredients: ["Flour", "Milk", "Eggs"]),
        Recipe(name: "Shakshuka", minutes: 35, ingredients: ["Eggs", "Tomatoes", "Peppers", "Cumin"]),
        Recipe(name: "Miso Soup", minutes: 15, ingredients: ["Dashi", "Miso", "Tofu"]),
    ]

    /// A window showing the list inside a navigation controller, as a scene delegate sets it up.
    private func launch() -> (window: UIWindow, navigation: UINavigationController, list: RecipesViewController) {
        let list = RecipesViewController(recipes: recipes)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.view.layoutIfNeeded()
        return (window, navigation, list)
    }

    @Test func theListShowsEveryRecipeWithItsTime() {
        let (_, navigation, list) = launch()
        #expect(navigation.navigationBar.prefersLargeTitles)
        expectEqual(list.navigationItem.title, "Recipes")
        let rows = list.tableView.visibleCells.map { cell -> String in
            let content = cell.contentConfiguration as? UIListContentConfiguration
            return "\(content?.text ?? "") · \(content?.secondaryText ?? "")"
        }
        expectEqual(rows, ["Pancakes · 20 min", "Shakshuka · 35 min", "Miso Soup · 15 min"])
        #expect(list.tableView.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator })
    }

    @Test func tappingARecipePushesItsIngredients() throws {
        let (_, navigation, list) = launch()
        User.tap(list.tableView, at: IndexPath(row: 1, section: 0))

        expectEqual(navigation.viewControllers.count, 2)
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        expectEqual(detail.title, "Shakshuka")
        expectEqual(detail.navigationItem.largeTitleDisplayMode, .never)
        expectIdentical(detail.navigationController, navigation)
        detail.tableView.layoutIfNeeded()
        let ingredients = detail.tableView.visibleCells.map {
            ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
        }
        expectEqual(ingredients, ["Eggs", "Tomatoes", "Peppers", "Cumin"])
        expectEqual(detail.tableView.headerView(forSection: 0)?.textLabel?.text?.uppercased(), "INGREDIENTS")
    }

    @Test func goingBackClearsTheSelection() {
        let (_, navigation, list) = launch()
        User.tap(list.tableView, at: IndexPath(row: 2, section: 0))
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))

        let popped = navigation.popViewController(animated: true)
        #expect(popped is RecipeDetailViewController)
        expectIdentical(navigation.topViewController, list)
        // UITableViewController.clearsSelectionOnViewWillAppear (true by default) deselects the
        // row as the list reappears.
        expectEqual(list.tableView.indexPathForSelectedRow, nil)
    }

    #if !canImport(UIKit)
        @Test func thePushedScreenFillsTheNavigationControllersView() throws {
            let (window, navigation, list) = launch()
            User.tap(list.tableView, at: IndexPath(row: 0, section: 0))
            let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
            expectEqual(detail.view.frame, navigation.view.bounds)
            expectEqual(navigation.view.frame, window.bounds)
        }
    #endif
}
