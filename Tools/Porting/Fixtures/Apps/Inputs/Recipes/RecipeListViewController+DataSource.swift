/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 The recipe list's data source and delegate methods.
 */

import UIKit

// MARK: - UITableViewDataSource

extension RecipeListViewController {
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
}

// MARK: - UITableViewDelegate

extension RecipeListViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showDetail(for: recipes[indexPath.row])
    }
}
