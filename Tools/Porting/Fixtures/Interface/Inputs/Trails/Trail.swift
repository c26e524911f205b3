import Foundation

struct Trail: Hashable {
	let name: String
	let region: String
	let lengthInKilometres: Double

	var formattedLength: String {
		return String(format: "%.1f km", lengthInKilometres)
	}
}

extension Trail {
	static let featured = [
		Trail(name: "Coastal Path", region: "Cornwall", lengthInKilometres: 12.4),
		Trail(name: "Ridge Walk", region: "Lake District", lengthInKilometres: 8.0),
	]

	static let nearby = [
		Trail(name: "Mill Loop", region: "Peak District", lengthInKilometres: 5.2),
		Trail(name: "River Meander", region: "Peak District", lengthInKilometres: 3.7),
		Trail(name: "Heather Hill", region: "Peak District", lengthInKilometres: 9.1),
		Trail(name: "Old Quarry", region: "Peak District", lengthInKilometres: 4.4),
		Trail(name: "Beacon Climb", region: "Peak District", lengthInKilometres: 6.8),
	]
}
