import OpenTableViewShim

class TagCell: UICollectionViewCell {
	var titleLabel: UILabel!

	override func awakeFromNib() {
		super.awakeFromNib()
		contentView.layer.cornerRadius = 14
	}
}
