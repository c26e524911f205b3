//
//  BookListViewController.swift
//  ReadingApp
//

import UIKit
import Combine
import Formatting
import ReadingKit

class BookListViewController: UITableViewController {
    private let library: Library
    private var cancellables = Set<AnyCancellable>()
    private(set) var books: [Book] = []

    init(library: Library) {
        self.library = library
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")
        library.books
            .sink { [weak self] books in
                self?.books = books
                self?.tableView.reloadData()
            }
            .store(in: &cancellables)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        let book = books[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = book.title
        content.secondaryText = "\(book.author) · \(PageCount.text(for: book.pages))"
        cell.contentConfiguration = content
        cell.accessoryType = book.isFinished ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        library.markFinished(books[indexPath.row].id)
    }
}
