//
//  GroceryListViewController.swift
//  Groceries
//

import UIKit

final class GroceryListViewController: UIViewController {
	let tableView = UITableView(frame: .zero, style: .plain)

	var groceries: [Grocery] {
		didSet { tableView.reloadData() }
	}

	init(groceries: [Grocery]) {
		self.groceries = groceries
		super.init(nibName: nil, bundle: nil)
	}

	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Groceries"
		tableView.frame = view.bounds
		tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
		tableView.dataSource = self
		tableView.delegate = self
		tableView.register(GroceryCell.self, forCellReuseIdentifier: GroceryCell.reuseIdentifier)
		view.addSubview(tableView)
		navigationItem.rightBarButtonItem = UIBarButtonItem(
			title: "Clear", style: .plain, target: self, action: #selector(clearBought))
	}

	@objc func clearBought() {
		groceries.removeAll { $0.isBought }
	}
}
