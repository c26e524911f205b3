import UIKit

struct Book: Equatable {
    var title: String
    var author: String
}

class BookCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var authorLabel: UILabel!
}

class BooksViewController: UITableViewController {
    var books = [
        Book(title: "Middlemarch", author: "George Eliot"),
        Book(title: "The Leopard", author: "Giuseppe Tomasi di Lampedusa"),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath) as! BookCell
        cell.titleLabel.text = books[indexPath.row].title
        cell.authorLabel.text = books[indexPath.row].author
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showBook",
           let detail = segue.destination as? ShelvedBookViewController,
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            detail.book = books[indexPath.row]
        }
    }

    @IBAction func unwindToBooks(_ segue: UIStoryboardSegue) {
        guard let form = segue.source as? AddBookViewController, let book = form.book else { return }
        books.append(book)
        tableView.insertRows(at: [IndexPath(row: books.count - 1, section: 0)], with: .automatic)
    }
}
