// A contacts list, written the way an iOS app writes it: a view controller that owns a plain
// table and is its data source and delegate, one section per initial of the last name, titled
// headers, and a section index for jumping between letters.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A person in the address book.
struct Contact: Equatable {
    let firstName: String
    let lastName: String

    var fullName: String { "\(firstName) \(lastName)" }
}

/// The contacts that share the initial of their last name.
struct ContactSection {
    let initial: String
    let contacts: [Contact]
}

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = "ContactCell"
    /// The section index shows the whole alphabet, as Contacts does, even for letters with no one.
    static let indexTitles = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }

    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var sections: [ContactSection] = []
    /// Called when the user picks a contact; a real app would push a detail screen here.
    var onSelectContact: ((Contact) -> Void)?

    init(contacts: [Contact]) {
        super.init(nibName: nil, bundle: nil)
        let byInitial = Dictionary(grouping: contacts) { String($0.lastName.prefix(1)).uppercased() }
        sections = byInitial.keys.sorted().map { initial in
            ContactSection(
                initial: initial,
                contacts: byInitial[initial]!.sorted {
                    ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName)
                })
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        view.addSubview(tableView)
    }

    func contact(at indexPath: IndexPath) -> Contact {
        sections[indexPath.section].contacts[indexPath.row]
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = contact(at: indexPath).fullName
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].initial
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        Self.indexTitles
    }

    /// A letter with no contacts jumps to the last section before it (or the first section).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sections.lastIndex { $0.initial <= title } ?? 0
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelectContact?(contact(at: indexPath))
    }
}
