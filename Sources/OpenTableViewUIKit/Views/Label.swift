import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A read-only text view, standing in for UIKit's `UILabel`.
///
/// The label records its text and appearance; it measures its text with the approximation in
/// `TextMeasurement` (half the point size per character, `ceil(1.2 × pointSize)` per line), which is
/// how cells and headers self-size headless. Attributed text is not supported. Like UIKit's,
/// a label ignores touches by default (``View/isUserInteractionEnabled`` is `false`).
@MainActor
open class Label: View {
    /// The text shown, or `nil`. Default `nil`.
    open var text: String?

    private var fontStorage = Font.systemFont(ofSize: 17)
    /// The font. Default the 17-point system font; setting `nil` restores it, as in UIKit.
    open var font: Font! {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17) }
    }

    private var textColorStorage = Color.label
    /// The text color. Default ``Color/label``; setting `nil` restores it, as in UIKit.
    open var textColor: Color! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label }
    }

    /// The text color while ``isHighlighted`` is `true`, or `nil` to keep ``textColor``.
    open var highlightedTextColor: Color?
    /// Whether the label shows its highlighted appearance; a cell sets it while selected.
    open var isHighlighted = false
    /// The horizontal alignment. Default ``TextAlignment/natural``. Does not change the measured size.
    open var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means no limit. Default 1 (no wrapping).
    open var numberOfLines = 1

    /// Creates a label with a frame; as UIKit's, it does not take part in hit-testing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The size of the text: its lines wrapped to `size.width` when ``numberOfLines`` allows more
    /// than one line (a width of 0 means unconstrained), at most ``numberOfLines`` lines. The
    /// height proposed is ignored, as UILabel does. Empty text measures zero.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TextMeasurement.size(of: text, font: fontStorage, numberOfLines: numberOfLines, width: size.width)
    }

    /// The size of the text without a width limit: one line per paragraph.
    open override var intrinsicContentSize: CGSize {
        TextMeasurement.size(of: text, font: fontStorage, numberOfLines: numberOfLines, width: 0)
    }
}
