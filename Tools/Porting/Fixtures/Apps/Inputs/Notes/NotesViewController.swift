import UIKit

final class NotesViewController: UITableViewController {
    var notes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        tableView.tableFooterView = UIView()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose(_:)))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }
}

extension NotesViewController: NoteEditorDelegate {
    func noteEditor(_ editor: NoteEditorViewController, didSave text: String) {
        notes.append(text)
        tableView.reloadData()
        navigationController?.popViewController(animated: true)
    }
}
