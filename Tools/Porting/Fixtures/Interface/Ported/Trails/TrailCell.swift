import OpenTableViewShim

final class TrailCell: UICollectionViewCell {
	var nameLabel: UILabel!
	var lengthLabel: UILabel!

	override func awakeFromNib() {
		super.awakeFromNib()
		contentView.layer.cornerRadius = 10
		contentView.clipsToBounds = true
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		nameLabel.text = nil
		lengthLabel.text = nil
	}
}
