import Foundation

extension Scene {
    /// Why a scene was connected, as UIKit's `UIScene.ConnectionOptions`: the URLs, activities or
    /// shortcut that opened it. Headless a scene is connected by a launch from the app's icon, so
    /// there is none of them: what a test can set is ``sourceApplication``.
    /// ([UIScene.ConnectionOptions](https://developer.apple.com/documentation/uikit/uiscene/connectionoptions))
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// The bundle identifier of the app that asked for the scene, as
        /// `UIScene.ConnectionOptions.sourceApplication`. Default `nil`.
        public let sourceApplication: String?

        /// The options of a launch; `sourceApplication` stands for the app that opened this one.
        /// An OpenTableView addition (UIKit makes them, apps never do).
        public init(sourceApplication: String? = nil) {
            self.sourceApplication = sourceApplication
        }
    }
}
