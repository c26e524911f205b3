final class RecipesViewController: UITableViewController {
    let recipes = ["Pancakes", "Soup"]

    // MARK: - UITableViewDataSource
    /// The data source, as the extension held it.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count  // one row each
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

// MARK: - UITableViewDelegate
extension RecipesViewController {
    /// Not an override: stays in the extension.
    func helper() {}
}

extension RecipesViewController: UIScrollViewDelegate {
}

// Declared in another file: left for the reporter.
extension SomeOtherViewController {
    override func viewDidLoad() {}
}
