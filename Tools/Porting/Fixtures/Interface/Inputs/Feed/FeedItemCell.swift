import UIKit

class FeedItemCell: UITableViewCell {
	@IBOutlet weak var thumbnailView: UIImageView!
	@IBOutlet weak var titleLabel: UILabel!
	@IBOutlet weak var summaryLabel: UILabel!
	@IBOutlet weak var likeButton: UIButton!

	private(set) var awoken = false

	override func awakeFromNib() {
		super.awakeFromNib()
		awoken = true
		thumbnailView.backgroundColor = .secondarySystemBackground
	}

	func configure(with item: FeedItem) {
		titleLabel.text = item.title
		summaryLabel.text = item.summary
		likeButton.isSelected = item.liked
	}

	@IBAction func toggleLike(_ sender: UIButton) {
		sender.isSelected.toggle()
	}
}
