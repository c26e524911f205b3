//
//	GalleryCell.swift
//	Gallery
//

import UIKit

final class GalleryCell: UITableViewCell {

	static let reuseID = "GalleryCell"

	@IBOutlet weak var titleLabel: UILabel!

	override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
		super.init(style: style, reuseIdentifier: reuseIdentifier)
		let label = UILabel()
		contentView.addSubview(label)
		titleLabel = label
	}

	required init?(coder: NSCoder) {
		super.init(coder: coder)
	}
}
