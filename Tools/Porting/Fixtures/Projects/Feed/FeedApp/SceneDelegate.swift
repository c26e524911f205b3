//
//  SceneDelegate.swift
//  FeedApp
//

import UIKit
import FeedFeature
import FeediOS

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
	var window: UIWindow?

	func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
		guard let scene = (scene as? UIWindowScene) else { return }
		window = UIWindow(windowScene: scene)
		window?.rootViewController = FeedUIComposer.feedComposedWith(
			feedLoader: RemoteFeedLoader(url: FeedUIComposer.feedURL, client: URLSessionHTTPClient(session: .shared)))
		window?.makeKeyAndVisible()
	}
}
