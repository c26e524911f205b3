final class RecipesViewController: UITableViewController {
    let recipes = ["Pancakes", "Soup"]
}

// MARK: - UITableViewDataSource

/// The data source, as the extension held it.
extension RecipesViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count  // one row each
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

// MARK: - UITableViewDelegate
extension RecipesViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Not an override: stays in the extension.
    func helper() {}
}

extension RecipesViewController: UIScrollViewDelegate {
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

// Declared in another file: left for the reporter.
extension SomeOtherViewController {
    override func viewDidLoad() {}
}
