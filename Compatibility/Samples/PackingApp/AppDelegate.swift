//
//  AppDelegate.swift
//  Packing
//
// The app delegate as Xcode's "App" template writes it for a scene-based app with a storyboard,
// plus the one thing this app adds: the store its screens share, saved when a scene enters the
// background (the Core Data template's `saveContext()` pattern).
//
// Ported: `@main` stays for iOS only. A library target (as this file is on Linux) has no entry
// point; its tests launch the app with `UIApplication.shared.simulate.launch(delegate:
// sceneDelegate:initialViewController:)` (Compatibility/Porting.md, "The app delegate and @main").

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

#if canImport(UIKit)
    @main
#endif
class AppDelegate: UIResponder, UIApplicationDelegate {

    lazy var store = PackingStore(items: ["Passport", "Charger", "Toothbrush", "Sunglasses", "Book"])

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Override point for customization after application launch.
        store.load()
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        // If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions.
        // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
    }

    // MARK: - Saving

    func saveContext() {
        if store.hasChanges {
            store.save()
        }
    }
}
