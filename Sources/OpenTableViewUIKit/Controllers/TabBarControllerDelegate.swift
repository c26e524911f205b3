/// What a tab bar controller asks and tells its delegate when the user taps a tab, as UIKit's
/// `UITabBarControllerDelegate` (the two methods screens use). Neither is called when the
/// selection changes in code, as Apple documents.
///
/// Both are optional in UIKit; here each has a default implementation, which behaves as a
/// missing method does.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`. The default returns `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after a tap selected `viewController`, also when it was already selected (as UIKit
    /// does since iOS 3).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Returns `true`, as when UIKit's delegate does not implement the method.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
