import OpenTableViewShim

class CardDetailViewController: UIViewController {
	let card: Card

	init(card: Card) {
		self.card = card
		super.init(nibName: nil, bundle: nil)
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		view.backgroundColor = .white
		title = card.title
	}
}
