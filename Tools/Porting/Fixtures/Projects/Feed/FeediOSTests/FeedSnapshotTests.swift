//
//  FeedSnapshotTests.swift
//  FeediOSTests
//

import XCTest
import SnapshotTesting
import FeedFeature
@testable import FeediOS

final class FeedSnapshotTests: XCTestCase {
	func test_feedWithContent() {
		let sut = FeedViewController()
		sut.loadViewIfNeeded()
		sut.cellControllers = [FeedImageCellController(model: FeedImage(id: UUID(), description: "The East Side Gallery", location: "Berlin", url: URL(string: "https://a-url.com")!))]

		assertSnapshot(of: sut, as: .image(on: .iPhone13))
	}
}
