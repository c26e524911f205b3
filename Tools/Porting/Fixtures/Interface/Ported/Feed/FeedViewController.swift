import OpenTableViewShim

class FeedViewController: UIViewController {
	var tableView: UITableView!

	var sections: [(title: String, items: [FeedItem])] = [
		("Today", [FeedItem(title: "Storyboards on Linux", summary: "Converted at port time.", liked: false)]),
		("Yesterday", [
			FeedItem(title: "Nibs", summary: "Registered by name.", liked: true),
			FeedItem(title: "Segues", summary: "Prepared as on iOS.", liked: false),
		]),
	]
	private(set) var seeAllSections: [Int] = []

	init() {
		super.init(nibName: "FeedViewController", bundle: nil)
	}

	required init?(coder: NSCoder) {
		super.init(coder: coder)
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		tableView.register(UINib(nibName: "FeedItemCell", bundle: nil), forCellReuseIdentifier: "FeedItemCell")
		tableView.register(UINib(nibName: "FeedSectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "FeedSectionHeader")
	}
}

extension FeedViewController: UITableViewDataSource, UITableViewDelegate {
	func numberOfSections(in tableView: UITableView) -> Int {
		return sections.count
	}

	func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		return sections[section].items.count
	}

	func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: "FeedItemCell", for: indexPath) as! FeedItemCell
		cell.configure(with: sections[indexPath.section].items[indexPath.row])
		return cell
	}

	func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
		let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "FeedSectionHeader") as! FeedSectionHeader
		header.titleLabel.text = sections[section].title
		header.onSeeAll = { [weak self] in self?.seeAllSections.append(section) }
		return header
	}
}
