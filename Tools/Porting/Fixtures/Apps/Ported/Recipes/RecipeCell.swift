/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 A cell that shows a recipe's name and its preparation time.
 */

import OpenTableViewShim

class RecipeCell: UITableViewCell {
    static let reuseIdentifier = "RecipeCell"

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        configureAppearance()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAppearance()
    }

    private func configureAppearance() {
        accessoryType = .disclosureIndicator
        textLabel?.font = .preferredFont(forTextStyle: .headline)
    }

    func configure(with recipe: Recipe) {
        textLabel?.text = recipe.name
        detailTextLabel?.text = "\(recipe.minutes) min"
    }
}
