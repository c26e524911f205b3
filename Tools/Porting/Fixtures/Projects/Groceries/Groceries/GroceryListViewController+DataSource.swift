//
//  GroceryListViewController+DataSource.swift
//  Groceries
//

import UIKit

extension GroceryListViewController: UITableViewDataSource, UITableViewDelegate {
	func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		return groceries.count
	}

	func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: GroceryCell.reuseIdentifier, for: indexPath) as! GroceryCell
		cell.configure(with: groceries[indexPath.row])
		return cell
	}

	func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
		groceries[indexPath.row].isBought.toggle()
		tableView.deselectRow(at: indexPath, animated: true)
	}
}
