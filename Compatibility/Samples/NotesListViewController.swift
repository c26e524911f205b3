// A notes app's list screen, written the way an iOS app writes one: a search field above the table
// whose keyboard a tap anywhere on the table dismisses (a `UITapGestureRecognizer` with
// `cancelsTouchesInView = false`, so the tapped row is still selected); a long press on a row
// pins the note; a back-to-top button that appears once the list has scrolled a screen down,
// driven by key-value observing of the table's `contentOffset`.
//
// The recognizers use OpenTableViewShim's closure form (`UITapGestureRecognizer { sender in … }`),
// which the shim also declares over UIKit's own classes, so this file imports the shim on every
// platform (on iOS the shim re-exports UIKit).
import OpenTableViewShim

struct Note: Equatable {
    var title: String
    var isPinned = false
}

final class NotesListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let searchField = UITextField()
    let tableView = UITableView(frame: .zero, style: .plain)
    let backToTopButton = UIButton(type: .system)

    private(set) var notes: [Note]
    /// The note the user opened last.
    private(set) var openedNote: Note?
    private var contentOffsetObservation: NSKeyValueObservation?

    init(notes: [Note]) {
        self.notes = notes
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        searchField.placeholder = "Search"
        searchField.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        tableView.frame = view.bounds
        tableView.tableHeaderView = searchField
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        view.addSubview(tableView)

        backToTopButton.setTitle("Back to top", for: .normal)
        backToTopButton.isHidden = true
        backToTopButton.addAction(
            UIAction { [weak self] _ in
                self?.tableView.setContentOffset(.zero, animated: true)
            }, for: .touchUpInside)
        view.addSubview(backToTopButton)

        let dismissKeyboard = UITapGestureRecognizer { [weak self] _ in
            self?.view.endEditing(true)
        }
        dismissKeyboard.cancelsTouchesInView = false
        tableView.addGestureRecognizer(dismissKeyboard)

        let pin = UILongPressGestureRecognizer { [weak self] sender in
            self?.handleLongPress(sender)
        }
        tableView.addGestureRecognizer(pin)

        contentOffsetObservation = tableView.observe(\.contentOffset, options: [.new]) {
            [weak self] tableView, change in
            guard let self, let offset = change.newValue else { return }
            self.backToTopButton.isHidden = offset.y < tableView.bounds.height
        }
    }

    private func handleLongPress(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began,
            let indexPath = tableView.indexPathForRow(at: sender.location(in: tableView))
        else { return }
        notes[indexPath.row].isPinned.toggle()
        tableView.reloadRows(at: [indexPath], with: .none)
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        let note = notes[indexPath.row]
        content.text = note.isPinned ? "📌 " + note.title : note.title
        cell.contentConfiguration = content
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        openedNote = notes[indexPath.row]
    }
}
