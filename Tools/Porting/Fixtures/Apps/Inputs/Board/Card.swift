import Foundation

struct Card: Equatable {
	var title: String
	var done: Bool = false
}

struct Column {
	var name: String
	var cards: [Card]
}
