//
//  Book.swift
//  ReadingKit
//

import Foundation

public struct Book: Equatable, Identifiable {
    public let id: UUID
    public let title: String
    public let author: String
    public let pages: Int
    public var isFinished: Bool

    public init(id: UUID = UUID(), title: String, author: String, pages: Int, isFinished: Bool = false) {
        self.id = id
        self.title = title
        self.author = author
        self.pages = pages
        self.isFinished = isFinished
    }
}
