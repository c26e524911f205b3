import OpenTableViewShim

/// A section header with a title and a "See All" button, registered with the table.
class ProfileHeaderView: UITableViewHeaderFooterView {

    static let reuseIdentifier = "ProfileHeaderView"

    let titleLabel = UILabel()
    let seeAllButton = UIButton(type: .system)
    var section = 0
    var onSeeAll: ((Int) -> Void)?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.addAction(UIAction(identifier: UIAction.Identifier("ProfileHeaderView.seeAllTapped")) { [unowned self] _ in self.seeAllTapped() }, for: .touchUpInside)
        contentView.addSubview(titleLabel)
        contentView.addSubview(seeAllButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 112, height: bounds.height)
        seeAllButton.frame = CGRect(x: bounds.width - 88, y: 0, width: 72, height: bounds.height)
    }

    func seeAllTapped() {
        onSeeAll?(section)
    }
}

/// A profile screen whose sections use that header.
class ProfileViewController: UITableViewController {

    let sections = ["Photos", "Friends", "Groups"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ProfileHeaderView.self, forHeaderFooterViewReuseIdentifier: ProfileHeaderView.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.sectionHeaderHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "\(sections[indexPath.section]) \(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: ProfileHeaderView.reuseIdentifier) as? ProfileHeaderView
        header?.titleLabel.text = sections[section]
        header?.section = section
        return header
    }
}
