import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A rectangle in a headless view tree, standing in for UIKit's `UIView`.
///
/// A view keeps UIKit's geometry (``frame``, ``bounds``, ``center``), its ordered subviews, the
/// layout cycle (``setNeedsLayout()``, ``layoutIfNeeded()``, ``layoutSubviews()``), sizing,
/// coordinate conversion and hit-testing. Nothing is drawn, and there is no window, run loop,
/// transform, Auto Layout or nib loading (so there is no `init(coder:)`).
///
/// Because there is no run loop, nothing lays a view out by itself: a pending layout waits until
/// someone calls ``layoutIfNeeded()``. A new view starts out needing layout, as in UIKit, so its
/// first ``layoutIfNeeded()`` always runs ``layoutSubviews()``.
@MainActor
open class View {
    // The frame's origin and the bounds are the stored truth; the center is derived. Storing the
    // origin (rather than UIKit's center) keeps frames exactly as set, so tests compare exact values.
    //
    // This stored state is `@exclusivity(unchecked)`: the run-time check that two accesses to a
    // class property never overlap costs more than the reads themselves on the layout path, and
    // no access to it is held across a call out of this file's methods.
    @exclusivity(unchecked) private var frameOrigin: CGPoint
    @exclusivity(unchecked) private var boundsStorage: CGRect

    /// The view this view is a subview of, or `nil`. A non-owning reference, as in UIKit (which
    /// declares it `assign`): a view's `deinit` clears it in its subviews, so it never dangles.
    /// Not `weak`, because Swift gives every weakly referenced object a side table that slows
    /// down each retain and release, and the layout pass moves views constantly.
    @exclusivity(unchecked) public package(set) final unowned(unsafe) var superview: View?
    /// The subviews, back to front: the last one is drawn on top and hit-tested first.
    @exclusivity(unchecked) public package(set) final var subviews: [View] = []
    /// Whether ``layoutSubviews()`` should run at the next ``layoutIfNeeded()``. Starts `true`.
    @exclusivity(unchecked) package private(set) final var needsLayout = true
    /// Whether some descendant needs layout, so ``layoutIfNeeded()`` visits only the subtrees
    /// with pending layout (as Core Animation does) instead of every view on every pass.
    @exclusivity(unchecked) package private(set) final var descendantNeedsLayout = false

    /// The view controller whose root view this is, told around each layout pass (UIKit's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`). Weak: the controller owns the view.
    package weak var layoutObservingController: ViewController? {
        didSet { hasLayoutObservingController = layoutObservingController != nil }
    }
    /// Whether ``layoutObservingController`` was set, so the layout pass of the many views that are
    /// no controller's root (cells, labels) skips the cost of loading a weak reference.
    @exclusivity(unchecked) private var hasLayoutObservingController = false

    /// Whether the view is hidden. Hidden views, and their subviews, are skipped by hit-testing.
    open var isHidden = false
    /// The opacity, from 0 to 1. Below 0.01 the view is skipped by hit-testing, as in UIKit.
    open var alpha: CGFloat = 1
    /// A number to find the view by with ``viewWithTag(_:)``. Default 0.
    open var tag = 0
    /// The fill color, or `nil` (transparent). Recorded only: nothing is drawn.
    open var backgroundColor: Color?
    /// Whether hit-testing may return this view or its subviews. Default `true`; ``Label`` and
    /// ``ImageView`` default to `false`, as UIKit's do.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds. Recorded only: nothing is drawn.
    open var clipsToBounds = false
    /// The margins content should keep from the edges. Default 8 points on every side (UIKit's
    /// default for a view that is not a view controller's root). A change schedules layout.
    open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { setNeedsLayout() } }
    }

    /// The value for a dimension that has no intrinsic size, as `UIView.noIntrinsicMetric` (-1).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The smallest possible size (zero), as `UIView.layoutFittingCompressedSize`: a target height
    /// of zero asks ``systemLayoutSizeFitting(_:)`` for the least height the content needs.
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero

    /// Detaches the subviews, so their non-owning ``superview`` never points at a freed view.
    isolated deinit {
        for subview in subviews where subview.superview === self { subview.superview = nil }
    }

    /// Creates a view with a frame in its superview's coordinates, as `UIView(frame:)`.
    /// The bounds get the frame's size and a zero origin.
    public init(frame: CGRect) {
        frameOrigin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
    }

    /// Creates a view with a zero frame, as `UIView()`.
    public convenience init() {
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
            let sizeChanged = newValue.size != boundsStorage.size
            frameOrigin = newValue.origin
            boundsStorage.size = newValue.size
            if sizeChanged { setNeedsLayout() }
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
            // A scroll changes only the origin: it should not pay for the (overridable) center.
            guard newValue.size != boundsStorage.size else {
                boundsStorage = newValue
                return
            }
            let fixedCenter = center
            boundsStorage = newValue
            frameOrigin = CGPoint(x: fixedCenter.x - newValue.width / 2, y: fixedCenter.y - newValue.height / 2)
            setNeedsLayout()
        }
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
        superview?.markDescendantNeedsLayout()
    }

    /// Records, up the ancestor chain, that a subtree has layout pending.
    /// - Complexity: O(depth) the first time, O(1) once the ancestors know.
    package func markDescendantNeedsLayout() {
        var view: View? = self
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// Lays out now whatever is pending: this view's ``layoutSubviews()`` if it needs layout, then
    /// the same for every subview, recursively, so parents are laid out before their children.
    ///
    /// The flag is cleared before ``layoutSubviews()`` runs, so a layout that changes the view's own
    /// size or offset leaves it needing layout again for the next call, as UIKit defers such a
    /// change to the next pass. Unlike UIKit, pending layout of superviews is not run first.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            if hasLayoutObservingController, let controller = layoutObservingController {
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutIfNeeded()
        }
    }

    /// Positions the subviews. Override it to lay out your own; the base does nothing, since there
    /// are no constraints to solve headless. Call ``layoutIfNeeded()`` rather than this directly.
    open func layoutSubviews() {}

    /// The size the view would like within `size`. The base returns the current bounds size, as
    /// UIKit's does; labels, image views and cells measure their content.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The size the content needs for `targetSize`, as Auto Layout would compute it.
    ///
    /// There is no Auto Layout headless: the base returns ``sizeThatFits(_:)`` of `targetSize`.
    /// ``TableViewCell`` measures its standard labels; a custom cell or view that self-sizes
    /// overrides this method or ``sizeThatFits(_:)``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// The size the content needs for `targetSize` with fitting priorities, as UIKit's method.
    ///
    /// The priorities are ignored (there are no constraints to weigh): it returns
    /// ``systemLayoutSizeFitting(_:)``, so overriding that one method is enough.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    /// The natural size of the content. The base has none: both dimensions are
    /// ``noIntrinsicMetric``.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

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
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

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

    // MARK: Hierarchy hooks

    /// Called on a view just before its superview changes (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called on a view just after its superview changed.
    open func didMoveToSuperview() {}

    /// Called on a view after `subview` became one of its subviews.
    open func didAddSubview(_ subview: View) {}

    /// Called on a view before `subview` leaves it, removed or moved to another superview.
    open func willRemoveSubview(_ subview: View) {}
}
