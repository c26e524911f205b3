//
//  SceneDelegate.swift
//  Groceries
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
	var window: UIWindow?

	func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
		guard let windowScene = (scene as? UIWindowScene) else { return }
		let window = UIWindow(windowScene: windowScene)
		let list = GroceryListViewController(groceries: [Grocery(name: "Milk", quantity: 1)])
		window.rootViewController = UINavigationController(rootViewController: list)
		window.makeKeyAndVisible()
		self.window = window
	}
}
