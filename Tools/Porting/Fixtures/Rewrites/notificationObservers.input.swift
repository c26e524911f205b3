final class FeedViewController: UITableViewController {
    let center = NotificationCenter.default

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeChanged), name: .init("ContentSizeChanged"), object: nil)
        center.addObserver(self, selector: #selector(itemsChanged(_:)), name: Notification.Name("ItemsChanged"), object: self)
    }

    @objc private func contentSizeChanged() {
        tableView.reloadData()
    }

    @objc private func itemsChanged(_ notification: Notification) {
        tableView.reloadData()
    }

    final class Inner {
        func start() {
            NotificationCenter.default.addObserver(self, selector: #selector(ping), name: .init("Ping"), object: nil)
        }

        @objc func ping() {}
    }
}
