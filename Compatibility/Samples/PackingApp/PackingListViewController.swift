//
//  PackingListViewController.swift
//  Packing
//
// The storyboard's initial screen, inside its navigation controller: the list of things to pack,
// a checkmark on what is packed, toggled by a tap. The store is the app delegate's.

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

class PackingListViewController: UITableViewController {

    private var store: PackingStore {
        (UIApplication.shared.delegate as! AppDelegate).store
    }

    var unpackedCount: Int {
        store.unpackedCount
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return store.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        let item = store.items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessoryType = store.isPacked(item) ? .checkmark : .none
        return cell
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        store.toggle(store.items[indexPath.row])
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
