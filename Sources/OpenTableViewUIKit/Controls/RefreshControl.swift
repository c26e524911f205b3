import Foundation

/// The pull-to-refresh control at the top of a scroll view, standing in for UIKit's
/// `UIRefreshControl`.
///
/// Install it with ``ScrollView/refreshControl`` (or a table view controller's `refreshControl`)
/// and add an action for ``Control/Event/valueChanged``: the user's pull (simulated by
/// `simulate.pullToRefresh()`) begins refreshing and sends `.valueChanged` once; the
/// app refreshes its data and calls ``endRefreshing()``. While it is refreshing, the control
/// occupies `height` points of ``ScrollView/adjustedContentInset`` at the top, as on iOS.
///
/// ``beginRefreshing()`` in code sends no action, as UIKit documents. Differences from UIKit:
/// nothing is drawn or animated (``attributedTitle`` and `tintColor` are recorded), and the
/// content moves back at once when refreshing ends.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// The height the control occupies at the top of its scroll view while refreshing: 60
    /// points, UIKit's (the default frame height observed on iOS; `Compatibility/Evidence.md` §13).
    package static let height: CGFloat = 60
    /// How far past the top of the content the simulated pull drags: past UIKit's threshold
    /// (not documented; a pull shorter than the control's height never triggers it).
    package static let pullDistance: CGFloat = 150

    /// Whether a refresh is in progress: from the pull (or ``beginRefreshing()``) to
    /// ``endRefreshing()``. Default `false`.
    ///
    /// `open` and get-only, as UIKit declares it: a test double may override it
    /// (`override var isRefreshing: Bool { true }`); the control itself reads and writes
    /// its own state, so an override changes what callers see, not what the control does.
    open var isRefreshing: Bool { refreshing }
    /// The state ``isRefreshing`` reports; only the control's gestures and methods change it.
    private var refreshing = false
    /// The text shown under the spinner. Default `nil`. Recorded only: nothing is drawn.
    open var attributedTitle: NSAttributedString?
    // The spinner's color is the view's `tintColor`, inherited as for any view (recorded only).

    /// Creates a refresh control, as `UIRefreshControl()`. Its scroll view gives it its frame
    /// when it is installed.
    ///
    /// UIKit's designated initializer ("The designated initializer", UIRefreshControl.h): a
    /// subclass overrides it with `override init()`.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: RefreshControl.height))
    }

    /// Creates a refresh control with a frame, as `UIRefreshControl(frame:)`; the scroll view it
    /// is installed in replaces the frame.
    public convenience override init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// Creates the refresh control from an archive, as UIKit's `UIRefreshControl.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing in code, as UIKit's `beginRefreshing()`: ``isRefreshing`` becomes `true`
    /// and the control occupies its height of the scroll view's adjusted content inset. Apple: it
    /// "tells the control that a refresh operation was started programmatically" and "updates the
    /// state of the refresh control"; only the user's pull fires `valueChanged` (UIKit's header:
    /// "When a user has pulled-to-refresh, the UIRefreshControl fires its
    /// UIControlEventValueChanged event"), so this sends no action. It does not scroll: code that
    /// wants the spinner visible scrolls to the new top itself, as on iOS. Does nothing when
    /// already refreshing.
    open func beginRefreshing() {
        guard !refreshing else { return }
        refreshing = true
        installedScrollView?.refreshControlStateDidChange()
    }

    /// Ends a refresh, as UIKit's `endRefreshing()`: ``isRefreshing`` becomes `false`, the control
    /// gives its height of inset back, and content pulled down to show it moves back to the top
    /// (at once headless; one `scrollViewDidScroll(_:)`). Does nothing when not refreshing.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        installedScrollView?.refreshControlStateDidChange()
    }

    /// The user's pull crossed the threshold: refreshing begins and `.valueChanged` is sent, once.
    /// Nothing happens when the control is disabled or already refreshing.
    func pullDidCrossThreshold() {
        guard isEnabled, !refreshing else { return }
        refreshing = true
        sendActions(for: .valueChanged)
    }

    /// The scroll view this control is the refresh control of.
    private var installedScrollView: ScrollView? {
        guard let scrollView = superviewStorage as? ScrollView, scrollView.refreshControl === self else { return nil }
        return scrollView
    }
}
