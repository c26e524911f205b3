//
//  Emoji.swift
//  Explorer
//

import UIKit

struct Emoji: Hashable {

    enum Category: CaseIterable, CustomStringConvertible {
        case recents, smileys, nature, food

        var description: String {
            switch self {
            case .recents: return "Recents"
            case .smileys: return "Smileys"
            case .nature: return "Nature"
            case .food: return "Food"
            }
        }

        var emojis: [Emoji] {
            switch self {
            case .recents:
                return [Emoji(text: "🙂", title: "Smile", category: self),
                        Emoji(text: "🌵", title: "Cactus", category: self),
                        Emoji(text: "🍕", title: "Pizza", category: self),
                        Emoji(text: "🐢", title: "Turtle", category: self),
                        Emoji(text: "🍋", title: "Lemon", category: self)]
            case .smileys:
                return [Emoji(text: "😀", title: "Grinning", category: self),
                        Emoji(text: "😂", title: "Tears of Joy", category: self),
                        Emoji(text: "😎", title: "Cool", category: self)]
            case .nature:
                return [Emoji(text: "🌲", title: "Tree", category: self),
                        Emoji(text: "🌻", title: "Sunflower", category: self)]
            case .food:
                return [Emoji(text: "🍎", title: "Apple", category: self),
                        Emoji(text: "🥐", title: "Croissant", category: self),
                        Emoji(text: "🍣", title: "Sushi", category: self)]
            }
        }
    }

    let text: String
    let title: String
    let category: Category
    private let identifier = UUID()
}
