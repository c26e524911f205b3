// generated from FeaturedTrailCell.xib by otv-port; do not edit

import OpenTableViewShim

/// `FeaturedTrailCell.xib`, converted by otv-port: `register()` registers it under the name
/// "FeaturedTrailCell", for `UINib(nibName: "FeaturedTrailCell", bundle: nil)`.
@MainActor
enum FeaturedTrailCellNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "FeaturedTrailCell")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let featuredTrailCell = loader.view(
            FeaturedTrailCell.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 361, height: 200)))
        featuredTrailCell.clipsToBounds = true
        featuredTrailCell.contentMode = .center
        featuredTrailCell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        featuredTrailCell.contentView.clipsToBounds = true
        featuredTrailCell.contentView.contentMode = .center
        featuredTrailCell.contentView.insetsLayoutMarginsFromSafeArea = false
        let regionLabel = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 130, width: 329, height: 16)))
        regionLabel.contentMode = .left
        regionLabel.text = "REGION"
        regionLabel.translatesAutoresizingMaskIntoConstraints = false
        regionLabel.isUserInteractionEnabled = false
        regionLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        regionLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        regionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        regionLabel.textColor = UIColor(white: 1, alpha: 0.80000000000000004)
        featuredTrailCell.contentView.addSubview(regionLabel)
        let nameLabel = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 150, width: 329, height: 34)))
        nameLabel.contentMode = .left
        nameLabel.text = "Trail"
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.isUserInteractionEnabled = false
        nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        nameLabel.textColor = UIColor(white: 1, alpha: 1)
        featuredTrailCell.contentView.addSubview(nameLabel)
        featuredTrailCell.contentView.backgroundColor = UIColor.systemGreen
        featuredTrailCell.contentView.addConstraints([
            NSLayoutConstraint(
                item: regionLabel, attribute: .leading, relatedBy: .equal, toItem: featuredTrailCell.contentView,
                attribute: .leading, multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: featuredTrailCell.contentView, attribute: .trailing, relatedBy: .equal, toItem: regionLabel,
                attribute: .trailing, multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: nameLabel, attribute: .top, relatedBy: .equal, toItem: regionLabel, attribute: .bottom,
                multiplier: 1, constant: 4),
            NSLayoutConstraint(
                item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: regionLabel, attribute: .leading,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: nameLabel, attribute: .trailing, relatedBy: .equal, toItem: regionLabel, attribute: .trailing,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: featuredTrailCell.contentView, attribute: .bottom, relatedBy: .equal, toItem: nameLabel,
                attribute: .bottom, multiplier: 1, constant: 16),
        ])
        featuredTrailCell.nameLabel = nameLabel
        featuredTrailCell.regionLabel = regionLabel
        return [featuredTrailCell]
    }
}
