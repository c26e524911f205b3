// An editable to-do list, written the way an iOS app writes one: a `UITableViewController`
// subclass that deletes through `tableView(_:commit:forRowAt:)` (the red minus in editing mode,
// and the swipe Delete), offers a "Done" swipe action with
// `trailingSwipeActionsConfigurationForRowAt`, reorders through `tableView(_:moveRowAt:to:)` in
// editing mode, and adds items with `performBatchUpdates`.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// One thing to do.
struct TodoItem: Equatable {
    var title: String
    var isDone = false
}

final class TodoListViewController: UITableViewController {
    static let cellIdentifier = "TodoCell"

    private(set) var items: [TodoItem]

    init(items: [TodoItem]) {
        self.items = items
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var openCount: Int {
        items.filter { !$0.isDone }.count
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        updateTitle()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// Adds an item at the top of the list, as the + button does.
    func addItem(titled title: String) {
        tableView.performBatchUpdates(
            {
                self.items.insert(TodoItem(title: title), at: 0)
                self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            },
            completion: { [weak self] _ in
                self?.updateTitle()
            })
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.accessoryType = item.isDone ? .checkmark : .none
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        updateTitle()
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    // MARK: UITableViewDelegate

    /// Open items offer Delete and Done; done items return `nil`, which leaves the table's
    /// standard Delete action (it commits the deletion through `commit`).
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard !items[indexPath.row].isDone else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.tableView(self.tableView, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        let done = UIContextualAction(style: .normal, title: "Done") { [weak self] _, _, completion in
            self?.markDone(at: indexPath)
            completion(true)
        }
        done.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [delete, done])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    // MARK: Private

    private func markDone(at indexPath: IndexPath) {
        items[indexPath.row].isDone = true
        tableView.reloadRows(at: [indexPath], with: .automatic)
        updateTitle()
    }

    private func updateTitle() {
        title = openCount == 0 ? "To Do" : "To Do (\(openCount))"
    }
}
