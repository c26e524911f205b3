// A `UITableViewController` subclass, written the way an iOS app writes one: it registers a
// custom cell class in `viewDidLoad()`, fixes the row height, and overrides the data-source and
// delegate methods it needs.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

final class InboxViewController: UITableViewController {
    private(set) var messages: [Message]
    /// The messages the user opened, in order; a real app would push a reader.
    private(set) var openedMessages: [Message] = []

    init(messages: [Message]) {
        self.messages = messages
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var unreadCount: Int {
        messages.filter(\.isUnread).count
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        updateTitle()
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath) as! MessageCell
        cell.configure(with: messages[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        messages[indexPath.row].isUnread = false
        openedMessages.append(messages[indexPath.row])
        if let cell = tableView.cellForRow(at: indexPath) as? MessageCell {
            cell.configure(with: messages[indexPath.row])
        }
        tableView.deselectRow(at: indexPath, animated: true)
        updateTitle()
    }

    // A long press offers to mark the message read or unread, or to delete it (iOS 13).
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let message = messages[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let toggle = UIAction(
                title: message.isUnread ? "Mark as Read" : "Mark as Unread",
                image: UIImage(systemName: message.isUnread ? "envelope.open" : "envelope.badge")
            ) { _ in
                self?.setUnread(!message.isUnread, at: indexPath)
            }
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self?.share(message, from: indexPath)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
                _ in
                self?.deleteMessage(at: indexPath)
            }
            return UIMenu(title: "", children: [toggle, share, delete])
        }
    }

    private func share(_ message: Message, from indexPath: IndexPath) {
        let sheet = UIActivityViewController(
            activityItems: ["\(message.sender): \(message.subject)"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
        // An iPad shows the sheet in a popover pointing at the row; an iPhone ignores the anchor.
        sheet.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
        present(sheet, animated: true)
    }

    private func setUnread(_ isUnread: Bool, at indexPath: IndexPath) {
        messages[indexPath.row].isUnread = isUnread
        tableView.reloadRows(at: [indexPath], with: .none)
        updateTitle()
    }

    private func deleteMessage(at indexPath: IndexPath) {
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        updateTitle()
    }

    private func updateTitle() {
        title = unreadCount == 0 ? "Inbox" : "Inbox (\(unreadCount))"
    }
}
