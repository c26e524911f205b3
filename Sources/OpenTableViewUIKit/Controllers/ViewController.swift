import Foundation

/// A view controller, as UIKit's `UIViewController`: a lazily loaded root view, the appearance
/// callbacks, containment (``children``, ``parent``), presentation and the items a navigation or
/// tab bar controller shows for it.
///
/// Appearance callbacks are driven by ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()``, which the containers (``NavigationController``,
/// ``TabBarController``) and presentation call in UIKit's order. There is no window headless: a
/// controller appears when its container or a test makes it appear. Animated transitions
/// complete at once.
///
/// Every member a subclass may override is declared here, in the class body, because Swift cannot
/// override a member declared in an extension; each concern's logic lives in its own file
/// (`ViewController+Containment.swift`, `ViewController+Presentation.swift`, …).
@preconcurrency @MainActor
open class ViewController: Responder {
    private var loadedView: View? {
        didSet {
            guard loadedView !== oldValue else { return }
            if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
            loadedView?.owningViewController = self
            if let loadedView { takeRootLayoutMargins(of: loadedView) }
        }
    }
    private var transition: (appearing: Bool, animated: Bool)?
    /// Where the controller is in its appearance cycle; only the appearance transitions change it.
    package private(set) var appearanceCycle = AppearanceState.disappeared

    // Containment (ViewController+Containment.swift owns these).
    // The storage of the open, get-only ``parent``, ``children``, ``isMovingToParent`` and
    // ``isMovingFromParent`` (declared below, with their documentation).
    weak var parentStorage: ViewController?
    var childrenStorage: [ViewController] = []
    var isMovingToParentStorage = false
    var isMovingFromParentStorage = false

    // Presentation (ViewController+Presentation.swift owns these).
    /// The controller this one presents, held strongly as UIKit does.
    package var presentedStorage: ViewController?
    /// The controller that presents this one.
    package weak var presentingStorage: ViewController?
    // The storage of the open, get-only ``isBeingPresented`` and ``isBeingDismissed``.
    var isBeingPresentedStorage = false
    var isBeingDismissedStorage = false

    // MARK: UIKit's get-only relations and transition flags, open as UIKit declares them
    //
    // Declared open so that test doubles can override them, as they do on iOS; the containers
    // and presentations in this module write the storage above.

    /// The container this controller is a child of, or `nil`. Weak, as in UIKit.
    open var parent: ViewController? { parentStorage }
    /// The child controllers, in the order they were added.
    open var children: [ViewController] { childrenStorage }
    /// Whether the controller is appearing because it is being added to a container (a push, or
    /// becoming part of a stack); `true` only during its appearance callbacks.
    open var isMovingToParent: Bool { isMovingToParentStorage }
    /// Whether the controller is disappearing because it is being removed from its container (a
    /// pop); `true` only during its disappearance callbacks.
    open var isMovingFromParent: Bool { isMovingFromParentStorage }
    /// Whether the controller is appearing because it is being presented; `true` only during its
    /// appearance callbacks.
    open var isBeingPresented: Bool { isBeingPresentedStorage }
    /// Whether the controller is disappearing because it is being dismissed; `true` only during
    /// its disappearance callbacks.
    open var isBeingDismissed: Bool { isBeingDismissedStorage }

    // Items shown by containers, created on first access.
    package var navigationItemStorage: NavigationItem?
    package var tabBarItemStorage: TabBarItem?
    package var editButtonItemStorage: BarButtonItem?

    /// The controller's title. Setting it also sets the titles of the controller's navigation
    /// item and tab bar item, as UIKit documents ("assigning a value to this property updates the
    /// title text of those objects"); their own titles can then be changed without changing this
    /// one.
    open var title: String? {
        didSet { titleDidChange() }
    }

    // Interface Builder (InterfaceBuilder/ViewController+NibLoading.swift and
    // ViewController+Segues.swift own these).
    /// The storage of ``storyboard``.
    package final var storyboardStorage: Storyboard?
    /// The storage of ``nibName`` and ``nibBundle``.
    package final var nibNameStorage: String?
    package final var nibBundleStorage: Bundle?
    /// What builds the root view of a storyboard scene, set by the generated scene code.
    package final var sceneViewLoader: (@MainActor (NibLoader, ViewController) -> View)?
    /// The segues of the controller's storyboard scene, in the file's order.
    package final var segueTemplates: [StoryboardSegueTemplate] = []
    /// Embed segues performed when the root view loads, with the container view they fill.
    package final var embedSegues: [(template: StoryboardSegueTemplate, container: View)] = []

    /// Creates a controller, as `UIViewController(nibName:bundle:)`.
    ///
    /// A nib name is kept in ``nibName``, and the root view is loaded from the nib registered
    /// under that name when it is first needed (see ``loadView()``); a name nothing is registered
    /// under raises UIKit's "Could not load NIB in bundle" exception at that moment, as on iOS.
    /// With `nil`, ``loadView()`` looks for a nib named after the class, as UIKit does
    /// (`Compatibility/InterfaceBuilder.md`).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
    }

    /// Creates a controller from an archive, as UIKit's `UIViewController.init?(coder:)`, and
    /// `required` as there: a subclass that declares a designated initializer of its own
    /// implements it, with `required init?(coder: NSCoder)`, exactly as on iOS.
    ///
    /// Differs from UIKit: there are no archives to read headless. Only OpenTableView's
    /// Interface Builder loading reaches this initializer, with its own ``NibDecoder``, and the
    /// controller then starts as `init(nibName: nil, bundle: nil)` starts, with the decoder's
    /// ``title`` and ``storyboard`` set, as UIKit's decodes them. Called with any other coder it
    /// traps with `NSInvalidArgumentException`, saying to create the controller with
    /// ``init(nibName:bundle:)`` (`Compatibility/Porting.md`, "init(coder:)"). The decoder's
    /// ``NibDecoder/navigationItem`` attributes are set on ``navigationItem`` and its
    /// ``NibDecoder/tabBarItem`` becomes ``tabBarItem`` too.
    public required init?(coder: NSCoder) {
        super.init()
        guard let decoder = coder as? NibDecoder else {
            raise(
                CoderMessages.decodingOutsideInterfaceBuilder(
                    className: uikitClassName(of: self), replacement: "init(nibName:bundle:) or init()"))
        }
        storyboardStorage = decoder.storyboard
        if let title = decoder.title { self.title = title }
        // The scene's navigation and tab bar items are decoded with the controller, before the
        // subclass's code.
        decoder.navigationItem?.apply(to: navigationItem)
        if let item = decoder.tabBarItem { tabBarItem = item }
    }

    /// The next responder, as UIKit's `UIViewController.next`: the controller that presented this
    /// one, otherwise its view's superview (a window for a window's root controller, a container's
    /// view for a child), or `nil` while the view is not loaded or not in a view tree (see
    /// ``Responder``).
    open override var next: Responder? {
        if let presentingStorage { return presentingStorage }
        return viewIfLoaded?.superviewStorage
    }

    /// Creates a controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded on first access through ``loadView()`` and then ``viewDidLoad()``.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
        }
    }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The root view if loaded, without loading it.
    open var viewIfLoaded: View? { loadedView }

    // The relations below are `open` and get-only, as UIKit declares them, so a test double may
    // override them (`override var presentedViewController: UIViewController? { spy }`). Their
    // walks live with the concern that owns the state (`ViewController+Containment.swift`,
    // `ViewController+Presentation.swift`); Swift cannot override a member declared in an
    // extension, so the members are declared here.

    /// The nearest ancestor that is a navigation controller, or `nil`, as
    /// `UIViewController.navigationController`. A navigation controller's own value is its
    /// ancestor's, not itself.
    open var navigationController: NavigationController? { nearestNavigationController }

    /// The nearest ancestor that is a tab bar controller, or `nil`, as
    /// `UIViewController.tabBarController`.
    open var tabBarController: TabBarController? { nearestTabBarController }

    /// The controller presented by this controller or by its nearest ancestor that presents one,
    /// as `UIViewController.presentedViewController`.
    open var presentedViewController: ViewController? { presentedInChain }

    /// The controller that presented this controller or its nearest presented ancestor, as
    /// `UIViewController.presentingViewController`.
    open var presentingViewController: ViewController? { presentingInChain }

    /// Creates the root view, as UIKit's `loadView()`: from the controller's storyboard scene,
    /// else from its nib (``nibName``, or a nib registered under the class's name, as UIKit
    /// looks one up), else a plain 320×480 view. Override to make your own and assign it to
    /// ``view`` without calling `super`.
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        loadedView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    // MARK: Storyboards, nibs and segues (InterfaceBuilder/)

    /// The storyboard the controller was instantiated from, or `nil`, as
    /// `UIViewController.storyboard`. A controller made by a segue or a relationship has its
    /// source's storyboard.
    open var storyboard: Storyboard? { storyboardStorage }

    /// The name of the controller's nib, as `UIViewController.nibName`: the name given to
    /// ``init(nibName:bundle:)``, or `nil`.
    open var nibName: String? { nibNameStorage }

    /// The bundle of the controller's nib, as `UIViewController.nibBundle`.
    open var nibBundle: Bundle? { nibBundleStorage }

    /// Performs the segue of the controller's storyboard scene with `identifier`, as UIKit's
    /// `performSegue(withIdentifier:sender:)`: the destination is instantiated,
    /// ``prepare(for:sender:)`` is called, then the segue performs. It does not ask
    /// ``shouldPerformSegue(withIdentifier:sender:)``, as Apple documents.
    ///
    /// Raises UIKit's `NSInvalidArgumentException` "Receiver (<…>) has no segue with identifier
    /// '…'" when the scene has no such segue (or the controller was not made by a storyboard).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performSegueImplementation(withIdentifier: identifier, sender: sender)
    }

    /// Whether the segue with `identifier`, triggered by `sender` (a control, a bar button item,
    /// a selected table cell), should be performed, as UIKit's
    /// `shouldPerformSegue(withIdentifier:sender:)`. Default `true`. Asked only for segues the
    /// storyboard triggers, never for ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller performs, with its destination instantiated,
    /// as UIKit's `prepare(for:sender:)`. The default does nothing.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether this controller handles the unwind action `action` of a segue from
    /// `fromViewController`, as UIKit's `canPerformUnwindSegueAction(_:from:sender:)` (iOS 13).
    /// The default answers whether the controller's class implements the action (registered by
    /// the generated code, see ``StoryboardUnwindAction``) and is not `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController, sender: Any?)
        -> Bool
    {
        canPerformUnwindSegueActionImplementation(action, from: fromViewController)
    }

    /// Called on a container while an unwind segue passes through it towards `subsequentVC`, as
    /// UIKit's `unwind(for:towards:)`. The default of a navigation controller pops to
    /// `subsequentVC`; other controllers do nothing.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}

    /// Called once after the root view is loaded.
    open func viewDidLoad() {}

    /// The controller's traits, as `UIViewController.traitCollection`: its parent's, otherwise
    /// those of the view its view is in, otherwise an iPhone's defaults (`View+Traits.swift`).
    open var traitCollection: TraitCollection { inheritedTraitCollection }

    /// The edges the controller's view extends under the bars, as UIKit's `edgesForExtendedLayout`:
    /// `.all`. Recorded only: headless the root view of a navigation or tab bar controller's child
    /// fills the container whatever it says, and its safe area gives the bars' room.
    open var edgesForExtendedLayout: RectEdge = .all

    /// Whether the controller adjusts its scroll view's insets for the bars, as UIKit's
    /// `automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11 for
    /// `UIScrollView.contentInsetAdjustmentBehavior`): `true`. Recorded only: the scroll view's
    /// `contentInsetAdjustmentBehavior` decides, as on iOS 11 and later.
    open var automaticallyAdjustsScrollViewInsets = true

    /// The bottom of the bars above the view, as UIKit's `topLayoutGuide` (deprecated in iOS 11):
    /// its ``LayoutSupport/length`` is the view's top safe-area inset, its anchors the safe area's
    /// top edge.
    open var topLayoutGuide: any LayoutSupport { ControllerLayoutSupport(controller: self, edge: .top) }

    /// The top of the bars below the view, as UIKit's `bottomLayoutGuide` (deprecated in iOS 11):
    /// its ``LayoutSupport/length`` is the view's bottom safe-area inset, its anchors the safe
    /// area's bottom edge.
    open var bottomLayoutGuide: any LayoutSupport { ControllerLayoutSupport(controller: self, edge: .bottom) }

    /// The status bar style the controller prefers, as UIKit's `preferredStatusBarStyle`:
    /// `.default`. Headless there is no status bar; subclasses override it as on iOS.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether the controller prefers the status bar hidden, as UIKit's `prefersStatusBarHidden`:
    /// `false`. Headless there is no status bar.
    open var prefersStatusBarHidden: Bool { false }

    /// Tells the system the status bar attributes changed, as UIKit's
    /// `setNeedsStatusBarAppearanceUpdate()`. Headless there is no status bar: nothing happens.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Notifies the controller that its view's size is about to change to `size`, as UIKit's
    /// `viewWillTransition(to:with:)` (`UIContentContainer`): called before the change (a rotation
    /// or a window resize), with the `coordinator` that runs blocks alongside it and after it. The
    /// base forwards the message to the children that are on screen (`childrenForSizeTransition`)
    /// with the same size, as UIKit's default `size(forChildContentContainer:withParentContainerSize:)`
    /// answers; an override calls `super` so that they hear it.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in childrenForSizeTransition {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// The children ``viewWillTransition(to:with:)`` forwards a size change to: all of them; a
    /// navigation controller's top controller and a tab bar controller's selected one, the
    /// children on screen, as UIKit's containers forward it.
    package var childrenForSizeTransition: [ViewController] { childrenStorage }

    /// Called after the controller's traits changed, as `traitCollectionDidChange(_:)`, with the
    /// traits it had. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The controller's trait-change registrations (`View+Traits.swift`).
    package final var traitState: TraitState?

    /// Called when the root view is about to lay out its subviews: inside its
    /// ``View/layoutIfNeeded()`` when it needs layout (a new view, a size change,
    /// ``View/setNeedsLayout()``), just before its ``View/layoutSubviews()``. The base does
    /// nothing. Headless nothing lays out by itself: a container or a test calls
    /// `view.layoutIfNeeded()`.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view's ``View/layoutSubviews()``. The base does nothing.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view, as UIKit's `updateViewConstraints()`:
    /// called instead of the root view's `updateConstraints()` in the constraint pass, after the
    /// subviews' (see ``View/setNeedsUpdateConstraints()``). The base calls the view's
    /// `updateConstraints()`; an override calls `super` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Loads the root view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
        viewDidLoad()
        // A content-unavailable configuration set before the view loaded shows over it now.
        placeContentUnavailableView()
    }

    /// Whether the controller is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode. Subclasses override to update their views and call `super`.
    ///
    /// Also updates ``editButtonItem``: "Done" in the ``BarButtonItem/Style/done`` style while
    /// editing, "Edit" in the plain style otherwise, as UIKit's does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItemStorage?.title = editing ? "Done" : "Edit"
        editButtonItemStorage?.style = editing ? .done : .plain
    }

    /// The least margins the root view keeps, as `UIViewController.systemMinimumLayoutMargins`
    /// (iOS 11): none above and below, 16 points at the leading and trailing sides, the margins
    /// UIKit documents for a root view on an iPhone ("the top and bottom margins are set to zero
    /// points. The side margins vary depending on the current size class, but can be either 16 or
    /// 20 points"; headless is an iPhone 15 or 16, whose screen gives 16). See
    /// `ViewController+LayoutMargins.swift`.
    open var systemMinimumLayoutMargins: DirectionalEdgeInsets { Self.iPhoneMinimumLayoutMargins }

    /// Whether the root view's layout margins are never smaller than
    /// ``systemMinimumLayoutMargins``, as `UIViewController.viewRespectsSystemMinimumLayoutMargins`
    /// (iOS 11). Default `true`; `false` lets the root view's own ``View/directionalLayoutMargins``
    /// go below them. A change schedules the root view's layout.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { rootLayoutMarginsDidChange() } }
    }

    /// Insets added to the root view's safe area, as `UIViewController.additionalSafeAreaInsets`
    /// (for bars of your own). Default zero. A change updates the root view's `safeAreaInsets`
    /// (see `ViewController+SafeArea.swift`).
    open var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { additionalSafeAreaInsetsDidChange() } }
    }

    /// Called after the root view's `safeAreaInsets` changed, as UIKit's
    /// `viewSafeAreaInsetsDidChange()`. The base does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// A bar button item that toggles editing: a tap calls
    /// `setEditing(!isEditing, animated: true)`. It shows "Edit", or "Done" in the `.done` style
    /// while editing. Created on first access.
    ///
    /// UIKit's item sends a private action to the controller; this one runs a
    /// ``BarButtonItem/primaryAction``, so `simulate.tap()` performs it.
    open var editButtonItem: BarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = BarButtonItem()
        item.primaryAction = Action { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        editButtonItemStorage = item
        return item
    }

    // MARK: Appearance

    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks are forwarded to the children whose views are in this
    /// controller's view. Default `true`, as in UIKit; a container that drives its children's
    /// callbacks itself overrides it to return `false`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`true`) or disappearance transition: loads the view if needed and
    /// calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, then, when
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`, does the same for each child
    /// whose view is inside this controller's view (parent first, as UIKit's callbacks arrive).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        transition = (isAppearing, animated)
        appearanceCycle = isAppearing ? .appearing : .disappearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        prepareChildrenForAppearance(isAppearing)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenShowingTheirViews {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
        appearanceTransitionDidBegin(isAppearing, animated: animated)
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then ends the transitions forwarded to
    /// the children. Without a transition it does nothing.
    open func endAppearanceTransition() {
        guard let transition else { return }
        self.transition = nil
        appearanceCycle = transition.appearing ? .appeared : .disappeared
        if transition.appearing {
            viewDidAppear(transition.animated)
        } else {
            viewDidDisappear(transition.animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenStorage where child.transition != nil {
                child.endAppearanceTransition()
            }
        }
        appearanceTransitionDidEnd(transition.appearing, animated: transition.animated)
    }

    /// Called inside ``beginAppearanceTransition(_:animated:)`` after the controller's own
    /// callback and before it is forwarded, so a container in this package can put the view of
    /// the child it shows in place (UIKit loads it then); the base does nothing.
    package func prepareChildrenForAppearance(_ isAppearing: Bool) {}

    /// Called at the end of ``beginAppearanceTransition(_:animated:)``, after the children's
    /// callbacks, so a container in this package can tell its delegate (UIKit's navigation
    /// controller does); the base does nothing.
    package func appearanceTransitionDidBegin(_ isAppearing: Bool, animated: Bool) {}

    /// Called at the end of ``endAppearanceTransition()``, after the children's callbacks; the
    /// base does nothing.
    package func appearanceTransitionDidEnd(_ isAppearing: Bool, animated: Bool) {}

    /// Runs the layout pass of an appearance transition, before the appearing controller's
    /// `viewDidAppear`: what the run loop's pass does on iOS between a transition's
    /// `viewWillAppear` and `viewDidAppear`. A view that needs layout (a new one, always) gets its
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` between them, and a table in it has
    /// its cells when `viewDidAppear` runs; a view already laid out and unchanged (a controller a
    /// pop comes back to) is not laid out again, as iOS logs no layout calls then. The pass starts
    /// at the top of the view's tree, so a container places the view before it is laid out. The
    /// containers and presentation call it; a test's own `beginAppearanceTransition` /
    /// `endAppearanceTransition` pair does not (nothing runs between them on iOS either).
    package func layOutAppearingView() {
        guard let view = loadedView else { return }
        var root = view
        while let superviewStorage = root.superviewStorage { root = superviewStorage }
        root.layoutIfNeeded()
    }

    /// The children whose root views are loaded and inside this controller's root view: the ones
    /// on screen when this controller is, to which UIKit forwards appearance.
    private var childrenShowingTheirViews: [ViewController] {
        guard let root = loadedView else { return [] }
        return childrenStorage.filter { $0.loadedView?.isDescendant(of: root) ?? false }
    }

    // MARK: Containment (ViewController+Containment.swift)

    /// Adds `childController` as the last child, calling its ``willMove(toParent:)`` first, as
    /// UIKit documents. A child of another container is removed from it first. The container
    /// adds the child's view and calls ``didMove(toParent:)`` itself.
    open func addChild(_ childController: ViewController) {
        performAddChild(childController)
    }

    /// Removes the controller from its parent and then calls its ``didMove(toParent:)`` with
    /// `nil`, as UIKit documents; the container calls ``willMove(toParent:)`` with `nil` before.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called just before the controller is added to (`parent`) or removed from (`nil`) a
    /// container. The base does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller is added to (`parent`) or removed from (`nil`) a container.
    /// The base does nothing.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Presentation (ViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally, as `UIViewController.present(_:animated:completion:)`.
    ///
    /// Headless the transition completes at once: the appearance callbacks run in UIKit's order,
    /// then `completion`. See `ViewController+Presentation.swift` for who presents and when nothing
    /// happens.
    open func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, asks its presenter
    /// to dismiss it, as `UIViewController.dismiss(animated:completion:)`. Every controller
    /// presented above the dismissed one goes too; `completion` runs after the dismissed
    /// controller's ``viewDidDisappear(_:)``.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Shows `vc` in the primary context, as `UIViewController.show(_:sender:)`: in a navigation
    /// controller it asks that controller to show it (its ``NavigationController/show(_:sender:)``
    /// pushes `vc`), otherwise it presents `vc`.
    ///
    /// Apple: "a navigation controller overrides this method and uses it to push `vc` onto its
    /// navigation stack", and the default implementation finds the controller that overrides it
    /// and "calls the method on that target object"; the navigation controller is that object
    /// here, so a navigation controller double that overrides `show(_:sender:)` (or
    /// `pushViewController(_:animated:)`) sees the call.
    open func show(_ vc: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary (detail) context, as `UIViewController.showDetailViewController(_:sender:)`.
    /// Apple: a split view controller shows it as its detail; otherwise the method "uses the
    /// window's root view controller to present vc modally". There is no split view controller
    /// headless, so this presents `vc` from this controller (which presents from the top of what
    /// is already presented, as ``present(_:animated:completion:)`` does). Overridable, as in UIKit.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// How the controller is presented. Default ``ModalPresentationStyle/automatic``, which on
    /// iOS 13+ means a page sheet for plain controllers: the presenter stays on screen and gets
    /// no disappearance callbacks. Only ``ModalPresentationStyle/fullScreen`` and
    /// ``ModalPresentationStyle/currentContext`` make the presenter disappear.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// The transition style used when presenting. Recorded only: nothing is animated headless.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    /// Whether the presented controller refuses interactive dismissal. Default `false`. There is
    /// no swipe to dismiss headless; ``dismiss(animated:completion:)`` still dismisses, as in UIKit.
    open var isModalInPresentation = false

    /// The size a container should give the controller's view. Default `.zero`. Recorded only:
    /// no popover or form sheet is sized headless.
    open var preferredContentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(.preferredContentSize) }
        didSet { keyValueObservers?.didChange(.preferredContentSize) }
    }

    /// The popover presentation controller that presents this controller when its
    /// ``modalPresentationStyle`` is ``ModalPresentationStyle/popover``, as UIKit's
    /// `popoverPresentationController`: made on first access with that style and kept; `nil` with
    /// any other style ("If the modal presentation style is a different value, this property is
    /// nil", Apple). An iPhone adapts a popover to a sheet, so headless its anchor is recorded only.
    open var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover { return popover }
        let made = PopoverPresentationController(presentedViewController: self)
        popover = made
        return made
    }
    private var popover: PopoverPresentationController?

    // MARK: Navigation (ViewController+Navigation.swift)

    /// The item representing the controller in a navigation bar, created on first access with the
    /// controller's ``title``.
    open var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top of its
    /// stack. Default `nil`.
    open var toolbarItems: [BarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }

    /// Sets ``toolbarItems`` (at once headless).
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The item representing the controller in a tab bar, created on first access with the
    /// controller's ``title`` and no image, as UIKit does.
    open var tabBarItem: TabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// Whether the toolbar is hidden when the controller is pushed. Recorded only: headless
    /// containers have no bottom bar to hide. Default `false`.
    open var hidesBottomBarWhenPushed = false

    // MARK: Content unavailable (ViewController+ContentUnavailable.swift)

    /// The content-unavailable configuration, its view and whether an update is pending; only
    /// `ViewController+ContentUnavailable.swift` reads and writes it.
    package var contentUnavailable = ContentUnavailableStorage()

    /// The state ``updateContentUnavailableConfiguration(using:)`` receives, as UIKit's
    /// `contentUnavailableConfigurationState` (iOS 17): the controller's traits and the text of its
    /// navigation item's search controller. Override to add custom states to `super`'s.
    open var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        var state = ContentUnavailableConfigurationState(traitCollection: traitCollection)
        // Read without making a navigation item: a controller that never asked for one has none.
        state.searchText = navigationItemStorage?.searchController?.searchBar.text
        return state
    }

    /// Updates ``contentUnavailableConfiguration`` for `state`, as UIKit's
    /// `updateContentUnavailableConfiguration(using:)` (iOS 17). The base does nothing: override it
    /// and set ``contentUnavailableConfiguration``. Don't call it: call
    /// ``setNeedsUpdateContentUnavailableConfiguration()`` and the controller calls it before its
    /// view's next layout (and before the first one).
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}

    private func titleDidChange() {
        navigationItemStorage?.title = title
        tabBarItemStorage?.title = title
    }
}

/// Where a controller is in its appearance cycle, as UIKit tracks it.
package enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    /// Whether the controller is on screen or getting there.
    package var isVisible: Bool { self == .appearing || self == .appeared }
}
