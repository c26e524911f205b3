#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's app delegate and scenes.
    // `Tests/CompatibilityTests/APICoverage+Scenes.swift` references every one of them.

    /// UIKit's `UIApplicationDelegate`: OpenTableView's ``ApplicationDelegate``.
    public typealias UIApplicationDelegate = ApplicationDelegate
    /// UIKit's `UIScene`: OpenTableView's ``Scene``.
    public typealias UIScene = Scene
    /// UIKit's `UIWindowScene`: OpenTableView's ``WindowScene``.
    public typealias UIWindowScene = WindowScene
    /// UIKit's `UISceneDelegate`: OpenTableView's ``SceneLifecycleDelegate`` (named so that an
    /// app's own `SceneDelegate` class keeps its name).
    public typealias UISceneDelegate = SceneLifecycleDelegate
    /// UIKit's `UIWindowSceneDelegate`: OpenTableView's ``WindowSceneDelegate``.
    public typealias UIWindowSceneDelegate = WindowSceneDelegate
    /// UIKit's `UISceneSession`: OpenTableView's ``SceneSession``.
    public typealias UISceneSession = SceneSession
    /// UIKit's `UISceneConfiguration`: OpenTableView's ``SceneConfiguration``.
    public typealias UISceneConfiguration = SceneConfiguration
#endif
