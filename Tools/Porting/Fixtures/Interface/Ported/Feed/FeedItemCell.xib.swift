// generated from FeedItemCell.xib by otv-port; do not edit

import OpenTableViewShim

/// `FeedItemCell.xib`, converted by otv-port: `register()` registers it under the name
/// "FeedItemCell", for `UINib(nibName: "FeedItemCell", bundle: nil)`.
@MainActor
enum FeedItemCellNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "FeedItemCell")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let feedItemCell = loader.view(
            FeedItemCell.self,
            NibDecoder(
                frame: CGRect(
                    x: 0, y: 0, width: 393, height: 96), reuseIdentifier: "FeedItemCell", cellStyle: .default))
        feedItemCell.contentMode = .scaleToFill
        feedItemCell.indentationWidth = 10
        feedItemCell.selectionStyle = .default
        feedItemCell.contentView.clipsToBounds = true
        feedItemCell.contentView.contentMode = .center
        let thumbnailView = loader.view(
            UIImageView.self, NibDecoder(frame: CGRect(x: 16, y: 12, width: 72, height: 72)))
        thumbnailView.clipsToBounds = true
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.translatesAutoresizingMaskIntoConstraints = false
        thumbnailView.isUserInteractionEnabled = false
        thumbnailView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        thumbnailView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        thumbnailView.backgroundColor = UIColor.systemBackground
        thumbnailView.layer.cornerRadius = 8
        feedItemCell.contentView.addSubview(thumbnailView)
        let titleLabel = loader.view(
            UILabel.self, NibDecoder(frame: CGRect(x: 100, y: 12, width: 237, height: 20.333333333333332)))
        titleLabel.contentMode = .left
        titleLabel.numberOfLines = 2
        titleLabel.text = "Title"
        titleLabel.textAlignment = .natural
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.isUserInteractionEnabled = false
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        feedItemCell.contentView.addSubview(titleLabel)
        let summaryLabel = loader.view(
            UILabel.self,
            NibDecoder(frame: CGRect(x: 100, y: 36.333333333333336, width: 277, height: 47.666666666666664)))
        summaryLabel.contentMode = .left
        summaryLabel.numberOfLines = 0
        summaryLabel.text = "Summary"
        summaryLabel.textAlignment = .natural
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        summaryLabel.isUserInteractionEnabled = false
        summaryLabel.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        summaryLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        summaryLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        summaryLabel.textColor = UIColor.secondaryLabel
        feedItemCell.contentView.addSubview(summaryLabel)
        let likeButton = loader.object(UIButton(type: .system))
        likeButton.frame = CGRect(x: 345, y: 8, width: 32, height: 32)
        likeButton.contentMode = .scaleToFill
        likeButton.translatesAutoresizingMaskIntoConstraints = false
        likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        likeButton.setImage(UIImage(systemName: "heart.fill"), for: .selected)
        feedItemCell.contentView.addSubview(likeButton)
        let constraint16 = NSLayoutConstraint(
            item: feedItemCell.contentView, attribute: .bottom, relatedBy: .equal, toItem: summaryLabel,
            attribute: .bottom, multiplier: 1, constant: 12)
        constraint16.priority = UILayoutPriority(750)
        thumbnailView.addConstraints([
            NSLayoutConstraint(
                item: thumbnailView, attribute: .width, relatedBy: .equal, toItem: thumbnailView, attribute: .height,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: thumbnailView, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 72),
        ])
        likeButton.addConstraints([
            NSLayoutConstraint(
                item: likeButton, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 32),
            NSLayoutConstraint(
                item: likeButton, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 32),
        ])
        feedItemCell.contentView.addConstraints([
            NSLayoutConstraint(
                item: thumbnailView, attribute: .leading, relatedBy: .equal, toItem: feedItemCell.contentView,
                attribute: .leading, multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: thumbnailView, attribute: .top, relatedBy: .equal, toItem: feedItemCell.contentView,
                attribute: .top, multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: feedItemCell.contentView, attribute: .bottom, relatedBy: .greaterThanOrEqual,
                toItem: thumbnailView, attribute: .bottom, multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: thumbnailView, attribute: .trailing,
                multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: titleLabel, attribute: .top, relatedBy: .equal, toItem: thumbnailView, attribute: .top,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: likeButton, attribute: .leading, relatedBy: .equal, toItem: titleLabel, attribute: .trailing,
                multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: feedItemCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: likeButton,
                attribute: .trailing, multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: likeButton, attribute: .top, relatedBy: .equal, toItem: feedItemCell.contentView, attribute: .top,
                multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: summaryLabel, attribute: .top, relatedBy: .equal, toItem: titleLabel, attribute: .bottom,
                multiplier: 1, constant: 4),
            NSLayoutConstraint(
                item: summaryLabel, attribute: .leading, relatedBy: .equal, toItem: titleLabel, attribute: .leading,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: feedItemCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: summaryLabel,
                attribute: .trailing, multiplier: 1, constant: 16),
            constraint16,
        ])
        loader.connect(likeButton, .touchUpInside, to: feedItemCell, action: Selector("toggleLike:")) {
            $0.toggleLike($1)
        }
        feedItemCell.likeButton = likeButton
        feedItemCell.summaryLabel = summaryLabel
        feedItemCell.thumbnailView = thumbnailView
        feedItemCell.titleLabel = titleLabel
        return [feedItemCell]
    }
}
