/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 Shows one recipe, with a favorite button.
 */

import OpenTableViewShim

class RecipeDetailViewController: UIViewController {
    private(set) var recipe: Recipe
    let favoriteButton = UIButton(type: .system)
    let nameLabel = UILabel()
    private(set) var taps = 0

    init(recipe: Recipe) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = recipe.name
        view.addSubview(nameLabel)
        view.addSubview(favoriteButton)
        favoriteButton.setTitle("Favorite", for: .normal)
        favoriteButton.addAction(UIAction(identifier: UIAction.Identifier("RecipeDetailViewController.buttonTouched")) { [unowned self] _ in self.buttonTouched() }, for: .touchDown)
    }

    func buttonTouched() {
        taps += 1
    }

    func toggleFavorite(_ sender: UIButton, forEvent event: UIEvent) {
        recipe.isFavorite.toggle()
    }

    func share(_ sender: Any) {
    }
}
