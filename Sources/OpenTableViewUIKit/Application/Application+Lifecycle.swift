import Foundation

// The app's life cycle, in the order UIKit runs it. Apple documents the states and which delegate
// hears them ("Managing your app's life cycle": with scenes, "iOS always uses your scene
// delegates", the app delegate hearing the launch and the scenes' configuration); the order of a
// delegate call and the notification of the same event, and of a scene's and the app's, is
// OpenTableView's choice where Apple is silent (`Compatibility/Porting.md`, "The app and its
// scenes"): the delegate first, then the notification; the scene first, then the app.

extension Application {
    /// How the app was launched: what a reconnection needs.
    struct Lifecycle {
        /// Makes the scene delegate of a scene being connected: the Info.plist's scene delegate
        /// class. `nil` for an app without scenes.
        var makeSceneDelegate: (@MainActor () -> SceneLifecycleDelegate)?
        /// Makes the main storyboard's initial controller, or answers `nil` when the app makes its
        /// window in code.
        var makeInitialViewController: @MainActor () -> ViewController?
        /// The window the launch made for an app without scenes (the storyboard's), kept as
        /// `UIApplicationMain` keeps it.
        var appWindow: Window?
    }

    /// Forgets the launch: no delegate, scenes or sessions, and the app active, as before any
    /// launch. Nothing is called.
    func resetLifecycle() {
        for scene in connectedScenes {
            scene.activationState = .unattached
            scene.session.scene = nil
        }
        connectedScenes = []
        openSessions = []
        delegate = nil
        lifecycle = nil
        applicationState = .active
    }

    /// Launches the app: the app delegate's launch, then, with scenes, one scene connected and
    /// brought to the foreground; without, the app made active.
    func performLaunch(
        delegate: ApplicationDelegate, options: [LaunchOptionsKey: Any]?,
        sceneDelegate: (@MainActor () -> SceneLifecycleDelegate)?, connectionOptions: Scene.ConnectionOptions,
        initialViewController: @escaping @MainActor () -> ViewController?
    ) {
        resetLifecycle()
        self.delegate = delegate
        lifecycle = Lifecycle(makeSceneDelegate: sceneDelegate, makeInitialViewController: initialViewController)
        // Apple: "At launch, the system puts the app in the inactive or background state,
        // depending on whether the UI is about to appear onscreen" — it is.
        applicationState = .inactive
        var appWindow: Window?
        if sceneDelegate == nil, let root = initialViewController() {
            // Apple, application(_:willFinishLaunchingWithOptions:): called after "its main
            // storyboard or nib file has been loaded"; the window is shown after the launch.
            let window = Window()
            window.rootViewController = root
            delegate.window = window
            appWindow = window
            lifecycle?.appWindow = window
        }
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        appWindow?.makeKeyAndVisible()
        NotificationCenter.default.post(
            name: Application.didFinishLaunchingNotification, object: self,
            userInfo: options.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) })
        if sceneDelegate != nil {
            let session = SceneSession(role: .windowApplication)
            openSessions.insert(session)
            connect(session, options: connectionOptions, asksForConfiguration: true)
            scenesWillEnterForeground()
            becomeActive()
        } else {
            becomeActive()
        }
    }

    /// Makes the scene of `session` and connects it: its delegate, the storyboard's window if
    /// any, `scene(_:willConnectTo:options:)` and `UIScene.willConnectNotification`.
    private func connect(_ session: SceneSession, options: Scene.ConnectionOptions, asksForConfiguration: Bool) {
        guard let makeSceneDelegate = lifecycle?.makeSceneDelegate else { return }
        if asksForConfiguration, let delegate {
            session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
        }
        let configuration = session.configuration
        let sceneType: Scene.Type
        if let sceneClass = configuration.sceneClass {
            guard let type = sceneClass as? Scene.Type else {
                preconditionFailure(
                    "UISceneConfiguration.sceneClass \(sceneClass) is not a subclass of UIScene")
            }
            sceneType = type
        } else {
            sceneType = WindowScene.self
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        let sceneDelegate = makeSceneDelegate()
        if let delegateClass = configuration.delegateClass, delegateClass != type(of: sceneDelegate) {
            preconditionFailure(
                "UISceneConfiguration.delegateClass is \(delegateClass) but the launch's scene delegate is a \(type(of: sceneDelegate)): OpenTableView makes the scene delegate the launch names (see Compatibility/Porting.md)"
            )
        }
        scene.delegate = sceneDelegate
        session.scene = scene
        connectedScenes.insert(scene)
        var storyboardWindow: Window?
        if let windowScene = scene as? WindowScene, let root = lifecycle?.makeInitialViewController() {
            // The storyboard's window is made and given to the delegate before it hears of the
            // scene (Xcode's template: "If using a storyboard, the `window` property will
            // automatically be initialized and attached to the scene"), and shown after.
            let window = Window(windowScene: windowScene)
            window.rootViewController = root
            windowScene.launchWindow = window
            (sceneDelegate as? WindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: Scene.willConnectNotification, object: scene)
        storyboardWindow?.makeKeyAndVisible()
    }

    /// Every scene not yet in the foreground hears `sceneWillEnterForeground(_:)` and becomes
    /// foreground-inactive.
    private func scenesWillEnterForeground() {
        for scene in orderedScenes where scene.activationState == .unattached || scene.activationState == .background {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: Scene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
    }

    /// The connected scenes in a stable order (one headless).
    private var orderedScenes: [Scene] {
        connectedScenes.sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
    }

    /// Whether the app's life cycle goes through scenes.
    private var usesScenes: Bool { lifecycle?.makeSceneDelegate != nil }

    /// From inactive to active: the scenes' `sceneDidBecomeActive(_:)` (with scenes) or the app
    /// delegate's `applicationDidBecomeActive(_:)`, then `didBecomeActiveNotification`.
    func becomeActive() {
        if usesScenes {
            for scene in orderedScenes where scene.activationState == .foregroundInactive {
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                NotificationCenter.default.post(name: Scene.didActivateNotification, object: scene)
            }
            applicationState = .active
        } else {
            applicationState = .active
            delegate?.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: Application.didBecomeActiveNotification, object: self)
    }

    /// From active to inactive: `sceneWillResignActive(_:)` or `applicationWillResignActive(_:)`,
    /// then `willResignActiveNotification`.
    func resignActive() {
        if usesScenes {
            for scene in orderedScenes where scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: Scene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            }
        } else {
            delegate?.applicationWillResignActive(self)
        }
        NotificationCenter.default.post(name: Application.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// From inactive to the background: `sceneDidEnterBackground(_:)` or
    /// `applicationDidEnterBackground(_:)`, then `didEnterBackgroundNotification`.
    func enterBackground() {
        if usesScenes {
            for scene in orderedScenes where scene.activationState == .foregroundInactive {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: Scene.didEnterBackgroundNotification, object: scene)
            }
            applicationState = .background
        } else {
            applicationState = .background
            delegate?.applicationDidEnterBackground(self)
        }
        NotificationCenter.default.post(name: Application.didEnterBackgroundNotification, object: self)
    }

    /// From the background to inactive: a session whose scene was disconnected is connected
    /// again, then `sceneWillEnterForeground(_:)` or `applicationWillEnterForeground(_:)`, then
    /// `willEnterForegroundNotification`.
    func enterForeground() {
        if usesScenes {
            for session in openSessions.sorted(by: { $0.persistentIdentifier < $1.persistentIdentifier })
            where session.scene == nil {
                connect(session, options: Scene.ConnectionOptions(), asksForConfiguration: false)
            }
            scenesWillEnterForeground()
        } else {
            delegate?.applicationWillEnterForeground(self)
        }
        NotificationCenter.default.post(name: Application.willEnterForegroundNotification, object: self)
        applicationState = .inactive
    }

    /// Disconnects the app's scenes, which are in the background: `sceneDidDisconnect(_:)` and
    /// `UIScene.didDisconnectNotification`; their sessions stay open unless `discardingSessions`,
    /// when the app delegate then hears `application(_:didDiscardSceneSessions:)`.
    func disconnectScenes(discardingSessions: Bool) {
        var discarded: Set<SceneSession> = []
        for scene in orderedScenes {
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: Scene.didDisconnectNotification, object: scene)
            scene.activationState = .unattached
            connectedScenes.remove(scene)
            scene.session.scene = nil
            if discardingSessions {
                openSessions.remove(scene.session)
                discarded.insert(scene.session)
            }
        }
        if !discarded.isEmpty {
            delegate?.application(self, didDiscardSceneSessions: discarded)
        }
    }
}
