import OpenTableViewShim

class FeaturedTrailCell: UICollectionViewCell {
	static let identifier = "FeaturedTrailCell"

	var nameLabel: UILabel!
	var regionLabel: UILabel!

	func configure(with trail: Trail) {
		nameLabel.text = trail.name
		regionLabel.text = trail.region.uppercased()
	}
}
