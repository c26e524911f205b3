import Foundation

/// A read-only text view, standing in for UIKit's `UILabel`.
///
/// The label records its text and appearance; it measures its text with the approximation in
/// `TextMeasurement` (half the point size per character, `ceil(1.2 × pointSize)` per line), which is
/// how cells and headers self-size headless; attributed text is measured run by run. Like UIKit's,
/// a label ignores touches by default (``View/isUserInteractionEnabled`` is `false`), and is an
/// accessibility element with the static-text trait whose label is its text.
@preconcurrency @MainActor
open class Label: View {
    // The stored state is `@exclusivity(unchecked)`, as `View`'s is: a cell measures its labels on
    // every layout, and the run-time overlap checks cost more than the reads.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var textStorage: String?
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var attributedTextStorage: NSAttributedString?

    /// The text shown, or `nil`. Default `nil`. Setting it replaces any ``attributedText`` with
    /// plain text in the label's ``font`` and ``textColor``, as in UIKit.
    open var text: String? {
        get { textStorage }
        set {
            keyValueObservers?.willChange(.text)
            textStorage = newValue
            attributedTextStorage = nil
            intrinsicContentSizeDidChangeForLayout()
            keyValueObservers?.didChange(.text)
        }
    }

    /// The text with attributes, as `UILabel.attributedText`. Setting it sets ``text`` to its
    /// string (`nil` clears both). Without attributed text, it reads as ``text`` with the
    /// label's ``font`` and ``textColor`` (UIKit's attributes for plain text).
    ///
    /// Measured run by run (`TextMeasurement`): each character advances half its run's font size
    /// plus the run's `.kern`, and each line is as tall as its tallest font's line height. Other
    /// attributes (colors, paragraph style, underline, strikethrough) are recorded only.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedTextStorage { return attributedTextStorage }
            return textStorage.map {
                NSAttributedString(string: $0, attributes: [.font: fontStorage, .foregroundColor: textColorStorage])
            }
        }
        set {
            attributedTextStorage = newValue.map { NSAttributedString(attributedString: $0) }
            textStorage = newValue?.string
            intrinsicContentSizeDidChangeForLayout()
        }
    }

    /// Whether the font follows the user's content size category, as
    /// `UILabel.adjustsFontForContentSizeCategory`. Default `false`. Recorded only: the content
    /// size is always the default headless, where the font does not change.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var adjustsFontForContentSizeCategory = false

    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var fontStorage = Font.systemFont(ofSize: 17)
    /// The font. Default the 17-point system font; setting `nil` restores it, as in UIKit.
    open var font: Font! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 17)
            intrinsicContentSizeDidChangeForLayout()
        }
    }

    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var textColorStorage = Color.label
    /// The text color. Default ``Color/label``; setting `nil` restores it, as in UIKit.
    open var textColor: Color! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label }
    }

    /// The text color while ``isHighlighted`` is `true`, or `nil` to keep ``textColor``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var highlightedTextColor: Color?
    /// Whether the label shows its highlighted appearance; a cell sets it while selected.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isHighlighted = false
    /// The horizontal alignment. Default ``TextAlignment/natural``. Does not change the measured size.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means no limit. Default 1 (no wrapping).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { LayoutEngine.contentPrioritiesDidChange(of: self) } }
    }

    /// The width a multi-line label wraps its text at to report its ``intrinsicContentSize``, as
    /// `UILabel.preferredMaxLayoutWidth`. Default 0: under Auto Layout the label then wraps at
    /// the width the constraints give it (a second solve, as UIKit does).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { LayoutEngine.contentPrioritiesDidChange(of: self) } }
    }

    /// Creates a label with a frame; as UIKit's, it does not take part in hit-testing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// Creates the label from an archive, as UIKit's `UILabel.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The accessibility label set, or else the label's text, as UIKit's labels report it.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? textStorage }
        set { super.accessibilityLabel = newValue }
    }

    /// The size of the text: its lines wrapped to `size.width` when ``numberOfLines`` allows more
    /// than one line (a width of 0 means unconstrained), at most ``numberOfLines`` lines. The
    /// height proposed is ignored, as UILabel does. Empty text measures zero.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(width: size.width)
    }

    /// The size of the text without a width limit (one line per paragraph), or wrapped at
    /// ``preferredMaxLayoutWidth`` when it is set and the label has more than one line.
    open override var intrinsicContentSize: CGSize {
        measure(width: numberOfLines != 1 ? preferredMaxLayoutWidth : 0)
    }

    /// Whether the label has no text to show, plain or attributed: it measures zero. A cell
    /// checks this before measuring its standard labels, most of which show nothing.
    package final var hasNoText: Bool {
        attributedTextStorage == nil && textStorage?.isEmpty ?? true
    }

    /// Plain text by the plain rules; attributed text run by run.
    private func measure(width: CGFloat) -> CGSize {
        // An empty label (a cell's unused detail label, say) measures zero without the font.
        if hasNoText { return .zero }
        if let attributedTextStorage {
            return TextMeasurement.size(
                of: attributedTextStorage, font: fontStorage, numberOfLines: numberOfLines, width: width)
        }
        return TextMeasurement.size(of: textStorage, font: fontStorage, numberOfLines: numberOfLines, width: width)
    }
}
