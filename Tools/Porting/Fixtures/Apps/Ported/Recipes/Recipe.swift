/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 The recipe model shown by the list and the detail screens.
 */

import Foundation

struct Recipe: Hashable {
    let name: String
    let minutes: Int
    var isFavorite = false
}

extension Recipe {
    static let samples = [
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Tomato Soup", minutes: 35),
        Recipe(name: "Lemon Tart", minutes: 90),
    ]
}
