import Foundation

/// The root of a view hierarchy on screen, standing in for UIKit's `UIWindow`, so a test can host a
/// screen the way an app does: `window.rootViewController = controller; window.makeKeyAndVisible()`.
///
/// A window made with ``init()`` has the size and safe area of a current iPhone in portrait
/// (``defaultFrame`` and ``defaultSafeAreaInsets``: an iPhone 15 or 16, 393 × 852 points, 59 points
/// under the Dynamic Island and 34 above the home indicator). One made with ``init(frame:)`` has no
/// unsafe edges unless ``deviceSafeAreaInsets`` says so. One made with ``init(windowScene:)``
/// belongs to the scene a test's launch connected, and is sized as ``init()``'s (``Screen/main``
/// is the one screen, the size of ``defaultFrame``); a window is visible once
/// ``makeKeyAndVisible()`` has run, and hidden before, as in UIKit.
@preconcurrency @MainActor
open class Window: View {
    /// The frame of ``init()``: an iPhone 15 or 16 in portrait, 393 × 852 points. An OpenTableView
    /// addition (Apple publishes these sizes in its device specifications; the Human Interface
    /// Guidelines' "Layout" page lists 393 × 852 pt for iPhone 15 and 16).
    public static let defaultFrame = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// The safe area of ``init()``: 59 points at the top (status bar and Dynamic Island) and 34 at
    /// the bottom (home indicator), what iOS 17 and 18 report for an iPhone 15 or 16 in portrait.
    /// An OpenTableView addition.
    public static let defaultSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// The key window, if any: the last one told ``makeKey()``. Non-owning, as UIKit's scene keeps
    /// its windows: a window that goes away stops being key.
    private static weak var keyWindowStorage: Window?

    /// The insets of the window's unsafe edges: the device's (``defaultSafeAreaInsets`` for
    /// ``init()``, zero for ``init(frame:)``). An OpenTableView addition: set it to try another
    /// device or landscape; the window's views and scroll views follow.
    public var deviceSafeAreaInsets: EdgeInsets {
        didSet { if deviceSafeAreaInsets != oldValue { updateSafeAreaInsets(boundsChanged: false) } }
    }

    /// The window's position in the z-axis stack of windows, as `UIWindow.windowLevel`. Default
    /// ``Level/normal``. Recorded only: windows are not composited headless.
    open var windowLevel: Level = .normal

    /// Whether the root controller's view has appeared (the controller got `viewDidAppear`).
    private var rootHasAppeared = false

    /// Creates a window with a frame and no unsafe edges, as `UIWindow(frame:)`. Hidden until
    /// ``makeKeyAndVisible()``, as UIKit's windows are.
    public override init(frame: CGRect) {
        deviceSafeAreaInsets = .zero
        super.init(frame: frame)
        // Its tree's views look for the window they enter or leave (`InheritedSwitches.window`).
        inherit(.window)
        isHidden = true
    }

    /// Creates the window from an archive, as UIKit's `UIWindow.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        deviceSafeAreaInsets = .zero
        super.init(coder: coder)
        inherit(.window)
        isHidden = true
    }

    /// Creates a window in `windowScene`, as `UIWindow(windowScene:)`: it fills the scene's screen
    /// (``defaultFrame`` with ``defaultSafeAreaInsets``, as ``init()``) and joins the scene's
    /// ``WindowScene/windows``. Hidden until ``makeKeyAndVisible()``.
    public init(windowScene: WindowScene) {
        deviceSafeAreaInsets = Window.defaultSafeAreaInsets
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        // Observers do not run inside the class's own initializers.
        windowScene.attach(self)
        updateSafeAreaInsets(boundsChanged: false)
    }

    /// The scene the window belongs to, as `UIWindow.windowScene`: the one of
    /// ``init(windowScene:)``, or `nil`. Setting it moves the window to that scene's
    /// ``WindowScene/windows``. Weak, as in UIKit.
    open weak var windowScene: WindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Creates a window sized like a current iPhone: ``defaultFrame`` with
    /// ``defaultSafeAreaInsets``. On iOS a window gets its scene's screen; headless there is none,
    /// so this is the screen it gets.
    public convenience init() {
        self.init(frame: Window.defaultFrame)
        deviceSafeAreaInsets = Window.defaultSafeAreaInsets
        // Observers do not run inside the class's own initializers.
        updateSafeAreaInsets(boundsChanged: false)
    }

    /// The window's own insets: the device's.
    package override func ownSafeAreaInsets() -> EdgeInsets {
        deviceSafeAreaInsets
    }

    /// The next responder, as UIKit's `UIWindow.next`: the application (see ``Responder``).
    open override var next: Responder? { Application.shared }

    /// The controller whose view fills the window, as `UIWindow.rootViewController`.
    ///
    /// Setting it loads the controller's view if needed, sizes it to the window's bounds and adds
    /// it, replacing the previous root's view. On a visible window the previous root disappears
    /// and the new one appears (`viewWillDisappear`/`viewWillAppear`, then the `Did` calls).
    open var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let visible = !isHidden && rootHasAppeared
            if visible { oldValue?.beginAppearanceTransition(false, animated: false) }
            if let oldView = oldValue?.viewIfLoaded, oldView.superviewStorage === self { oldView.removeFromSuperview() }
            if visible { oldValue?.endAppearanceTransition() }
            rootHasAppeared = false
            guard let root = rootViewController else { return }
            let rootView: View = root.view
            rootView.frame = bounds
            addSubview(rootView)
            if visible { showRoot() }
        }
    }

    /// Makes the window visible and key, as `UIWindow.makeKeyAndVisible()`. The first time the
    /// root controller is shown it appears: `viewWillAppear(_:)`, a layout pass of the window,
    /// then `viewDidAppear(_:)` (not animated), as UIKit drives them.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        if !rootHasAppeared { showRoot() }
    }

    /// Makes the window the key window, as `UIWindow.makeKey()`: the previous key window hears
    /// ``resignKey()``, then this one ``becomeKey()``. Visibility does not change.
    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = Window.keyWindowStorage
        Window.keyWindowStorage = self
        previous?.resignKey()
        becomeKey()
    }

    /// Whether this is the key window, as `UIWindow.isKeyWindow`.
    open var isKeyWindow: Bool {
        Window.keyWindowStorage === self
    }

    /// Called when the window became key. The base does nothing.
    open func becomeKey() {}

    /// Called when another window became key. The base does nothing.
    open func resignKey() {}

    /// The frame; the root controller's view follows the window's size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            fitRootView()
        }
    }

    /// The bounds; the root controller's view follows the window's size.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            fitRootView()
        }
    }

    /// Keeps the root view filling the window, as its autoresizing mask does in UIKit.
    private func fitRootView() {
        guard let rootView = rootViewController?.viewIfLoaded, rootView.superviewStorage === self else { return }
        rootView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// Drives the root controller's appearance around a layout pass.
    private func showRoot() {
        guard let root = rootViewController else { return }
        rootHasAppeared = true
        root.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        root.endAppearanceTransition()
    }

    /// A window's position in the stack of windows, as UIKit's `UIWindow.Level`, with its values.
    public struct Level: RawRepresentable, Sendable, Hashable, Comparable {
        /// The level; higher levels are in front.
        public var rawValue: CGFloat

        /// Creates a level.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a level, as `UIWindow.Level(_:)`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// 0: app content.
        public static let normal = Level(0)
        /// 1000: the status bar.
        public static let statusBar = Level(1000)
        /// 2000: alerts.
        public static let alert = Level(2000)

        /// Lower levels first.
        public static func < (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}

extension View {
    /// The work of ``window``, behind its open entry point in the class body.
    var windowImplementation: Window? {
        var view = superviewStorage
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superviewStorage
        }
        return nil
    }
}
