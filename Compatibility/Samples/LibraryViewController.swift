// A reading list, written the way an iOS app writes one: a `UITableViewController` inside a
// `UINavigationController`. The Add button (`UIBarButtonItem(systemItem:primaryAction:)`) presents
// a `UIAlertController` with a text field and inserts the new book; the Edit button is the
// controller's `editButtonItem`; tapping a book pushes a detail screen, whose Delete button asks
// for confirmation in an action sheet and pops back.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

final class LibraryViewController: UITableViewController {
    static let cellIdentifier = "BookCell"

    private(set) var books: [String]

    init(books: [String]) {
        self.books = books
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.promptForNewBook()
            })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    private func promptForNewBook() {
        let alert = UIAlertController(title: "New Book", message: "Enter the title", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Title"
            textField.autocapitalizationType = .words
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let add = UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let title = alert?.textFields?.first?.text, !title.isEmpty else { return }
            self?.insertBook(title)
        }
        alert.addAction(add)
        alert.preferredAction = add
        present(alert, animated: true)
    }

    private func insertBook(_ title: String) {
        books.insert(title, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    private func removeBook(_ title: String) {
        guard let row = books.firstIndex(of: title) else { return }
        books.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        books.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = BookDetailViewController(title: books[indexPath.row])
        detail.onDelete = { [weak self] title in
            self?.removeBook(title)
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// One book: its title, and a Delete button that confirms in an action sheet.
final class BookDetailViewController: UIViewController {
    let bookTitle: String
    var onDelete: ((String) -> Void)?
    let titleLabel = UILabel()

    init(title: String) {
        bookTitle = title
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = bookTitle
        navigationItem.largeTitleDisplayMode = .never
        titleLabel.text = bookTitle
        view.addSubview(titleLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Delete", image: nil,
            primaryAction: UIAction { [weak self] _ in
                self?.confirmDelete()
            })
    }

    private func confirmDelete() {
        let sheet = UIAlertController(title: nil, message: "Delete “\(bookTitle)”?", preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                guard let self else { return }
                onDelete?(bookTitle)
                navigationController?.popViewController(animated: true)
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
