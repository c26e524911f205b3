import Foundation
import OpenTableViewDiagnostics

/// A stack of view controllers under a navigation bar, as UIKit's `UINavigationController`.
///
/// The stack is the controller's ``ViewController/children``: ``viewControllers`` reads them.
/// Every change (push, pop, ``setViewControllers(_:animated:)``) runs UIKit's sequence at once
/// (animations complete immediately headless):
/// 1. `willMove(toParent: nil)` of each removed controller, `willMove(toParent: self)` of each
///    added one (``ViewController/addChild(_:)`` calls it),
/// 2. when the top changes and the navigation controller is on screen: the new top's view is
///    loaded and put in place, the old top's `viewWillDisappear`, the new top's `viewWillAppear`,
///    the delegate's `navigationController(_:willShow:animated:)`, the old top's
///    `viewDidDisappear`, the new top's `viewDidAppear`,
/// 3. `didMove(toParent: nil)` of each removed controller (``ViewController/removeFromParent()``
///    calls it), `didMove(toParent: self)` of each added one,
/// 4. the delegate's `navigationController(_:didShow:animated:)`.
///
/// That is the order logged on iOS for a push (`willMove`, `viewDidLoad`, old `viewWillDisappear`,
/// new `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`, `didMove`) and for a pop
/// (`willMove(toParent: nil)`, disappear/appear, `didMove(toParent: nil)`); see
/// `Compatibility/Evidence.md` §14. On screen the new top's view is laid out after the
/// `viewWillAppear` calls and the delegate's `willShow`, before any `viewDidAppear` (iOS logs
/// `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`). Off screen
/// (not appeared, as before a window shows it) the stack changes without appearance callbacks, as
/// in UIKit, no controller's view is loaded (``init(rootViewController:)``, a push and
/// ``setViewControllers(_:animated:)`` leave the top's view unloaded), and the top's view is
/// loaded and appears with the navigation controller's.
///
/// The navigation bar is a 44-point ``NavigationBar`` at the top of the view; each top view fills
/// the navigation controller's view (UIKit extends it under the translucent bar).
@preconcurrency @MainActor
open class NavigationController: ViewController {
    // MARK: UIKit's get-only bars, open as UIKit declares them (their storage is below)

    /// The bar at the top, 44 points tall.
    open var navigationBar: NavigationBar { navigationBarStorage }
    /// The toolbar at the bottom, 44 points tall, hidden until ``setToolbarHidden(_:animated:)``
    /// shows it; its items are the top controller's ``ViewController/toolbarItems``.
    open var toolbar: Toolbar! { toolbarStorage }

    /// The storage of ``navigationBar``.
    let navigationBarStorage = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

    /// Receives `willShow`/`didShow` around each change of the top controller. Weak, as in UIKit.
    open weak var delegate: NavigationControllerDelegate?

    /// The storage of ``toolbar``.
    let toolbarStorage: Toolbar = {
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        toolbar.isHidden = true
        return toolbar
    }()

    /// Whether the toolbar is hidden. Default `true`. Setting it is
    /// ``setToolbarHidden(_:animated:)`` without animation.
    open var isToolbarHidden: Bool {
        get { toolbarStorage.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBarStorage.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBarStorage.navigationController = self
    }

    /// Creates the controller from an archive, as UIKit's `UINavigationController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBarStorage.navigationController = self
    }

    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [ViewController] {
        get { childrenStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: ViewController? { childrenStorage.last }

    /// A size change reaches the top controller only: the others are off screen.
    package override var childrenForSizeTransition: [ViewController] { childrenStorage.last.map { [$0] } ?? [] }

    /// The controller whose view is shown: the topmost controller presented over the navigation
    /// controller if there is one, otherwise ``topViewController``.
    open var visibleViewController: ViewController? {
        guard var presented = presentedViewController else { return topViewController }
        while let above = presented.presentedViewController { presented = above }
        return presented
    }

    /// Pushes `viewController` onto the stack and shows it.
    ///
    /// Raises UIKit's exceptions when `viewController` is already in the stack ("… is pushing the
    /// same view controller instance … more than once …") or is a navigation controller ("Pushing
    /// a navigation controller is not supported").
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if viewController is NavigationController { raise(Messages.pushingANavigationController()) }
        if childrenStorage.contains(where: { $0 === viewController }) {
            raise(
                Messages.pushingTheSameViewControllerTwice(
                    navigationController: describeObject(self), viewController: describeObject(viewController),
                    bundleIdentifier: Bundle.main.bundleIdentifier))
        }
        replaceStack(with: childrenStorage + [viewController], animated: animated)
    }

    /// Shows `vc` by pushing it, as `UINavigationController.show(_:sender:)`: Apple, "This method
    /// pushes `vc` onto the navigation stack in a similar way as the `pushViewController(_:animated:)`
    /// method". A child's ``ViewController/show(_:sender:)`` calls it. Here it calls
    /// ``pushViewController(_:animated:)``, so an override of either sees the push (whether UIKit's
    /// calls the overridable push is not documented).
    open override func show(_ vc: ViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller and returns it; with only the root in the stack, does nothing and
    /// returns `nil`, as UIKit does.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard childrenStorage.count > 1, let top = childrenStorage.last else { return nil }
        replaceStack(with: Array(childrenStorage.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, bottom first; `nil` when the root
    /// is already on top (`Compatibility/Porting.md`, "Where UIKit is uncertain").
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard childrenStorage.count > 1 else { return nil }
        let popped = Array(childrenStorage.dropFirst())
        replaceStack(with: [childrenStorage[0]], animated: animated)
        return popped
    }

    /// Pops to `subsequentVC` while an unwind segue passes through the stack, as UIKit's
    /// navigation controller does in `unwind(for:towards:)`.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        let isInStack = childrenStorage.contains { $0 === subsequentVC }
        guard isInStack, topViewController !== subsequentVC else { return }
        _ = popToViewController(subsequentVC, animated: true)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first (`nil` when
    /// none). Raises UIKit's "Tried to pop to a view controller that doesn't exist." when
    /// `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = childrenStorage.firstIndex(where: { $0 === viewController }) else {
            raise(Messages.poppingToAMissingViewController())
        }
        guard index < childrenStorage.count - 1 else { return nil }
        let popped = Array(childrenStorage[(index + 1)...])
        replaceStack(with: Array(childrenStorage[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. Controllers that leave get `willMove(toParent: nil)` and
    /// `didMove(toParent: nil)`, new ones `willMove(toParent: self)` and `didMove(toParent: self)`,
    /// and the old and new tops their appearance callbacks when the top changes on screen.
    ///
    /// Raises "Pushing a navigation controller is not supported" for a navigation controller in
    /// the list, as UIKit does.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        if viewControllers.contains(where: { $0 is NavigationController }) {
            raise(Messages.pushingANavigationController())
        }
        replaceStack(with: viewControllers, animated: animated)
    }

    /// Whether the navigation bar is hidden. Setting it is ``setNavigationBarHidden(_:animated:)``
    /// without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBarStorage.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (at once headless).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarStorage.isHidden = hidden
    }

    /// Hides or shows the toolbar (at once headless). The top controller's view keeps filling the
    /// view, as UIKit extends it under the translucent bar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarStorage.isHidden = hidden
    }

    /// A container view holding the navigation bar; the top controller's view is added below it.
    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.controller = self
        navigationBarStorage.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: 44)
        container.addSubview(navigationBarStorage)
        toolbarStorage.frame = Self.toolbarFrame(in: container.bounds)
        container.addSubview(toolbarStorage)
        view = container
    }

    // MARK: Internals

    /// Puts the top controller's view in place when the navigation controller appears, so the
    /// appearance is forwarded to it.
    override package func prepareChildrenForAppearance(_ isAppearing: Bool) {
        if isAppearing { installTopView() }
    }

    override package func appearanceTransitionDidBegin(_ isAppearing: Bool, animated: Bool) {
        if isAppearing, let top = topViewController {
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    override package func appearanceTransitionDidEnd(_ isAppearing: Bool, animated: Bool) {
        if isAppearing, let top = topViewController {
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    /// Lays out the bar across the top, the toolbar across the bottom and the top controller's
    /// view over the whole view.
    package func layoutContent() {
        guard let container = viewIfLoaded else { return }
        navigationBarStorage.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: 44)
        toolbarStorage.frame = Self.toolbarFrame(in: container.bounds)
        topViewController?.viewIfLoaded?.frame = container.bounds
    }

    /// The toolbar's frame in a container of `bounds`: 44 points across the bottom.
    private static func toolbarFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44)
    }

    /// Shows `controller`'s toolbar items when it is the top controller: what a controller's
    /// ``ViewController/toolbarItems`` calls when they change.
    package func toolbarItemsDidChange(of controller: ViewController) {
        if controller === topViewController { toolbarStorage.setItems(controller.toolbarItems, animated: false) }
    }

    /// Adds the top controller's view below the bar, sized to the view; when `removingOthers`,
    /// removes the other children's views (a transition removes the old top's view itself, after
    /// its callbacks).
    private func installTopView(removingOthers: Bool = true) {
        guard let container = viewIfLoaded else { return }
        for child in childrenStorage.dropLast()
        where removingOthers && child.viewIfLoaded?.superviewStorage === container {
            child.viewIfLoaded?.removeFromSuperview()
        }
        guard let top = topViewController else { return }
        let topView: View = top.view
        topView.frame = container.bounds
        if topView.superviewStorage !== container {
            container.insertSubview(topView, belowSubview: navigationBarStorage)
        }
    }

    /// Every change of the stack: the sequence in the type's documentation.
    private func replaceStack(with newStack: [ViewController], animated: Bool) {
        let oldTop = childrenStorage.last
        let removed = childrenStorage.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !childrenStorage.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        // During the transition the stack is already the new one (a popped controller's
        // `viewWillDisappear` finds itself gone from `viewControllers`, the check UIKit apps use),
        // while the removed controllers keep their `parent` until removeFromParent().
        childrenStorage = newStack
        let newTop = newStack.last
        let topChanged = oldTop !== newTop
        let onScreen = appearanceCycle == .appeared
        if topChanged, onScreen {
            installTopView(removingOthers: false)
            oldTop?.isMovingFromParentStorage = removed.contains { $0 === oldTop }
            newTop?.isMovingToParentStorage = added.contains { $0 === newTop }
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
            // The new top is laid out before anyone's `viewDidAppear`, as the transition's first
            // layout pass does on iOS (`ViewController.layOutAppearingView()`).
            newTop?.layOutAppearingView()
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
            oldTop?.isMovingFromParentStorage = false
            newTop?.isMovingToParentStorage = false
        } else if topChanged, isViewLoaded, appearanceCycle == .appearing {
            installTopView()
        }
        // Off screen the new top's view stays unloaded: it is loaded and put in place when the
        // navigation controller's view is about to appear (`prepareChildrenForAppearance`), as
        // UIKit loads views lazily, so a test that prepares the top controller before its first
        // appearance finds `isViewLoaded` false until then.
        if topChanged, let oldView = oldTop?.viewIfLoaded, oldView.superviewStorage === viewIfLoaded {
            oldView.removeFromSuperview()
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        if topChanged { toolbarStorage.setItems(newTop?.toolbarItems, animated: false) }
        if topChanged, onScreen, let newTop {
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
    }
}

/// The navigation controller's root view: lays out the bar and the top view when it lays out.
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
