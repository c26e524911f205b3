import OpenTableViewShim

class PhotoCell: UICollectionViewCell {
	var thumbnailView: UIImageView!
	var captionLabel: UILabel!

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
