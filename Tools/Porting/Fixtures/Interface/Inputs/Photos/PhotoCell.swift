import UIKit

class PhotoCell: UICollectionViewCell {
	@IBOutlet weak var thumbnailView: UIImageView!
	@IBOutlet weak var captionLabel: UILabel!

	override func awakeFromNib() {
		super.awakeFromNib()
		thumbnailView.layer.cornerRadius = 6
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		captionLabel.text = nil
	}

	func configure(with photo: Photo) {
		captionLabel.text = photo.title
		thumbnailView.image = UIImage(named: photo.imageName)
	}
}
