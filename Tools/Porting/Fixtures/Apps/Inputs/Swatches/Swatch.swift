//
//  Swatch.swift
//  Swatches
//

import UIKit

struct Swatch: Equatable {
	let name: String
	let red: CGFloat
	let green: CGFloat
	let blue: CGFloat

	var color: UIColor {
		return UIColor(red: red, green: green, blue: blue, alpha: 1)
	}

	static let defaults: [Swatch] = [
		Swatch(name: "Coral", red: 1, green: 0.5, blue: 0.31),
		Swatch(name: "Teal", red: 0, green: 0.5, blue: 0.5),
		Swatch(name: "Mustard", red: 1, green: 0.86, blue: 0.35),
		Swatch(name: "Plum", red: 0.56, green: 0.27, blue: 0.52),
		Swatch(name: "Slate", red: 0.44, green: 0.5, blue: 0.56),
	]
}
