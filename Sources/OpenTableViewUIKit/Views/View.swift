import Foundation

/// A rectangle in a headless view tree, standing in for UIKit's `UIView`.
///
/// A view keeps UIKit's geometry (``frame``, ``bounds``, ``center``), its ordered subviews, the
/// layout cycle (``setNeedsLayout()``, ``layoutIfNeeded()``, ``layoutSubviews()``), sizing,
/// coordinate conversion and hit-testing, the safe area, the tint, a layer that records its
/// appearance and the accessibility properties. Nothing is drawn, and there is no run loop or
/// transform. Auto Layout is in `View+AutoLayout.swift` and the `AutoLayout/` folder.
///
/// Because there is no run loop, nothing lays a view out by itself: a pending layout waits until
/// someone calls ``layoutIfNeeded()``. A new view starts out needing layout, as in UIKit, so its
/// first ``layoutIfNeeded()`` always runs ``layoutSubviews()``.
@preconcurrency @MainActor
open class View: Responder {
    // The frame's origin and the bounds are the stored truth; the center is derived. Storing the
    // origin (rather than UIKit's center) keeps frames exactly as set, so tests compare exact values.
    //
    // This stored state is `@exclusivity(unchecked)`: the run-time check that two accesses to a
    // class property never overlap costs more than the reads themselves on the layout path, and
    // no access to it is held across a call out of this file's methods.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var frameOrigin: CGPoint
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var boundsStorage: CGRect

    /// The storage of ``superview``, read and written by the hierarchy's own methods.
    package final var superviewStorage: View? {
        get { superviewReference?.takeUnretainedValue() }
        // Not `newValue.map { … }`: a main-actor closure handed to the non-isolated `map` checks
        // its isolation at run time.
        set {
            if let newValue {
                superviewReference = Unmanaged.passUnretained(newValue)
            } else {
                superviewReference = nil
            }
        }
    }

    /// The storage of ``superview``, unretained. Walks and identity checks read it without
    /// retaining the superview: a load of a class reference (even an `unowned(unsafe)` one)
    /// retains it, an atomic operation, even just to compare it (see `isSubview(of:)`,
    /// `isDescendant(of:)` and `markDescendantNeedsLayout()`).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package private(set) final nonisolated(unsafe) var superviewReference: Unmanaged<View>?
    /// The storage of ``subviews``.
    /// `nonisolated(unsafe)` only so that `deinit`, which may run off the main actor, can
    /// detach them; read and change it on the main actor, as in UIKit.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final nonisolated(unsafe) var subviewsStorage: [View] = []
    /// Whether ``layoutSubviews()`` should run at the next ``layoutIfNeeded()``. Starts `true`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package private(set) final var needsLayout = true
    /// Whether some descendant needs layout, so ``layoutIfNeeded()`` visits only the subtrees
    /// with pending layout (as Core Animation does) instead of every view on every pass.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package private(set) final var descendantNeedsLayout = false
    /// The attached gesture recognizers, in the order added (``gestureRecognizers``).
    package final var gestureRecognizerStorage: [GestureRecognizer] = []

    /// The view controller whose root view this is: told around each layout pass (UIKit's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`), and whose `additionalSafeAreaInsets`
    /// apply here. Weak: the controller owns the view. Only `ViewController` sets it.
    package final weak var owningViewController: ViewController? {
        didSet { hasOwningViewController = owningViewController != nil }
    }

    /// Whether ``owningViewController`` was set, so the layout pass of the many views that are no
    /// controller's root (cells, labels) skips the cost of loading a weak reference.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var hasOwningViewController = false

    /// The view's Auto Layout state (`AutoLayout/ViewLayoutState.swift`), `nil` until the view
    /// takes part in Auto Layout.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var layoutState: ViewLayoutState?
    /// Whether the view solves the constraints of its subtree in an engine of its own, as
    /// UIKit's cells do (see `LayoutEngine`). Set by table cells and header/footer views.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var hostsLayoutEngine = false
    /// Whether this view or a view below it has taken part in Auto Layout (has a
    /// ``layoutState``), now or before: until then the layout, fitting and move paths of the
    /// subtree skip Auto Layout with one read. Per tree, not per process, so which path a view
    /// takes does not depend on what other trees (other tests) did before; set by
    /// ``noteAutoLayoutInSubtree()`` and never cleared (a stale `true` only costs the slow path).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var subtreeUsesAutoLayout = false
    /// Whether a subview of this view has, or had, a non-empty ``autoresizingMask``: until then a
    /// change of size resizes no subview. Per view, never cleared.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var hasAutoresizingSubviews = false
    /// What this view and every view below it inherit from an ancestor, or from themselves: a
    /// safe area, a customized tint (see ``InheritedSwitches``). Until a tree has either, moving
    /// and resizing its views skip that bookkeeping with one read of the view in hand. Per tree,
    /// never per process, and never cleared (a stale bit only costs the slow path).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var inheritedSwitches: InheritedSwitches = []
    /// Whether a gesture recognizer is, or was, attached to this view or a view below it: until
    /// then a simulated tap in the tree does not ask the gesture arena. Per tree, set by
    /// ``noteGestureRecognizersInSubtree()`` and never cleared, as ``subtreeUsesAutoLayout``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var subtreeHasGestureRecognizers = false
    /// Whether ``autoresizingMask`` is not empty, read where a view is added (a stored bit: the
    /// mask itself is overridable).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private final var hasAutoresizingMask = false

    /// Whether the view is hidden. Hidden views, and their subviews, are skipped by hit-testing;
    /// a hidden arranged view of a ``StackView`` collapses.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isHidden = false {
        willSet { keyValueObservers?.willChange(.isHidden) }
        didSet {
            if isHidden != oldValue, let stack = superviewStorage as? StackView {
                stack.arrangedSubviewVisibilityDidChange(self)
            }
            keyValueObservers?.didChange(.isHidden)
        }
    }

    /// The opacity, from 0 to 1. Below 0.01 the view is skipped by hit-testing, as in UIKit.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var alpha: CGFloat = 1 {
        willSet { keyValueObservers?.willChange(.alpha) }
        didSet { keyValueObservers?.didChange(.alpha) }
    }

    /// The transform applied to the view relative to the center of its bounds, as UIKit's
    /// `transform`
    /// ([transform](https://developer.apple.com/documentation/uikit/uiview/transform)). Default
    /// ``CGAffineTransform/identity``.
    ///
    /// Recorded, so the highlight and press animations apps write (a cell scaled while touched,
    /// `.identity` again after) run and can be read back. Difference from UIKit: nothing is
    /// drawn, so the transform changes neither ``frame`` (which UIKit documents as undefined
    /// while the transform is not the identity), ``bounds`` nor ``center``, nor hit-testing.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var transform = CGAffineTransform.identity

    /// A number to find the view by with ``viewWithTag(_:)``. Default 0.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var tag = 0
    /// The fill color, or `nil` (transparent). Recorded only: nothing is drawn.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var backgroundColor: Color?
    /// Whether hit-testing may return this view or its subviews. Default `true`; ``Label`` and
    /// ``ImageView`` default to `false`, as UIKit's do.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds. Recorded only: nothing is drawn. The same
    /// property as the layer's ``Layer/masksToBounds``, as in UIKit.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var clipsToBounds = false
    /// How the content fills the bounds, as `UIView.contentMode`. Default
    /// ``ContentMode/scaleToFill``. Recorded only: nothing is drawn.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var contentMode: ContentMode = .scaleToFill
    /// How the view resizes when its superview changes size. Default empty: it does not.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var autoresizingMask: AutoresizingMask = [] {
        didSet {
            hasAutoresizingMask = !autoresizingMask.isEmpty
            if hasAutoresizingMask, let superviewReference {
                superviewReference.takeUnretainedValue().hasAutoresizingSubviews = true
            }
        }
    }

    /// Whether a change of this view's size resizes its subviews by their ``autoresizingMask``.
    /// Default `true`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var autoresizesSubviews = true
    /// The margins as set, before the safe area is added (see ``layoutMargins``).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var layoutMarginsStorage = View.defaultLayoutMargins

    /// UIKit's margins of a view that is not a view controller's root: 8 points on every side.
    package static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The margins content should keep from the edges. Default 8 points on every side (UIKit's
    /// default for a view that is not a view controller's root). A change schedules layout.
    ///
    /// While ``insetsLayoutMarginsFromSafeArea`` is `true` (the default), the value read is the
    /// value set plus ``safeAreaInsets`` on each edge, so margins are measured from the safe area,
    /// as UIKit reports them (a root view on a notched iPhone reads a top margin of 59 + its own).
    ///
    /// A view controller's root view keeps at least the controller's
    /// `systemMinimumLayoutMargins` while it respects them (`ViewController+LayoutMargins.swift`).
    open var layoutMargins: EdgeInsets {
        get {
            var own = layoutMarginsStorage
            if hasOwningViewController, let controller = owningViewController {
                own = controller.rootLayoutMargins(own)
            }
            guard insetsLayoutMarginsFromSafeArea, hasSafeAreaInsets else { return own }
            let safe = safeAreaInsetsStorage
            return EdgeInsets(
                top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
                right: own.right + safe.right)
        }
        set {
            guard newValue != layoutMarginsStorage else { return }
            layoutMarginsStorage = newValue
            setNeedsLayout()
            layoutMarginsDidChangeGeometry()
        }
    }

    /// Tells the view's constraints that its margins moved (their guide's edges are the margins).
    package final func layoutMarginsDidChangeGeometry() {
        if layoutState != nil { LayoutEngine.geometryDidChange(of: self) }
    }

    /// Whether ``layoutMargins`` are measured from the safe area rather than from the bounds.
    /// Default `true`, as UIKit's. A change schedules layout.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } }
    }

    /// Whether the view would also respect its superview's margins. Default `false`. Recorded
    /// only: the margins are not enlarged to the superview's (Compatibility/AutoLayout.md).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var preservesSuperviewLayoutMargins = false

    // MARK: Safe area, tint, layer and accessibility state
    //
    // Stored here because extensions cannot store; the behaviour is in View+SafeArea.swift,
    // View+Tint.swift, Layer.swift and View+Accessibility.swift.

    /// The safe area insets last worked out (see `View+SafeArea.swift`): cached, so the layout
    /// pass reads a stored value, and recomputed only when geometry or the hierarchy changes.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var safeAreaInsetsStorage = EdgeInsets.zero
    /// Whether ``safeAreaInsetsStorage`` is non-zero: one flag for the geometry setters to test.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var hasSafeAreaInsets = false
    /// Whether subviews inherit this view's safe area. `false` for scroll views, whose adjusted
    /// content inset takes the safe area instead (see ``ScrollView/adjustedContentInset``).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var insetsSubviewsForSafeArea = true

    /// The tint set on this view, or `nil` to inherit (see `View+Tint.swift`).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var tintColorStorage: Color?
    /// The tint adjustment mode set on this view (see `View+Tint.swift`).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    /// The layer, made on first use of ``layer``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var layerStorage: Layer?

    /// The view's tint color, as `UIView.tintColor`: the color set on the view, or else its
    /// superview's tint, up to the root, whose default is ``Color/systemBlue``. Setting `nil`
    /// restores inheritance. When the tint a view shows changes, it and every descendant that
    /// inherits it hear ``tintColorDidChange()`` (see `View+Tint.swift`).
    open var tintColor: Color! {
        get { effectiveTintColor }
        set { setTint(color: newValue, mode: tintAdjustmentModeStorage) }
    }

    /// How the tint is adjusted, as `UIView.tintAdjustmentMode`: the value set, or for
    /// ``TintAdjustmentMode/automatic`` the first set value up the superview chain, else
    /// ``TintAdjustmentMode/normal``. A change of the effective mode calls ``tintColorDidChange()``
    /// on the view and the descendants that inherit it. The dimmed appearance itself is recorded
    /// only: ``tintColor`` still returns the tint (nothing is drawn).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTint(color: tintColorStorage, mode: newValue) }
    }

    /// Called when the tint the view shows changes: its ``tintColor`` was set, an ancestor's tint
    /// it inherits changed, the effective ``tintAdjustmentMode`` changed, or the view moved under
    /// a superview with another tint. Ancestors hear it before descendants. The base does nothing.
    open func tintColorDidChange() {}

    /// The insets a view has of its own, before its position and its controller add theirs: zero;
    /// a ``Window`` returns its device's.
    package func ownSafeAreaInsets() -> EdgeInsets { .zero }

    /// Called after the safe area was worked out again because it or the bounds changed.
    /// ``ScrollView`` overrides it to update its adjusted content inset.
    package func safeAreaDidUpdate() {}

    /// Called when ``safeAreaInsets`` change, before the subviews hear of theirs, and (for a view
    /// controller's root view) before the controller's `viewSafeAreaInsetsDidChange()`. The base
    /// does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Accessibility (recorded for assistive technologies and UI tests; see View+Accessibility.swift)

    /// Whether assistive technologies see this view as one element, as
    /// `UIView.isAccessibilityElement`. Default `false` for a plain view and `true` for a
    /// ``Label``, as in UIKit ("false unless the receiver is a standard UIKit control").
    open var isAccessibilityElement = false
    /// A short, localized label naming the element, as `accessibilityLabel`. Default `nil`; a
    /// ``Label`` reports its text when none is set, as UIKit's does.
    open var accessibilityLabel: String?
    /// A brief description of what using the element does, as `accessibilityHint`. Default `nil`.
    open var accessibilityHint: String?
    /// The element's current value, as `accessibilityValue`. Default `nil`.
    open var accessibilityValue: String?
    /// The traits describing the element, as `accessibilityTraits`. Default none; a ``Label`` has
    /// ``AccessibilityTraits/staticText``.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// The identifier UI tests find the element by, as `accessibilityIdentifier`. Default `nil`.
    open var accessibilityIdentifier: String?
    /// Whether the elements inside this view are hidden from assistive technologies, as
    /// `accessibilityElementsHidden`. Default `false`.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies should ignore the view's siblings, as
    /// `accessibilityViewIsModal`. Default `false`.
    open var accessibilityViewIsModal = false
    /// Whether VoiceOver should group the view's children, as `shouldGroupAccessibilityChildren`.
    /// Default `false`.
    open var shouldGroupAccessibilityChildren = false

    /// The value for a dimension that has no intrinsic size, as `UIView.noIntrinsicMetric` (-1).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The smallest possible size (zero), as `UIView.layoutFittingCompressedSize`: a target height
    /// of zero asks ``systemLayoutSizeFitting(_:)`` for the least height the content needs.
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size, as `UIView.layoutFittingExpandedSize`: a target that asks
    /// ``systemLayoutSizeFitting(_:)`` for the most the constraints allow. Apple documents its
    /// use, not its value; OpenTableView uses 10,000,000 points on each axis
    /// (`Compatibility/AutoLayout.md`).
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Detaches the subviews, so their non-owning ``superview`` never points at a freed view.
    ///
    /// Not an `isolated deinit`: Swift does not allow one in a `@preconcurrency` class, which
    /// this is so that Swift 5 code sees it as it sees UIKit's. The last release of a view may
    /// happen off the main actor (a test framework, a Swift 5 caller), so the detach touches only
    /// the storage it needs, ``subviews`` and ``superviewReference``, which are
    /// `nonisolated(unsafe)` for this: by the time a view is deallocated nothing else can reach
    /// it, and a subview it still holds is reachable only through it or through code that has
    /// already released it.
    deinit {
        let me = Unmanaged.passUnretained(self).toOpaque()
        for subview in subviewsStorage where subview.superviewReference?.toOpaque() == me {
            subview.superviewReference = nil
        }
    }

    /// The next responder, as UIKit's `UIView.next`: the view controller whose root view this is,
    /// otherwise the superview (see ``Responder``).
    open override var next: Responder? {
        if hasOwningViewController, let controller = owningViewController { return controller }
        return superviewStorage
    }

    /// Creates a view with a frame in its superview's coordinates, as `UIView(frame:)`.
    /// The bounds get the frame's size and a zero origin.
    public init(frame: CGRect) {
        frameOrigin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// Creates a view from an archive, as UIKit's `UIView.init?(coder:)`, and `required` as
    /// there: a subclass that declares a designated initializer of its own implements it, with
    /// `required init?(coder: NSCoder)`, exactly as on iOS.
    ///
    /// Differs from UIKit: there are no archives to read headless. Only OpenTableView's
    /// Interface Builder loading reaches this initializer, with its own ``NibDecoder``, and the
    /// view then starts as ``init(frame:)`` starts, with the decoder's frame (zero when it has
    /// none) and tag, as UIKit's decodes them. Called with any other coder it traps with
    /// `NSInvalidArgumentException`, saying to create the view with ``init(frame:)``
    /// (`Compatibility/Porting.md`, "init(coder:)").
    public required init?(coder: NSCoder) {
        let decoder = coder as? NibDecoder
        let frame = decoder?.frame ?? .zero
        frameOrigin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
        guard let decoder else {
            raise(
                CoderMessages.decodingOutsideInterfaceBuilder(
                    className: uikitClassName(of: self), replacement: "init(frame:)"))
        }
        tag = decoder.tag
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// Creates a view with a zero frame, as `UIView()`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The rectangle the view occupies in its superview's coordinates.
    ///
    /// Setting it moves ``center`` and resizes ``bounds`` but keeps the bounds origin (the scroll
    /// offset). A change of size schedules layout with ``setNeedsLayout()``.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: boundsStorage.size) }
        set {
            // Key-value observing: the notifications wrap the whole setter, as Foundation's do.
            keyValueObservers?.willChange(.frame)
            defer { keyValueObservers?.didChange(.frame) }
            let oldSize = boundsStorage.size
            frameOrigin = newValue.origin
            boundsStorage.size = newValue.size
            let sizeChanged = newValue.size != oldSize
            if sizeChanged { sizeDidChange(from: oldSize) }
            // The safe area follows geometry; until the view's tree has a safe area this is one
            // flag read, and views outside any safe area (every cell in a table) pay a few more.
            if inheritedSwitches.contains(.safeArea),
                hasSafeAreaInsets || superviewStorage?.passesSafeAreaToSubviews == true
            {
                updateSafeAreaInsets(boundsChanged: sizeChanged)
            }
            // A frame that constraints read (a view that translates its mask and is named by a
            // constraint) moves the views constrained to it.
            if let layoutState, layoutState.isItem, layoutState.translatesAutoresizingMask {
                LayoutEngine.geometryDidChange(of: self)
            }
        }
    }

    /// The view's own coordinate system: its origin is the point shown at the top-left corner (a
    /// scroll view's content offset), its size the frame's size.
    ///
    /// A new size keeps ``center`` where it is, so the frame grows or shrinks around it, and
    /// schedules layout. A new origin moves nothing in the superview.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            keyValueObservers?.willChange(.bounds)
            defer { keyValueObservers?.didChange(.bounds) }
            // A scroll changes only the origin: it should not pay for the (overridable) center.
            guard newValue.size != boundsStorage.size else {
                boundsStorage = newValue
                if passesSafeAreaToSubviews { updateSafeAreaInsets(boundsChanged: true) }
                return
            }
            let fixedCenter = center
            let oldSize = boundsStorage.size
            boundsStorage = newValue
            frameOrigin = CGPoint(x: fixedCenter.x - newValue.width / 2, y: fixedCenter.y - newValue.height / 2)
            sizeDidChange(from: oldSize)
            if inheritedSwitches.contains(.safeArea),
                hasSafeAreaInsets || superviewStorage?.passesSafeAreaToSubviews == true
            {
                updateSafeAreaInsets(boundsChanged: true)
            }
        }
    }

    /// After a change of size: resizes the autoresizing subviews and schedules layout.
    private func sizeDidChange(from oldSize: CGSize) {
        if hasAutoresizingSubviews && !subviewsStorage.isEmpty && autoresizesSubviews {
            autoresizeSubviews(from: oldSize)
        }
        setNeedsLayout()
    }

    /// The frame's midpoint in the superview's coordinates. Setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + boundsStorage.width / 2, y: frameOrigin.y + boundsStorage.height / 2) }
        set { frameOrigin = CGPoint(x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2) }
    }

    // MARK: Layout

    /// Marks the view as needing layout; the next ``layoutIfNeeded()`` runs ``layoutSubviews()``.
    open func setNeedsLayout() {
        needsLayout = true
        guard let parent = superviewReference else { return }
        View.markDescendantNeedsLayout(from: parent)
    }

    /// Records, up the ancestor chain, that a subtree has layout pending.
    /// - Complexity: O(depth) the first time, O(1) once the ancestors know.
    package final func markDescendantNeedsLayout() {
        View.markDescendantNeedsLayout(from: Unmanaged.passUnretained(self))
    }

    /// ``markDescendantNeedsLayout()`` from `start` up, without retaining the views: each
    /// ancestor retains the next one down, and a retain and release per step was most of the
    /// cost of a cell's change of size.
    private static func markDescendantNeedsLayout(from start: Unmanaged<View>) {
        var current = start
        while true {
            unowned(unsafe) let view = current.takeUnretainedValue()
            if view.descendantNeedsLayout { return }
            view.descendantNeedsLayout = true
            guard let next = view.superviewReference else { return }
            current = next
        }
    }

    /// Lays out now whatever is pending: this view's ``layoutSubviews()`` if it needs layout, then
    /// the same for every subview, recursively, so parents are laid out before their children.
    ///
    /// The flag is cleared before ``layoutSubviews()`` runs, so a layout that changes the view's own
    /// size or offset leaves it needing layout again for the next call, as UIKit defers such a
    /// change to the next pass. Unlike UIKit, pending layout of superviews is not run first.
    open func layoutIfNeeded() {
        if subtreeUsesAutoLayout && !LayoutEngine.pendingConstraintUpdates.isEmpty {
            LayoutEngine.runConstraintPass(in: self)
        }
        if needsLayout {
            needsLayout = false
            if hasOwningViewController, let controller = owningViewController {
                controller.updateContentUnavailableConfigurationIfNeeded()
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.placeContentUnavailableView()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // Over a copy, as a `for`-`in` would be (a layout may add or remove subviews), but by
        // index and unretained: most subviews (a table's cells) have nothing pending, and the
        // iterator's retain and release of each was most of the cost of passing them over. The
        // copy keeps every subview alive, so each one laid out is called through a guaranteed
        // reference too: a call on a loaded reference (even an `unowned(unsafe)` one) retains and
        // releases it, two atomic operations for every cell whose size changed.
        let children = subviewsStorage
        for index in children.indices {
            View.withUnretained(Unmanaged.passUnretained(children[index])) { subview in
                if subview.needsLayout || subview.descendantNeedsLayout { subview.layoutIfNeeded() }
            }
        }
    }

    /// Calls `body` with `view` without retaining it: the caller guarantees that something else
    /// holds it for the call (a copy of an array it is in, or the object that owns it).
    ///
    /// A call on a class reference loaded from memory (even an `unowned(unsafe)` one) retains it
    /// and releases it after: two atomic operations, which a table pays for every cell it lays
    /// out again. The closure is formed here, in this module: one formed in another
    /// module and handed over checks its actor isolation at run time on every call.
    @inline(__always)
    static func withUnretained<R>(_ view: Unmanaged<View>, _ body: (View) -> R) -> R {
        view._withUnsafeGuaranteedRef(body)
    }

    /// Sets the frame of `view`, which the caller holds (see ``withUnretained(_:_:)``), without
    /// retaining it: for a cell's content view, which the cell owns.
    @inline(__always)
    package static func setFrame(_ frame: CGRect, ofUnretained view: Unmanaged<View>) {
        withUnretained(view) { $0.frame = frame }
    }

    /// Positions the subviews. The base sets the frames of the subviews that constraints place
    /// (those that do not translate their autoresizing mask), as UIKit's does; override it to lay
    /// out your own, calling `super` first. Call ``layoutIfNeeded()`` rather than this directly.
    open func layoutSubviews() {
        // Also a view with constraints installed: its engine is brought up to date (and logs any
        // conflict) even when they only read frames.
        if let layoutState, layoutState.laysOutSubviewsWithEngine || !layoutState.installed.isEmpty {
            LayoutEngine.applyFrames(toSubviewsOf: self)
        }
    }

    // MARK: Auto Layout's overridable members (the rest is in View+AutoLayout.swift)

    /// Whether the view needs Auto Layout to work, as UIKit's `requiresConstraintBasedLayout`:
    /// when `true`, a new view asks for ``updateConstraints()`` at its first layout. Default
    /// `false`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Adds or updates the view's constraints, as UIKit's `updateConstraints()`: called in the
    /// constraint pass that starts each ``layoutIfNeeded()`` when ``setNeedsUpdateConstraints()``
    /// asked for it. Override it to change constraints in one place, calling `super` last.
    open func updateConstraints() {}

    /// The size the view would like within `size`. The base returns the current bounds size, as
    /// UIKit's does; labels, image views and cells measure their content.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The size the view's constraints give it closest to `targetSize`, as UIKit's
    /// `systemLayoutSizeFitting(_:)`: the same as the method with priorities, both at
    /// ``LayoutPriority/fittingSizeLevel`` (as close to the target as the content allows).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, holding each dimension to `targetSize` at the
    /// given priority, as UIKit's method: `.required` fixes it, ``LayoutPriority/fittingSizeLevel``
    /// lets the content decide. The view's own frame is not changed.
    ///
    /// The view's subtree is solved on its own (its constraints to views outside it do not
    /// count). A view whose subtree has no constraints answers ``sizeThatFits(_:)`` of
    /// `targetSize`, which is how frame-based views and cells self-size (Compatibility/AutoLayout.md).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard LayoutEngine.usesConstraints(toFit: self) else { return sizeThatFits(targetSize) }
        return LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The natural size of the content. The base has none: both dimensions are
    /// ``noIntrinsicMetric``.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the view that its ``intrinsicContentSize`` changed, as UIKit's
    /// `invalidateIntrinsicContentSize()`.
    ///
    /// Auto Layout reads the new size at the next layout pass. Each ancestor also hears of the
    /// change through `descendantDidInvalidateIntrinsicContentSize(_:)`, which is how a table
    /// learns that a self-sizing cell (or its content view) needs measuring again, as iOS 16's
    /// `UITableView.selfSizingInvalidation` documents.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChangeForLayout()
        var ancestor = superviewStorage
        while let view = ancestor {
            view.descendantDidInvalidateIntrinsicContentSize(self)
            ancestor = view.superviewStorage
        }
    }

    /// A descendant called ``invalidateIntrinsicContentSize()``. The base does nothing; a table
    /// overrides it to measure the row of a self-sizing cell again.
    @_spi(OpenTableViewInternals) open func descendantDidInvalidateIntrinsicContentSize(_ view: View) {}

    /// The Auto Layout of `host`, a descendant that solves its own constraints (a cell), changed:
    /// a constraint, a constant or priority, or an intrinsic size inside it. The base does
    /// nothing; a table overrides it for `selfSizingInvalidation` `.enabledIncludingConstraints`.
    @_spi(OpenTableViewInternals) open func hostedLayoutDidChange(_ host: View) {}

    // MARK: Hit-testing

    /// Whether `point`, in the view's coordinates, lies inside the view: within ``bounds``, the
    /// right and bottom edges excluded.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates).
    ///
    /// Returns `nil` when this view is hidden, nearly transparent (alpha below 0.01), not
    /// interactive, or when the point is outside it; so a subview sticking out of its superview
    /// cannot be hit there. Subviews are tried front-most first.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewsStorage.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    // MARK: Gesture recognizers

    // Declared here rather than in `Gestures/`, so that subclasses can override them as in UIKit.

    /// The recognizers attached to the view, in the order added, or `nil` when there are none, as
    /// `UIView.gestureRecognizers`. Setting it removes the current ones and adds the new ones.
    open var gestureRecognizers: [GestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, as `UIView.addGestureRecognizer(_:)`: it now sees the
    /// simulated gestures that hit this view or its subviews. A recognizer attached to another
    /// view is moved here, as in UIKit; adding it twice changes nothing.
    open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`, as `UIView.removeGestureRecognizer(_:)`; its ``GestureRecognizer/view``
    /// becomes `nil`. A recognizer of another view is left alone.
    open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Whether a recognizer may begin, asked of the view the gesture hit, as
    /// `UIView.gestureRecognizerShouldBegin(_:)`. Default `true`; a `false` fails the recognizer.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Responder

    // These members are UIKit's `UIResponder` basics, on `View` because there is no responder
    // class headless. They are declared here, not in `View+Responder.swift` with the rest, because
    // Swift cannot override a method declared in an extension, and `UITextField` overrides them.

    /// Whether the view can become the first responder. Default `false`; ``TextField`` says yes
    /// while enabled.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the view may give up first-responder status. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Makes the view the first responder of its view tree, as `UIResponder.becomeFirstResponder()`.
    ///
    /// Returns `false` when ``canBecomeFirstResponder`` is `false`, or when the current first
    /// responder of the tree does not resign. A view tree (the views under one root, standing in
    /// for UIKit's window) has at most one first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        makeFirstResponder()
    }

    /// Gives up first-responder status, as `UIResponder.resignFirstResponder()`. Returns `false`
    /// only when the view is the first responder and ``canResignFirstResponder`` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        giveUpFirstResponder()
    }

    // MARK: Traits

    // Declared here, not in `View+Traits.swift`, because Swift cannot override a member declared
    // in an extension, and apps override both.

    /// The view's traits, as `UIView.traitCollection`: its view controller's when it is one's
    /// root view, otherwise its superview's, and a window's own (`View+Traits.swift`).
    open var traitCollection: TraitCollection { inheritedTraitCollection }

    /// Called after the view's traits changed, as `traitCollectionDidChange(_:)`, with the traits it
    /// had. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The trait-change registrations and a window's traits (`View+Traits.swift`).
    package final var traitState: TraitState?

    // MARK: Hierarchy hooks

    /// Called on a view just before its superview changes (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called on a view just after its superview changed.
    open func didMoveToSuperview() {}

    /// Called on a view and on every view below it before the window they are in changes, as
    /// UIKit's `willMove(toWindow:)`; `newWindow` is `nil` when they leave every window. See
    /// `View+WindowHooks.swift` for when and in which order.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called on a view and on every view below it after the window they are in changed, as
    /// UIKit's `didMoveToWindow()`; ``window`` is then the new window, or `nil`.
    open func didMoveToWindow() {}

    /// Called on a view after `subview` became one of its subviews.
    open func didAddSubview(_ subview: View) {}

    /// Called on a view before `subview` leaves it, removed or moved to another superview.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: - UIKit's members whose work is in the concern files, open as UIKit declares them
    //
    // UIKit declares every member below `open`. Swift cannot override a member declared in an
    // extension, so each is declared here, in the class body, as a thin entry point that calls its
    // implementation (`…Implementation`) in the file named in its group's heading; the library's
    // own hot paths read the storage (``superview``, ``subviews``) or call the implementations.

    // MARK: Managing the view hierarchy (View+Hierarchy.swift)

    /// The view this view is a subview of, or `nil`. A non-owning reference, as in UIKit (which
    /// declares it `assign`): a view's `deinit` clears it in its subviews, so it never dangles.
    /// Not `weak`, because Swift gives every weakly referenced object a side table that slows
    /// down each retain and release, and the layout pass moves views constantly.
    ///
    /// Reading it returns a strong reference, as any class reference a Swift property returns.
    open var superview: View? { superviewStorage }

    /// The subviews, back to front: the last one is drawn on top and hit-tested first.
    open var subviews: [View] { subviewsStorage }

    /// Adds `view` on top of the other subviews, as `UIView.addSubview(_:)`.
    ///
    /// A view in another superview is moved here. A view that is already a subview is brought to
    /// the front. Adding the view itself, or one of its ancestors, raises an exception.
    open func addSubview(_ view: View) { addSubviewImplementation(view) }

    /// Moves `view` to the front (the end of ``subviews``). Ignored if it is not a subview.
    open func bringSubviewToFront(_ view: View) { bringSubviewToFrontImplementation(view) }

    /// Moves `view` to the back (the start of ``subviews``). Ignored if it is not a subview.
    open func sendSubviewToBack(_ view: View) { sendSubviewToBackImplementation(view) }

    /// Detaches the view from its superview, as `UIView.removeFromSuperview()`. Does nothing
    /// without a superview.
    open func removeFromSuperview() { removeFromSuperviewImplementation() }

    /// Inserts `view` at `index` in ``subviews``, as `UIView.insertSubview(_:at:)`.
    ///
    /// The index counts the subviews without `view`, and is clamped to `0...subviews.count`
    /// where UIKit requires it to be in range.
    open func insertSubview(_ view: View, at index: Int) { insertSubviewImplementation(view, at: index) }

    /// Inserts `view` just above `siblingSubview`, as `UIView.insertSubview(_:aboveSubview:)`.
    /// If `siblingSubview` is not a subview, `view` is added on top.
    open func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        insertSubviewImplementation(view, aboveSubview: siblingSubview)
    }

    /// Inserts `view` just below `siblingSubview`, as `UIView.insertSubview(_:belowSubview:)`.
    /// If `siblingSubview` is not a subview, `view` is added on top.
    open func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubviewImplementation(view, belowSubview: siblingSubview)
    }

    /// Whether this view is `view` or lies somewhere below it.
    open func isDescendant(of view: View) -> Bool { isDescendantImplementation(of: view) }

    /// The first view whose ``tag`` is `tag`: this view itself, then its subviews depth-first,
    /// back to front. `nil` if there is none.
    ///
    /// - Complexity: O(*n*) in the number of views below this one.
    open func viewWithTag(_ tag: Int) -> View? { viewWithTagImplementation(tag) }

    // MARK: Converting between view coordinate systems (View+Coordinates.swift)

    /// Converts `point` from this view's coordinates to `view`'s (the root's if `nil`).
    open func convert(_ point: CGPoint, to view: View?) -> CGPoint { convertImplementation(point, to: view) }

    /// Converts `point` from `view`'s coordinates (the root's if `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: View?) -> CGPoint { convertImplementation(point, from: view) }

    /// Converts `rect` from this view's coordinates to `view`'s (the root's if `nil`). Without
    /// transforms only the origin moves.
    open func convert(_ rect: CGRect, to view: View?) -> CGRect { convertImplementation(rect, to: view) }

    /// Converts `rect` from `view`'s coordinates (the root's if `nil`) to this view's.
    open func convert(_ rect: CGRect, from view: View?) -> CGRect { convertImplementation(rect, from: view) }

    // MARK: Auto Layout (AutoLayout/View+AutoLayout.swift)

    /// Whether the view's frame (and its ``autoresizingMask``) is turned into constraints, as
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`. Default `true`: the frame you set
    /// stays. Set it to `false` for a view the constraints place and size; the layout of its
    /// superview then sets its frame.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMaskIntoConstraintsImplementation }
        set { translatesAutoresizingMaskIntoConstraintsImplementation = newValue }
    }

    /// The constraints installed on this view, as UIKit's `constraints`: those whose closest
    /// common ancestor it is, and those added with ``addConstraint(_:)``.
    open var constraints: [LayoutConstraint] { constraintsImplementation }

    /// Installs `constraint` on this view, as UIKit's `addConstraint(_:)`. Apple recommends
    /// activating constraints instead (``LayoutConstraint/isActive``). The items should be this
    /// view or its descendants; when they are not, UIKit's "view hierarchy is not prepared" line
    /// is logged and the constraint is left out of layout.
    open func addConstraint(_ constraint: LayoutConstraint) { addConstraintImplementation(constraint) }

    /// Installs each of `constraints`, as UIKit's `addConstraints(_:)`.
    open func addConstraints(_ constraints: [LayoutConstraint]) { addConstraintsImplementation(constraints) }

    /// Removes `constraint` if it is installed on this view, as UIKit's `removeConstraint(_:)`.
    open func removeConstraint(_ constraint: LayoutConstraint) { removeConstraintImplementation(constraint) }

    /// Removes each of `constraints` installed on this view, as UIKit's `removeConstraints(_:)`.
    open func removeConstraints(_ constraints: [LayoutConstraint]) { removeConstraintsImplementation(constraints) }

    /// The leading edge (the left edge: layout is left-to-right).
    open var leadingAnchor: LayoutXAxisAnchor { leadingAnchorImplementation }

    /// The trailing edge (the right edge).
    open var trailingAnchor: LayoutXAxisAnchor { trailingAnchorImplementation }

    /// The left edge.
    open var leftAnchor: LayoutXAxisAnchor { leftAnchorImplementation }

    /// The right edge.
    open var rightAnchor: LayoutXAxisAnchor { rightAnchorImplementation }

    /// The top edge.
    open var topAnchor: LayoutYAxisAnchor { topAnchorImplementation }

    /// The bottom edge.
    open var bottomAnchor: LayoutYAxisAnchor { bottomAnchorImplementation }

    /// The width.
    open var widthAnchor: LayoutDimension { widthAnchorImplementation }

    /// The height.
    open var heightAnchor: LayoutDimension { heightAnchorImplementation }

    /// The horizontal center.
    open var centerXAnchor: LayoutXAxisAnchor { centerXAnchorImplementation }

    /// The vertical center.
    open var centerYAnchor: LayoutYAxisAnchor { centerYAnchorImplementation }

    /// The baseline of the first line of text: a label's; the bottom edge of other views.
    open var firstBaselineAnchor: LayoutYAxisAnchor { firstBaselineAnchorImplementation }

    /// The baseline of the last line of text: a label's; the bottom edge of other views.
    open var lastBaselineAnchor: LayoutYAxisAnchor { lastBaselineAnchorImplementation }

    /// The guides added to this view with ``addLayoutGuide(_:)``.
    open var layoutGuides: [LayoutGuide] { layoutGuidesImplementation }

    /// Adds `layoutGuide` to this view, as UIKit's `addLayoutGuide(_:)`: its anchors can then be
    /// constrained to this view's subviews. A guide moves from the view it was in.
    open func addLayoutGuide(_ layoutGuide: LayoutGuide) { addLayoutGuideImplementation(layoutGuide) }

    /// Removes `layoutGuide` from this view, as UIKit's `removeLayoutGuide(_:)`.
    open func removeLayoutGuide(_ layoutGuide: LayoutGuide) { removeLayoutGuideImplementation(layoutGuide) }

    /// The guide of the view's bounds less its ``layoutMargins``, as UIKit's
    /// `layoutMarginsGuide`. The margin attributes of constraints (`leadingMargin`) are its edges.
    open var layoutMarginsGuide: LayoutGuide { layoutMarginsGuideImplementation }

    /// The guide of the view's bounds less its ``safeAreaInsets``, as UIKit's
    /// `safeAreaLayoutGuide`.
    open var safeAreaLayoutGuide: LayoutGuide { safeAreaLayoutGuideImplementation }

    /// The layout margins guide, at most 672 points wide and centered, as UIKit's
    /// `readableContentGuide` at the default text size (UIKit derives the width from the font;
    /// on an iPhone in portrait it equals the margins).
    open var readableContentGuide: LayoutGuide { readableContentGuideImplementation }

    /// How much the view resists growing beyond its ``intrinsicContentSize`` along `axis`, as
    /// UIKit's `contentHuggingPriority(for:)`. Default 250 (``LayoutPriority/defaultLow``).
    open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        contentHuggingPriorityImplementation(for: axis)
    }

    /// Sets the content hugging priority along `axis`, as UIKit's
    /// `setContentHuggingPriority(_:for:)`.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setContentHuggingPriorityImplementation(priority, for: axis)
    }

    /// How much the view resists shrinking below its ``intrinsicContentSize`` along `axis`, as
    /// UIKit's `contentCompressionResistancePriority(for:)`. Default 750
    /// (``LayoutPriority/defaultHigh``).
    open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        contentCompressionResistancePriorityImplementation(for: axis)
    }

    /// Sets the compression resistance priority along `axis`, as UIKit's
    /// `setContentCompressionResistancePriority(_:for:)`.
    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setContentCompressionResistancePriorityImplementation(priority, for: axis)
    }

    /// Asks for ``updateConstraints()`` at the next constraint pass, as UIKit's
    /// `setNeedsUpdateConstraints()`. The pass runs at the start of ``layoutIfNeeded()``, or
    /// now with ``updateConstraintsIfNeeded()``.
    open func setNeedsUpdateConstraints() { setNeedsUpdateConstraintsImplementation() }

    /// Whether ``updateConstraints()`` is due, as UIKit's `needsUpdateConstraints()`.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsImplementation() }

    /// Runs the pending ``updateConstraints()`` of this view and its descendants now, deepest
    /// first (a view's subviews update before it, as in UIKit), as UIKit's
    /// `updateConstraintsIfNeeded()`. A view controller's root view asks its controller
    /// (``ViewController/updateViewConstraints()``).
    open func updateConstraintsIfNeeded() { updateConstraintsIfNeededImplementation() }

    /// Whether the constraints leave the view's frame free: more than one frame satisfies them
    /// equally well, as UIKit's `hasAmbiguousLayout`. `false` for a view whose frame is set
    /// (one that translates its autoresizing mask).
    open var hasAmbiguousLayout: Bool { hasAmbiguousLayoutImplementation }

    /// Moves the view to another frame its constraints allow, as UIKit's
    /// `exerciseAmbiguityInLayout()`: for each of the view's position and size that
    /// ``hasAmbiguousLayout`` finds free, a value 100 points away (further, or nearer when further
    /// is not allowed) as far as the constraints let it go. A view whose layout is not ambiguous
    /// keeps its frame. As in UIKit, the next layout pass puts the view back where the engine's
    /// solution is. Deterministic, where UIKit's choice is random.
    open func exerciseAmbiguityInLayout() {
        exerciseAmbiguityInLayoutImplementation()
    }

    /// The active constraints that affect the view's frame along `axis`, as UIKit's
    /// `constraintsAffectingLayout(for:)`.
    open func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        constraintsAffectingLayoutImplementation(for: axis)
    }

    // MARK: Margins and the safe area (DirectionalEdgeInsets.swift, View+SafeArea.swift)

    /// ``View/layoutMargins`` with leading and trailing edges, as `UIView.directionalLayoutMargins`
    /// (left-to-right: leading is left). Reads include the safe area as ``View/layoutMargins`` does;
    /// setting it sets ``View/layoutMargins``.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { directionalLayoutMarginsImplementation }
        set { directionalLayoutMarginsImplementation = newValue }
    }

    /// The insets that leave the safe area, as `UIView.safeAreaInsets` (see the extension's
    /// discussion). Zero for a view outside any safe area.
    open var safeAreaInsets: EdgeInsets { safeAreaInsetsImplementation }

    // MARK: The layer, the window and the responder (Layer.swift, Window.swift, View+Responder.swift)

    /// The view's layer, as `UIView.layer`: made on first use, then always the same object.
    open var layer: Layer { layerImplementation }

    /// The window the view is in, as `UIView.window`: its nearest ``Window`` ancestor, or `nil`.
    /// - Complexity: O(depth).
    open var window: Window? { windowImplementation }

    /// Whether the view is the first responder of its view tree, as `UIResponder.isFirstResponder`.
    open var isFirstResponder: Bool { isFirstResponderImplementation }

    /// Makes the first responder in this view or below it resign, as `UIView.endEditing(_:)`.
    ///
    /// With `force` the first responder resigns without being asked (a text field's delegate
    /// hears no `textFieldShouldEndEditing(_:)`, and its editing ends anyway). Returns `true` when
    /// no first responder is left in this view or below it.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingImplementation(force) }
}

extension View {
    /// Notes that this view takes part in Auto Layout: it and its ancestors up to the first one
    /// already marked get ``subtreeUsesAutoLayout``. O(depth) the first time, O(1) after.
    package final func noteAutoLayoutInSubtree() {
        var view = self
        while !view.subtreeUsesAutoLayout {
            view.subtreeUsesAutoLayout = true
            guard let parent = view.superviewReference?.takeUnretainedValue() else { return }
            view = parent
        }
    }

    /// Notes, as `view` becomes a subview, what its subtree brings: Auto Layout for this tree, an
    /// autoresizing mask for this view; and what this tree passes down to the new subtree.
    @inline(__always)
    package final func noteSwitches(ofNewSubview view: View) {
        if view.subtreeUsesAutoLayout { noteAutoLayoutInSubtree() }
        if view.hasAutoresizingMask { hasAutoresizingSubviews = true }
        if !view.inheritedSwitches.isSuperset(of: inheritedSwitches) { view.inherit(inheritedSwitches) }
        if view.subtreeHasGestureRecognizers { noteGestureRecognizersInSubtree() }
    }

    /// Notes that a recognizer is attached in this view's subtree: it and its ancestors up to the
    /// first one already marked get ``subtreeHasGestureRecognizers``.
    package final func noteGestureRecognizersInSubtree() {
        var view = self
        while !view.subtreeHasGestureRecognizers {
            view.subtreeHasGestureRecognizers = true
            guard let parent = view.superviewReference?.takeUnretainedValue() else { return }
            view = parent
        }
    }

    /// Gives this view and every view below it `switches`. A view that already has them has them
    /// in its whole subtree (they are handed down whenever they are set and whenever a subview is
    /// added), so the walk stops there: O(the views that did not have them).
    package final func inherit(_ switches: InheritedSwitches) {
        guard !inheritedSwitches.isSuperset(of: switches) else { return }
        inheritedSwitches.formUnion(switches)
        for subview in subviewsStorage { subview.inherit(switches) }
    }
}
