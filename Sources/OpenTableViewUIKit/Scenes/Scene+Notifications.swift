import Foundation

extension Scene {
    /// Posted after the scene's delegate heard `scene(_:willConnectTo:options:)`, with the scene as
    /// the object, as `UIScene.willConnectNotification`.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`, as `UIScene.didDisconnectNotification`.
    public nonisolated static let didDisconnectNotification = Notification.Name(
        "UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`, as `UIScene.didActivateNotification`.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`, as `UIScene.willDeactivateNotification`.
    public nonisolated static let willDeactivateNotification = Notification.Name(
        "UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`, as `UIScene.willEnterForegroundNotification`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`, as `UIScene.didEnterBackgroundNotification`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
