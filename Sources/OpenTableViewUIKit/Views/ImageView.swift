import Foundation

/// A view that shows an image, standing in for UIKit's `UIImageView`.
///
/// Headless it records which image is shown and sizes itself from it. Like UIKit's, it ignores
/// touches by default (``View/isUserInteractionEnabled`` is `false`).
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown normally. Setting it does not resize the view, as in UIKit.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var image: Image? {
        didSet { hasImageStorage = image != nil || highlightedImage != nil }
    }
    /// The image shown while ``isHighlighted`` is `true`, if any.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var highlightedImage: Image? {
        didSet { hasImageStorage = image != nil || highlightedImage != nil }
    }
    /// Whether either image is set: a cell measures its image view on every layout, and most
    /// show none; reading the images themselves copies them out through their (overridable)
    /// getters.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private final var hasImageStorage = false
    /// ``hasImageStorage`` for other modules, whose direct reads of a stored property would check
    /// exclusivity at run time.
    package final var hasImage: Bool { hasImageStorage }
    /// Whether the view shows ``highlightedImage``; a cell sets it while selected.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isHighlighted = false

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates the view from an archive, as UIKit's `UIImageView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, sized to it, as `UIImageView(image:)`.
    ///
    /// A designated initializer, as UIKit's: a subclass that overrides only ``init(frame:)`` does
    /// not inherit it.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        // Observers do not run for a class's own properties set in its initializers.
        hasImageStorage = image != nil
    }

    /// Creates an image view with a normal and a highlighted image, sized to the normal one, as
    /// `UIImageView(image:highlightedImage:)`.
    public init(image: Image?, highlightedImage: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        hasImageStorage = image != nil || highlightedImage != nil
    }

    /// The image currently on display: the highlighted one while highlighted, if there is one.
    package var displayedImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The size of the displayed image, whatever is proposed; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        hasImageStorage ? displayedImage?.size ?? .zero : .zero
    }

    /// The size of the displayed image, or ``View/noIntrinsicMetric`` in both dimensions without one.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
