//
//  SwatchCell.swift
//  Swatches
//

import OpenTableViewShim

class SwatchCell: UICollectionViewCell {
	static let reuseIdentifier = "SwatchCell"

	let colorView = UIView()
	let nameLabel = UILabel()

	required init(frame: CGRect) {
		super.init(frame: frame)
		colorView.layer.cornerRadius = 8
		contentView.addSubview(colorView)
		nameLabel.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.caption1)
		nameLabel.textAlignment = .center
		contentView.addSubview(nameLabel)
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override var isSelected: Bool {
		didSet {
			contentView.layer.borderWidth = isSelected ? 2 : 0
		}
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		colorView.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: contentView.bounds.height - 20)
		nameLabel.frame = CGRect(x: 0, y: contentView.bounds.height - 20, width: contentView.bounds.width, height: 20)
	}

	func configure(with swatch: Swatch) {
		colorView.backgroundColor = swatch.color
		nameLabel.text = swatch.name
	}
}
