import OpenTableViewShim

extension Notification.Name {
    static let downloadProgressDidChange = Notification.Name("DownloadProgressDidChange")
    static let downloadsDidFinish = Notification.Name("DownloadsDidFinish")
}

final class DownloadsViewController: UITableViewController {
    // otv-port: the tokens of the block-based notification observers, which stay registered until removed
    private var notificationObservers: [any NSObjectProtocol] = []

    struct Download {
        let fileName: String
        var progress: Double
    }

    var downloads: [Download] = []
    private let cancelButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Download")
        notificationObservers.append(
            NotificationCenter.default.addObserver(forName: .downloadProgressDidChange, object: nil, queue: .main) { [weak self] notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated { self?.progressDidChange(notification) }
            })
        notificationObservers.append(
            NotificationCenter.default.addObserver(forName: .downloadsDidFinish, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.downloadsDidFinish() }
            })

        cancelButton.setTitle("Cancel All", for: .normal)
        cancelButton.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cancelButton.addAction(UIAction(identifier: UIAction.Identifier("DownloadsViewController.cancelAll(_:)")) { [unowned self] action in self.cancelAll(action.sender as Any) }, for: .touchUpInside)
        tableView.tableFooterView = cancelButton
    }

    private func progressDidChange(_ notification: Notification) {
        guard let name = notification.userInfo?["fileName"] as? String,
              let progress = notification.userInfo?["progress"] as? Double,
              let row = downloads.firstIndex(where: { $0.fileName == name }) else { return }
        downloads[row].progress = progress
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: UITableView.RowAnimation.none)
    }

    private func downloadsDidFinish() {
        downloads.removeAll { $0.progress >= 1 }
        tableView.reloadData()
    }

    private func cancelAll(_ sender: Any) {
        downloads.removeAll()
        tableView.reloadData()
        cancelButton.enumerateEventHandlers { action, _, event, _ in
            if let action { cancelButton.removeAction(action, for: event) }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return downloads.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Download", for: indexPath)
        let download = downloads[indexPath.row]
        cell.textLabel?.text = download.fileName
        cell.detailTextLabel?.text = "\(Int(download.progress * 100))%"
        return cell
    }
}
