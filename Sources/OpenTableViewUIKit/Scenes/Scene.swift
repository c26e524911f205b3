import Foundation

/// One instance of the app's user interface, as UIKit's `UIScene`: connected to the app by its
/// ``session``, told of its life cycle through its ``delegate``.
///
/// Headless, a scene is connected by the app's test-facing launch
/// (`UIApplication.shared.simulate.launch(delegate:sceneDelegate:)`), which makes one
/// ``WindowScene`` for the app's one window, as an iPhone does; the transitions between the
/// ``ActivationState`` values come from the other gestures of `simulate` (`enterBackground()`,
/// `enterForeground()`, …), in UIKit's order (`Compatibility/Porting.md`, "The app and its scenes").
/// ([UIScene](https://developer.apple.com/documentation/uikit/uiscene))
@preconcurrency @MainActor
open class Scene: Responder {
    /// The session the scene belongs to, as `UIScene.session`.
    public let session: SceneSession

    /// The object told of the scene's life cycle, as `UIScene.delegate`. The scene keeps it
    /// (strongly, as UIKit's scene keeps the delegate it creates from the configuration's
    /// `delegateClass`).
    open var delegate: SceneLifecycleDelegate?

    /// Where the scene is in its life cycle, as `UIScene.activationState`: ``ActivationState/unattached``
    /// until it connects.
    public internal(set) var activationState: ActivationState = .unattached

    /// The scene's title, as `UIScene.title`, shown by the system's app switcher. Default `""`.
    /// Recorded only.
    open var title: String! = ""

    /// Creates a scene for `session`, as `UIScene.init(session:connectionOptions:)`. UIKit calls
    /// it, not the app; headless the launch does, with the configuration's `sceneClass` (hence
    /// `required`: Swift creates an object from a class value only through a required
    /// initializer; UIKit's is not marked required).
    public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The next responder, as UIKit's: the application.
    open override var next: Responder? { Application.shared }
}

extension Scene: Hashable {
    /// Scenes are equal when they are the same object, as `NSObject`'s `isEqual(_:)`.
    public nonisolated static func == (lhs: Scene, rhs: Scene) -> Bool { lhs === rhs }

    /// Hashes the scene's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
