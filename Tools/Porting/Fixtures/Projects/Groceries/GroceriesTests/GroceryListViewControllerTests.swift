//
//  GroceryListViewControllerTests.swift
//  GroceriesTests
//

import XCTest
@testable import Groceries

final class GroceryListViewControllerTests: XCTestCase {
	func test_viewDidLoad_showsEveryGroceryWithItsQuantity() {
		let sut = makeSUT(groceries: [Grocery(name: "Milk", quantity: 2), Grocery(name: "Eggs", quantity: 12)])

		XCTAssertEqual(sut.title, "Groceries")
		XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 2)
		let cell = sut.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
		XCTAssertEqual(cell?.textLabel?.text, "Eggs")
		XCTAssertEqual(cell?.detailTextLabel?.text, "12")
		XCTAssertEqual(cell?.accessoryType, UITableViewCell.AccessoryType.none)
	}

	func test_selectingARow_marksTheGroceryBought() {
		let sut = makeSUT(groceries: [Grocery(name: "Milk", quantity: 2), Grocery(name: "Eggs", quantity: 12)])

		sut.tableView.delegate?.tableView?(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

		XCTAssertTrue(sut.groceries[0].isBought)
		XCTAssertEqual(sut.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)
	}

	func test_clear_removesTheBoughtGroceries() {
		let sut = makeSUT(groceries: [Grocery(name: "Milk", quantity: 2, isBought: true), Grocery(name: "Eggs", quantity: 12)])

		sut.clearBought()

		XCTAssertEqual(sut.groceries.map(\.name), ["Eggs"])
		XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
	}

	// MARK: - Helpers

	private func makeSUT(groceries: [Grocery], file: StaticString = #filePath, line: UInt = #line) -> GroceryListViewController {
		let sut = GroceryListViewController(groceries: groceries)
		sut.loadViewIfNeeded()
		sut.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
		sut.view.layoutIfNeeded()
		return sut
	}
}
