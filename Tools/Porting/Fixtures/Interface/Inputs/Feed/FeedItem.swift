import Foundation

struct FeedItem {
	let title: String
	let summary: String
	var liked: Bool
}
