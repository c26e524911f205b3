//
//  SwitchCellTests.swift
//  SettingsTests
//

import XCTest
@testable import PortedApps

@MainActor
final class SwitchCellTests: XCTestCase {

	private var settings: SettingsViewController!

	override func setUp() {
		super.setUp()
		settings = SettingsViewController()
		settings.loadViewIfNeeded()
		settings.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
		settings.view.layoutIfNeeded()
	}

	override func tearDown() {
		settings = nil
		super.tearDown()
	}

	func testFlippingASwitchAfterReuseRunsOneHandlerForItsOwnRow() {
		settings.tableView.reloadData()
		settings.view.layoutIfNeeded()
		settings.tableView.reloadData()
		settings.view.layoutIfNeeded()

		let cell = cell(at: 1)
		cell.toggle.isOn = true
		cell.toggle.sendActions(for: .valueChanged)

		XCTAssertEqual(settings.changes, ["Sounds on"])
		XCTAssertEqual(settings.legacyChanges, [1])
		XCTAssertTrue(settings.settings[1].isOn)
	}

	func testTheFooterMovedFromItsExtension() {
		XCTAssertEqual(settings.tableView(settings.tableView, titleForFooterInSection: 0), "Changes apply at once.")
	}

	private func cell(at row: Int) -> SwitchCell {
		return settings.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as! SwitchCell
	}
}
