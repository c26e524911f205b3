import UIKit

class SearchViewController: UIViewController, UITableViewDataSource, UISearchBarDelegate {
    @IBOutlet weak var searchBar: UISearchBar!
    @IBOutlet weak var tableView: UITableView!

    let accounts = ["alice", "bob", "carol", "dave"]
    private(set) var results: [String] = []

    convenience init() {
        self.init(nibName: "SearchViewController", bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Result")
        results = accounts
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        results = searchText.isEmpty ? accounts : accounts.filter { $0.contains(searchText.lowercased()) }
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return results.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Result", for: indexPath)
        cell.textLabel?.text = results[indexPath.row]
        return cell
    }
}
