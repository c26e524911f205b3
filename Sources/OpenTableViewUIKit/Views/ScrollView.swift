import Foundation

/// A view whose bounds origin moves over a larger content area, standing in for UIKit's
/// `UIScrollView`.
///
/// ``contentOffset`` is the bounds origin, as in UIKit: moving it shifts every subview on screen
/// without touching their frames, tells the delegate ``ScrollViewDelegate/scrollViewDidScroll(_:)``
/// and schedules layout, which is where a table view tiles its rows.
///
/// Differences from UIKit: there is no touch input, animation or deceleration. Animated scrolls
/// complete at once. User gestures are replaced by the simulations in `Simulation/ScrollView+Simulation.swift`
/// (OpenTableView additions). ``adjustedContentInset`` adds the safe area as
/// ``contentInsetAdjustmentBehavior`` says; the scroll view's subviews do not inherit its safe area
/// (see `View+SafeArea.swift`), and a refreshing ``refreshControl`` adds its height at the top.
/// Zooming is not modelled, and scroll indicators are recorded, not drawn.
@preconcurrency @MainActor
open class ScrollView: View, ScrollViewDelegateHost {
    /// The delegate behind the public `delegate` (see ``ScrollViewDelegateHost``); every
    /// notification goes through it, so a subclass's narrower `delegate` still receives them.
    package weak var scrollDelegate: ScrollViewDelegate? {
        didSet {
            delegateLacksDidScroll = false
            scrollDelegateDidChange()
        }
    }

    /// Whether the delegate was found not to implement `scrollViewDidScroll(_:)` (see
    /// ``defaultDidScrollCalls``); reset when the delegate changes.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private final var delegateLacksDidScroll = false
    /// How many times the protocol's default `scrollViewDidScroll(_:)` ran for this scroll view:
    /// compared around the call, it tells that the delegate does not implement the method (UIKit
    /// asks `respondsToSelector:`, which Swift on Linux cannot). Per scroll view, so what one
    /// scroll view learns depends on its own delegate only.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var defaultDidScrollCalls = 0

    /// Told of every delegate call just before the delegate receives it (``noteDelegateCall(_:)``),
    /// while a table's call recorder is attached; `nil` otherwise, which costs one branch per call.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var delegateCallObserver: ((ScrollView, ScrollViewDelegateCall) -> Void)?

    /// Called after the delegate changes. ``TableView`` overrides it to keep its typed delegate.
    @_spi(OpenTableViewInternals) open func scrollDelegateDidChange() {}

    /// Where a drag that ends at `proposed` with `velocity` comes to rest, before the delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` may change it: `proposed`.
    /// A collection view asks its layout (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    @_spi(OpenTableViewInternals) open func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    /// The bounds; see ``View/bounds``. A new origin is a scroll: it schedules layout and tells the
    /// delegate ``ScrollViewDelegate/scrollViewDidScroll(_:)``.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            // A new origin is a new content offset: its key-value notifications wrap the scroll,
            // `scrollViewDidScroll(_:)` included, as they wrap UIKit's `setContentOffset:`.
            let scrolls = newValue.origin != oldOrigin && keyValueObservers != nil
            if scrolls { keyValueObservers?.willChange(.contentOffset) }
            defer { if scrolls { keyValueObservers?.didChange(.contentOffset) } }
            super.bounds = newValue
            if newValue.origin != oldOrigin {
                setNeedsLayout()
                noteDelegateCall(.didScroll)
                if !delegateLacksDidScroll, let delegate = scrollDelegate {
                    let defaultCalls = defaultDidScrollCalls
                    delegate.scrollViewDidScroll(self)
                    // The default answered: this delegate does not implement it (unless the
                    // delegate changed inside the call; the new one is asked next time).
                    if defaultDidScrollCalls != defaultCalls && scrollDelegate === delegate {
                        delegateLacksDidScroll = true
                    }
                }
            }
        }
    }

    /// The point of the content shown at the top-left corner: the bounds origin.
    ///
    /// Setting it is a scroll (see ``bounds``) only when the value changes. It is not clamped to the
    /// scrollable range, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            // Get and set rather than `bounds.origin = newValue`: that would go through the
            // overridable `bounds`'s modify coroutine, whose frame is heap-allocated, on every
            // scroll step.
            var bounds = self.bounds
            bounds.origin = newValue
            self.bounds = bounds
        }
        _modify {
            // `contentOffset.y = …` is how scrolling code is written; without this the synthesized
            // coroutine nests the one above and allocates its frame on the heap each time.
            var offset = bounds.origin
            yield &offset
            contentOffset = offset
        }
    }

    /// The size of the scrollable content. Default zero. Setting it does not move the offset.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(.contentSize) }
        // Which axes scroll decides the `.scrollableAxes` adjustment (and `.automatic`'s
        // horizontal one); outside a safe area nothing depends on it.
        didSet {
            if hasSafeAreaInsets { updateAdjustedContentInset(keepingRestingOffset: false) }
            keyValueObservers?.didChange(.contentSize)
        }
    }

    /// Extra space around the content, in which the content can also be scrolled. Default zero.
    /// A change schedules layout and calls ``adjustedContentInsetDidChange()``. It does not move the
    /// offset, as in UIKit.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var contentInset: EdgeInsets = .zero {
        willSet { keyValueObservers?.willChange(.contentInset) }
        didSet {
            defer { keyValueObservers?.didChange(.contentInset) }
            guard contentInset != oldValue else { return }
            updateAdjustedContentInset(keepingRestingOffset: false)
        }
    }

    /// The storage of ``adjustedContentInset``: the insets actually applied: ``contentInset`` plus the height of a refreshing
    /// ``refreshControl`` at the top (`refreshControlInset`) plus the safe area insets that
    /// ``contentInsetAdjustmentBehavior`` lets in (see `ScrollView+ContentInsetAdjustmentBehavior.swift`).
    /// Stored, and worked out again only when the content inset, the safe area, the behaviour or
    /// (for the axes that scroll) the sizes change, since scrolling and layout read it constantly.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package var adjustedContentInsetStorage: EdgeInsets = .zero

    /// The insets actually applied, as UIKit's `adjustedContentInset`: ``contentInset`` plus the
    /// height of a refreshing ``refreshControl`` at the top plus the safe area insets that
    /// ``contentInsetAdjustmentBehavior`` lets in. Open and get-only, as UIKit declares it;
    /// scrolling and layout read its stored value.
    open var adjustedContentInset: EdgeInsets { adjustedContentInsetStorage }

    /// Stores a new adjusted inset (for `updateAdjustedContentInset(keepingRestingOffset:)`).
    package func setAdjustedContentInset(_ inset: EdgeInsets) {
        adjustedContentInsetStorage = inset
    }

    /// Called when ``adjustedContentInset`` changes. The base tells the delegate
    /// ``ScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``; an override must call it.
    open func adjustedContentInsetDidChange() {
        noteDelegateCall(.didChangeAdjustedContentInset)
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The recognizer of the pans that scroll the view, as `UIScrollView.panGestureRecognizer`:
    /// made and attached on first access, so it appears in ``View/gestureRecognizers`` from then
    /// on. Apps read it to make their own recognizers wait for it (`require(toFail:)`) or to set
    /// their delegates' simultaneity. Difference from UIKit: its pans do not scroll headless;
    /// scroll with `simulate.drag(to:)`.
    open var panGestureRecognizer: PanGestureRecognizer {
        if let panGestureRecognizerStorage { return panGestureRecognizerStorage }
        let recognizer = PanGestureRecognizer()
        addGestureRecognizer(recognizer)
        panGestureRecognizerStorage = recognizer
        return recognizer
    }
    private var panGestureRecognizerStorage: PanGestureRecognizer?

    /// How the safe area insets are added to ``contentInset`` to make ``adjustedContentInset``.
    /// Default `.automatic`. A change that moves the adjusted inset keeps content resting at its
    /// top (or left) edge there.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset(keepingRestingOffset: true) }
        }
    }

    /// Whether the user can scroll. Default `true`; `false` makes `simulate.drag(to:)` and
    /// `simulate.scrollToTop()` do nothing. Programmatic scrolling still works, as in UIKit.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds size. Default `false`. Recorded only.
    open var isPagingEnabled = false
    /// Whether a drag can pull the content past its edges. Default `true`; when `false`,
    /// `simulate.drag(to:)` keeps the offset within the scrollable range.
    open var bounces = true
    /// Whether vertical bouncing happens even when the content is shorter than the view. Default
    /// `false`. There is no rubber-banding headless; it makes `.scrollableAxes` adjust vertically.
    open var alwaysBounceVertical = false {
        didSet { if hasSafeAreaInsets { updateAdjustedContentInset(keepingRestingOffset: false) } }
    }

    /// Whether horizontal bouncing happens even when the content is narrower than the view.
    /// Default `false`. There is no rubber-banding headless; it makes `.scrollableAxes` and
    /// `.automatic` adjust horizontally.
    open var alwaysBounceHorizontal = false {
        didSet { if hasSafeAreaInsets { updateAdjustedContentInset(keepingRestingOffset: false) } }
    }

    /// Whether the vertical scroll indicator shows. Default `true`. Recorded only.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows. Default `true`. Recorded only.
    open var showsHorizontalScrollIndicator = true
    /// Whether a status-bar tap (`simulate.scrollToTop()`) scrolls this view. Default `true`.
    open var scrollsToTop = true
    /// How dragging would dismiss the keyboard. Default `.none`. No effect headless.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// How fast the content slows down after a flick. Default ``DecelerationRate-swift.struct/normal``.
    /// Recorded only: the simulations never decelerate.
    open var decelerationRate: DecelerationRate = .normal
    /// How far the vertical scroll indicator is inset from the view's edges. Default zero.
    /// Recorded only: nothing is drawn headless.
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the view's edges. Default zero.
    /// Recorded only: nothing is drawn headless.
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// How many times ``flashScrollIndicators()`` was called. An OpenTableView addition, so a
    /// test can see that code flashed the indicators, which are not drawn headless.
    public internal(set) var scrollIndicatorFlashCount = 0

    /// The refresh control shown above the content, as UIKit's `UIScrollView.refreshControl`
    /// (iOS 10+). Setting it adds the control as a subview (and removes the previous one); see
    /// `ScrollView+RefreshControl.swift`.
    open var refreshControl: RefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// The part of ``adjustedContentInset`` the ``refreshControl`` occupies: its height at the top
    /// while it is refreshing, zero otherwise. Kept as its own term so that other sources of
    /// inset (the safe area) add to it rather than overwrite it.
    package internal(set) var refreshControlInset: EdgeInsets = .zero {
        didSet {
            guard refreshControlInset != oldValue else { return }
            updateAdjustedContentInset(keepingRestingOffset: false)
        }
    }

    /// Whether a finger is on the content: `true` only during `simulate.drag(to:)`.
    open var isTracking: Bool { isTrackingStorage }

    /// Whether the content is being dragged: `true` only during `simulate.drag(to:)`.
    open var isDragging: Bool { isDraggingStorage }

    /// Whether the content is moving on after a drag. Always `false`: simulations never decelerate.
    open var isDecelerating: Bool { isDeceleratingStorage }
    // The storage of ``isTracking``, ``isDragging`` and ``isDecelerating``.
    var isTrackingStorage = false
    var isDraggingStorage = false
    var isDeceleratingStorage = false

    // MARK: UIKit's members whose work is in ScrollView+Extras.swift, open as UIKit declares them
    //
    // Swift cannot override a member declared in an extension: these entry points call the
    // implementations there.

    // MARK: Managing the scroll indicators and scrolling (ScrollView+Extras.swift)

    /// The insets of both scroll indicators, as UIKit's `scrollIndicatorInsets` (deprecated in
    /// iOS 13 in favour of the two properties it stands for). Reading it returns
    /// ``verticalScrollIndicatorInsets``; setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``, as UIKit does.
    open var scrollIndicatorInsets: EdgeInsets {
        get { scrollIndicatorInsetsImplementation }
        set { scrollIndicatorInsetsImplementation = newValue }
    }

    /// Shows the scroll indicators briefly, as UIKit's `flashScrollIndicators()`. Headless nothing
    /// is drawn; the call is counted in ``scrollIndicatorFlashCount``.
    open func flashScrollIndicators() { flashScrollIndicatorsImplementation() }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible, as UIKit's
    /// `scrollRectToVisible(_:animated:)`.
    ///
    /// On each axis: nothing moves when the rectangle is already inside the visible area (the
    /// bounds less ``adjustedContentInset``); otherwise the nearer edge of the rectangle is brought
    /// to the visible area's edge (its leading or top edge when it is larger than the area). The
    /// offset stays within the scrollable range, so a rectangle past the content's end is shown
    /// as far as the content allows. "If the area is already visible, the method does nothing"
    /// (Apple, `scrollRectToVisible(_:animated:)`). With animation the scroll completes at once
    /// and the delegate hears ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, as
    /// for ``setContentOffset(_:animated:)``.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisibleImplementation(rect, animated: animated)
    }

    /// Creates a scroll view with a frame. Clips to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        insetsSubviewsForSafeArea = false
    }

    /// Creates the scroll view from an archive, as UIKit's `UIScrollView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        insetsSubviewsForSafeArea = false
    }

    /// The safe area or the size changed: the adjusted inset may too. Content resting at the top
    /// stays at the top, as on iOS when a table first appears below the status bar.
    package override func safeAreaDidUpdate() {
        updateAdjustedContentInset(keepingRestingOffset: true)
    }

    /// Scrolls to `contentOffset`.
    ///
    /// Without animation this is setting ``contentOffset``. With animation the scroll still
    /// completes at once, then the delegate hears
    /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. Scrolling to the current
    /// offset does nothing and sends nothing, since UIKit starts no animation then.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset != self.contentOffset else { return }
        self.contentOffset = contentOffset
        if animated {
            noteDelegateCall(.didEndScrollingAnimation)
            scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    // MARK: Scrollable range

    /// The smallest offset at rest: the content's top-left corner below the top and left insets.
    package var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInsetStorage.left, y: -adjustedContentInsetStorage.top)
    }

    /// The largest offset at rest: the content's end (plus the bottom and right insets) at the
    /// view's edge, but never less than ``minimumContentOffset``.
    package var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + adjustedContentInsetStorage.right - bounds.width),
            y: max(minimum.y, contentSize.height + adjustedContentInsetStorage.bottom - bounds.height)
        )
    }

    /// `offset` moved into the scrollable range on both axes.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }
}
