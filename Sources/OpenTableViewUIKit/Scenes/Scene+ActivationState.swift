extension Scene {
    /// Where a scene is in its life cycle, as UIKit's `UIScene.ActivationState` (same raw values).
    /// ([UIScene.ActivationState](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum))
    public enum ActivationState: Int, Sendable, Hashable {
        /// Not connected to the app: "A scene starts in the unattached state and remains in that
        /// state until the system sends a connection notification to it" (Apple).
        case unattached = -1
        /// In the foreground and receiving events.
        case foregroundActive = 0
        /// In the foreground, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }
}
