import OpenTableViewShim

extension Notification.Name {
    static let preferredTimeZonesDidChange = Notification.Name("PreferredTimeZonesDidChange")
}

/// World clock: time zones with their current time, reloaded when the user's list changes.
class TimezonesViewController: UITableViewController {
    // otv-port: the tokens of the block-based notification observers, which stay registered until removed
    private var notificationObservers: [any NSObjectProtocol] = []

    var identifiers = ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney"]
    private let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "World Clock"
        formatter.timeStyle = .short
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Clock")
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Sort") { [unowned self] _ in self.sortZones() })
        notificationObservers.append(
            NotificationCenter.default.addObserver(forName: .preferredTimeZonesDidChange, object: nil, queue: .main) { [weak self] notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated { self?.timeZonesDidChange(notification) }
            })
    }

    func sortZones() {
        identifiers.sort()
        tableView.reloadData()
    }

    func timeZonesDidChange(_ notification: Notification) {
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        identifiers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Clock", for: indexPath)
        let identifier = identifiers[indexPath.row]
        formatter.timeZone = TimeZone(identifier: identifier)
        cell.textLabel?.text = identifier.replacingOccurrences(of: "_", with: " ")
        cell.detailTextLabel?.text = formatter.string(from: Date())
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return UITableView.automaticDimension
    }
}
