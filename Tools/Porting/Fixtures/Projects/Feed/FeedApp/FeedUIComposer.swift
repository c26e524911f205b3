//
//  FeedUIComposer.swift
//  FeedApp
//

import UIKit
import FeedFeature
import FeediOS

enum FeedUIComposer {
	static let feedURL = URL(string: "https://static1.example.com/essential-feed/v1/feed")!

	static func feedComposedWith(feedLoader: FeedLoader) -> UIViewController {
		let feed = FeedViewController(loader: MainQueueDispatchDecorator(decoratee: feedLoader))
		feed.title = "My Feed"
		return UINavigationController(rootViewController: feed)
	}
}

final class MainQueueDispatchDecorator: FeedLoader {
	private let decoratee: FeedLoader

	init(decoratee: FeedLoader) {
		self.decoratee = decoratee
	}

	func load(completion: @escaping (FeedLoader.Result) -> Void) {
		decoratee.load { result in
			if Thread.isMainThread {
				completion(result)
			} else {
				DispatchQueue.main.async { completion(result) }
			}
		}
	}
}
