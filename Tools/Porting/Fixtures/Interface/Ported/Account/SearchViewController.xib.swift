// generated from SearchViewController.xib by otv-port; do not edit

import OpenTableViewShim

/// `SearchViewController.xib`, converted by otv-port: `register()` registers it under the name
/// "SearchViewController", for `UINib(nibName: "SearchViewController", bundle: nil)`.
@MainActor
enum SearchViewControllerNib {
    /// Registers the nib under its name; calling it again changes nothing.
    static func register() {
        UINib.register(UINib.Definition { instantiate($0) }, name: "SearchViewController")
    }

    /// Makes the nib's top-level objects, connected to the File's Owner when there is one.
    static func instantiate(_ loader: NibLoader) -> [AnyObject] {
        let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
        view.contentMode = .scaleToFill
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let searchBar = loader.view(UISearchBar.self, NibDecoder(frame: CGRect(x: 0, y: 59, width: 393, height: 56)))
        searchBar.contentMode = .redraw
        searchBar.placeholder = "Search accounts"
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchBar)
        let tableView = loader.view(
            UITableView.self, NibDecoder(frame: CGRect(x: 0, y: 115, width: 393, height: 703), tableStyle: .plain))
        tableView.allowsSelection = false
        tableView.alwaysBounceVertical = true
        tableView.clipsToBounds = true
        tableView.contentMode = .scaleToFill
        tableView.separatorStyle = .none
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.backgroundColor = UIColor.systemBackground
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = UITableView.automaticDimension
        tableView.sectionHeaderHeight = 28
        tableView.sectionFooterHeight = 28
        view.addSubview(tableView)
        view.backgroundColor = UIColor.systemBackground
        view.addConstraints([
            NSLayoutConstraint(
                item: searchBar, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: searchBar, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: searchBar, attribute: .trailing, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: tableView, attribute: .top, relatedBy: .equal, toItem: searchBar, attribute: .bottom,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: tableView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: tableView, attribute: .trailing, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: tableView, attribute: .bottom, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                attribute: .bottom, multiplier: 1, constant: 0),
        ])
        if let owner = loader.owner(as: SearchViewController.self) {
            searchBar.delegate = owner
            tableView.dataSource = owner
            owner.searchBar = searchBar
            owner.tableView = tableView
            owner.view = view
        }
        return [view]
    }
}
