// generated from TrailSectionHeader.xib by otv-port; do not edit

import OpenTableViewShim

/// `TrailSectionHeader.xib`, converted by otv-port: `register()` registers it under the name
/// "TrailSectionHeader", for `UINib(nibName: "TrailSectionHeader", bundle: nil)`.
@MainActor
enum TrailSectionHeaderNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "TrailSectionHeader")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let trailSectionHeader = loader.view(
            TrailSectionHeader.self,
            NibDecoder(frame: CGRect(x: 0, y: 0, width: 369, height: 44), reuseIdentifier: "TrailSectionHeader"))
        trailSectionHeader.clipsToBounds = true
        trailSectionHeader.contentMode = .center
        let titleLabel = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 4, y: 12, width: 361, height: 24)))
        titleLabel.contentMode = .left
        titleLabel.text = "Section"
        titleLabel.textAlignment = .natural
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.isUserInteractionEnabled = false
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        trailSectionHeader.addSubview(titleLabel)
        trailSectionHeader.addConstraints([
            NSLayoutConstraint(
                item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: trailSectionHeader,
                attribute: .leading, multiplier: 1, constant: 4),
            NSLayoutConstraint(
                item: trailSectionHeader, attribute: .trailing, relatedBy: .equal, toItem: titleLabel,
                attribute: .trailing, multiplier: 1, constant: 4),
            NSLayoutConstraint(
                item: trailSectionHeader, attribute: .bottom, relatedBy: .equal, toItem: titleLabel, attribute: .bottom,
                multiplier: 1, constant: 8),
        ])
        trailSectionHeader.titleLabel = titleLabel
        return [trailSectionHeader]
    }
}
