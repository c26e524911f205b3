import OpenTableViewShim

/// A mail-style folder list with an "Add Folder" alert and a toolbar-less edit mode.
final class FoldersViewController: UITableViewController {

    private(set) var folders = ["Inbox", "Drafts", "Sent", "Junk", "Trash"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Folder")
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "New Folder") { [unowned self] action in self.addFolder(action.sender as! UIBarButtonItem) })
        navigationItem.leftBarButtonItem = editButtonItem
    }

    func addFolder(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: "New Mailbox", message: nil, preferredStyle: UIAlertController.Style.alert)
        alert.addTextField { field in
            field.placeholder = "Name"
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: UIAlertAction.Style.cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            guard let self = self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self.folders.append(name)
            self.tableView.insertRows(at: [IndexPath(row: self.folders.count - 1, section: 0)], with: .automatic)
        })
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        folders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Folder", for: indexPath)
        cell.textLabel?.text = folders[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.row > 4
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.row > 4 else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.folders.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
