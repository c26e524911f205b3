//
//  HTTPClient.swift
//  FeedFeature
//

import Foundation

public protocol HTTPClient {
	typealias Result = Swift.Result<(Data, HTTPURLResponse), Error>

	/// The completion handler can be invoked in any thread.
	/// Clients are responsible to dispatch to appropriate threads, if needed.
	func get(from url: URL, completion: @escaping (Result) -> Void)
}

public final class URLSessionHTTPClient: HTTPClient {
	private let session: URLSession

	public init(session: URLSession) {
		self.session = session
	}

	private struct UnexpectedValuesRepresentation: Error {}

	public func get(from url: URL, completion: @escaping (HTTPClient.Result) -> Void) {
		session.dataTask(with: URLRequest(url: url)) { data, response, error in
			completion(Result {
				if let error = error {
					throw error
				} else if let data = data, let response = response as? HTTPURLResponse {
					return (data, response)
				} else {
					throw UnexpectedValuesRepresentation()
				}
			})
		}.resume()
	}
}
