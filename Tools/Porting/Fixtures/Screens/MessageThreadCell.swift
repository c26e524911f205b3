import OpenTableViewShim

protocol MessageThreadCellDelegate: AnyObject {
    func messageThreadCellDidTapAvatar(_ cell: MessageThreadCell)
}

/// A conversation row: avatar button, sender, preview, time, unread dot.
final class MessageThreadCell: UITableViewCell {

    weak var delegate: MessageThreadCellDelegate?

    private let avatarButton = UIButton(type: .custom)
    private let senderLabel = UILabel()
    private let previewLabel = UILabel()
    private let timeLabel = UILabel()
    private let unreadDot = UIView()

    var isUnread: Bool = false {
        didSet { unreadDot.isHidden = !isUnread }
    }

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarButton.layer.cornerRadius = 20
        avatarButton.clipsToBounds = true
        avatarButton.addAction(UIAction(identifier: UIAction.Identifier("MessageThreadCell.avatarTapped(_:)")) { [unowned self] action in self.avatarTapped(action.sender as! UIButton) }, for: .touchUpInside)
        senderLabel.font = .boldSystemFont(ofSize: 16)
        previewLabel.font = .systemFont(ofSize: 14)
        previewLabel.textColor = .secondaryLabel
        previewLabel.numberOfLines = 2
        timeLabel.font = .systemFont(ofSize: 12)
        timeLabel.textAlignment = .right
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        for subview in [avatarButton, senderLabel, previewLabel, timeLabel, unreadDot] {
            contentView.addSubview(subview)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        unreadDot.frame = CGRect(x: 6, y: 30, width: 10, height: 10)
        avatarButton.frame = CGRect(x: 20, y: 12, width: 40, height: 40)
        timeLabel.frame = CGRect(x: width - 76, y: 12, width: 60, height: 18)
        senderLabel.frame = CGRect(x: 72, y: 12, width: width - 156, height: 20)
        previewLabel.frame = CGRect(x: 72, y: 34, width: width - 88, height: 36)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 76)
    }

    func configure(sender: String, preview: String, time: String, unread: Bool) {
        senderLabel.text = sender
        previewLabel.text = preview
        timeLabel.text = time
        isUnread = unread
    }

    private func avatarTapped(_ sender: UIButton) {
        delegate?.messageThreadCellDidTapAvatar(self)
    }
}
