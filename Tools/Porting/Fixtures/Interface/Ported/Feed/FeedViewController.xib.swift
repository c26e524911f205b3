// generated from FeedViewController.xib by otv-port; do not edit

import OpenTableViewShim

/// `FeedViewController.xib`, converted by otv-port: `register()` registers it under the name
/// "FeedViewController", for `UINib(nibName: "FeedViewController", bundle: nil)`.
@MainActor
enum FeedViewControllerNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "FeedViewController")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
        view.contentMode = .scaleToFill
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tableView = loader.view(
            UITableView.self, NibDecoder(frame: CGRect(x: 0, y: 59, width: 393, height: 759), tableStyle: .grouped))
        tableView.alwaysBounceVertical = true
        tableView.clipsToBounds = true
        tableView.contentMode = .scaleToFill
        tableView.separatorStyle = .singleLine
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.backgroundColor = UIColor.systemBackground
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 88
        tableView.sectionHeaderHeight = 44
        tableView.sectionFooterHeight = 18
        tableView.estimatedSectionHeaderHeight = UITableView.automaticDimension
        view.addSubview(tableView)
        view.backgroundColor = UIColor.systemBackground
        view.addConstraints([
            NSLayoutConstraint(
                item: tableView, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: tableView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: tableView,
                attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal, toItem: tableView,
                attribute: .bottom, multiplier: 1, constant: 0),
        ])
        if let owner = loader.owner(as: FeedViewController.self) {
            tableView.dataSource = owner
            tableView.delegate = owner
            owner.tableView = tableView
            owner.view = view
        }
        return [view]
    }
}
