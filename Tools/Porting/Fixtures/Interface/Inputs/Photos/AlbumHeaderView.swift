import UIKit

class AlbumHeaderView: UICollectionReusableView {
	@IBOutlet weak var titleLabel: UILabel!
}
