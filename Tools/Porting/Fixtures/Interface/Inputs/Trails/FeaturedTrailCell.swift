import UIKit

class FeaturedTrailCell: UICollectionViewCell {
	static let identifier = "FeaturedTrailCell"

	@IBOutlet weak var nameLabel: UILabel!
	@IBOutlet weak var regionLabel: UILabel!

	func configure(with trail: Trail) {
		nameLabel.text = trail.name
		regionLabel.text = trail.region.uppercased()
	}
}
