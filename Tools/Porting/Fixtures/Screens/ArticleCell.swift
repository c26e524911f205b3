import OpenTableViewShim

/// A news feed cell: headline, byline and a thumbnail, laid out by hand.
class ArticleCell: UITableViewCell {

    static let reuseIdentifier = "ArticleCell"

    let headlineLabel = UILabel()
    let bylineLabel = UILabel()
    let thumbnailView = UIImageView()
    let bookmarkButton = UIButton(type: .system)

    var onBookmark: (() -> Void)?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        headlineLabel.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.headline)
        headlineLabel.numberOfLines = 2
        bylineLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        bylineLabel.textColor = .secondaryLabel
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        bookmarkButton.setTitle("Save", for: .normal)
        bookmarkButton.addAction(UIAction(identifier: UIAction.Identifier("ArticleCell.bookmarkTapped")) { [unowned self] _ in self.bookmarkTapped() }, for: .touchUpInside)
        [headlineLabel, bylineLabel, thumbnailView, bookmarkButton].forEach { contentView.addSubview($0) }
        separatorInset = UIEdgeInsets(top: 0, left: 96, bottom: 0, right: 0)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        headlineLabel.text = nil
        bylineLabel.text = nil
        thumbnailView.image = nil
        onBookmark = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        thumbnailView.frame = CGRect(x: 16, y: 8, width: 64, height: 64)
        bookmarkButton.frame = CGRect(x: bounds.width - 60, y: 8, width: 44, height: 28)
        let textWidth = bounds.width - 96 - 68
        headlineLabel.frame = CGRect(x: 96, y: 8, width: textWidth, height: 40)
        bylineLabel.frame = CGRect(x: 96, y: 52, width: textWidth, height: 18)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        return CGSize(width: size.width, height: 80)
    }

    func configure(headline: String, byline: String) {
        headlineLabel.text = headline
        bylineLabel.text = byline
    }

    private func bookmarkTapped() {
        onBookmark?()
    }
}
