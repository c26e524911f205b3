/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (the two methods table screens use).
///
/// Both are optional in UIKit; here each has a default implementation that does nothing, so a
/// conforming type implements only what it needs.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when the top controller is about to be shown: after its `viewWillAppear`, before its
    /// `viewDidAppear` (`Compatibility/Porting.md`, "Where UIKit is uncertain").
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called when the top controller has been shown, after its `viewDidAppear` and `didMove(toParent:)`.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing, as when UIKit's delegate does not implement the method.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}
