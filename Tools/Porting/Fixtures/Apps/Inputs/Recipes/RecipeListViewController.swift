/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 The table view controller that lists recipes.
 */

import UIKit

class RecipeListViewController: UITableViewController {
    var recipes = Recipe.samples

    /// The detail screens shown, most recent last.
    private(set) var shownRecipes: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init() {
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Recipes", comment: "")
        tableView.register(RecipeCell.self, forCellReuseIdentifier: RecipeCell.reuseIdentifier)
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addRecipe(_:)))
    }

    @objc func addRecipe(_ sender: UIBarButtonItem) {
        recipes.append(Recipe(name: "New Recipe", minutes: 10))
        tableView.insertRows(at: [IndexPath(row: recipes.count - 1, section: 0)], with: .automatic)
    }

    func showDetail(for recipe: Recipe) {
        shownRecipes.append(recipe.name)
        let detail = RecipeDetailViewController(recipe: recipe)
        navigationController?.pushViewController(detail, animated: true)
    }
}
