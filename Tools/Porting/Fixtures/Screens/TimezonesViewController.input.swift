import UIKit

extension Notification.Name {
    static let preferredTimeZonesDidChange = Notification.Name("PreferredTimeZonesDidChange")
}

/// World clock: time zones with their current time, reloaded when the user's list changes.
class TimezonesViewController: UITableViewController {

    var identifiers = ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney"]
    private let formatter = DateFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "World Clock"
        formatter.timeStyle = .short
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Clock")
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sortZones))
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(timeZonesDidChange(_:)),
            name: .preferredTimeZonesDidChange,
            object: nil
        )
    }

    @objc func sortZones() {
        identifiers.sort()
        tableView.reloadData()
    }

    @objc func timeZonesDidChange(_ notification: Notification) {
        tableView.reloadData()
    }
}

extension TimezonesViewController {
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
        return UITableViewAutomaticDimension
    }
}
