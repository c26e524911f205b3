//
//  PersonCell.swift
//  Project10
//

import UIKit

class PersonCell: UICollectionViewCell {
	let imageView = UIImageView()
	let name = UILabel()

	override init(frame: CGRect) {
		super.init(frame: frame)
		imageView.layer.borderColor = UIColor(white: 0, alpha: 0.3).cgColor
		imageView.layer.borderWidth = 2
		imageView.layer.cornerRadius = 3
		imageView.contentMode = .scaleAspectFill
		imageView.clipsToBounds = true
		name.font = UIFont(name: "MarkerFelt-Thin", size: 16)
		name.textAlignment = .center
		name.numberOfLines = 2
		contentView.addSubview(imageView)
		contentView.addSubview(name)
		contentView.layer.cornerRadius = 7
		contentView.backgroundColor = .white
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func layoutSubviews() {
		super.layoutSubviews()
		imageView.frame = CGRect(x: 10, y: 10, width: bounds.width - 20, height: 120)
		name.frame = CGRect(x: 10, y: 134, width: bounds.width - 20, height: 40)
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		imageView.image = nil
		name.text = nil
	}
}
