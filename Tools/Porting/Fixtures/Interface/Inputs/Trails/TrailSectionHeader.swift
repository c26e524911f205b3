import UIKit

class TrailSectionHeader: UICollectionReusableView {
	static let reuseIdentifier = "TrailSectionHeader"

	@IBOutlet weak var titleLabel: UILabel!
}
