final class FeedViewController: UITableViewController {
    // otv-port: the tokens of the block-based notification observers, which stay registered until removed
    private var notificationObservers: [any NSObjectProtocol] = []
    let center = NotificationCenter.default

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationObservers.append(
            NotificationCenter.default.addObserver(forName: .init("ContentSizeChanged"), object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.contentSizeChanged() }
            })
        notificationObservers.append(
            center.addObserver(forName: Notification.Name("ItemsChanged"), object: self, queue: .main) { [weak self] notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated { self?.itemsChanged(notification) }
            })
    }

    private func contentSizeChanged() {
        tableView.reloadData()
    }

    private func itemsChanged(_ notification: Notification) {
        tableView.reloadData()
    }

    final class Inner {
        // otv-port: the tokens of the block-based notification observers, which stay registered until removed
        private var notificationObservers: [any NSObjectProtocol] = []
        func start() {
            notificationObservers.append(
                NotificationCenter.default.addObserver(forName: .init("Ping"), object: nil, queue: .main) { [weak self] _ in
                    MainActor.assumeIsolated { self?.ping() }
                })
        }

        func ping() {}
    }
}
