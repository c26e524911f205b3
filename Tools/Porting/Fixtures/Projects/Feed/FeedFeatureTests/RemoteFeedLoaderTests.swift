//
//  RemoteFeedLoaderTests.swift
//  FeedFeatureTests
//

import XCTest
import FeedFeature

class RemoteFeedLoaderTests: XCTestCase {
	func test_load_requestsDataFromURL() {
		let url = URL(string: "https://a-given-url.com")!
		let (sut, client) = makeSUT(url: url)

		sut.load { _ in }

		XCTAssertEqual(client.requestedURLs, [url])
	}

	func test_load_deliversConnectivityErrorOnClientError() {
		let (sut, client) = makeSUT()

		var received: FeedLoader.Result?
		sut.load { received = $0 }
		client.complete(with: NSError(domain: "Test", code: 0))

		switch received {
		case .failure(let error as RemoteFeedLoader.Error):
			XCTAssertEqual(error, .connectivity)
		default:
			XCTFail("Expected connectivity error, got \(String(describing: received)) instead")
		}
	}

	func test_load_deliversItemsOn200HTTPResponseWithJSONItems() {
		let (sut, client) = makeSUT()
		let id = UUID()
		let json = #"{"items": [{"id": "\#(id.uuidString)", "location": "Berlin", "image": "https://a-url.com"}]}"#

		var received: FeedLoader.Result?
		sut.load { received = $0 }
		client.complete(withStatusCode: 200, data: Data(json.utf8))

		XCTAssertEqual(try received?.get(), [FeedImage(id: id, description: nil, location: "Berlin", url: URL(string: "https://a-url.com")!)])
	}

	// MARK: - Helpers

	private func makeSUT(url: URL = URL(string: "https://a-url.com")!) -> (sut: RemoteFeedLoader, client: HTTPClientSpy) {
		let client = HTTPClientSpy()
		let sut = RemoteFeedLoader(url: url, client: client)
		return (sut, client)
	}

	private class HTTPClientSpy: HTTPClient {
		private var messages = [(url: URL, completion: (HTTPClient.Result) -> Void)]()

		var requestedURLs: [URL] {
			return messages.map { $0.url }
		}

		func get(from url: URL, completion: @escaping (HTTPClient.Result) -> Void) {
			messages.append((url, completion))
		}

		func complete(with error: Error, at index: Int = 0) {
			messages[index].completion(.failure(error))
		}

		func complete(withStatusCode code: Int, data: Data, at index: Int = 0) {
			let response = HTTPURLResponse(url: requestedURLs[index], statusCode: code, httpVersion: nil, headerFields: nil)!
			messages[index].completion(.success((data, response)))
		}
	}
}
