/// The app's delegate, as UIKit's `UIApplicationDelegate`: told when the app launches, asked for
/// the configuration of each scene, and, in an app without scenes, told of the app's foreground
/// and background transitions. Every member is optional, as in UIKit: the defaults do nothing and
/// answer as UIKit does when the delegate does not implement them.
///
/// On iOS the delegate class is marked `@main` and `UIApplicationMain` makes it; headless a library
/// has no `main`, so a test launches the app with `UIApplication.shared.simulate.launch(delegate:)`
/// (`Compatibility/Porting.md`, "The app delegate and `@main`").
/// ([UIApplicationDelegate](https://developer.apple.com/documentation/uikit/uiapplicationdelegate))
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's window in an app without scenes, as `UIApplicationDelegate.window`. The launch
    /// sets it when it makes the window for the app (the main storyboard's, see
    /// `simulate.launch`). Default: none.
    var window: Window? { get set }

    /// The launch has begun, as `application(_:willFinishLaunchingWithOptions:)`: called first,
    /// "after your app has been launched and its main storyboard or nib file has been loaded"
    /// (Apple). The result is ignored headless (on iOS `false` refuses a URL the app was opened
    /// with). Default `true`.
    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The launch is almost done, as `application(_:didFinishLaunchingWithOptions:)`. The result
    /// is ignored headless, as for ``application(_:willFinishLaunchingWithOptions:)``. Default
    /// `true`.
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The configuration of a scene about to be made, as
    /// `application(_:configurationForConnecting:options:)`. Default: a configuration with no
    /// name for the session's role, whose classes the launch fills in.
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration

    /// Sessions were discarded, as `application(_:didDiscardSceneSessions:)`: the user closed
    /// their scenes. Default: nothing.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)

    /// The app became active, as `applicationDidBecomeActive(_:)`. Called only in an app without
    /// scenes: "When you enable scene support in your app, iOS always uses your scene delegates"
    /// (Apple, "Managing your app's life cycle"). Default: nothing.
    func applicationDidBecomeActive(_ application: Application)

    /// The app is about to stop being active, as `applicationWillResignActive(_:)`. Only without
    /// scenes. Default: nothing.
    func applicationWillResignActive(_ application: Application)

    /// The app entered the background, as `applicationDidEnterBackground(_:)`. Only without
    /// scenes. Default: nothing.
    func applicationDidEnterBackground(_ application: Application)

    /// The app is about to enter the foreground, as `applicationWillEnterForeground(_:)`. Only
    /// without scenes, and not at launch. Default: nothing.
    func applicationWillEnterForeground(_ application: Application)
}

extension ApplicationDelegate {
    /// `nil`: the delegate declares no window.
    public var window: Window? {
        get { nil }
        // A delegate without the property keeps no window, as in UIKit.
        set {}
    }

    /// `true`, as UIKit when the delegate does not implement the method.
    public func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// `true`, as UIKit when the delegate does not implement the method.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// A configuration with no name for the session's role: the Info.plist's, whose delegate is
    /// the launch's scene delegate.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func applicationWillEnterForeground(_ application: Application) {}
}
