//
//  LibraryTests.swift
//  ReadingKitTests
//

import XCTest
import Combine
@testable import ReadingKit

final class LibraryTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func test_books_publishesTheCurrentBooksThenEveryChange() {
        let dune = Book(title: "Dune", author: "Frank Herbert", pages: 412)
        let library = Library(books: [dune])
        var received: [[String]] = []
        library.books.sink { received.append($0.map(\.title)) }.store(in: &cancellables)

        library.add(Book(title: "Emma", author: "Jane Austen", pages: 474))

        XCTAssertEqual(received, [["Dune"], ["Dune", "Emma"]])
    }

    func test_markFinished_finishesOnlyThatBook() {
        let dune = Book(title: "Dune", author: "Frank Herbert", pages: 412)
        let emma = Book(title: "Emma", author: "Jane Austen", pages: 474)
        let library = Library(books: [dune, emma])

        library.markFinished(emma.id)

        XCTAssertEqual(library.currentBooks.map(\.isFinished), [false, true])
    }
}
