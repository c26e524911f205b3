//
//  AnnotatedPhotoCell.swift
//  Pinterest
//

import OpenTableViewShim

class AnnotatedPhotoCell: UICollectionViewCell {

	var containerView: UIView!
	var imageView: UIImageView!
	var captionLabel: UILabel!
	var commentLabel: UILabel!

	override func awakeFromNib() {
		super.awakeFromNib()
		containerView.layer.cornerRadius = 6
		containerView.layer.masksToBounds = true
	}

	var photo: PinPhoto? {
		didSet {
			if let photo = photo {
				imageView.image = photo.image
				captionLabel.text = photo.caption
				commentLabel.text = photo.comment
			}
		}
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		imageView.image = nil
	}
}
