//
//  AnnotatedPhotoCell.swift
//  Pinterest
//

import UIKit

class AnnotatedPhotoCell: UICollectionViewCell {

	@IBOutlet fileprivate weak var containerView: UIView!
	@IBOutlet fileprivate weak var imageView: UIImageView!
	@IBOutlet fileprivate weak var captionLabel: UILabel!
	@IBOutlet fileprivate weak var commentLabel: UILabel!

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
