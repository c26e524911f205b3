// A searchable list, written the way an iOS app writes one: a `UITableViewController` that owns a
// `UISearchController` in its navigation item, with scope buttons for the kind of tea, suggested
// tokens for the flavour, and a results table controller shown over the list while the user
// searches. The list controller is the results updater; the results controller only displays.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

struct Tea: Hashable {
    let name: String
    let kind: String
    let flavour: String
}

/// Shows the matches; the searching controller gives it its rows.
final class TeaResultsTableController: UITableViewController {
    var matches: [Tea] = [] {
        didSet { tableView.reloadData() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Result")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        matches.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Result", for: indexPath)
        cell.textLabel?.text = matches[indexPath.row].name
        return cell
    }
}

final class TeaSearchViewController: UITableViewController {
    static let scopes = ["All", "Green", "Black", "Herbal"]

    let teas: [Tea]
    let resultsController = TeaResultsTableController(style: .plain)
    private(set) var searchController: UISearchController!

    /// The flavours offered as tokens while the user types.
    var suggestedTokens: [UISearchToken] {
        Set(teas.map(\.flavour)).sorted().map { flavour in
            let token = UISearchToken(icon: UIImage(systemName: "leaf"), text: flavour)
            token.representedObject = flavour
            return token
        }
    }

    init(teas: [Tea]) {
        self.teas = teas
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Teas"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Tea")

        searchController = UISearchController(searchResultsController: resultsController)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search teas"
        searchController.searchBar.scopeButtonTitles = Self.scopes
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        teas.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Tea", for: indexPath)
        cell.textLabel?.text = teas[indexPath.row].name
        return cell
    }
}

// MARK: - Searching

extension TeaSearchViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let query = (searchBar.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let scope = Self.scopes[searchBar.selectedScopeButtonIndex]
        let flavours = searchBar.searchTextField.tokens.compactMap { $0.representedObject as? String }

        resultsController.matches = teas.filter { tea in
            (query.isEmpty || tea.name.lowercased().contains(query))
                && (scope == "All" || tea.kind == scope)
                && flavours.allSatisfy { $0 == tea.flavour }
        }
    }
}

extension TeaSearchViewController: UISearchBarDelegate {
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }
}
