//
//  Library.swift
//  ReadingKit
//

import Foundation
import Combine

/// The books on the reading list; observers see every change.
public final class Library {
    private let subject: CurrentValueSubject<[Book], Never>

    public var books: AnyPublisher<[Book], Never> {
        return subject.eraseToAnyPublisher()
    }

    public var currentBooks: [Book] {
        return subject.value
    }

    public init(books: [Book] = []) {
        subject = CurrentValueSubject(books)
    }

    public func add(_ book: Book) {
        subject.value.append(book)
    }

    public func markFinished(_ id: Book.ID) {
        guard let index = subject.value.firstIndex(where: { $0.id == id }) else { return }
        subject.value[index].isFinished = true
    }
}
