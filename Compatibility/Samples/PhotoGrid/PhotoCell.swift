#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let imageView = UIImageView()
    var photoID: Int?

    // The one line a port changes besides the import: OpenTableView creates registered cells from
    // their class, so this initializer is `required` there (see Compatibility/Porting.md).
    #if canImport(UIKit)
        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }
    #else
        required init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }
    #endif

    private func setUp() {
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        photoID = nil
    }
}

class DayHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "DayHeader"

    let titleLabel = UILabel()

    #if canImport(UIKit)
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(titleLabel)
        }
    #else
        required init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(titleLabel)
        }
    #endif

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
