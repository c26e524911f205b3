import Foundation
import OpenTableViewDiagnostics

/// Controllers shown one at a time under a tab bar, as UIKit's `UITabBarController`.
///
/// The tabs are the controller's ``ViewController/children``; the selected one's view fills the
/// controller's view (UIKit extends it under the translucent bar) and the ``tabBar``, 49 points
/// tall, sits at the bottom. Selecting in code (``selectedIndex``, ``selectedViewController``)
/// does not call the delegate, as Apple documents; `simulate.selectTab(at:)` sends what a tap
/// sends. When the selection changes on screen the old tab gets `viewWillDisappear`, the new one
/// `viewWillAppear`, the new tab's view is laid out, then `viewDidDisappear` and `viewDidAppear`
/// (the navigation order; UIKit does not document it for tabs). There is no More tab headless: every controller gets a tab.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// The bar at the bottom, 49 points tall. Open and get-only, as UIKit declares it.
    open var tabBar: TabBar { tabBarStorage }
    /// The storage of ``tabBar``.
    let tabBarStorage = TabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))

    /// Asked before a tap selects a tab and told after. Weak, as in UIKit.
    open weak var delegate: TabBarControllerDelegate?

    private var selectedIndexStorage = 0

    /// The navigation controller of the More tab, as `UITabBarController.moreNavigationController`:
    /// on an iPhone, UIKit puts the controllers after the fourth under a More tab when there are
    /// more than five. Headless every controller gets its own tab, so this controller exists (the
    /// same one on every read, as UIKit's) but is never shown and holds no controllers
    /// (`Compatibility/Porting.md`, "Navigation, presentation and alerts").
    open var moreNavigationController: NavigationController { moreNavigationStorage }

    private lazy var moreNavigationStorage = NavigationController()

    /// Creates a tab bar controller without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.tabBarController = self
    }

    /// Creates the controller from an archive, as UIKit's `UITabBarController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.tabBarController = self
    }

    /// The controllers, one per tab, or `nil` when there are none. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [ViewController]? {
        get { childrenStorage.isEmpty ? nil : childrenStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. As Apple documents, the previously selected controller stays selected
    /// if it is still there; otherwise the same index is selected if valid, otherwise the first.
    /// Leaving controllers get `willMove(toParent: nil)`/`didMove(toParent: nil)`, new ones
    /// `willMove(toParent: self)`/`didMove(toParent: self)`.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        let oldSelected = selectedViewController
        let removed = childrenStorage.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !childrenStorage.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        // The removed controllers keep their `parent` until removeFromParent(), after the transition.
        childrenStorage = newTabs
        let newIndex: Int
        if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
            newIndex = index
        } else {
            newIndex = selectedIndexStorage < newTabs.count ? selectedIndexStorage : 0
        }
        let newSelected = newTabs.isEmpty ? nil : newTabs[newIndex]
        selectedIndexStorage = newIndex
        transition(from: oldSelected, to: newSelected, animated: animated)
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The index of the selected tab. Setting an index outside the tabs does nothing. Does not
    /// call the delegate.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard childrenStorage.indices.contains(newValue), newValue != selectedIndexStorage else { return }
            let old = selectedViewController
            selectedIndexStorage = newValue
            transition(from: old, to: childrenStorage[newValue], animated: false)
        }
    }

    /// The selected controller. Setting a controller that is not one of the tabs raises UIKit's
    /// exception. Does not call the delegate.
    /// A size change reaches the selected tab only: the others are off screen.
    package override var childrenForSizeTransition: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    open var selectedViewController: ViewController? {
        get { childrenStorage.indices.contains(selectedIndexStorage) ? childrenStorage[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = childrenStorage.firstIndex(where: { $0 === newValue }) else {
                raise(Messages.selectingAForeignTab())
            }
            selectedIndex = index
        }
    }

    /// A container view holding the tab bar; the selected controller's view is added below it.
    open override func loadView() {
        let container = TabBarContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.controller = self
        container.addSubview(tabBarStorage)
        view = container
        layoutContent()
    }

    // MARK: Internals

    override package func prepareChildrenForAppearance(_ isAppearing: Bool) {
        if isAppearing { installSelectedView() }
    }

    /// Lays out the bar along the bottom and the selected controller's view over the whole view.
    package func layoutContent() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        tabBarStorage.frame = CGRect(x: 0, y: bounds.height - 49, width: bounds.width, height: 49)
        selectedViewController?.viewIfLoaded?.frame = bounds
    }

    /// Adds the selected controller's view below the bar, sized to the view; removes the others'.
    private func installSelectedView() {
        guard let container = viewIfLoaded else { return }
        let selected = selectedViewController
        for child in childrenStorage where child !== selected && child.viewIfLoaded?.superviewStorage === container {
            child.viewIfLoaded?.removeFromSuperview()
        }
        guard let selected else { return }
        let selectedView: View = selected.view
        selectedView.frame = container.bounds
        if selectedView.superviewStorage !== container {
            container.insertSubview(selectedView, belowSubview: tabBarStorage)
        }
    }

    /// Shows `new` in place of `old`, with their appearance callbacks when on screen.
    private func transition(from old: ViewController?, to new: ViewController?, animated: Bool) {
        guard old !== new else { return }
        if appearanceCycle == .appeared {
            installSelectedView()
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
            new?.layOutAppearingView()
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        } else if isViewLoaded {
            installSelectedView()
        }
    }
}

/// The tab bar controller's root view: lays out the bar and the selected view when it lays out.
final class TabBarContainerView: View {
    weak var controller: TabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
