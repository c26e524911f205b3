// generated from Main.storyboard by otv-port; do not edit
//
// (Hand-written in exactly the shape otv-port generates: Compatibility/InterfaceBuilder.md,
// "What generated code calls". Scenes: a navigation controller (initial) whose root is the items
// list, a table view controller with an `ItemCell` prototype whose selection shows the detail
// scene, the detail scene with a button action, and a modal About scene that unwinds.)

import OpenTableViewShim

@MainActor
enum Main_storyboard {
    /// Registers the storyboard under its name; idempotent.
    static func register() {
        UIStoryboard.register(definition, name: "Main")
    }

    static var definition: UIStoryboard.Definition {
        UIStoryboard.Definition(
            initialScene: "Nav-Ctl-001",
            scenes: [
                UIStoryboard.Scene(id: "Nav-Ctl-001", instantiate: navigationController),
                UIStoryboard.Scene(id: "Itm-Lst-002", identifier: "ItemsList", instantiate: itemsViewController),
                UIStoryboard.Scene(id: "Dtl-Vew-003", identifier: "Detail", instantiate: detailViewController),
                UIStoryboard.Scene(id: "Abt-Vew-004", instantiate: aboutViewController),
            ],
            unwindActions: [
                StoryboardUnwindAction("unwindToItems:", of: ItemsViewController.self) { $0.unwindToItems($1) }
            ])
    }

    // <navigationController id="Nav-Ctl-001">
    private static func navigationController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(UINavigationController.self, NibDecoder())
        controller.navigationBar.prefersLargeTitles = true
        // <segue kind="relationship" relationship="rootViewController" destination="Itm-Lst-002"/>
        controller.setViewControllers([loader.instantiateScene("Itm-Lst-002")], animated: false)
        return controller
    }

    // <tableViewController id="Itm-Lst-002" customClass="ItemsViewController" storyboardIdentifier="ItemsList">
    private static func itemsViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(
            ItemsViewController.self, NibDecoder(title: "Items", storyboardIdentifier: "ItemsList"))
        let segue1 = loader.segue(.show, identifier: "showDetail", from: controller, to: .scene("Dtl-Vew-003"))
        loader.segue(.presentModally(.formSheet), identifier: "showAbout", from: controller, to: .scene("Abt-Vew-004"))
        // <navigationItem title="Items"> with <barButtonItem systemItem="add">
        let barButtonItem1 = loader.object(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
        controller.navigationItem.rightBarButtonItem = barButtonItem1
        controller.addButton = barButtonItem1
        loader.connect(barButtonItem1, to: controller, action: "addTapped:") { $0.addTapped($1) }
        loader.setView(of: controller) { loader, controller in
            let tableView = loader.view(
                UITableView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .plain))
            tableView.rowHeight = 60
            tableView.dataSource = controller
            tableView.delegate = controller
            // <prototypes> <tableViewCell reuseIdentifier="ItemCell" customClass="ItemCell">
            tableView.register(
                UINib(
                    UINib.Definition { loader in
                        let cell = loader.view(
                            ItemCell.self,
                            NibDecoder(
                                frame: CGRect(x: 0, y: 50, width: 393, height: 60), reuseIdentifier: "ItemCell",
                                cellStyle: .default))
                        cell.accessoryType = .disclosureIndicator
                        let label1 = loader.view(
                            UILabel.self, NibDecoder(frame: CGRect(x: 20, y: 19, width: 200, height: 21)))
                        label1.text = "Title"
                        label1.translatesAutoresizingMaskIntoConstraints = false
                        cell.contentView.addSubview(label1)
                        let label2 = loader.view(
                            UILabel.self, NibDecoder(frame: CGRect(x: 300, y: 19, width: 40, height: 21)))
                        label2.text = "0"
                        label2.textAlignment = .right
                        label2.translatesAutoresizingMaskIntoConstraints = false
                        cell.contentView.addSubview(label2)
                        NSLayoutConstraint.activate([
                            label1.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                            label1.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                            label2.trailingAnchor.constraint(
                                equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
                            label2.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                            label2.leadingAnchor.constraint(
                                greaterThanOrEqualTo: label1.trailingAnchor, constant: 8),
                        ])
                        cell.titleLabel = label1
                        cell.countLabel = label2
                        loader.trigger(segue1, fromSelectionOf: cell)
                        return [cell]
                    }),
                forCellReuseIdentifier: "ItemCell")
            return tableView
        }
        return controller
    }

    // <viewController id="Dtl-Vew-003" customClass="DetailViewController" storyboardIdentifier="Detail">
    private static func detailViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(
            DetailViewController.self, NibDecoder(title: "Detail", storyboardIdentifier: "Detail"))
        loader.setView(of: controller) { loader, controller in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.backgroundColor = .systemBackground
            let label1 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 120, width: 361, height: 21)))
            label1.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label1)
            let button1 = loader.view(
                UIButton.self, NibDecoder(frame: CGRect(x: 16, y: 165, width: 361, height: 44), tag: 7))
            button1.setTitle("Delete", for: .normal)
            button1.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button1)
            NSLayoutConstraint.activate([
                label1.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                label1.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label1.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                button1.topAnchor.constraint(equalTo: label1.bottomAnchor, constant: 24),
                button1.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                button1.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                button1.heightAnchor.constraint(equalToConstant: 44),
            ])
            controller.nameLabel = label1
            controller.deleteButton = button1
            loader.connect(button1, .touchUpInside, to: controller, action: "deleteTapped:") { $0.deleteTapped($1) }
            return view
        }
        return controller
    }

    // <viewController id="Abt-Vew-004" customClass="AboutViewController">
    private static func aboutViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(AboutViewController.self, NibDecoder(title: "About"))
        loader.setView(of: controller) { loader, controller in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            let button1 = loader.view(UIButton.self, NibDecoder(frame: CGRect(x: 16, y: 60, width: 80, height: 44)))
            button1.setTitle("Close", for: .normal)
            view.addSubview(button1)
            controller.closeButton = button1
            // <action selector="unwindToItems:" destination="exit">
            loader.unwind(from: button1, for: .touchUpInside, action: "unwindToItems:")
            return view
        }
        return controller
    }
}
