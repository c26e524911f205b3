/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 The table view controller that lists recipes.
 */

import OpenTableViewShim

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
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] action in self.addRecipe(action.sender as! UIBarButtonItem) })
    }

    func addRecipe(_ sender: UIBarButtonItem) {
        recipes.append(Recipe(name: "New Recipe", minutes: 10))
        tableView.insertRows(at: [IndexPath(row: recipes.count - 1, section: 0)], with: .automatic)
    }

    func showDetail(for recipe: Recipe) {
        shownRecipes.append(recipe.name)
        let detail = RecipeDetailViewController(recipe: recipe)
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - UITableViewDataSource
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RecipeCell.reuseIdentifier, for: indexPath)
        if let recipeCell = cell as? RecipeCell {
            recipeCell.configure(with: recipes[indexPath.row])
        }
        return cell
    }

    // MARK: - UITableViewDelegate
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showDetail(for: recipes[indexPath.row])
    }
}
