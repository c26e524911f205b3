import OpenTableViewShim

/// An inbox whose bars follow the app's brand color, as iOS 15 apps set them: one opaque
/// appearance for the standard and scroll-edge states, and white titles and buttons.
class ThemedInboxViewController: UITableViewController {

    static let brandColor = UIColor(red: 0.11, green: 0.37, blue: 0.66, alpha: 1)

    var messages: [String] = ["Welcome aboard", "Your invoice", "Team lunch on Friday"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        configureNavigationBar()
        configureTabBarItem()
    }

    func configureNavigationBar() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.brandColor
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]

        let buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance = buttonAppearance
        appearance.doneButtonAppearance = buttonAppearance

        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.navigationBar.tintColor = .white
    }

    func configureTabBarItem() {
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithDefaultBackground()
        tabAppearance.stackedLayoutAppearance.selected.iconColor = Self.brandColor
        tabAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: Self.brandColor]
        tabAppearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemRed
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        tabBarItem.standardAppearance = tabAppearance
        tabBarItem.scrollEdgeAppearance = tabAppearance
        tabBarItem.badgeValue = messages.isEmpty ? nil : "\(messages.count)"
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
