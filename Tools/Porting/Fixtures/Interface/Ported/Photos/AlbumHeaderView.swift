import OpenTableViewShim

class AlbumHeaderView: UICollectionReusableView {
	var titleLabel: UILabel!
}
