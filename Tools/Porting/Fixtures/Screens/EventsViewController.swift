import OpenTableViewShim

struct Event {
    var title: String
    var date: Date
}

/// Upcoming events, filtered with a segmented control in the navigation bar.
class EventsViewController: UITableViewController {

    enum Filter: Int {
        case upcoming, past
    }

    var events: [Event] = []
    private let filterControl = UISegmentedControl(items: ["Upcoming", "Past"])
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    private var filter = Filter.upcoming

    private var visibleEvents: [Event] {
        let now = Date()
        switch filter {
        case .upcoming: return events.filter { $0.date >= now }
        case .past: return events.filter { $0.date < now }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Event")
        filterControl.selectedSegmentIndex = 0
        filterControl.addAction(UIAction(identifier: UIAction.Identifier("EventsViewController.filterChanged(_:)")) { [unowned self] action in self.filterChanged(action.sender as! UISegmentedControl) }, for: .valueChanged)
        navigationItem.titleView = filterControl

        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction(identifier: UIAction.Identifier("EventsViewController.refresh")) { [unowned self] _ in self.refresh() }, for: .valueChanged)
    }

    func filterChanged(_ sender: UISegmentedControl) {
        filter = Filter(rawValue: sender.selectedSegmentIndex) ?? .upcoming
        tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    }

    func refresh() {
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return visibleEvents.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Event", for: indexPath)
        let event = visibleEvents[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = event.title
        content.secondaryText = formatter.string(from: event.date)
        cell.contentConfiguration = content
        return cell
    }
}
