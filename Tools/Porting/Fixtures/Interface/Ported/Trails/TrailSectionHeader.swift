import OpenTableViewShim

class TrailSectionHeader: UICollectionReusableView {
	static let reuseIdentifier = "TrailSectionHeader"

	var titleLabel: UILabel!
}
