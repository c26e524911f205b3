#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A Featured card: the show's title over its host.
final class ShowCardCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let hostLabel = UILabel()

    // `required` because OpenTableView creates registered classes through `init(frame:)`
    // (Porting.md); on UIKit this is `override init(frame:)`.
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

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        hostLabel.font = .preferredFont(forTextStyle: .subheadline)
        hostLabel.textColor = .secondaryLabel
        contentView.addSubview(titleLabel)
        contentView.addSubview(hostLabel)
        contentView.layer.cornerRadius = 12
        contentView.backgroundColor = .secondarySystemBackground
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds.insetBy(dx: 12, dy: 12)
        titleLabel.frame = CGRect(x: bounds.minX, y: bounds.maxY - 44, width: bounds.width, height: 22)
        hostLabel.frame = CGRect(x: bounds.minX, y: bounds.maxY - 20, width: bounds.width, height: 20)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        hostLabel.text = nil
    }
}

/// A New Episodes row: the episode's title over its show, a hairline below.
final class EpisodeCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let showLabel = UILabel()
    private let separator = UIView()

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

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        titleLabel.font = .preferredFont(forTextStyle: .body)
        showLabel.font = .preferredFont(forTextStyle: .footnote)
        showLabel.textColor = .secondaryLabel
        separator.backgroundColor = .separator
        contentView.addSubview(titleLabel)
        contentView.addSubview(showLabel)
        contentView.addSubview(separator)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.frame = CGRect(x: 0, y: 10, width: bounds.width, height: 22)
        showLabel.frame = CGRect(x: 0, y: 34, width: bounds.width, height: 18)
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }
}

/// A section's title, in its header.
final class SectionTitleView: UICollectionReusableView {
    let label = UILabel()

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

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        label.font = .preferredFont(forTextStyle: .title2)
        addSubview(label)
        backgroundColor = .systemBackground
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 0, dy: 8)
    }
}
