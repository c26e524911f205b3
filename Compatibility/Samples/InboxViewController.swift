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

    private func updateTitle() {
        title = unreadCount == 0 ? "Inbox" : "Inbox (\(unreadCount))"
    }
}
