import Foundation

/// A reusable section header or footer, standing in for UIKit's `UITableViewHeaderFooterView`.
///
/// Like a cell it holds a ``contentView`` for custom content and standard labels for a title.
/// UIKit creates ``textLabel`` lazily on first access; here both labels exist from the start with
/// no text, which no code can tell apart. ``init(reuseIdentifier:)`` is `required` for the same
/// reason as ``TableViewCell/init(style:reuseIdentifier:)``: a table creates registered classes
/// from their type.
///
/// Headless layout: the labels sit 16 points from each side, stacked (2 points apart) and centred
/// vertically; measuring gives 6 points above and below them, so a one-line title is 28 points
/// tall, the height of a titled plain-style header in UIKit.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier the view was created with, used by the table to reuse it.
    public let reuseIdentifier: String?
    /// The view that holds custom content, sized to the header or footer. A
    /// ``contentConfiguration`` replaces it with the configuration's content view.
    public internal(set) var contentView: View
    /// The title label: footnote font, secondary color, wrapping (``Label/numberOfLines`` is 0).
    /// `nil` once a ``contentConfiguration`` is set, as in UIKit.
    public internal(set) var textLabel: Label?
    /// A second label below the title. Deprecated in UIKit and kept for compatibility; caption1 font.
    /// `nil` once a ``contentConfiguration`` is set.
    public internal(set) var detailTextLabel: Label?
    /// The content and background configurations and their update state
    /// (`TableViewHeaderFooterView+Configuration.swift`).
    var configurations = HeaderFooterConfigurations()

    /// A view behind the content, sized to the header or footer. Default `nil`.
    open var backgroundView: View? {
        didSet {
            if backgroundView != nil { backgroundConfigurationWasReplacedByView() }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private static let horizontalMargin: CGFloat = 16
    private static let verticalPadding: CGFloat = 6
    private static let labelSpacing: CGFloat = 2

    /// Creates a header or footer view with an identifier for reuse and a zero frame; the table
    /// sizes it.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        textLabel = Self.makeLabel(.footnote)
        detailTextLabel = Self.makeLabel(.caption1)
        super.init(frame: .zero)
        addStandardSubviews()
    }

    /// Creates a header or footer view from an archive, as UIKit's
    /// `UITableViewHeaderFooterView.init?(coder:)`: only OpenTableView's Interface Builder loading
    /// reaches it (see `View.init?(coder:)`), and the view then starts without a reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = View()
        textLabel = Self.makeLabel(.footnote)
        detailTextLabel = Self.makeLabel(.caption1)
        super.init(coder: coder)
        addStandardSubviews()
    }

    /// A standard label: secondary color, wrapping, in the style's font.
    private static func makeLabel(_ textStyle: Font.TextStyle) -> Label {
        let label = Label()
        label.font = .preferredFont(forTextStyle: textStyle)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }

    /// Puts the content view and the standard labels in place, once, from an initializer.
    private func addStandardSubviews() {
        hostsLayoutEngine = true
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// Creates a header or footer view without a reuse identifier, with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before the table hands the view out again from its reuse pool. Overrides must call
    /// `super`. The base has no state to reset: as in UIKit, it keeps the labels' text.
    open func prepareForReuse() {}

    /// Sizes the background and content views to the bounds and stacks the labels in the middle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        let size = bounds.size
        backgroundView?.frame = CGRect(origin: .zero, size: size)
        contentView.frame = CGRect(origin: .zero, size: size)
        let (width, textHeight, detailHeight, spacing) = labelMetrics(forWidth: size.width)
        let top = (size.height - (textHeight + spacing + detailHeight)) / 2
        let x = Self.horizontalMargin
        textLabel?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
        detailTextLabel?.frame = CGRect(x: x, y: top + textHeight + spacing, width: width, height: detailHeight)
    }

    /// The proposed width (the current one if the proposal is zero or not finite) and the height of
    /// the labels' text wrapped to it, with 6 points above and below. Without any text the height
    /// is the current one, so a custom view framed by hand keeps its height; a subclass with
    /// custom content overrides this method.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        if let height = configuredContentHeight(forWidth: width) { return CGSize(width: width, height: height) }
        let (_, textHeight, detailHeight, spacing) = labelMetrics(forWidth: width)
        guard textHeight + detailHeight > 0 else {
            return CGSize(width: width, height: bounds.height)
        }
        return CGSize(width: width, height: Self.verticalPadding * 2 + textHeight + spacing + detailHeight)
    }

    /// The size the view needs at `targetSize.width`: when constraints lay out the
    /// ``contentView``, the height they give it; otherwise ``sizeThatFits(_:)``.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let width = targetSize.width > 0 && targetSize.width.isFinite ? targetSize.width : bounds.width
        updateConfigurationIfNeeded()
        return constrainedContentFittingSize(
            contentView, width: width, contentWidth: width, targetHeight: targetSize.height,
            vertical: verticalFittingPriority) ?? sizeThatFits(targetSize)
    }

    /// The view's current state for its configurations, as UIKit's `configurationState`. Headless
    /// every flag stays `false` (a floating header is not reported as pinned); override it to add
    /// custom states (call `super`), and call ``setNeedsUpdateConfiguration()`` when they change.
    open var configurationState: ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: .current)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Updates the view's configurations for `state`, as UIKit's `updateConfiguration(using:)`:
    /// override it (the base does nothing). Do not call it: call ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration(using state: ViewConfigurationState) {}

    private func labelMetrics(forWidth width: CGFloat)
        -> (labelWidth: CGFloat, text: CGFloat, detail: CGFloat, spacing: CGFloat)
    {
        let labelWidth = max(0, width - 2 * Self.horizontalMargin)
        let proposal = CGSize(width: labelWidth, height: .greatestFiniteMagnitude)
        let text = textLabel?.sizeThatFits(proposal).height ?? 0
        let detail = detailTextLabel?.sizeThatFits(proposal).height ?? 0
        return (labelWidth, text, detail, text > 0 && detail > 0 ? Self.labelSpacing : 0)
    }
}
