import UIKit

final class ScrollObservingViewController: UITableViewController {
    private var offsetObservation: NSKeyValueObservation?
    private var headerVisible = true

    override func viewDidLoad() {
        super.viewDidLoad()
        offsetObservation = tableView.observe(\.contentOffset, options: [.new]) { [weak self] tableView, _ in
            self?.headerVisible = tableView.contentOffset.y < 44
        }
        tableView.addObserver(self, forKeyPath: #keyPath(UITableView.contentSize), options: .new, context: nil)
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: Selector("refresh"), for: .valueChanged)
        refreshControl = refresh
    }

    func refresh() {
        perform(#selector(finishRefreshing), with: nil, afterDelay: 0.3)
        performSelector(onMainThread: #selector(finishRefreshing), with: nil, waitUntilDone: false)
    }

    @objc func finishRefreshing() {
        refreshControl?.endRefreshing()
    }

    func debugDescribe(_ cell: UITableViewCell) -> String {
        let text = cell.value(forKey: "text") as? String ?? ""
        cell.setValue(text.uppercased(), forKeyPath: "textLabel.text")
        return text
    }
}
