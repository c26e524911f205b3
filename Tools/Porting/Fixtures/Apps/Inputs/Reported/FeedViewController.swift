import UIKit

final class FeedViewController: UITableViewController {
    var items = ["One", "Two"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FeedItemCell.nib(), forCellReuseIdentifier: FeedItemCell.reuseIdentifier)
        let header = UINib(nibName: "FeedHeader", bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
        tableView.tableHeaderView = header
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "FeedDetail") as? FeedDetailViewController else {
            return
        }
        detail.item = items[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class FeedDetailViewController: UIViewController {
    var item: String?
}
