// generated from Main.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Main.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Main", for `UIStoryboard(name: "Main", bundle: nil)`.
@MainActor
enum MainStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Tb0-Ct-Tab",
                scenes: [
                    UIStoryboard.Scene(id: "Tb0-Ct-Tab", identifier: nil, instantiate: { makeTabBarController($0) }),
                    UIStoryboard.Scene(
                        id: "Nv0-Ct-Inb", identifier: nil, instantiate: { makeNavigationController($0) }),
                    UIStoryboard.Scene(id: "In0-Vc-Inb", identifier: "Inbox", instantiate: { makeInbox($0) }),
                ]),
            name: "Main")
    }

    /// The scene of UITabBarController.
    static func makeTabBarController(_ loader: NibLoader) -> UIViewController {
        let tabBarController = loader.viewController(UITabBarController.self, NibDecoder())
        let profile = UIStoryboard(name: "Profile", bundle: nil).instantiateInitialViewController()!
        let tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), selectedImage: nil)
        profile.tabBarItem = tabBarItem
        tabBarController.viewControllers = [
            loader.instantiateScene("Nv0-Ct-Inb"),
            profile,
        ]
        return tabBarController
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let tabBarItem2 = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
        let navigationController = loader.viewController(
            UINavigationController.self, NibDecoder(tabBarItem: tabBarItem2))
        navigationController.setViewControllers([loader.instantiateScene("In0-Vc-Inb")], animated: false)
        return navigationController
    }

    /// The scene of InboxViewController (storyboard identifier "Inbox").
    static func makeInbox(_ loader: NibLoader) -> UIViewController {
        let inboxViewController = loader.viewController(
            InboxViewController.self,
            NibDecoder(
                storyboardIdentifier: "Inbox", navigationItem: NibDecoder.NavigationItemAttributes(title: "Inbox")))
        let barButtonItem = loader.object(UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil))
        loader.connect(barButtonItem, to: inboxViewController, action: Selector("compose:")) {
            $0.compose($1)
        }
        inboxViewController.navigationItem.leftBarButtonItem = barButtonItem
        loader.setView(of: inboxViewController) { (loader: NibLoader, inboxViewController: InboxViewController) in
            let tableView = loader.view(
                UITableView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .plain))
            tableView.alwaysBounceVertical = true
            tableView.clipsToBounds = true
            tableView.contentMode = .scaleToFill
            tableView.separatorStyle = .singleLine
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.backgroundColor = UIColor.systemBackground
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = UITableView.automaticDimension
            tableView.sectionHeaderHeight = 28
            tableView.sectionFooterHeight = 28
            tableView.dataSource = inboxViewController
            tableView.delegate = inboxViewController
            let openMessageSegue = loader.segue(
                .showDetail, identifier: "openMessage", from: inboxViewController,
                to: .storyboard(name: "Player", identifier: "NowPlaying"))
            tableView.register(
                UINib(UINib.Definition { loader in
                    let tableViewCell = loader.view(
                        UITableViewCell.self,
                        NibDecoder(
                            frame: CGRect(x: 0, y: 50, width: 393, height: 55.666667938232422),
                            reuseIdentifier: "MessageCell", cellStyle: .subtitle))
                    tableViewCell.accessoryType = .disclosureIndicator
                    tableViewCell.clipsToBounds = true
                    tableViewCell.contentMode = .scaleToFill
                    tableViewCell.indentationWidth = 10
                    tableViewCell.preservesSuperviewLayoutMargins = true
                    tableViewCell.selectionStyle = .default
                    tableViewCell.contentView.clipsToBounds = true
                    tableViewCell.contentView.contentMode = .center
                    tableViewCell.contentView.insetsLayoutMarginsFromSafeArea = false
                    tableViewCell.contentView.preservesSuperviewLayoutMargins = true
                    tableViewCell.textLabel?.text = "Sender"
                    tableViewCell.textLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
                    tableViewCell.detailTextLabel?.text = "Subject"
                    tableViewCell.detailTextLabel?.font = UIFont.preferredFont(forTextStyle: .caption1)
                    loader.trigger(openMessageSegue, fromSelectionOf: tableViewCell)
                    return [tableViewCell]
                }),
                forCellReuseIdentifier: "MessageCell")
            let refreshControl = loader.view(UIRefreshControl.self, NibDecoder())
            loader.connect(refreshControl, .valueChanged, to: inboxViewController, action: Selector("refresh:")) {
                $0.refresh($1)
            }
            tableView.refreshControl = refreshControl
            return tableView
        }
        return inboxViewController
    }
}
