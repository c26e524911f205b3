import OpenTableViewShim

class ColumnHeaderView: UICollectionReusableView {
	static let reuseIdentifier = "ColumnHeader"
	let label = UILabel()

	required init(frame: CGRect) {
		super.init(frame: frame)
		label.font = UIFont.boldSystemFont(ofSize: 13)
		label.textColor = .darkGray
		addSubview(label)
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		label.frame = bounds.insetBy(dx: 16, dy: 0)
	}
}
