// generated from TagCell.xib by otv-port; do not edit

import OpenTableViewShim

/// `TagCell.xib`, converted by otv-port: `register()` registers it under the name
/// "TagCell", for `UINib(nibName: "TagCell", bundle: nil)`.
@MainActor
enum TagCellNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "TagCell")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let tagCell = loader.view(
            TagCell.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 80, height: 32), reuseIdentifier: "TagCell"))
        tagCell.clipsToBounds = true
        tagCell.contentMode = .center
        tagCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        tagCell.contentView.clipsToBounds = true
        tagCell.contentView.contentMode = .center
        tagCell.contentView.insetsLayoutMarginsFromSafeArea = false
        let titleLabel = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 12, y: 6, width: 56, height: 20)))
        titleLabel.contentMode = .left
        titleLabel.text = "Tag"
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.isUserInteractionEnabled = false
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        tagCell.contentView.addSubview(titleLabel)
        tagCell.contentView.backgroundColor = UIColor.systemGray6
        tagCell.contentView.addConstraints([
            NSLayoutConstraint(
                item: titleLabel, attribute: .top, relatedBy: .equal, toItem: tagCell.contentView, attribute: .top,
                multiplier: 1, constant: 6),
            NSLayoutConstraint(
                item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: tagCell.contentView,
                attribute: .leading, multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: tagCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: titleLabel,
                attribute: .trailing, multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: tagCell.contentView, attribute: .bottom, relatedBy: .equal, toItem: titleLabel,
                attribute: .bottom, multiplier: 1, constant: 6),
        ])
        tagCell.titleLabel = titleLabel
        return [tagCell]
    }
}
