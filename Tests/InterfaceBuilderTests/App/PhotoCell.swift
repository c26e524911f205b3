import OpenTableViewShim

/// The prototype cell of the photo grid: a caption label in its content view, connected by an
/// outlet, styled once the outlets are set.
final class PhotoCell: UICollectionViewCell {
    var captionLabel: UILabel!
    private(set) var reuseIdentifierInInit: String?
    private(set) var sizeInInit: CGSize = .zero

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifierInInit = reuseIdentifier
        sizeInInit = bounds.size
        LoadingLog.record("PhotoCell.init(coder:)")
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        LoadingLog.record("PhotoCell.awakeFromNib captionLabel=\(captionLabel != nil)")
        captionLabel.textAlignment = .center
    }
}

/// The section header of the photo grid.
final class AlbumHeaderView: UICollectionReusableView {
    var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        LoadingLog.record("AlbumHeaderView.awakeFromNib")
    }
}

/// A cell designed in its own xib (`TagCell.xib`), registered with `UINib`.
final class TagCell: UICollectionViewCell {
    var tagLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        LoadingLog.record("TagCell.awakeFromNib tagLabel=\(tagLabel != nil)")
    }
}
