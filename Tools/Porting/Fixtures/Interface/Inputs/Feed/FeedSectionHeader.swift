import UIKit

class FeedSectionHeader: UITableViewHeaderFooterView {
	@IBOutlet weak var titleLabel: UILabel!
	@IBOutlet weak var seeAllButton: UIButton!

	var onSeeAll: (() -> Void)?

	@IBAction func seeAllTapped() {
		onSeeAll?()
	}
}
