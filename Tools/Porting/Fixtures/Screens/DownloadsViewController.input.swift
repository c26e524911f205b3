import UIKit

extension Notification.Name {
    static let downloadProgressDidChange = Notification.Name("DownloadProgressDidChange")
    static let downloadsDidFinish = Notification.Name("DownloadsDidFinish")
}

final class DownloadsViewController: UITableViewController {

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
        NotificationCenter.default.addObserver(self, selector: #selector(progressDidChange(_:)), name: .downloadProgressDidChange, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(downloadsDidFinish), name: .downloadsDidFinish, object: nil)

        cancelButton.setTitle("Cancel All", for: .normal)
        cancelButton.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cancelButton.addTarget(self, action: #selector(cancelAll(_:)), for: .touchUpInside)
        tableView.tableFooterView = cancelButton
    }

    @objc private func progressDidChange(_ notification: Notification) {
        guard let name = notification.userInfo?["fileName"] as? String,
              let progress = notification.userInfo?["progress"] as? Double,
              let row = downloads.firstIndex(where: { $0.fileName == name }) else { return }
        downloads[row].progress = progress
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: UITableViewRowAnimation.none)
    }

    @objc private func downloadsDidFinish() {
        downloads.removeAll { $0.progress >= 1 }
        tableView.reloadData()
    }

    @objc private func cancelAll(_ sender: Any) {
        downloads.removeAll()
        tableView.reloadData()
        cancelButton.removeTarget(nil, action: nil, for: .allEvents)
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
