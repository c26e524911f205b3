import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A minimal view controller: a lazily loaded root view and the appearance callbacks, as UIKit's
/// `UIViewController` (only what table screens need headless).
///
/// Appearance callbacks are driven by ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()``, as a container controller drives them in UIKit; there is no
/// window or presentation headless.
@MainActor
open class ViewController {
    private var loadedView: View?
    private var transition: (appearing: Bool, animated: Bool)?

    /// The controller's title.
    open var title: String?

    /// Creates a controller without a nib, as `UIViewController(nibName: nil, bundle: nil)`.
    ///
    /// Nibs do not exist headless: a non-nil `nibName` traps with a message saying so.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(
            nibNameOrNil == nil,
            "OpenTableView has no nibs: create '\(nibNameOrNil ?? "")' in code (see Compatibility/Porting.md)")
    }

    /// Creates a controller without a nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded on first access through ``loadView()`` and then ``viewDidLoad()``.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Creates the root view. The default makes a plain 320×480 view; override to make your own
    /// and assign it to ``view`` without calling `super`.
    open func loadView() {
        loadedView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Called once after the root view is loaded.
    open func viewDidLoad() {}

    /// Loads the root view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
        loadedView?.owningViewController = self
        viewDidLoad()
    }

    /// Whether the controller is in editing mode; setting it calls ``setEditing(_:animated:)``.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode. Subclasses override to update their views and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
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

    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance (`true`) or disappearance transition: loads the view if needed and
    /// calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        transition = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``. Without a transition it does nothing.
    public func endAppearanceTransition() {
        guard let transition else { return }
        self.transition = nil
        if transition.appearing { viewDidAppear(transition.animated) } else { viewDidDisappear(transition.animated) }
    }
}
