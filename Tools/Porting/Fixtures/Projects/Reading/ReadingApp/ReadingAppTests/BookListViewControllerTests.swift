//
//  BookListViewControllerTests.swift
//  ReadingAppTests
//

import XCTest
import ReadingKit
@testable import ReadingApp

class BookListViewControllerTests: XCTestCase {
    func test_showsTheLibrarysBooksWithAuthorAndPages() {
        let library = Library(books: [Book(title: "Dune", author: "Frank Herbert", pages: 412)])
        let sut = makeSUT(library: library)

        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
        let content = sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(content?.text, "Dune")
        XCTAssertEqual(content?.secondaryText, "Frank Herbert · 412 pages")
    }

    func test_aBookAddedToTheLibrary_appearsInTheList() {
        let library = Library()
        let sut = makeSUT(library: library)

        library.add(Book(title: "Emma", author: "Jane Austen", pages: 1))

        XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
        let content = sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(content?.secondaryText, "Jane Austen · 1 page")
    }

    func test_selectingABook_marksItFinished() {
        let library = Library(books: [Book(title: "Dune", author: "Frank Herbert", pages: 412)])
        let sut = makeSUT(library: library)

        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(sut.books.first?.isFinished, true)
        XCTAssertEqual(sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)
    }

    private func makeSUT(library: Library) -> BookListViewController {
        let sut = BookListViewController(library: library)
        sut.loadViewIfNeeded()
        sut.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        sut.view.layoutIfNeeded()
        return sut
    }
}
