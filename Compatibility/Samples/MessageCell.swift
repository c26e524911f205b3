// A custom cell subclass, written the way an iOS app writes one: a `.subtitle` cell with an extra
// subview in its content view, laid out in `layoutSubviews()` and reset in `prepareForReuse()`.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// One message in a mailbox.
struct Message: Equatable {
    let sender: String
    let subject: String
    var isUnread: Bool
}

final class MessageCell: UITableViewCell {
    static let identifier = "MessageCell"
    static let dotSize: CGFloat = 10

    /// The blue dot in front of unread messages.
    let unreadDot = UIView(frame: CGRect(x: 0, y: 0, width: MessageCell.dotSize, height: MessageCell.dotSize))

    // The one line a port changes besides the import: OpenTableView creates registered cells from
    // their class, so this initializer is `required` there (see Compatibility/Porting.md).
    #if canImport(UIKit)
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            setUpViews()
        }
    #else
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            setUpViews()
        }
    #endif

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        textLabel?.font = .preferredFont(forTextStyle: .headline)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.isHidden = true
        contentView.addSubview(unreadDot)
    }

    func configure(with message: Message) {
        textLabel?.text = message.sender
        detailTextLabel?.text = message.subject
        unreadDot.isHidden = !message.isUnread
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The dot sits in the leading margin, centred on the sender's line.
        let senderLine = textLabel?.frame ?? .zero
        unreadDot.frame = CGRect(
            x: 3, y: senderLine.midY - MessageCell.dotSize / 2,
            width: MessageCell.dotSize, height: MessageCell.dotSize)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        unreadDot.isHidden = true
    }
}
