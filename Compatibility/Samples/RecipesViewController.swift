// A master list that pushes a detail screen, written the way an iOS app writes one: a
// `UITableViewController` inside a `UINavigationController`, large titles on the list and not on
// the detail, a selection that pushes `RecipeDetailViewController`, and a list that clears its
// selection when the user comes back (`clearsSelectionOnViewWillAppear`, UIKit's default).
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A recipe: a name, how long it takes, and its ingredients.
struct Recipe: Equatable {
    var name: String
    var minutes: Int
    var ingredients: [String]
}

final class RecipesViewController: UITableViewController {
    static let cellIdentifier = "RecipeCell"

    let recipes: [Recipe]

    init(recipes: [Recipe]) {
        self.recipes = recipes
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let recipe = recipes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = recipe.name
        content.secondaryText = "\(recipe.minutes) min"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = RecipeDetailViewController(recipe: recipes[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The pushed screen: a grouped list of the recipe's ingredients, titled with its name.
final class RecipeDetailViewController: UIViewController, UITableViewDataSource {
    let recipe: Recipe
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(recipe: Recipe) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe.name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Ingredient")
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipe.ingredients.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Ingredients"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Ingredient", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = recipe.ingredients[indexPath.row]
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
