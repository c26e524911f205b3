/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 Shows one recipe, with a favorite button.
 */

import UIKit

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
        favoriteButton.addTarget(self, action: #selector(buttonTouched), for: .touchDown)
    }

    @IBAction
    func buttonTouched() {
        taps += 1
    }

    @IBAction func toggleFavorite(_ sender: UIButton, forEvent event: UIEvent) {
        recipe.isFavorite.toggle()
    }

    @IBAction func share(_ sender: Any) {
    }
}
