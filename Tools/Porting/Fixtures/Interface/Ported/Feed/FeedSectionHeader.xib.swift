// generated from FeedSectionHeader.xib by otv-port; do not edit

import OpenTableViewShim

/// `FeedSectionHeader.xib`, converted by otv-port: `register()` registers it under the name
/// "FeedSectionHeader", for `UINib(nibName: "FeedSectionHeader", bundle: nil)`.
@MainActor
enum FeedSectionHeaderNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "FeedSectionHeader")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let feedSectionHeader = loader.view(
            FeedSectionHeader.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 44)))
        feedSectionHeader.contentMode = .scaleToFill
        feedSectionHeader.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        let titleLabel = loader.view(
            UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 12, width: 60, height: 20.333333333333332)))
        titleLabel.contentMode = .left
        titleLabel.text = "Section"
        titleLabel.textAlignment = .natural
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.isUserInteractionEnabled = false
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        feedSectionHeader.addSubview(titleLabel)
        let seeAllButton = loader.object(UIButton(type: .system))
        seeAllButton.frame = CGRect(x: 321, y: 7, width: 56, height: 30)
        seeAllButton.contentMode = .scaleToFill
        seeAllButton.translatesAutoresizingMaskIntoConstraints = false
        seeAllButton.setTitle("See All", for: .normal)
        feedSectionHeader.addSubview(seeAllButton)
        feedSectionHeader.backgroundColor = UIColor.systemBackground
        feedSectionHeader.addConstraints([
            NSLayoutConstraint(
                item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: feedSectionHeader,
                attribute: .leading, multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: titleLabel, attribute: .centerY, relatedBy: .equal, toItem: feedSectionHeader,
                attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: feedSectionHeader, attribute: .trailing, relatedBy: .equal, toItem: seeAllButton,
                attribute: .trailing, multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: seeAllButton, attribute: .firstBaseline, relatedBy: .equal, toItem: titleLabel,
                attribute: .firstBaseline, multiplier: 1, constant: 0),
        ])
        loader.connect(
            seeAllButton, .touchUpInside, to: feedSectionHeader, action: Selector("seeAllTapped")) { target, _ in
            target.seeAllTapped()
        }
        feedSectionHeader.seeAllButton = seeAllButton
        feedSectionHeader.titleLabel = titleLabel
        return [feedSectionHeader]
    }
}
