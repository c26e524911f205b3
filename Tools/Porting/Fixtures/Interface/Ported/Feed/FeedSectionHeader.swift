import OpenTableViewShim

class FeedSectionHeader: UITableViewHeaderFooterView {
	var titleLabel: UILabel!
	var seeAllButton: UIButton!

	var onSeeAll: (() -> Void)?

	func seeAllTapped() {
		onSeeAll?()
	}
}
