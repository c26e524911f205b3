//
//	GalleryViewControllerTests.swift
//	GalleryTests
//

import XCTest
@testable import PortedApps

@MainActor final class GalleryViewControllerTests: XCTestCase {

	var sut: GalleryViewController!

	override func setUpWithError() throws {
		try super.setUpWithError()
		sut = GalleryViewController()
		sut.loadViewIfNeeded()
	}

	func testTheSelectItemTogglesSelection() {
		XCTAssertEqual(sut.navigationItem.rightBarButtonItem?.title, "Select")
		XCTAssertNotNil(sut.selectItem.primaryAction)
	}

	func testRowsShowTheAlbums() {
		sut.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
		sut.view.layoutIfNeeded()
		let cell = sut.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? GalleryCell
		XCTAssertEqual(cell?.titleLabel.text, "Family")
	}

	func testAppearingIsCounted() async {
		sut.viewWillAppear(false)
		XCTAssertEqual(sut.appearances, 1)
	}
}
