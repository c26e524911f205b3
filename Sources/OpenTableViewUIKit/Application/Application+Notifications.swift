import Foundation

extension Application {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returned, with the app as the
    /// object and the launch options as `userInfo` (when there are any), as
    /// `UIApplication.didFinishLaunchingNotification`.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active, as `UIApplication.didBecomeActiveNotification`; in an app
    /// with scenes too, after the scene's own notification.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active, as
    /// `UIApplication.willResignActiveNotification`.
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background, as `UIApplication.didEnterBackgroundNotification`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background, as
    /// `UIApplication.willEnterForegroundNotification`. Not at launch.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
}
