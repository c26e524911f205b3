// A reminders list written the iOS 14+ way, as Apple's sample code since iOS 14 writes table
// screens: a `UITableViewDiffableDataSource` whose cells are configured with
// `UIListContentConfiguration` in a state-driven `configurationUpdateHandler` (a custom
// configuration state says whether the reminder is done), section headers configured with their
// `defaultContentConfiguration()`, a swipe action that completes a reminder (re-configured in
// place with `reconfigureItems`), and pull to refresh with a `UIRefreshControl` and a `UIAction`.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// One reminder; its `id` identifies it in the diffable data source.
struct Reminder: Hashable, Sendable {
    let id: Int
    var title: String
    var notes: String?
    var isDone = false
}

/// The sections of the reminders list.
enum ReminderSection: Int, Hashable, Sendable {
    case open
    case done
}

extension UIConfigurationStateCustomKey {
    /// Whether the cell's reminder is done: a custom state of `ReminderCell`.
    static let isDone = UIConfigurationStateCustomKey("com.example.reminders.isDone")
}

/// A cell that shows a reminder and adds whether it is done to its configuration state.
final class ReminderCell: UITableViewCell {
    var reminder: Reminder? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isDone] = reminder?.isDone
        return state
    }
}

final class RemindersViewController: UITableViewController {
    static let cellIdentifier = "Reminder"
    static let headerIdentifier = "Header"

    private(set) var dataSource: UITableViewDiffableDataSource<ReminderSection, Int>!
    private(set) var reminders: [Int: Reminder] = [:]
    /// Reminders the next refresh brings in, as a server would.
    var incoming: [Reminder] = []

    init(reminders: [Reminder]) {
        super.init(style: .insetGrouped)
        for reminder in reminders { self.reminders[reminder.id] = reminder }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        tableView.register(ReminderCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerIdentifier)
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            guard let cell = cell as? ReminderCell else { return cell }
            cell.reminder = self?.reminders[id]
            cell.configurationUpdateHandler = { cell, state in
                guard let reminder = (cell as? ReminderCell)?.reminder else { return }
                var content = UIListContentConfiguration.subtitleCell().updated(for: state)
                content.text = reminder.title
                content.secondaryText = reminder.notes
                content.image = UIImage(systemName: reminder.isDone ? "checkmark.circle.fill" : "circle")
                if state[.isDone] as? Bool == true {
                    content.textProperties.color = .secondaryLabel
                }
                cell.contentConfiguration = content
            }
            return cell
        }
        dataSource.defaultRowAnimation = .fade

        let refreshControl = UIRefreshControl()
        refreshControl.addAction(
            UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        self.refreshControl = refreshControl

        dataSource.apply(makeSnapshot(), animatingDifferences: false)
    }

    /// Brings in the incoming reminders and ends the refresh.
    func refresh() {
        for reminder in incoming { reminders[reminder.id] = reminder }
        incoming = []
        dataSource.apply(makeSnapshot(), animatingDifferences: true)
        refreshControl?.endRefreshing()
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let identifier = dataSource.sectionIdentifier(for: section),
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
        else { return nil }
        var content = header.defaultContentConfiguration()
        content.text = identifier == .open ? "To Do" : "Done"
        header.contentConfiguration = content
        return header
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let reminder = reminders[id] else { return nil }
        let toggle = UIContextualAction(style: .normal, title: reminder.isDone ? "Undo" : "Done") {
            [weak self] _, _, completion in
            self?.toggleDone(id)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [toggle])
    }

    // MARK: Private

    private func toggleDone(_ id: Int) {
        reminders[id]?.isDone.toggle()
        var snapshot = makeSnapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func makeSnapshot() -> NSDiffableDataSourceSnapshot<ReminderSection, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<ReminderSection, Int>()
        let sorted = reminders.values.sorted { $0.id < $1.id }
        for section in [ReminderSection.open, .done] {
            let ids = sorted.filter { $0.isDone == (section == .done) }.map(\.id)
            guard !ids.isEmpty else { continue }
            snapshot.appendSections([section])
            snapshot.appendItems(ids, toSection: section)
        }
        return snapshot
    }
}
