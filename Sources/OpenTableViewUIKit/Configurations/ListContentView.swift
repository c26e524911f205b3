import Foundation

/// The view that shows a ``ListContentConfiguration``, as UIKit's `UIListContentView`.
///
/// It holds an image view and two labels (hidden when they have nothing to show) and lays them out
/// with the configuration's margins and paddings, using the same headless rules as a classic cell
/// (`TableViewCell+Layout.swift`):
/// - the image (its size, or for a symbol the size of its `preferredSymbolConfiguration` or of the
///   text's font, scaled to `maximumSize`, centred in `reservedLayoutSize` when that is wider) starts at the leading margin, vertically centred, and the texts start
///   `imageToTextPadding` after it; an image of width zero takes no room;
/// - stacked texts (the default) are wrapped to the remaining width and centred as a block, the
///   secondary text `textToSecondaryTextVerticalPadding` below the text;
/// - side-by-side texts (`prefersSideBySideTextAndSecondaryText`): the secondary text at its natural
///   width against the trailing margin, the text in what is left, each centred vertically;
/// - the height needed is the top margin, the texts, the bottom margin, at least the style's minimum
///   (44 for cells).
///
/// Its layout guides (``textLayoutGuide``, ``secondaryTextLayoutGuide``, ``imageLayoutGuide``)
/// have the frames of the label or image view showing each part, for constraints that align other
/// views with the text, as in UIKit.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    private var listConfiguration: ListContentConfiguration
    package let imageView = ImageView()
    package let textLabel = Label()
    package let secondaryTextLabel = Label()
    /// The guides of the parts, made when first asked for.
    private var partGuides: [ObjectIdentifier: LayoutGuide] = [:]

    /// The guide of the text, as `UIListContentView.textLayoutGuide`: the frame the text is
    /// shown in, or `nil` when the configuration has no text.
    public var textLayoutGuide: LayoutGuide? {
        partGuide(textLabel, identifier: "UIListContentView-textLayoutGuide")
    }

    /// The guide of the secondary text, as `UIListContentView.secondaryTextLayoutGuide`, or `nil`
    /// when the configuration has none.
    public var secondaryTextLayoutGuide: LayoutGuide? {
        partGuide(secondaryTextLabel, identifier: "UIListContentView-secondaryTextLayoutGuide")
    }

    /// The guide of the image, as `UIListContentView.imageLayoutGuide`, or `nil` when the
    /// configuration has no image.
    public var imageLayoutGuide: LayoutGuide? {
        partGuide(imageView, identifier: "UIListContentView-imageLayoutGuide")
    }

    private func partGuide(_ part: View, identifier: String) -> LayoutGuide? {
        guard !part.isHidden else { return nil }
        if let guide = partGuides[ObjectIdentifier(part)] { return guide }
        let guide = LayoutGuide(mirroring: part, owningView: self, identifier: identifier)
        partGuides[ObjectIdentifier(part)] = guide
        return guide
    }

    /// Creates a view showing `configuration`, as `UIListContentView(configuration:)`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Creates the view from an archive, as UIKit's `UIListContentView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        listConfiguration = ListContentConfiguration.cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown. Setting it applies it at once and schedules layout; it must be a
    /// ``ListContentConfiguration`` (see ``supports(_:)``).
    open var configuration: any ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                preconditionFailure(
                    "UIListContentView supports UIListContentConfiguration only, not \(type(of: newValue))")
            }
            listConfiguration = list
            apply()
            setNeedsLayout()
        }
    }

    /// Whether `configuration` is a ``ListContentConfiguration``, the only kind this view shows.
    open func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// Where `part` (the text or secondary text label, or the image view) goes at the view's
    /// current size: what its layout guide reads.
    package func layoutFrame(ofPart part: View) -> CGRect {
        let frames = self.frames(width: bounds.width, height: bounds.height)
        if part === imageView { return frames.image }
        if part === textLabel { return frames.text }
        if part === secondaryTextLabel { return frames.secondary }
        return part.frame
    }

    /// Places the image and labels for the current size (see the type's discussion).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = self.frames(width: bounds.width, height: bounds.height)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The proposed width (the current one when zero or not finite) and the height the content
    /// needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: frames(width: width, height: 0).neededHeight)
    }

    // MARK: Internals

    /// Copies the configuration into the subviews.
    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        for (label, text, attributed, properties) in [
            (
                textLabel, configuration.displayedText, configuration.attributedText,
                configuration.textProperties
            ),
            (
                secondaryTextLabel, configuration.displayedSecondaryText, configuration.secondaryAttributedText,
                configuration.secondaryTextProperties
            ),
        ] {
            label.font = properties.font
            if let attributed {
                label.attributedText = attributed
            } else {
                label.text = text
            }
            label.isHidden = text == nil
            label.textColor = properties.resolvedColor()
            label.numberOfLines = properties.numberOfLines
            switch properties.alignment {
            case .natural: label.textAlignment = .natural
            case .center: label.textAlignment = .center
            case .justified: label.textAlignment = .justified
            }
        }
    }

    private struct Frames {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondary = CGRect.zero
        var neededHeight: CGFloat = 0
    }

    private func frames(width: CGFloat, height: CGFloat) -> Frames {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var frames = Frames()
        var textX = margins.leading
        if let image = configuration.image {
            let imageSize = configuration.imageProperties.displayedSize(
                of: image, textFont: configuration.textProperties.font)
            if imageSize.width > 0 {
                let reserved = configuration.imageProperties.reservedLayoutSize.width
                let slot = max(imageSize.width, reserved)
                frames.image = CGRect(
                    x: textX + (slot - imageSize.width) / 2, y: (height - imageSize.height) / 2,
                    width: imageSize.width, height: imageSize.height)
                textX += slot + configuration.imageToTextPadding
            }
        }
        let available = max(0, width - textX - margins.trailing)
        let blockHeight: CGFloat
        if configuration.prefersSideBySideTextAndSecondaryText {
            let secondarySize = measured(secondaryTextLabel, width: available)
            let secondaryWidth = min(secondarySize.width, available)
            let spacing = secondaryWidth > 0 ? configuration.textToSecondaryTextHorizontalPadding : 0
            let textWidth = max(0, available - secondaryWidth - spacing)
            let textHeight = measured(textLabel, width: textWidth).height
            frames.text = CGRect(x: textX, y: (height - textHeight) / 2, width: textWidth, height: textHeight)
            frames.secondary = CGRect(
                x: textX + available - secondaryWidth, y: (height - secondarySize.height) / 2,
                width: secondaryWidth, height: secondarySize.height)
            blockHeight = max(textHeight, secondarySize.height)
        } else {
            let textHeight = measured(textLabel, width: available).height
            let secondaryHeight = measured(secondaryTextLabel, width: available).height
            let spacing = textHeight > 0 && secondaryHeight > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
            blockHeight = textHeight + spacing + secondaryHeight
            let top = (height - blockHeight) / 2
            frames.text = CGRect(x: textX, y: top, width: available, height: textHeight)
            frames.secondary = CGRect(
                x: textX, y: top + textHeight + spacing, width: available, height: secondaryHeight)
        }
        frames.neededHeight = max(configuration.minimumHeight, margins.top + blockHeight + margins.bottom)
        return frames
    }

    private func measured(_ label: Label, width: CGFloat) -> CGSize {
        label.isHidden ? .zero : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
}

extension ListContentView: PartLayoutProviding {}
