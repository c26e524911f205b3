import Foundation

struct Photo {
	let title: String
	let imageName: String
}
