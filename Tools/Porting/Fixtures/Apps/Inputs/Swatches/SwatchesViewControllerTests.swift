//
//  SwatchesViewControllerTests.swift
//  SwatchesTests
//

import XCTest
@testable import PortedApps

class SwatchesViewControllerTests: XCTestCase {

	final class PickSpy: SwatchesViewControllerDelegate {
		var picks: [Swatch] = []
		func swatchesViewController(_ controller: SwatchesViewController, didPick swatch: Swatch) {
			picks.append(swatch)
		}
	}

	var sut: SwatchesViewController!

	override func setUp() {
		super.setUp()
		sut = SwatchesViewController()
		sut.loadViewIfNeeded()
	}

	override func tearDown() {
		sut = nil
		super.tearDown()
	}

	func testNumberOfItemsIsTheNumberOfSwatches() {
		XCTAssertEqual(sut.collectionView(sut.collectionView, numberOfItemsInSection: 0), 5)
	}

	func testCellForItemShowsTheSwatchName() {
		let cell = sut.collectionView(sut.collectionView, cellForItemAt: IndexPath(item: 1, section: 0)) as? SwatchCell
		XCTAssertEqual(cell?.nameLabel.text, "Teal")
	}

	func testFourSwatchesFitOnAPhoneRow() {
		sut.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
		sut.view.layoutIfNeeded()
		let size = sut.collectionView(sut.collectionView, layout: sut.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0))
		XCTAssertEqual(size, CGSize(width: 79, height: 99))
		let first = sut.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
		let fifth = sut.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
		XCTAssertEqual(first?.frame.origin.y, 16)
		// The fifth swatch is alone on its line, which the flow layout centers.
		XCTAssertEqual(fifth?.frame.origin, CGPoint(x: (375 - 79) / 2, y: 16 + 99 + 8))
	}

	func testSelectingASwatchTellsTheDelegate() {
		let spy = PickSpy()
		sut.delegate = spy
		sut.collectionView.delegate?.collectionView?(sut.collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
		XCTAssertEqual(spy.picks.map { $0.name }, ["Mustard"])
		XCTAssertEqual(sut.picked?.name, "Mustard")
	}

	func testShuffleReversesTheSwatches() {
		sut.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
		sut.view.layoutIfNeeded()
		let shuffle = sut.navigationItem.rightBarButtonItem
		XCTAssertEqual(shuffle?.title, "Shuffle")
		sut.shuffle()
		sut.collectionView.layoutIfNeeded()
		let cell = sut.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SwatchCell
		XCTAssertEqual(cell?.nameLabel.text, "Slate")
	}
}
