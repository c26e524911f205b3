// generated from BadgeView.xib by otv-port; do not edit

import OpenTableViewShim

/// `BadgeView.xib`, converted by otv-port: `register()` registers it under the name
/// "BadgeView", for `UINib(nibName: "BadgeView", bundle: nil)`.
@MainActor
enum BadgeViewNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "BadgeView")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let badgeView = loader.view(BadgeView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 120, height: 28)))
        badgeView.contentMode = .scaleToFill
        badgeView.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        let stackView = loader.view(UIStackView.self, NibDecoder(frame: CGRect(x: 8, y: 4, width: 104, height: 20)))
        stackView.contentMode = .scaleToFill
        stackView.spacing = 4
        stackView.translatesAutoresizingMaskIntoConstraints = false
        let label = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 16, height: 20)))
        label.contentMode = .left
        label.text = "★"
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        label.isUserInteractionEnabled = false
        label.font = UIFont.systemFont(ofSize: 14)
        label.textColor = UIColor.systemOrange
        stackView.addArrangedSubview(label)
        let label2 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 20, y: 0, width: 84, height: 20)))
        label2.contentMode = .left
        label2.text = "Featured"
        label2.textAlignment = .natural
        label2.translatesAutoresizingMaskIntoConstraints = false
        label2.isUserInteractionEnabled = false
        label2.font = UIFont.boldSystemFont(ofSize: 12)
        stackView.addArrangedSubview(label2)
        badgeView.addSubview(stackView)
        badgeView.backgroundColor = UIColor(red: 1, green: 0.94901960784313721, blue: 0.80000000000000004, alpha: 1)
        badgeView.layer.cornerRadius = 14
        badgeView.accessibilityIdentifier = "badge"
        badgeView.addConstraints([
            NSLayoutConstraint(
                item: stackView, attribute: .leading, relatedBy: .equal, toItem: badgeView, attribute: .leading,
                multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: badgeView, attribute: .trailing, relatedBy: .equal, toItem: stackView, attribute: .trailing,
                multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: stackView, attribute: .centerY, relatedBy: .equal, toItem: badgeView, attribute: .centerY,
                multiplier: 1, constant: 0),
        ])
        badgeView.labels = [label, label2]
        return [badgeView]
    }
}
