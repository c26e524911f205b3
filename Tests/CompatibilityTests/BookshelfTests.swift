import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// The bookshelf, whose screens live in `Bookshelf.storyboard` (converted by `otv-port` into
/// `Bookshelf.storyboard.swift`), launched from the storyboard and used as a reader uses it: the
/// list's prototype cells, a row that shows the book in a static-cell screen, the Add button's form
/// sheet whose Save unwinds with the new book.
@MainActor
@Suite(.serialized, .explorerPagesOnFailure) struct BookshelfTests {
    /// The storyboard's initial controller in a window, as a scene delegate shows it.
    private func launch() throws -> (window: UIWindow, navigation: UINavigationController, books: BooksViewController) {
        InterfaceBuilderFiles.register()
        let initial = UIStoryboard(name: "Bookshelf", bundle: nil).instantiateInitialViewController()
        let navigation = try #require(initial as? UINavigationController)
        let books = try #require(navigation.viewControllers.first as? BooksViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.view.layoutIfNeeded()
        return (window, navigation, books)
    }

    /// The title and author of each visible row, as the reader sees them.
    private func rows(_ books: BooksViewController) -> [String] {
        books.tableView.visibleCells.compactMap { $0 as? BookCell }.map {
            "\($0.titleLabel.text ?? "") · \($0.authorLabel.text ?? "")"
        }
    }

    @Test func theShelfListsTheBooksInTheStoryboardsCells() throws {
        let (_, navigation, books) = try launch()
        #expect(navigation.navigationBar.prefersLargeTitles)
        expectEqual(books.navigationItem.title, "Bookshelf")
        expectEqual(rows(books), ["Middlemarch · George Eliot", "The Leopard · Giuseppe Tomasi di Lampedusa"])
        let cell = try #require(books.tableView.visibleCells.first as? BookCell)
        // The cell's constraints: the title at the top margin, the author 4 points below it.
        expectEqual(cell.titleLabel.frame.minY, cell.contentView.layoutMargins.top)
        expectEqual(cell.authorLabel.frame.minY, cell.titleLabel.frame.maxY + 4)
        expectEqual(cell.titleLabel.frame.minX, cell.contentView.layoutMargins.left)
        expectEqual(cell.accessoryType, .disclosureIndicator)
    }

    @Test func tappingABookShowsItsDetails() throws {
        let (_, navigation, books) = try launch()
        books.tableView.simulate.tapRow(at: IndexPath(row: 1, section: 0))
        let detail = try #require(navigation.topViewController as? ShelvedBookViewController)
        detail.view.layoutIfNeeded()
        let table = detail.tableView!
        expectEqual(table.numberOfSections, 1)
        expectEqual(table.numberOfRows(inSection: 0), 2)
        let title = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let author = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        expectEqual(title.textLabel?.text, "Title")
        expectEqual(title.detailTextLabel?.text, "The Leopard")
        expectEqual(author.detailTextLabel?.text, "Giuseppe Tomasi di Lampedusa")
        expectEqual(detail.navigationItem.largeTitleDisplayMode, .never)
    }

    @Test func addingABookFromTheFormSheet() throws {
        let (_, _, books) = try launch()
        try #require(books.navigationItem.rightBarButtonItem).simulate.tap()
        let form = try #require(books.navigationController?.presentedViewController as? AddBookViewController)
        expectEqual(form.modalPresentationStyle, .formSheet)
        form.view.layoutIfNeeded()
        expectEqual(form.saveButton.isEnabled, false)
        form.titleField.simulate.typing("Stoner")
        form.authorField.simulate.typing("John Williams")
        #expect(form.saveButton.isEnabled)
        form.saveButton.simulate.tap()
        expectEqual(books.navigationController?.presentedViewController, nil)
        books.view.layoutIfNeeded()
        expectEqual(rows(books).last, "Stoner · John Williams")
    }
}
