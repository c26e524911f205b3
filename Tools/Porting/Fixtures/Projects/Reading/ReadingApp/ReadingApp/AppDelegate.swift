//
//  AppDelegate.swift
//  ReadingApp
//

import UIKit
import ReadingKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: BookListViewController(library: Library()))
        window?.makeKeyAndVisible()
        return true
    }
}
