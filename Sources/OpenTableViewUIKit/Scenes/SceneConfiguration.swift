/// What a scene is made from, as UIKit's `UISceneConfiguration`: the classes of the scene and its
/// delegate, and a name that on iOS picks the entry of the Info.plist's scene manifest.
///
/// Headless there is no Info.plist: a configuration whose ``delegateClass`` is `nil` gets the
/// scene delegate the test's launch names (`simulate.launch(delegate:sceneDelegate:)`), standing
/// for the manifest's `UISceneDelegateClassName`; one that names a class must name that
/// delegate's class (Swift cannot make an object from a class value without the Objective-C
/// runtime, so the launch makes it).
/// ([UISceneConfiguration](https://developer.apple.com/documentation/uikit/uisceneconfiguration))
@preconcurrency @MainActor
open class SceneConfiguration {
    /// The configuration's name, as `UISceneConfiguration.name`: on iOS, the Info.plist entry it
    /// reads (Xcode's template says `"Default Configuration"`). Recorded only.
    public let name: String?

    /// The role of the scenes made from the configuration, as `UISceneConfiguration.role`.
    public let role: SceneSession.Role

    /// The class of the scene's delegate, as `UISceneConfiguration.delegateClass`. Default `nil`:
    /// the launch's scene delegate.
    open var delegateClass: AnyClass?

    /// The class of the scene, as `UISceneConfiguration.sceneClass`: a ``Scene`` subclass. Default
    /// `nil`: a ``WindowScene``, for the ``SceneSession/Role/windowApplication`` role.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for scenes of `sessionRole`, as
    /// `UISceneConfiguration(name:sessionRole:)`.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
