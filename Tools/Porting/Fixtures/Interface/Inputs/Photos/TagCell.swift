import UIKit

class TagCell: UICollectionViewCell {
	@IBOutlet weak var titleLabel: UILabel!

	override func awakeFromNib() {
		super.awakeFromNib()
		contentView.layer.cornerRadius = 14
	}
}
