// generated from LoadFailureView.xib by otv-port; do not edit

import OpenTableViewShim

/// `LoadFailureView.xib`, converted by otv-port: `register()` registers it under the name
/// "LoadFailureView", for `UINib(nibName: "LoadFailureView", bundle: nil)`.
@MainActor
enum LoadFailureViewNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "LoadFailureView")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let contentView = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        contentView.contentMode = .scaleToFill
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let messageLabel = loader.view(
            UILabel.self, NibDecoder(frame: CGRect(x: 20, y: 60, width: 280, height: 20.333333333333332)))
        messageLabel.contentMode = .left
        messageLabel.numberOfLines = 0
        messageLabel.text = "Nothing here yet"
        messageLabel.textAlignment = .center
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.isUserInteractionEnabled = false
        messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
        messageLabel.textColor = UIColor.secondaryLabel
        contentView.addSubview(messageLabel)
        let retryButton = loader.object(UIButton(type: .system))
        retryButton.frame = CGRect(x: 131, y: 96.333333333333329, width: 58, height: 30)
        retryButton.contentMode = .scaleToFill
        retryButton.translatesAutoresizingMaskIntoConstraints = false
        retryButton.setTitle("Retry", for: .normal)
        contentView.addSubview(retryButton)
        contentView.addConstraints([
            NSLayoutConstraint(
                item: messageLabel, attribute: .centerY, relatedBy: .equal, toItem: contentView, attribute: .centerY,
                multiplier: 1, constant: -30),
            NSLayoutConstraint(
                item: messageLabel, attribute: .leading, relatedBy: .equal, toItem: contentView,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: messageLabel,
                attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: retryButton, attribute: .top, relatedBy: .equal, toItem: messageLabel, attribute: .bottom,
                multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: retryButton, attribute: .centerX, relatedBy: .equal, toItem: contentView, attribute: .centerX,
                multiplier: 1, constant: 0),
        ])
        if let owner = loader.owner(as: LoadFailureView.self) {
            loader.connect(retryButton, .touchUpInside, to: owner, action: Selector("retryTapped:")) {
                $0.retryTapped($1)
            }
            owner.contentView = contentView
            owner.messageLabel = messageLabel
            owner.retryButton = retryButton
        }
        return [contentView]
    }
}
