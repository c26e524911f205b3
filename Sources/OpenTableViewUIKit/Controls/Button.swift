import Foundation

/// A tappable button, standing in for UIKit's `UIButton`.
///
/// A button keeps a title, title color and image per ``Control/State`` (looked up as UIKit does:
/// the value for the exact state, else the `.normal` one), shows the current ones in
/// ``titleLabel`` and ``imageView``, or shows its ``configuration`` (iOS 15). A tap, simulated by
/// `simulate.tap()`, sends ``Control/Event/touchDown``, ``Control/Event/touchUpInside``
/// and then ``Control/Event/primaryActionTriggered``, which runs the primary action.
///
/// Headless sizing: ``sizeThatFits(_:)`` is the current title measured in the title label's font
/// (see `TextMeasurement`), plus the image's width, and 6 points above and below the text, which
/// gives UIKit's 30-point height for the default 15-point title.
@preconcurrency @MainActor
open class Button: Control {
    /// The kind of button, fixed at creation. `.custom` for `Button(frame:)`.
    open var buttonType: ButtonType { buttonTypeStorage }
    /// The type the button was created with: only its initializers set it.
    private var buttonTypeStorage: ButtonType

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private let titleLabelStorage = Label(frame: .zero)
    private let imageViewStorage = ImageView(frame: .zero)

    /// The configuration the button shows, or `nil` for a button set up with `setTitle(_:for:)`.
    /// Setting it shows it as it is; ``configurationUpdateHandler`` runs on
    /// ``setNeedsUpdateConfiguration()`` and on state changes.
    open var configuration: Configuration? {
        didSet { refreshContent() }
    }

    /// Called to update ``configuration`` for the current state, or `nil`. UIKit calls it before
    /// layout after a state change; headless it runs at once when ``Control/isEnabled``,
    /// ``Control/isSelected`` or ``Control/isHighlighted`` changes, and on
    /// ``setNeedsUpdateConfiguration()``.
    open var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Creates a `.custom` button, as `UIButton(frame:)`.
    public override init(frame: CGRect) {
        buttonTypeStorage = .custom
        super.init(frame: frame)
        setUpSubviews()
    }

    /// Creates the button from an archive, as UIKit's `UIButton.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        buttonTypeStorage = .custom
        super.init(coder: coder)
        setUpSubviews()
    }

    /// Creates a button of `buttonType` with a zero frame, as `UIButton(type:)`. A `.system`
    /// button's title is tinted: its `.normal` title color is ``Color/systemBlue``.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
        if buttonType == .system { titleColors[State.normal.rawValue] = .systemBlue }
        refreshContent()
    }

    /// Creates a button of `buttonType` showing `primaryAction`'s title and image, and running it
    /// on ``Control/Event/primaryActionTriggered``, as `UIButton(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a `.system` button showing `configuration`, running `primaryAction` when tapped,
    /// as `UIButton(configuration:primaryAction:)` (iOS 15). As in UIKit, a primary action's
    /// title and image replace the configuration's.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            configuration.title = primaryAction.title
            configuration.image = primaryAction.image
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    // MARK: State changes

    /// See ``Control/isEnabled``; a change updates the configuration.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// See ``Control/isSelected``; a change updates the configuration.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// See ``Control/isHighlighted``; a change updates the configuration.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Asks for the configuration to be updated, as `UIButton.setNeedsUpdateConfiguration()`.
    /// Headless the update runs at once: ``updateConfiguration()``.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs ``configurationUpdateHandler``, as `UIButton.updateConfiguration()`. Override it to
    /// update ``configuration`` yourself, as in UIKit.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    // MARK: Content per state

    /// Sets the title for `state`, as `UIButton.setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshContent()
    }

    /// The title for `state`: the one set for it, else the `.normal` one, as `UIButton.title(for:)`.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title color for `state`, as `UIButton.setTitleColor(_:for:)`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        refreshContent()
    }

    /// The title color for `state`, else the `.normal` one, as `UIButton.titleColor(for:)`.
    open func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image for `state`, as `UIButton.setImage(_:for:)`.
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        refreshContent()
    }

    /// The image for `state`, else the `.normal` one, as `UIButton.image(for:)`.
    open func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now: the configuration's, or the one for the current state.
    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    /// The title color shown now; ``Color/label`` when none is set.
    open var currentTitleColor: Color {
        titleColor(for: state) ?? .label
    }

    /// The image shown now: the configuration's, or the one for the current state.
    open var currentImage: Image? {
        if let configuration { return configuration.image }
        return image(for: state)
    }

    /// The label that shows the current title. Its default font is the 15-point system font.
    open var titleLabel: Label? { titleLabelStorage }

    /// The image view that shows the current image.
    open var imageView: ImageView? { imageViewStorage }

    // MARK: Sizing

    /// The current title (and subtitle, under it) measured in the title label's font, plus the
    /// image's width (or, for a configuration whose ``Configuration/imagePlacement`` is `.top` or
    /// `.bottom`, its height) and 6 points above and below; see the type's overview.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = titleLabelStorage.font ?? .systemFont(ofSize: 15)
        let title = TextMeasurement.size(of: currentTitle, font: font, numberOfLines: 1, width: 0)
        let subtitle = TextMeasurement.size(of: configuration?.subtitle, font: font, numberOfLines: 1, width: 0)
        let image = currentImage?.size ?? .zero
        let padding = image.width > 0 && title.width > 0 ? (configuration?.imagePadding ?? 0) : 0
        let texts = CGSize(width: max(title.width, subtitle.width), height: title.height + subtitle.height)
        if let placement = configuration?.imagePlacement, placement == .top || placement == .bottom {
            // Stacked: the image above (or below) the titles, `imagePadding` between them.
            let stackedPadding = image.height > 0 && texts.height > 0 ? (configuration?.imagePadding ?? 0) : 0
            return CGSize(
                width: max(image.width, texts.width), height: image.height + stackedPadding + texts.height + 12)
        }
        return CGSize(width: image.width + padding + texts.width, height: max(texts.height, image.height) + 12)
    }

    /// ``sizeThatFits(_:)`` of no size.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    private func setUpSubviews() {
        titleLabelStorage.font = .systemFont(ofSize: 15)
        addSubview(imageViewStorage)
        addSubview(titleLabelStorage)
    }

    private func stateDidChange() {
        refreshContent()
        updateConfiguration()
    }

    /// Shows the current title, color and image in the subviews.
    private func refreshContent() {
        titleLabelStorage.text = currentTitle
        titleLabelStorage.textColor = currentTitleColor
        imageViewStorage.image = currentImage
    }
}
