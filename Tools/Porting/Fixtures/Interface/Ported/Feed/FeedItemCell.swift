import OpenTableViewShim

class FeedItemCell: UITableViewCell {
	var thumbnailView: UIImageView!
	var titleLabel: UILabel!
	var summaryLabel: UILabel!
	var likeButton: UIButton!

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

	func toggleLike(_ sender: UIButton) {
		sender.isSelected.toggle()
	}
}
