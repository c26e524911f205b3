//
//	GalleryCell.swift
//	Gallery
//

import OpenTableViewShim

final class GalleryCell: UITableViewCell {

	static let reuseID = "GalleryCell"

	// otv-port: was an @IBOutlet: create this view in code
	var titleLabel: UILabel!

	required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
		super.init(style: style, reuseIdentifier: reuseIdentifier)
		let label = UILabel()
		contentView.addSubview(label)
		titleLabel = label
	}

	required init?(coder: NSCoder) {
		super.init(coder: coder)
	}
}
