import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// What the app delegates, the scene and the notifications hear, in order.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
    private var observers: [NSObjectProtocol] = []

    static let applicationNotifications: [Notification.Name] = [
        Application.didFinishLaunchingNotification, Application.didBecomeActiveNotification,
        Application.willResignActiveNotification, Application.didEnterBackgroundNotification,
        Application.willEnterForegroundNotification,
    ]
    static let sceneNotifications: [Notification.Name] = [
        Scene.willConnectNotification, Scene.didDisconnectNotification, Scene.didActivateNotification,
        Scene.willDeactivateNotification, Scene.willEnterForegroundNotification, Scene.didEnterBackgroundNotification,
    ]

    /// Records every life-cycle notification as its name without the "Notification" suffix.
    func observeNotifications() {
        for name in Self.applicationNotifications + Self.sceneNotifications {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                    MainActor.assumeIsolated { self?.entries.append("🔔 \(short)") }
                })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

/// An app delegate that records what it hears and the app's state when it hears it.
class RecordingAppDelegate: Responder, ApplicationDelegate {
    let log: LifecycleLog
    var window: Window?
    var launchOptions: [Application.LaunchOptionsKey: Any]?
    var makeConfiguration: ((SceneSession) -> SceneConfiguration)?
    var discarded: Set<SceneSession> = []

    init(log: LifecycleLog) {
        self.log = log
        super.init()
    }

    private func record(_ event: String, _ application: Application) {
        log.entries.append("app \(event) (\(application.applicationState))")
    }

    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("willFinishLaunching", application)
        return true
    }

    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        self.launchOptions = launchOptions
        record("didFinishLaunching", application)
        return true
    }

    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        record("configurationForConnecting", application)
        return makeConfiguration?(connectingSceneSession)
            ?? SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        discarded = sceneSessions
        record("didDiscardSceneSessions", application)
    }

    func applicationDidBecomeActive(_ application: Application) { record("didBecomeActive", application) }
    func applicationWillResignActive(_ application: Application) { record("willResignActive", application) }
    func applicationDidEnterBackground(_ application: Application) { record("didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: Application) { record("willEnterForeground", application) }
}

/// A scene delegate written as Xcode's template writes one when the app has no storyboard: it
/// makes the window in `scene(_:willConnectTo:options:)`.
final class RecordingSceneDelegate: Responder, WindowSceneDelegate {
    let log: LifecycleLog
    var window: Window?
    /// Makes the root in code; `nil` leaves the window to the storyboard.
    var makeRoot: (() -> ViewController)?

    init(log: LifecycleLog, makeRoot: (() -> ViewController)? = nil) {
        self.log = log
        self.makeRoot = makeRoot
        super.init()
    }

    private func record(_ event: String, _ scene: Scene) {
        log.entries.append("scene \(event) (\(scene.activationState))")
    }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    {
        record("willConnectTo", scene)
        guard let windowScene = (scene as? WindowScene), let makeRoot else { return }
        window = Window(windowScene: windowScene)
        window?.rootViewController = makeRoot()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: Scene) { record("didDisconnect", scene) }
    func sceneDidBecomeActive(_ scene: Scene) { record("didBecomeActive", scene) }
    func sceneWillResignActive(_ scene: Scene) { record("willResignActive", scene) }
    func sceneWillEnterForeground(_ scene: Scene) { record("willEnterForeground", scene) }
    func sceneDidEnterBackground(_ scene: Scene) { record("didEnterBackground", scene) }
}

/// A root controller that records its appearance in the same log.
final class LoggingRootController: ViewController {
    var log: LifecycleLog?
    override func viewDidLoad() {
        super.viewDidLoad()
        log?.entries.append("root viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?.entries.append("root viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?.entries.append("root viewDidAppear")
    }
}

/// The app's life cycle: `simulate.launch` and the transitions, in the order Apple's "Managing your
/// app's life cycle" gives (with scenes, "iOS always uses your scene delegates"; the app delegate
/// hears the launch and configures the scenes) and the order `Compatibility/Porting.md` ("The app
/// and its scenes") chooses where Apple is silent. Serialized: the app is the process's.
@MainActor
@Suite(.serialized) struct AppLifecycleTests {
    let log = LifecycleLog()
    let app = Application.shared

    /// Starts from a fresh app and records the notifications. Called at the start of each test
    /// body, not in `init`: other suites launch the app too, and a test body runs on the main
    /// actor without a suspension, so nothing else posts while it records.
    private func begin() {
        Application.shared.resetForTesting()
        log.observeNotifications()
    }

    private func finish() {
        log.stopObserving()
        app.resetForTesting()
    }

    // MARK: An app with scenes

    @Test func aLaunchRunsTheAppDelegateThenConnectsOneSceneAndBringsItToTheForeground() throws {
        begin()
        defer { finish() }
        let appDelegate = RecordingAppDelegate(log: log)
        app.simulate.launch(delegate: appDelegate, sceneDelegate: RecordingSceneDelegate(log: self.log))
        // Apple, "Managing your app's life cycle": a scene starts unattached, connects, enters the
        // foreground (inactive) and becomes active; sceneWillEnterForeground(_:) "occurs both for
        // newly created and connected scenes"; the app delegate hears only the launch and the
        // scene's configuration.
        expectEqual(
            log.entries,
            [
                "app willFinishLaunching (inactive)",
                "app didFinishLaunching (inactive)",
                "🔔 UIApplicationDidFinishLaunching",
                "app configurationForConnecting (inactive)",
                "scene willConnectTo (unattached)",
                "🔔 UISceneWillConnect",
                "scene willEnterForeground (unattached)",
                "🔔 UISceneWillEnterForeground",
                "scene didBecomeActive (foregroundActive)",
                "🔔 UISceneDidActivate",
                "🔔 UIApplicationDidBecomeActive",
            ])
        expectEqual(app.applicationState, .active)
        expectIdentical(app.delegate, appDelegate)
        let scene = try #require(app.connectedScenes.first as? WindowScene)
        expectEqual(app.connectedScenes.count, 1)
        expectEqual(scene.activationState, .foregroundActive)
        expectEqual(app.openSessions, [scene.session])
        expectIdentical(scene.session.scene, scene)
        expectEqual(scene.session.role, .windowApplication)
        expectEqual(scene.session.configuration.name, "Default Configuration")
        expectNotEqual(UUID(uuidString: scene.session.persistentIdentifier), nil)
        expectEqual(scene.session.userInfo, nil)
    }

    @Test func suitesReachTheSceneDelegateAndTheRootControllerThroughTheConnectedScene() throws {
        begin()
        defer { finish() }
        let root = LoggingRootController()
        root.log = log
        app.simulate.launch(
            delegate: RecordingAppDelegate(log: log), sceneDelegate: RecordingSceneDelegate(log: self.log) { root })
        // What real suites write: `UIApplication.shared.connectedScenes.first?.delegate as?
        // SceneDelegate` and `(… as? UIWindowScene)?.windows.first?.rootViewController`.
        let sceneDelegate = try #require(app.connectedScenes.first?.delegate as? RecordingSceneDelegate)
        let windowScene = try #require(app.connectedScenes.first as? WindowScene)
        expectIdentical(windowScene.windows.first?.rootViewController, root)
        expectIdentical(sceneDelegate.window, windowScene.windows.first)
        expectIdentical(windowScene.keyWindow, sceneDelegate.window)
        let window = try #require(sceneDelegate.window)
        expectIdentical(window.windowScene, windowScene)
        #expect(window.isKeyWindow && !window.isHidden)
        expectEqual(window.frame, Window.defaultFrame)
        expectEqual(window.safeAreaInsets, Window.defaultSafeAreaInsets)
        expectEqual(root.view.frame, Window.defaultFrame)
        // The window is shown from scene(_:willConnectTo:options:), before the scene enters the
        // foreground.
        expectEqual(
            Array(log.entries.prefix(8)),
            [
                "app willFinishLaunching (inactive)", "app didFinishLaunching (inactive)",
                "🔔 UIApplicationDidFinishLaunching", "app configurationForConnecting (inactive)",
                "scene willConnectTo (unattached)", "root viewDidLoad", "root viewWillAppear", "root viewDidAppear",
            ])
        expectIdentical(windowScene.screen, Screen.main)
        expectEqual(windowScene.traitCollection, window.traitCollection)
    }

    @Test func leavingAndReturningMoveTheSceneThroughTheBackgroundInOrder() {
        begin()
        defer { finish() }
        let appDelegate = RecordingAppDelegate(log: log)
        app.simulate.launch(delegate: appDelegate, sceneDelegate: RecordingSceneDelegate(log: self.log))
        log.entries = []
        app.simulate.enterBackground()
        expectEqual(
            log.entries,
            [
                "scene willResignActive (foregroundActive)", "🔔 UISceneWillDeactivate",
                "🔔 UIApplicationWillResignActive",
                "scene didEnterBackground (background)", "🔔 UISceneDidEnterBackground",
                "🔔 UIApplicationDidEnterBackground",
            ])
        expectEqual(app.applicationState, .background)
        expectEqual(app.connectedScenes.first?.activationState, .background)
        log.entries = []
        app.simulate.enterForeground()
        expectEqual(
            log.entries,
            [
                "scene willEnterForeground (background)", "🔔 UISceneWillEnterForeground",
                "🔔 UIApplicationWillEnterForeground",
                "scene didBecomeActive (foregroundActive)", "🔔 UISceneDidActivate",
                "🔔 UIApplicationDidBecomeActive",
            ])
        expectEqual(app.applicationState, .active)
        log.entries = []
        app.simulate.resignActive()
        expectEqual(app.applicationState, .inactive)
        expectEqual(app.connectedScenes.first?.activationState, .foregroundInactive)
        app.simulate.becomeActive()
        expectEqual(
            log.entries,
            [
                "scene willResignActive (foregroundActive)", "🔔 UISceneWillDeactivate",
                "🔔 UIApplicationWillResignActive",
                "scene didBecomeActive (foregroundActive)", "🔔 UISceneDidActivate",
                "🔔 UIApplicationDidBecomeActive",
            ])
        // With scenes, the app delegate hears none of the transitions.
        #expect(!log.entries.contains { $0.hasPrefix("app ") })
    }

    @Test func aDisconnectedSceneIsConnectedAgainOnReturnAndADiscardedSessionIsReported() throws {
        begin()
        defer { finish() }
        let appDelegate = RecordingAppDelegate(log: log)
        app.simulate.launch(delegate: appDelegate, sceneDelegate: RecordingSceneDelegate(log: self.log))
        let first = try #require(app.connectedScenes.first)
        let session = first.session
        app.simulate.enterBackground()
        log.entries = []
        // Apple, sceneDidDisconnect(_:): the scene "may reconnect later, as its session was not
        // necessarily discarded".
        app.simulate.disconnectScene()
        expectEqual(log.entries, ["scene didDisconnect (background)", "🔔 UISceneDidDisconnect"])
        #expect(app.connectedScenes.isEmpty)
        expectEqual(app.openSessions, [session])
        expectEqual(session.scene, nil)
        expectEqual(first.activationState, .unattached)
        log.entries = []
        app.simulate.enterForeground()
        // The session's configuration is kept: the app delegate is not asked again.
        expectEqual(
            log.entries,
            [
                "scene willConnectTo (unattached)", "🔔 UISceneWillConnect",
                "scene willEnterForeground (unattached)", "🔔 UISceneWillEnterForeground",
                "🔔 UIApplicationWillEnterForeground",
                "scene didBecomeActive (foregroundActive)", "🔔 UISceneDidActivate",
                "🔔 UIApplicationDidBecomeActive",
            ])
        let second = try #require(app.connectedScenes.first)
        expectNotIdentical(second, first)
        expectIdentical(second.session, session)
        expectNotIdentical(second.delegate, first.delegate)
        app.simulate.enterBackground()
        log.entries = []
        app.simulate.disconnectScene(discardingSession: true)
        expectEqual(
            log.entries,
            [
                "scene didDisconnect (background)", "🔔 UISceneDidDisconnect",
                "app didDiscardSceneSessions (background)",
            ])
        expectEqual(appDelegate.discarded, [session])
        #expect(app.openSessions.isEmpty)
    }

    @Test func theConfigurationPicksTheSceneClassAndNamesTheDelegateClass() throws {
        begin()
        defer { finish() }
        final class ListScene: WindowScene {}
        let appDelegate = RecordingAppDelegate(log: log)
        appDelegate.makeConfiguration = { session in
            let configuration = SceneConfiguration(name: "Lists", sessionRole: session.role)
            configuration.sceneClass = ListScene.self
            configuration.delegateClass = RecordingSceneDelegate.self
            return configuration
        }
        app.simulate.launch(
            delegate: appDelegate, sceneDelegate: RecordingSceneDelegate(log: self.log),
            connectionOptions: Scene.ConnectionOptions(sourceApplication: "com.example.mail"))
        let scene = try #require(app.connectedScenes.first)
        #expect(scene is ListScene)
        expectEqual(scene.session.configuration.name, "Lists")
        expectEqual(scene.session.configuration.role, .windowApplication)
        #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
        #expect(scene.delegate is RecordingSceneDelegate)
        scene.session.userInfo = ["list": "Groceries"]
        expectEqual(scene.session.userInfo?["list"] as? String, "Groceries")
    }

    @Test func aStoryboardAppGetsItsWindowBeforeTheSceneConnectsAndShownAfter() throws {
        begin()
        defer { finish() }
        let root = LoggingRootController()
        root.log = log
        let sceneDelegate = RecordingSceneDelegate(log: log)
        app.simulate.launch(
            delegate: RecordingAppDelegate(log: log), sceneDelegate: sceneDelegate, initialViewController: root)
        // Xcode's template: "If using a storyboard, the `window` property will automatically be
        // initialized and attached to the scene."
        expectEqual(
            Array(log.entries[3...7]),
            [
                "app configurationForConnecting (inactive)", "root viewDidLoad", "scene willConnectTo (unattached)",
                "🔔 UISceneWillConnect", "root viewWillAppear",
            ])
        let window = try #require(sceneDelegate.window)
        expectIdentical(window.rootViewController, root)
        #expect(window.isKeyWindow)
        expectEqual((app.connectedScenes.first as? WindowScene)?.windows, [window])
    }

    // MARK: An app without scenes

    @Test func anAppWithoutScenesMakesItsWindowInTheAppDelegateAndHearsTheTransitions() throws {
        begin()
        defer { finish() }
        final class OldStyleAppDelegate: RecordingAppDelegate {
            override func application(
                _ application: Application,
                didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
            ) -> Bool {
                _ = super.application(application, didFinishLaunchingWithOptions: launchOptions)
                window = Window(frame: Screen.main.bounds)
                window?.rootViewController = ViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }
        let appDelegate = OldStyleAppDelegate(log: log)
        app.simulate.launch(delegate: appDelegate)
        // Apple (app-based life cycle): at launch the app goes to inactive, then to active;
        // applicationWillEnterForeground(_:) is for a return from the background only.
        expectEqual(
            log.entries,
            [
                "app willFinishLaunching (inactive)", "app didFinishLaunching (inactive)",
                "🔔 UIApplicationDidFinishLaunching",
                "app didBecomeActive (active)", "🔔 UIApplicationDidBecomeActive",
            ])
        #expect(app.connectedScenes.isEmpty && app.openSessions.isEmpty)
        expectEqual(appDelegate.window?.isKeyWindow, true)
        expectEqual(appDelegate.window?.windowScene, nil)
        log.entries = []
        app.simulate.enterBackground()
        app.simulate.enterForeground()
        expectEqual(
            log.entries,
            [
                "app willResignActive (active)", "🔔 UIApplicationWillResignActive",
                "app didEnterBackground (background)", "🔔 UIApplicationDidEnterBackground",
                "app willEnterForeground (background)", "🔔 UIApplicationWillEnterForeground",
                "app didBecomeActive (active)", "🔔 UIApplicationDidBecomeActive",
            ])
    }

    @Test func aStoryboardAppWithoutScenesGetsItsWindowBeforeWillFinishLaunching() throws {
        begin()
        defer { finish() }
        final class CheckingAppDelegate: RecordingAppDelegate {
            var windowAtWillFinish: Window?
            override func application(
                _ application: Application,
                willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
            ) -> Bool {
                windowAtWillFinish = window
                expectEqual(window?.isHidden, true)
                return super.application(application, willFinishLaunchingWithOptions: launchOptions)
            }
        }
        let root = ViewController()
        let appDelegate = CheckingAppDelegate(log: log)
        app.simulate.launch(delegate: appDelegate, initialViewController: root)
        // Apple, application(_:willFinishLaunchingWithOptions:): called after "its main
        // storyboard or nib file has been loaded".
        expectIdentical(appDelegate.windowAtWillFinish?.rootViewController, root)
        expectEqual(appDelegate.window?.isKeyWindow, true)
        expectEqual(appDelegate.window?.isHidden, false)
    }

    @Test func theLaunchOptionsReachTheAppDelegateAndTheNotification() throws {
        begin()
        defer { finish() }
        let log = self.log
        let observer = NotificationCenter.default.addObserver(
            forName: Application.didFinishLaunchingNotification, object: nil, queue: nil
        ) { note in
            let url = note.userInfo?[Application.LaunchOptionsKey.url] as? URL
            MainActor.assumeIsolated { log.entries.append("userInfo url \(url?.absoluteString ?? "none")") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let url = try #require(URL(string: "lists://open/groceries"))
        let appDelegate = RecordingAppDelegate(log: log)
        app.simulate.launch(delegate: appDelegate, options: [.url: url, .sourceApplication: "com.apple.mobilesafari"])
        expectEqual(appDelegate.launchOptions?[.url] as? URL, url)
        expectEqual(appDelegate.launchOptions?[.sourceApplication] as? String, "com.apple.mobilesafari")
        #expect(log.entries.contains("userInfo url lists://open/groceries"))
        expectEqual(Application.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
    }

    // MARK: Windows, responders, reset

    @Test func aWindowMovesBetweenScenesAndLeavesTheOneItWasIn() throws {
        begin()
        defer { finish() }
        app.simulate.launch(
            delegate: RecordingAppDelegate(log: log), sceneDelegate: RecordingSceneDelegate(log: self.log))
        let scene = try #require(app.connectedScenes.first as? WindowScene)
        let first = Window(windowScene: scene)
        let second = Window()
        expectEqual(scene.windows, [first])
        #expect(first.isHidden)
        second.windowScene = scene
        expectEqual(scene.windows, [first, second])
        first.windowScene = nil
        expectEqual(scene.windows, [second])
        expectEqual(scene.keyWindow, nil)
        second.makeKeyAndVisible()
        expectIdentical(scene.keyWindow, second)
    }

    @Test func theResponderChainGoesFromTheSceneToTheAppAndItsDelegate() throws {
        begin()
        defer { finish() }
        let appDelegate = RecordingAppDelegate(log: log)
        expectEqual(app.next, nil)
        app.simulate.launch(delegate: appDelegate, sceneDelegate: RecordingSceneDelegate(log: self.log))
        let scene = try #require(app.connectedScenes.first)
        // Apple, "Using responders and the responder chain to handle events": "The app object's
        // next responder is the app delegate, but only if the app delegate is an instance of
        // UIResponder".
        expectIdentical(scene.next, app)
        expectIdentical(app.next, appDelegate)
    }

    @Test func resettingForgetsTheLaunch() {
        begin()
        defer { finish() }
        app.simulate.launch(
            delegate: RecordingAppDelegate(log: log), sceneDelegate: RecordingSceneDelegate(log: self.log))
        app.simulate.enterBackground()
        log.entries = []
        app.resetForTesting()
        #expect(log.entries.isEmpty)
        expectEqual(app.delegate, nil)
        #expect(app.connectedScenes.isEmpty && app.openSessions.isEmpty)
        expectEqual(app.applicationState, .active)
        #expect(!app.supportsMultipleScenes)
    }

    @Test func theStatesAndNamesHaveUIKitsRawValues() {
        expectEqual(Scene.ActivationState.unattached.rawValue, -1)
        expectEqual(Scene.ActivationState.foregroundActive.rawValue, 0)
        expectEqual(Scene.ActivationState.foregroundInactive.rawValue, 1)
        expectEqual(Scene.ActivationState.background.rawValue, 2)
        expectEqual(SceneSession.Role.windowApplication.rawValue, "UIWindowSceneSessionRoleApplication")
        expectEqual(Application.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        expectEqual(Scene.willConnectNotification.rawValue, "UISceneWillConnectNotification")
    }
}

/// Misuse of the test-facing life cycle traps with a message naming the gesture, in a child
/// process. Serialized, as the other exit tests are.
@Suite(.serialized) struct AppLifecycleExitTests {
    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func enteringTheForegroundOfAnActiveAppTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = LifecycleLog()
                Application.shared.simulate.launch(
                    delegate: RecordingAppDelegate(log: log), sceneDelegate: RecordingSceneDelegate(log: log))
                Application.shared.simulate.enterForeground()
            }
        }
        #expect(Self.stderr(result).contains("simulate.enterForeground(): the app is active, not background"))
    }

    @Test func aConfigurationNamingAnotherDelegateClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class OtherSceneDelegate: Responder, WindowSceneDelegate {}
                let log = LifecycleLog()
                let appDelegate = RecordingAppDelegate(log: log)
                appDelegate.makeConfiguration = { session in
                    let configuration = SceneConfiguration(name: nil, sessionRole: session.role)
                    configuration.delegateClass = OtherSceneDelegate.self
                    return configuration
                }
                Application.shared.simulate.launch(
                    delegate: appDelegate, sceneDelegate: RecordingSceneDelegate(log: log))
            }
        }
        let message = Self.stderr(result)
        #expect(message.contains("UISceneConfiguration.delegateClass is OtherSceneDelegate"))
        #expect(message.contains("but the launch's scene delegate is a RecordingSceneDelegate"))
    }
}
