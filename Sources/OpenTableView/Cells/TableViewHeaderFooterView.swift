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
    // MARK: - UIKit's members, open as UIKit declares them
    //
    // Declared in the class body so that an app's subclass can override them (Swift cannot
    // override a member declared in an extension); each reads its storage below or calls its
    // implementation in `TableViewHeaderFooterView+Configuration.swift`. The table and the
    // view's own layout read the storage, not these members.

    // MARK: Creating the view

    /// The identifier the view was created with, used by the table to reuse it.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    // MARK: Managing the view's content

    /// The view that holds custom content, sized to the header or footer. A
    /// ``contentConfiguration`` replaces it with the configuration's content view.
    open var contentView: View { contentViewStorage }

    /// The title label: footnote font, secondary color, wrapping (``Label/numberOfLines`` is 0).
    /// `nil` once a ``contentConfiguration`` is set, as in UIKit.
    open var textLabel: Label? { textLabelStorage }

    /// A second label below the title. Deprecated in UIKit and kept for compatibility; caption1 font.
    /// `nil` once a ``contentConfiguration`` is set.
    open var detailTextLabel: Label? { detailTextLabelStorage }

    // MARK: Managing view configurations

    /// A list content configuration with the default styling for where the view is shown, as
    /// UIKit's `defaultContentConfiguration()` ("according to the section where the view
    /// appears"): ``ListContentConfiguration/groupedHeader()`` or
    /// ``ListContentConfiguration/groupedFooter()`` in a grouped or inset grouped table,
    /// ``ListContentConfiguration/plainHeader()`` or ``ListContentConfiguration/plainFooter()``
    /// otherwise.
    ///
    /// The table style is known once the view comes from `dequeueReusableHeaderFooterView`; whether
    /// it is a footer is known only once the delegate returned it as one, so inside
    /// `viewForFooterInSection` a view that was never shown as a footer gets the header's
    /// configuration (UIKit's private logic is not documented).
    open func defaultContentConfiguration() -> ListContentConfiguration { defaultContentConfigurationImplementation() }

    /// The configuration of the view's content, or `nil` (the default) for the classic labels. As
    /// the cell's ``TableViewCell/contentConfiguration``: it replaces ``contentView`` (or applies
    /// to it), and sets ``textLabel`` and ``detailTextLabel`` to `nil` for good.
    open var contentConfiguration: (any ContentConfiguration)? {
        get { contentConfigurationImplementation }
        set { contentConfigurationImplementation = newValue }
    }

    /// Whether the view updates its content configuration for each new state. Default `true`.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { automaticallyUpdatesContentConfigurationImplementation }
        set { automaticallyUpdatesContentConfigurationImplementation = newValue }
    }

    /// A background configuration with the default styling for the table the view is in, as UIKit's
    /// `defaultBackgroundConfiguration()`: ``BackgroundConfiguration/listGroupedHeaderFooter()`` in
    /// a grouped or inset grouped table, ``BackgroundConfiguration/listPlainHeaderFooter()``
    /// otherwise.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        defaultBackgroundConfigurationImplementation()
    }

    /// The configuration of the view's background, `nil` at first. As UIKit documents, setting a
    /// non-`nil` configuration sets ``View/backgroundColor`` and ``backgroundView`` to `nil`, and
    /// setting ``backgroundView`` sets this property to `nil`. Recorded (and kept updated for the
    /// state) only: nothing is drawn.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { backgroundConfigurationImplementation }
        set { backgroundConfigurationImplementation = newValue }
    }

    /// Whether the view updates its background configuration for each new state. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { automaticallyUpdatesBackgroundConfigurationImplementation }
        set { automaticallyUpdatesBackgroundConfigurationImplementation = newValue }
    }

    /// A function called at each configuration update, after ``updateConfiguration(using:)``, as
    /// UIKit's `configurationUpdateHandler`. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationUpdateHandlerImplementation }
        set { configurationUpdateHandlerImplementation = newValue }
    }

    /// Asks for a configuration update, as UIKit's `setNeedsUpdateConfiguration()`; coalesced until
    /// the next display, measurement or layout.
    open func setNeedsUpdateConfiguration() { setNeedsUpdateConfigurationImplementation() }

    // MARK: - Storage

    /// The storage of ``reuseIdentifier``, fixed at creation.
    final let storedReuseIdentifier: String?
    /// The storage of ``contentView``.
    final var contentViewStorage: View
    /// The storage of ``textLabel``.
    final var textLabelStorage: Label?
    /// The storage of ``detailTextLabel``.
    final var detailTextLabelStorage: Label?
    /// The content and background configurations and their update state
    /// (`TableViewHeaderFooterView+Configuration.swift`).
    var configurations = HeaderFooterConfigurations()

    /// A view behind the content, sized to the header or footer. Default `nil`.
    open var backgroundView: View? {
        didSet {
            if backgroundView != nil { backgroundConfigurationWasReplacedByView() }
            if oldValue?.superviewStorage === self { oldValue?.removeFromSuperview() }
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
        storedReuseIdentifier = reuseIdentifier
        contentViewStorage = View()
        textLabelStorage = Self.makeLabel(.footnote)
        detailTextLabelStorage = Self.makeLabel(.caption1)
        super.init(frame: .zero)
        addStandardSubviews()
    }

    /// Creates a header or footer view from an archive, as UIKit's
    /// `UITableViewHeaderFooterView.init?(coder:)`: only OpenTableView's Interface Builder loading
    /// reaches it (see `View.init?(coder:)`), and the view then starts with the decoder's reuse
    /// identifier (``NibDecoder/reuseIdentifier``).
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = (coder as? NibDecoder)?.reuseIdentifier
        contentViewStorage = View()
        textLabelStorage = Self.makeLabel(.footnote)
        detailTextLabelStorage = Self.makeLabel(.caption1)
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
        addSubview(contentViewStorage)
        if let textLabelStorage { contentViewStorage.addSubview(textLabelStorage) }
        if let detailTextLabelStorage { contentViewStorage.addSubview(detailTextLabelStorage) }
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
        contentViewStorage.frame = CGRect(origin: .zero, size: size)
        let (width, textHeight, detailHeight, spacing) = labelMetrics(forWidth: size.width)
        let top = (size.height - (textHeight + spacing + detailHeight)) / 2
        let x = Self.horizontalMargin
        textLabelStorage?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
        detailTextLabelStorage?.frame = CGRect(x: x, y: top + textHeight + spacing, width: width, height: detailHeight)
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
            contentViewStorage, width: width, contentWidth: width, targetHeight: targetSize.height,
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
        let text = textLabelStorage?.sizeThatFits(proposal).height ?? 0
        let detail = detailTextLabelStorage?.sizeThatFits(proposal).height ?? 0
        return (labelWidth, text, detail, text > 0 && detail > 0 ? Self.labelSpacing : 0)
    }
}
