import OpenTableViewShim

/// A recipe row laid out with Auto Layout, as most apps write cells today: a thumbnail beside a
/// vertical stack of labels, pinned to the content view's margins; the row self-sizes.
final class RecipeCell: UITableViewCell {

    static let reuseIdentifier = "RecipeCell"

    private let thumbnail = UIImageView()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let favoriteButton = UIButton(type: .system)
    private lazy var textStack = UIStackView(arrangedSubviews: [titleLabel, summaryLabel])

    var onFavorite: (() -> Void)?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 0
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        textStack.axis = .vertical
        textStack.spacing = 4
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favoriteButton.addAction(UIAction(identifier: UIAction.Identifier("RecipeCell.favoriteTapped")) { [unowned self] _ in self.favoriteTapped() }, for: .touchUpInside)

        [thumbnail, textStack, favoriteButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        favoriteButton.setContentHuggingPriority(.required, for: .horizontal)

        let margins = contentView.layoutMarginsGuide
        let minimumHeight = thumbnail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
        NSLayoutConstraint.activate([
            thumbnail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            thumbnail.topAnchor.constraint(equalTo: margins.topAnchor),
            thumbnail.widthAnchor.constraint(equalToConstant: 60),
            thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor),
            minimumHeight,
            textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: thumbnail.trailingAnchor, multiplier: 1.5),
            textStack.topAnchor.constraint(equalTo: margins.topAnchor),
            textStack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            favoriteButton.leadingAnchor.constraint(equalTo: textStack.trailingAnchor, constant: 8),
            favoriteButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            favoriteButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, summary: String, image: UIImage?) {
        titleLabel.text = title
        summaryLabel.text = summary
        thumbnail.image = image
    }

    private func favoriteTapped() {
        onFavorite?()
    }
}

/// The recipes list: automatic row heights, as `estimatedRowHeight` plus constraints give.
final class RecipesListViewController: UITableViewController {

    private let recipes: [(title: String, summary: String)] = [
        ("Shakshuka", "Eggs poached in a spiced tomato and pepper sauce."),
        ("Pho", "A fragrant beef broth with rice noodles, herbs and lime, simmered for hours."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(RecipeCell.self, forCellReuseIdentifier: RecipeCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 88
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RecipeCell.reuseIdentifier, for: indexPath) as! RecipeCell
        let recipe = recipes[indexPath.row]
        cell.configure(title: recipe.title, summary: recipe.summary, image: UIImage(systemName: "fork.knife"))
        return cell
    }
}
