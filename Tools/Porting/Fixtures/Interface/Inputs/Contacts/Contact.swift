import Foundation

struct Contact: Equatable {
	var name: String
	var phone: String
}
