/// The object told of a scene's life cycle, as UIKit's `UISceneDelegate`. Every method is
/// optional, as in UIKit: the defaults do nothing.
///
/// Named `SceneLifecycleDelegate`, not `SceneDelegate`, because `SceneDelegate` is the name of the
/// app's own class in every Xcode project: the shim spells this protocol `UISceneDelegate`.
/// ([UISceneDelegate](https://developer.apple.com/documentation/uikit/uiscenedelegate))
@preconcurrency @MainActor
public protocol SceneLifecycleDelegate: AnyObject {
    /// The scene is being connected to the app, as `scene(_:willConnectTo:options:)`: where an app
    /// makes its window (`UIWindow(windowScene:)`) and root controller.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)

    /// The scene was disconnected from the app, as `sceneDidDisconnect(_:)`; its session stays
    /// open.
    func sceneDidDisconnect(_ scene: Scene)

    /// The scene is now active (foreground, receiving events), as `sceneDidBecomeActive(_:)`.
    func sceneDidBecomeActive(_ scene: Scene)

    /// The scene is about to stop being active, as `sceneWillResignActive(_:)`.
    func sceneWillResignActive(_ scene: Scene)

    /// The scene is about to enter the foreground, as `sceneWillEnterForeground(_:)`: at launch
    /// and on every return from the background.
    func sceneWillEnterForeground(_ scene: Scene)

    /// The scene entered the background, as `sceneDidEnterBackground(_:)`.
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneLifecycleDelegate {
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func scene(
        _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
    ) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func sceneDidEnterBackground(_ scene: Scene) {}
}

/// The delegate of a ``WindowScene``, as UIKit's `UIWindowSceneDelegate`: a scene delegate with the
/// scene's main ``window``.
/// ([UIWindowSceneDelegate](https://developer.apple.com/documentation/uikit/uiwindowscenedelegate))
@preconcurrency @MainActor
public protocol WindowSceneDelegate: SceneLifecycleDelegate {
    /// The scene's main window, as `UIWindowSceneDelegate.window`. Optional, as in UIKit: a
    /// delegate that does not declare it has none (the default getter answers `nil` and the
    /// setter forgets). The launch sets it when it makes the window for the app (the
    /// storyboard's, see `simulate.launch`).
    var window: Window? { get set }
}

extension WindowSceneDelegate {
    /// `nil`: the delegate declares no window.
    public var window: Window? {
        get { nil }
        // A delegate without the property keeps no window, as in UIKit.
        set {}
    }
}
