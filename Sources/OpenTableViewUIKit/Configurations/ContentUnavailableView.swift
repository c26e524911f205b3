import Foundation

/// The view that shows a ``ContentUnavailableConfiguration``, as UIKit's
/// `UIContentUnavailableView` (iOS 17).
///
/// It stacks, centred in its bounds (horizontally too with ``ContentUnavailableConfiguration/Alignment/center``):
/// the image (or, for ``ContentUnavailableConfiguration/loading()``, a spinning activity
/// indicator), the text, the secondary text and the buttons, with the configuration's paddings
/// between them. Texts wrap to the view's width. A button shows when its configuration has a title,
/// an attributed title or an image; tapping it (`button.simulate.tap()`) runs the
/// ``ContentUnavailableConfiguration/ButtonProperties/primaryAction``. Nothing is drawn headless.
///
/// A view controller makes one of these for its ``ViewController/contentUnavailableConfiguration``
/// and keeps it over its view; create one yourself only to show the configuration elsewhere.
@preconcurrency @MainActor
open class ContentUnavailableView: View, ContentView {
    private var unavailableConfiguration: ContentUnavailableConfiguration
    /// The image view; hidden when there is no image, or while loading.
    package let imageView = ImageView()
    /// The spinner of a ``ContentUnavailableConfiguration/loading()`` configuration.
    package let activityIndicator = ActivityIndicatorView(style: .medium)
    /// The text's label.
    package let textLabel = Label()
    /// The secondary text's label.
    package let secondaryTextLabel = Label()
    /// The first button, hidden when its configuration shows nothing.
    public let button = Button(type: .system)
    /// The second button, hidden when its configuration shows nothing.
    public let secondaryButton = Button(type: .system)
    private var buttonActions: (primary: Action?, secondary: Action?)

    /// Creates a view showing `configuration`, as `UIContentUnavailableView(configuration:)`.
    public init(configuration: ContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        addContentSubviews()
    }

    /// Creates the view from an archive, as UIKit's `UIContentUnavailableView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
        addContentSubviews()
    }

    private func addContentSubviews() {
        for subview in [imageView, activityIndicator, textLabel, secondaryTextLabel, button, secondaryButton] as [View]
        {
            addSubview(subview)
        }
        textLabel.numberOfLines = 0
        textLabel.font = .preferredFont(forTextStyle: .title3)
        secondaryTextLabel.numberOfLines = 0
        secondaryTextLabel.font = .preferredFont(forTextStyle: .body)
        secondaryTextLabel.textColor = .secondaryLabel
        apply()
    }

    /// The configuration shown. Setting it applies it at once and schedules layout; it must be a
    /// ``ContentUnavailableConfiguration`` (see ``supports(_:)``).
    open var configuration: any ContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let unavailable = newValue as? ContentUnavailableConfiguration else {
                preconditionFailure(
                    "UIContentUnavailableView supports UIContentUnavailableConfiguration only, not \(type(of: newValue))"
                )
            }
            unavailableConfiguration = unavailable
            apply()
            setNeedsLayout()
        }
    }

    /// Whether `configuration` is a ``ContentUnavailableConfiguration``, the only kind this view shows.
    open func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ContentUnavailableConfiguration
    }

    /// Whether the content scrolls when it is taller than the view. Default `true`. Recorded only.
    open var isScrollEnabled = true

    private func apply() {
        let configuration = unavailableConfiguration
        let loading = configuration.kind == .loading
        imageView.image = configuration.image
        imageView.isHidden = loading || configuration.image == nil
        activityIndicator.isHidden = !loading
        if loading { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        // Attributes are not drawn headless: the labels show the characters.
        textLabel.text = configuration.attributedText.map { String($0.characters) } ?? configuration.text
        textLabel.isHidden = configuration.text == nil && configuration.attributedText == nil
        secondaryTextLabel.text =
            configuration.secondaryAttributedText.map { String($0.characters) } ?? configuration.secondaryText
        secondaryTextLabel.isHidden =
            configuration.secondaryText == nil && configuration.secondaryAttributedText == nil
        let alignment: TextAlignment = configuration.alignment == .center ? .center : .natural
        textLabel.textAlignment = alignment
        secondaryTextLabel.textAlignment = alignment
        buttonActions.primary = apply(
            configuration.button, configuration.buttonProperties, to: button, replacing: buttonActions.primary)
        buttonActions.secondary = apply(
            configuration.secondaryButton, configuration.secondaryButtonProperties, to: secondaryButton,
            replacing: buttonActions.secondary)
    }

    /// Shows `buttonConfiguration` on `target` with `properties`' action; returns the action added.
    private func apply(
        _ buttonConfiguration: Button.Configuration, _ properties: ContentUnavailableConfiguration.ButtonProperties,
        to target: Button, replacing previous: Action?
    ) -> Action? {
        target.configuration = buttonConfiguration
        target.isEnabled = properties.isEnabled
        target.isHidden =
            buttonConfiguration.title == nil && buttonConfiguration.attributedTitle == nil
            && buttonConfiguration.image == nil
        if let previous { target.removeAction(previous, for: .primaryActionTriggered) }
        if let action = properties.primaryAction { target.addAction(action, for: .primaryActionTriggered) }
        return properties.primaryAction
    }

    /// Places the content for the current size (see the type's discussion).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = unavailableConfiguration
        let width = bounds.width
        var items: [(view: View, size: CGSize, spacingBefore: CGFloat)] = []
        func add(_ view: View, spacing: CGFloat) {
            guard !view.isHidden else { return }
            var size = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            size.width = Swift.min(size.width, width)
            items.append((view, size, items.isEmpty ? 0 : spacing))
        }
        add(activityIndicator, spacing: 0)
        add(imageView, spacing: 0)
        add(textLabel, spacing: configuration.imageToTextPadding)
        add(
            secondaryTextLabel,
            spacing: textLabel.isHidden ? configuration.imageToTextPadding : configuration.textToSecondaryTextPadding)
        add(button, spacing: configuration.textToButtonPadding)
        add(
            secondaryButton,
            spacing: button.isHidden ? configuration.textToButtonPadding : configuration.buttonToSecondaryButtonPadding)
        let height = items.reduce(0) { $0 + $1.spacingBefore + $1.size.height }
        var y = ((bounds.height - height) / 2).rounded(.down)
        for item in items {
            y += item.spacingBefore
            let x = configuration.alignment == .center ? ((width - item.size.width) / 2).rounded(.down) : 0
            item.view.frame = CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}
