import OpenTableViewShim

struct ContactDetail {
    var name: String
    var phone: String
    var email: String
    var isFavorite: Bool
}

/// A grouped detail screen: a header with the name, rows for each field, a favourite switch.
class ContactDetailViewController: UITableViewController {

    var contact: ContactDetail
    let favoriteSwitch = UISwitch()

    init(contact: ContactDetail) {
        self.contact = contact
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact.name
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Field")
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension
        favoriteSwitch.isOn = contact.isFavorite
        favoriteSwitch.addAction(UIAction(identifier: UIAction.Identifier("ContactDetailViewController.favoriteChanged(sender:)")) { [unowned self] action in self.favoriteChanged(sender: action.sender as! UISwitch) }, for: UIControl.Event.valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: UIBarButtonItem.SystemItem.edit, primaryAction: UIAction { [unowned self] _ in self.editContact() })
    }

    func favoriteChanged(sender: UISwitch) {
        contact.isFavorite = sender.isOn
    }

    func editContact() {
        setEditing(!isEditing, animated: true)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? 2 : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return section == 0 ? "Contact" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath)
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            cell.textLabel?.text = contact.phone
            cell.accessoryView = nil
        case (0, _):
            cell.textLabel?.text = contact.email
            cell.accessoryView = nil
        default:
            cell.textLabel?.text = "Favorite"
            cell.accessoryView = favoriteSwitch
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        return indexPath.section == 0
    }
}
