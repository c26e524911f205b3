import Foundation

/// A spinner that shows work in progress, standing in for UIKit's `UIActivityIndicatorView`.
///
/// Nothing spins headless; ``isAnimating`` records whether it would, and, as in UIKit, a stopped
/// indicator hides itself while ``hidesWhenStopped`` is `true` (the default) and shows again when
/// it starts. A `.medium` indicator is 20×20 points and a `.large` one 37×37, UIKit's sizes.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The indicator's size, and its look.
    open var style: Style {
        didSet { frame.size = style.size }
    }
    /// The spinner's color, or `nil` for the style's. Recorded only.
    open var color: Color!
    /// Whether the indicator hides while stopped. Default `true`; setting it hides or shows the
    /// indicator at once if it is stopped.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is animating. Default `false`.
    ///
    /// `open` and get-only, as UIKit declares it, so a test double may override it.
    open var isAnimating: Bool { animating }
    /// The state ``isAnimating`` reports; only ``startAnimating()`` and ``stopAnimating()`` change it.
    private var animating = false

    /// Creates a stopped (and so hidden) indicator of `style`'s size, as
    /// `UIActivityIndicatorView(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = true
    }

    /// Creates a stopped, hidden `.medium` indicator at `frame`, as `UIActivityIndicatorView(frame:)`.
    public override init(frame: CGRect) {
        self.style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates the indicator from an archive, as UIKit's `UIActivityIndicatorView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    /// Creates a stopped, hidden `.medium` indicator, as `UIActivityIndicatorView()`.
    public convenience init() {
        self.init(style: .medium)
    }

    /// Starts animating and shows the indicator, as `UIActivityIndicatorView.startAnimating()`.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops animating, hiding the indicator if ``hidesWhenStopped``, as
    /// `UIActivityIndicatorView.stopAnimating()`.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        style.size
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize {
        style.size
    }
}
