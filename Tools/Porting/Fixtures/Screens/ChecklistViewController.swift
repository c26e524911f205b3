import OpenTableViewShim

/// A to-do checklist in the style of the classic "Checklists" tutorial app.
class ChecklistViewController: UITableViewController {

    var items: [(text: String, checked: Bool)] = [
        ("Walk the dog", false), ("Brush my teeth", true), ("Learn iOS development", false),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ChecklistItem")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.addItem() })
        navigationItem.leftBarButtonItem = editButtonItem
    }

    func addItem() {
        let newRowIndex = items.count
        items.append(("I am a new item", false))
        let indexPath = IndexPath(row: newRowIndex, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
    }

    // MARK: - Table View Data Source
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
        configureText(for: cell, at: indexPath)
        configureCheckmark(for: cell, at: indexPath)
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let cell = tableView.cellForRow(at: indexPath) {
            items[indexPath.row].checked.toggle()
            configureCheckmark(for: cell, at: indexPath)
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

// MARK: - Table View Delegate
extension ChecklistViewController {
    func configureCheckmark(for cell: UITableViewCell, at indexPath: IndexPath) {
        cell.accessoryType = items[indexPath.row].checked ? .checkmark : .none
    }

    func configureText(for cell: UITableViewCell, at indexPath: IndexPath) {
        cell.textLabel?.text = items[indexPath.row].text
    }
}
