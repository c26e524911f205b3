import Foundation

/// The saved state of one of the app's scenes, as UIKit's `UISceneSession`: it outlives the scene
/// (a disconnected scene's session stays in `Application.openSessions`), and keeps the
/// configuration the scene was made from.
/// ([UISceneSession](https://developer.apple.com/documentation/uikit/uiscenesession))
@preconcurrency @MainActor
open class SceneSession {
    /// The scene of the session while it is connected, as `UISceneSession.scene`; `nil` after it
    /// disconnects.
    public internal(set) weak var scene: Scene?

    /// The kind of scene, as `UISceneSession.role`.
    public let role: Role

    /// The configuration the scene was made from, as `UISceneSession.configuration`: the one the
    /// app delegate's `application(_:configurationForConnecting:options:)` returned.
    public internal(set) var configuration: SceneConfiguration

    /// A string that identifies the session across launches, as
    /// `UISceneSession.persistentIdentifier`: a UUID's string headless.
    public let persistentIdentifier: String

    /// What the app keeps for the scene, as `UISceneSession.userInfo`. Default `nil`.
    open var userInfo: [String: Any]?

    /// A session of `role`, made by the app's launch.
    init(role: Role) {
        self.role = role
        self.configuration = SceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = UUID().uuidString
    }

    /// The kind of scene a session is for, as UIKit's `UISceneSession.Role` (same raw values).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main interactive window: the role of the scene the launch connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display. Never connected headless.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

extension SceneSession: Hashable {
    /// Sessions are equal when they are the same object, as `NSObject`'s `isEqual(_:)`.
    public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }

    /// Hashes the session's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
