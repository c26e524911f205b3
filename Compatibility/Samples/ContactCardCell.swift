// A self-sizing cell built the way many iOS apps build one: nested stack views (an avatar beside
// a column of name, role and an optional note) pinned to the content view's layout margins, with
// `rowHeight = UITableView.automaticDimension` and no frame arithmetic.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// One person on a team list.
struct TeamMember: Equatable {
    let name: String
    let role: String
    var note: String?
}

final class ContactCardCell: UITableViewCell {
    static let identifier = "ContactCardCell"
    static let avatarSize: CGFloat = 40

    let avatar = UIView()
    let nameLabel = UILabel()
    let roleLabel = UILabel()
    let noteLabel = UILabel()
    let textStack = UIStackView()
    let rowStack = UIStackView()

    // The one line a port changes besides the import: OpenTableView creates registered cells from
    // their class, so this initializer is `required` there (see Compatibility/Porting.md).
    #if canImport(UIKit)
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpViews()
        }
    #else
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpViews()
        }
    #endif

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        avatar.backgroundColor = .systemGray
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        roleLabel.font = .preferredFont(forTextStyle: .subheadline)
        noteLabel.font = .preferredFont(forTextStyle: .footnote)
        noteLabel.numberOfLines = 0

        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(roleLabel)
        textStack.addArrangedSubview(noteLabel)
        textStack.setCustomSpacing(6, after: roleLabel)

        rowStack.axis = .horizontal
        rowStack.alignment = .top
        rowStack.spacing = 12
        rowStack.addArrangedSubview(avatar)
        rowStack.addArrangedSubview(textStack)
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(rowStack)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: ContactCardCell.avatarSize),
            avatar.heightAnchor.constraint(equalToConstant: ContactCardCell.avatarSize),
            rowStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rowStack.topAnchor.constraint(equalTo: margins.topAnchor),
            rowStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    func configure(with member: TeamMember) {
        nameLabel.text = member.name
        roleLabel.text = member.role
        noteLabel.text = member.note
        // A missing note takes no room: the stack collapses a hidden arranged view.
        noteLabel.isHidden = member.note == nil
    }
}

/// A team list of `ContactCardCell`s that size themselves.
final class TeamViewController: UITableViewController {
    var members: [TeamMember]

    init(members: [TeamMember]) {
        self.members = members
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Team"
        tableView.register(ContactCardCell.self, forCellReuseIdentifier: ContactCardCell.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        members.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ContactCardCell.identifier, for: indexPath)
            as! ContactCardCell
        cell.configure(with: members[indexPath.row])
        return cell
    }
}
