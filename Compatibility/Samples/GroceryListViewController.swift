// A list with an Add button, written the way an iOS app writes one: a `UIBarButtonItem` made
// with `init(systemItem:primaryAction:)` presents a `UIAlertController` with a text field; its
// Add action, enabled only while the field holds text (an `.editingChanged` action on the field),
// inserts the new row at the end and scrolls to it. Edit is `editButtonItem`.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

final class GroceryListViewController: UITableViewController {
    private(set) var items: [String]

    init(items: [String]) {
        self.items = items
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.presentAddAlert()
            })
        navigationItem.leftBarButtonItem = editButtonItem
    }

    // MARK: Adding

    private func presentAddAlert() {
        let alert = UIAlertController(title: "New Item", message: "What do you need?", preferredStyle: .alert)
        let add = UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self?.append(name)
        }
        add.isEnabled = false
        alert.addTextField { field in
            field.placeholder = "Item"
            field.autocapitalizationType = .sentences
            field.returnKeyType = .done
            field.addAction(
                UIAction { action in
                    let text = (action.sender as? UITextField)?.text ?? ""
                    add.isEnabled = !text.trimmingCharacters(in: .whitespaces).isEmpty
                }, for: .editingChanged)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(add)
        alert.preferredAction = add
        present(alert, animated: true)
    }

    private func append(_ name: String) {
        items.append(name)
        let indexPath = IndexPath(row: items.count - 1, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
        tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
