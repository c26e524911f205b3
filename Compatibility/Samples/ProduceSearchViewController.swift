// A search screen over a diffable data source, written the way an iOS app writes one: a
// `UITableViewDiffableDataSource` subclass (for the section titles) fed with
// `NSDiffableDataSourceSnapshot`s, a query that filters the items, a snapshot applied on every
// change of the query, and a basket: tapping an item moves it into the Basket section at the top
// (or back out), with `reconfigureItems` updating its checkmark in place.
//
// A real screen takes its query from a `UISearchController`'s search bar
// (`updateSearchResults(for:)`), which OpenTableView does not model; `search(for:)` is what that
// method would call.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// The sections of the produce list.
enum ProduceSection: String, CaseIterable, Hashable, Sendable {
    case basket = "Basket"
    case fruit = "Fruit"
    case vegetables = "Vegetables"
}

/// A diffable data source that titles each section with its name.
final class ProduceDataSource: UITableViewDiffableDataSource<ProduceSection, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }
}

final class ProduceSearchViewController: UIViewController, UITableViewDelegate {
    static let cellIdentifier = "ProduceCell"

    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var dataSource: ProduceDataSource!
    /// The produce on offer, by kind; names are unique and identify the items.
    let fruit: [String]
    let vegetables: [String]
    private(set) var query = ""
    private(set) var basket: Set<String> = []

    init(fruit: [String], vegetables: [String]) {
        self.fruit = fruit
        self.vegetables = vegetables
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Produce"
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = ProduceDataSource(tableView: tableView) { [weak self] tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            cell.textLabel?.text = name
            cell.accessoryType = self?.basket.contains(name) == true ? .checkmark : .none
            return cell
        }
        dataSource.apply(makeSnapshot(), animatingDifferences: false)
    }

    /// Shows the items whose name contains `query` (ignoring case); all of them when it is empty.
    func search(for query: String) {
        self.query = query
        dataSource.apply(makeSnapshot(), animatingDifferences: true)
    }

    // MARK: UITableViewDelegate

    /// Tapping an item puts it into the basket, or takes it out.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
        if basket.contains(name) {
            basket.remove(name)
        } else {
            basket.insert(name)
        }
        var snapshot = makeSnapshot()
        snapshot.reconfigureItems([name])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    // MARK: Private

    private func makeSnapshot() -> NSDiffableDataSourceSnapshot<ProduceSection, String> {
        func matches(_ name: String) -> Bool {
            query.isEmpty || name.lowercased().contains(query.lowercased())
        }
        let contents: [(ProduceSection, [String])] = [
            (.basket, (fruit + vegetables).filter { basket.contains($0) }),
            (.fruit, fruit.filter { !basket.contains($0) }),
            (.vegetables, vegetables.filter { !basket.contains($0) }),
        ]
        var snapshot = NSDiffableDataSourceSnapshot<ProduceSection, String>()
        for (section, names) in contents {
            let shown = names.filter(matches).sorted()
            guard !shown.isEmpty else { continue }
            snapshot.appendSections([section])
            snapshot.appendItems(shown, toSection: section)
        }
        return snapshot
    }
}
