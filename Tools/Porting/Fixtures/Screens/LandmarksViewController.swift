import OpenTableViewShim

struct Landmark: Hashable {
    let name: String
    let park: String
    let state: String
}

/// A diffable, sectioned list of landmarks with a search field in the header.
class LandmarksViewController: UIViewController {

    enum Section: Hashable {
        case main
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    let searchField = UITextField()
    var dataSource: UITableViewDiffableDataSource<Section, Landmark>!
    var landmarks: [Landmark] = [
        Landmark(name: "Turtle Rock", park: "Joshua Tree National Park", state: "California"),
        Landmark(name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska"),
        Landmark(name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Landmarks"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)

        searchField.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        searchField.placeholder = "Search"
        searchField.clearButtonMode = .whileEditing
        searchField.addAction(UIAction(identifier: UIAction.Identifier("LandmarksViewController.searchTextChanged(_:)")) { [unowned self] action in self.searchTextChanged(action.sender as! UITextField) }, for: .editingChanged)
        tableView.tableHeaderView = searchField

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Landmark")
        dataSource = UITableViewDiffableDataSource<Section, Landmark>(tableView: tableView) { tableView, indexPath, landmark in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Landmark", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = landmark.name
            content.secondaryText = landmark.park
            cell.contentConfiguration = content
            return cell
        }
        applySnapshot(filter: "")
    }

    func searchTextChanged(_ sender: UITextField) {
        applySnapshot(filter: sender.text ?? "")
    }

    func applySnapshot(filter: String) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Landmark>()
        snapshot.appendSections([.main])
        snapshot.appendItems(landmarks.filter { filter.isEmpty || $0.name.localizedCaseInsensitiveContains(filter) })
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
