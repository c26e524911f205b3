// Compile-time proof of Compatibility/API.md's "The app delegate and scenes" section: each member
// marked yes or partial is referenced once, in UIKit's spelling through the shim, after its
// "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageScenes {
        final class CoverageAppDelegate: UIResponder, UIApplicationDelegate {
            // API: UIApplicationDelegate.window
            var window: UIWindow?

            // API: UIApplicationDelegate.application(_:willFinishLaunchingWithOptions:)
            func application(
                _ application: UIApplication,
                willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool { true }

            // API: UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool { true }

            // API: UIApplicationDelegate.application(_:configurationForConnecting:options:)
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }

            // API: UIApplicationDelegate.application(_:didDiscardSceneSessions:)
            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            }
            // API: UIApplicationDelegate.applicationDidBecomeActive(_:)
            func applicationDidBecomeActive(_ application: UIApplication) {}
            // API: UIApplicationDelegate.applicationWillResignActive(_:)
            func applicationWillResignActive(_ application: UIApplication) {}
            // API: UIApplicationDelegate.applicationDidEnterBackground(_:)
            func applicationDidEnterBackground(_ application: UIApplication) {}
            // API: UIApplicationDelegate.applicationWillEnterForeground(_:)
            func applicationWillEnterForeground(_ application: UIApplication) {}
        }

        final class CoverageSceneDelegate: UIResponder, UIWindowSceneDelegate {
            // API: UIWindowSceneDelegate.window
            var window: UIWindow?

            // API: UISceneDelegate.scene(_:willConnectTo:options:)
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
            }

            // API: UISceneDelegate.sceneDidDisconnect(_:)
            func sceneDidDisconnect(_ scene: UIScene) {}
            // API: UISceneDelegate.sceneDidBecomeActive(_:)
            func sceneDidBecomeActive(_ scene: UIScene) {}
            // API: UISceneDelegate.sceneWillResignActive(_:)
            func sceneWillResignActive(_ scene: UIScene) {}
            // API: UISceneDelegate.sceneWillEnterForeground(_:)
            func sceneWillEnterForeground(_ scene: UIScene) {}
            // API: UISceneDelegate.sceneDidEnterBackground(_:)
            func sceneDidEnterBackground(_ scene: UIScene) {}
        }

        static func application(app: UIApplication) {
            // API: UIApplicationDelegate
            let _: (any UIApplicationDelegate).Type = (any UIApplicationDelegate).self
            // API: UIApplication.delegate
            let _: (any UIApplicationDelegate)? = app.delegate
            // API: UIApplication.connectedScenes
            let _: Set<UIScene> = app.connectedScenes
            // API: UIApplication.openSessions
            let _: Set<UISceneSession> = app.openSessions
            // API: UIApplication.supportsMultipleScenes
            let _: Bool = app.supportsMultipleScenes
            // API: UIApplication.LaunchOptionsKey
            let _: [UIApplication.LaunchOptionsKey] = [
                .url, .sourceApplication, .remoteNotification, .shortcutItem, .userActivityDictionary,
            ]
            // API: UIApplication.didFinishLaunchingNotification
            let _: Notification.Name = UIApplication.didFinishLaunchingNotification
            // API: UIApplication.didBecomeActiveNotification
            let _: Notification.Name = UIApplication.didBecomeActiveNotification
            // API: UIApplication.willResignActiveNotification
            let _: Notification.Name = UIApplication.willResignActiveNotification
            // API: UIApplication.didEnterBackgroundNotification
            let _: Notification.Name = UIApplication.didEnterBackgroundNotification
            // API: UIApplication.willEnterForegroundNotification
            let _: Notification.Name = UIApplication.willEnterForegroundNotification
        }

        static func scenes(scene: UIScene, windowScene: UIWindowScene, session: UISceneSession) {
            // API: UIScene
            let _: UIScene.Type = UIScene.self
            // API: UIScene.init(session:connectionOptions:)
            _ = UIScene(session: session, connectionOptions: UIScene.ConnectionOptions())
            // API: UIScene.session
            let _: UISceneSession = scene.session
            // API: UIScene.delegate
            let _: (any UISceneDelegate)? = scene.delegate
            // API: UIScene.activationState
            let _: UIScene.ActivationState = scene.activationState
            // API: UIScene.ActivationState
            let _: [UIScene.ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
            // API: UIScene.title
            scene.title = "Trip"
            // API: UIScene.ConnectionOptions
            let _: UIScene.ConnectionOptions.Type = UIScene.ConnectionOptions.self
            // API: UIScene.ConnectionOptions.sourceApplication
            let _: String? = UIScene.ConnectionOptions().sourceApplication
            // API: UIScene.willConnectNotification
            let _: Notification.Name = UIScene.willConnectNotification
            // API: UIScene.didDisconnectNotification
            let _: Notification.Name = UIScene.didDisconnectNotification
            // API: UIScene.didActivateNotification
            let _: Notification.Name = UIScene.didActivateNotification
            // API: UIScene.willDeactivateNotification
            let _: Notification.Name = UIScene.willDeactivateNotification
            // API: UIScene.willEnterForegroundNotification
            let _: Notification.Name = UIScene.willEnterForegroundNotification
            // API: UIScene.didEnterBackgroundNotification
            let _: Notification.Name = UIScene.didEnterBackgroundNotification
            // API: UISceneDelegate
            let _: (any UISceneDelegate).Type = (any UISceneDelegate).self
            // API: UIWindowScene
            let _: UIWindowScene.Type = UIWindowScene.self
            // API: UIWindowScene.windows
            let _: [UIWindow] = windowScene.windows
            // API: UIWindowScene.keyWindow
            let _: UIWindow? = windowScene.keyWindow
            // API: UIWindowScene.screen
            let _: UIScreen = windowScene.screen
            // API: UIWindowScene.traitCollection
            let _: UITraitCollection = windowScene.traitCollection
            // API: UIWindowSceneDelegate
            let _: (any UIWindowSceneDelegate).Type = (any UIWindowSceneDelegate).self
            // API: UISceneSession
            let _: UISceneSession.Type = UISceneSession.self
            // API: UISceneSession.scene
            let _: UIScene? = session.scene
            // API: UISceneSession.role
            let _: UISceneSession.Role = session.role
            // API: UISceneSession.configuration
            let _: UISceneConfiguration = session.configuration
            // API: UISceneSession.persistentIdentifier
            let _: String = session.persistentIdentifier
            // API: UISceneSession.userInfo
            session.userInfo = ["key": "value"]
            // API: UISceneSession.Role
            let _: [UISceneSession.Role] = [.windowApplication, .windowExternalDisplayNonInteractive]
            // API: UISceneConfiguration
            let _: UISceneConfiguration.Type = UISceneConfiguration.self
            // API: UISceneConfiguration.init(name:sessionRole:)
            let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
            // API: UISceneConfiguration.name
            let _: String? = configuration.name
            // API: UISceneConfiguration.role
            let _: UISceneSession.Role = configuration.role
            // API: UISceneConfiguration.delegateClass
            configuration.delegateClass = CoverageSceneDelegate.self
            // API: UISceneConfiguration.sceneClass
            configuration.sceneClass = UIWindowScene.self
            // API: UIWindow.init(windowScene:)
            let window = UIWindow(windowScene: windowScene)
            // API: UIWindow.windowScene
            window.windowScene = nil
        }
    }
#endif
