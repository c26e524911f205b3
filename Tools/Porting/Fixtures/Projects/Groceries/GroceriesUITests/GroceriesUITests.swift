//
//  GroceriesUITests.swift
//  GroceriesUITests
//

import XCTest

final class GroceriesUITests: XCTestCase {
	override func setUpWithError() throws {
		continueAfterFailure = false
	}

	func testLaunchShowsTheList() throws {
		let app = XCUIApplication()
		app.launch()
		XCTAssertTrue(app.navigationBars["Groceries"].exists)
	}
}
