/// Test-facing launch and transitions of the app: what iOS does when the user opens the app,
/// leaves it and comes back. An OpenTableView addition: on iOS, `UIApplicationMain` and the system
/// drive these (`Compatibility/Porting.md`, "The app delegate and `@main`").
///
/// ```swift
/// UIApplication.shared.simulate.launch(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
/// let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate
/// UIApplication.shared.simulate.enterBackground()
/// UIApplication.shared.simulate.enterForeground()
/// ```
extension Simulation where Base: Application {
    /// Launches an app with scenes, as iOS does when the user taps its icon, in this order:
    ///
    /// 1. `application(_:willFinishLaunchingWithOptions:)`, then
    ///    `application(_:didFinishLaunchingWithOptions:)`, then
    ///    `UIApplication.didFinishLaunchingNotification`; the app is ``Application/State/inactive``.
    /// 2. `application(_:configurationForConnecting:options:)` for a new session of role
    ///    `.windowApplication`; a scene of the configuration's `sceneClass` (a ``WindowScene`` by
    ///    default) whose delegate `sceneDelegate` makes (the Info.plist's scene delegate class);
    ///    with `initialViewController`, a window in the scene with that root, given to the
    ///    delegate's `window`; `scene(_:willConnectTo:options:)`, `UIScene.willConnectNotification`;
    ///    the storyboard's window made key and visible.
    /// 3. `sceneWillEnterForeground(_:)`, `UIScene.willEnterForegroundNotification` (foreground
    ///    inactive); `sceneDidBecomeActive(_:)`, `UIScene.didActivateNotification` (foreground
    ///    active), then the app ``Application/State/active`` and
    ///    `UIApplication.didBecomeActiveNotification`.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate (the `@main` class on iOS), kept as ``Application/delegate``.
    ///   - sceneDelegate: Makes the scene delegate, the class the Info.plist's scene manifest names
    ///     (evaluated for each scene connected). A configuration that names a `delegateClass` must
    ///     name this one's class.
    ///   - options: The launch options the app delegate receives. Default `nil`, as for a launch
    ///     from the app's icon.
    ///   - connectionOptions: The options of the scene's connection.
    ///   - initialViewController: The main storyboard's initial controller, for an app whose
    ///     storyboard makes its window (Xcode's template); `nil` (the default) when the scene
    ///     delegate makes the window in code.
    ///
    /// A launch replaces any earlier one: its delegate, scenes and sessions are forgotten without
    /// being called, as a new process would start.
    public func launch(
        delegate: ApplicationDelegate, sceneDelegate: @autoclosure @escaping @MainActor () -> SceneLifecycleDelegate,
        options: [Application.LaunchOptionsKey: Any]? = nil,
        connectionOptions: Scene.ConnectionOptions = Scene.ConnectionOptions(),
        initialViewController: @autoclosure @escaping @MainActor () -> ViewController? = nil
    ) {
        base.performLaunch(
            delegate: delegate, options: options, sceneDelegate: sceneDelegate, connectionOptions: connectionOptions,
            initialViewController: initialViewController)
    }

    /// Launches an app without scenes (no scene manifest: its window belongs to the app delegate),
    /// in this order: with `initialViewController`, a window with that root given to the
    /// delegate's `window` (the main storyboard's); `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`; the storyboard's window made key and
    /// visible; `UIApplication.didFinishLaunchingNotification`; then the app
    /// ``Application/State/active``, `applicationDidBecomeActive(_:)` and
    /// `UIApplication.didBecomeActiveNotification`.
    ///
    /// A launch replaces any earlier one, as ``launch(delegate:sceneDelegate:options:connectionOptions:initialViewController:)``.
    public func launch(
        delegate: ApplicationDelegate, options: [Application.LaunchOptionsKey: Any]? = nil,
        initialViewController: @autoclosure @escaping @MainActor () -> ViewController? = nil
    ) {
        base.performLaunch(
            delegate: delegate, options: options, sceneDelegate: nil, connectionOptions: Scene.ConnectionOptions(),
            initialViewController: initialViewController)
    }

    /// The app stops being active but stays on screen, as when the user pulls down Notification
    /// Center or a call comes in: `sceneWillResignActive(_:)` and
    /// `UIScene.willDeactivateNotification` (or, without scenes, `applicationWillResignActive(_:)`),
    /// then `UIApplication.willResignActiveNotification`; the app is
    /// ``Application/State/inactive``. Traps unless the launched app is active.
    public func resignActive() {
        requireState(.active, for: "resignActive()")
        base.resignActive()
    }

    /// The app becomes active again after ``resignActive()``: `sceneDidBecomeActive(_:)` and
    /// `UIScene.didActivateNotification` (or `applicationDidBecomeActive(_:)`), then
    /// `UIApplication.didBecomeActiveNotification`. Traps unless the launched app is inactive.
    public func becomeActive() {
        requireState(.inactive, for: "becomeActive()")
        base.becomeActive()
    }

    /// The user leaves the app (home gesture, another app): an active app first resigns active as
    /// in ``resignActive()``, then `sceneDidEnterBackground(_:)` and
    /// `UIScene.didEnterBackgroundNotification` (or `applicationDidEnterBackground(_:)`), then
    /// `UIApplication.didEnterBackgroundNotification`; the app is
    /// ``Application/State/background``. Traps when the app is not launched or already in the
    /// background.
    public func enterBackground() {
        requireLaunch(for: "enterBackground()")
        precondition(
            base.applicationState != .background,
            "simulate.enterBackground(): the app is already in the background")
        if base.applicationState == .active { base.resignActive() }
        base.enterBackground()
    }

    /// The user returns to the app: a session whose scene was disconnected gets a new scene
    /// (connected as at launch, with its saved configuration); `sceneWillEnterForeground(_:)` and
    /// `UIScene.willEnterForegroundNotification` (or `applicationWillEnterForeground(_:)`), then
    /// `UIApplication.willEnterForegroundNotification`; then the app becomes active as in
    /// ``becomeActive()``. Traps unless the launched app is in the background.
    public func enterForeground() {
        requireState(.background, for: "enterForeground()")
        base.enterForeground()
        base.becomeActive()
    }

    /// The system disconnects the app's scene in the background to reclaim its memory (or, with
    /// `discardingSession`, the user closes it in the app switcher): `sceneDidDisconnect(_:)` and
    /// `UIScene.didDisconnectNotification`; the scene leaves ``Application/connectedScenes``. Its
    /// session stays in ``Application/openSessions`` and ``enterForeground()`` connects a new
    /// scene to it; a discarded session leaves, and the app delegate hears
    /// `application(_:didDiscardSceneSessions:)`. Traps unless the launched app has scenes and is
    /// in the background.
    public func disconnectScene(discardingSession: Bool = false) {
        requireState(.background, for: "disconnectScene(discardingSession:)")
        precondition(
            !base.connectedScenes.isEmpty,
            "simulate.disconnectScene(discardingSession:): the app has no connected scene")
        base.disconnectScenes(discardingSessions: discardingSession)
    }

    private func requireLaunch(for gesture: String) {
        precondition(
            base.lifecycle != nil,
            "simulate.\(gesture): the app was not launched; call UIApplication.shared.simulate.launch(delegate:) first")
    }

    private func requireState(_ state: Application.State, for gesture: String) {
        requireLaunch(for: gesture)
        precondition(
            base.applicationState == state,
            "simulate.\(gesture): the app is \(base.applicationState), not \(state)")
    }
}
