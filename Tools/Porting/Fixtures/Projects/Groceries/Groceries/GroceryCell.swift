//
//  GroceryCell.swift
//  Groceries
//

import UIKit

final class GroceryCell: UITableViewCell {
	static let reuseIdentifier = "GroceryCell"

	override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
		super.init(style: .value1, reuseIdentifier: reuseIdentifier)
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	func configure(with grocery: Grocery) {
		textLabel?.text = grocery.name
		detailTextLabel?.text = "\(grocery.quantity)"
		accessoryType = grocery.isBought ? .checkmark : .none
	}
}
