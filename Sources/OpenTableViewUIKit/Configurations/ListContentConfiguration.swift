import Foundation

/// The content of a list element (a cell, header or footer), as UIKit's
/// `UIListContentConfiguration`: an image, a text and a secondary text, with how to show them.
///
/// Start from a cell's or header's `defaultContentConfiguration()` or from a factory
/// (``cell()``, ``subtitleCell()``, ``valueCell()``, ``groupedHeader()``…), set the content, and
/// assign it to the view's `contentConfiguration`, which then shows it in a ``ListContentView``.
///
/// Headless, the content view lays out its image and texts with the metrics the package uses for the
/// classic cell styles (see ``ListContentView``): a ``cell()`` configuration in a table view cell
/// gets the frames of a `.default` cell's `textLabel`, a ``subtitleCell()`` those of `.subtitle`
/// (given the same fonts), a ``valueCell()`` those of `.value1`.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// The factory a configuration came from, which decides its look for each state.
    package enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case groupedHeader, groupedFooter, plainHeader, plainFooter, sidebarHeader
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case header, footer
    }

    /// The factory this configuration came from.
    package let style: Style
    /// The least height the content view measures: a list cell is never shorter than 44 points, as
    /// a classic cell; headers and footers have no minimum.
    package let minimumHeight: CGFloat

    private var textStorage: String?
    private var attributedTextStorage: NSAttributedString?
    private var secondaryTextStorage: String?
    private var secondaryAttributedTextStorage: NSAttributedString?

    /// The primary text. Setting a non-`nil` text clears ``attributedText``, as in UIKit.
    public var text: String? {
        get { textStorage }
        set {
            textStorage = newValue
            if newValue != nil { attributedTextStorage = nil }
        }
    }
    /// The primary text with attributes. Setting a non-`nil` value clears ``text``. The label shows it
    /// as given (its runs measure in their own fonts, ``textProperties``' font elsewhere);
    /// ``TextProperties/transform`` does not apply to it.
    public var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set {
            attributedTextStorage = newValue
            if newValue != nil { textStorage = nil }
        }
    }
    /// The secondary text. Setting a non-`nil` text clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { secondaryTextStorage }
        set {
            secondaryTextStorage = newValue
            if newValue != nil { secondaryAttributedTextStorage = nil }
        }
    }
    /// The secondary text with attributes. Setting a non-`nil` value clears ``secondaryText``;
    /// shown as ``attributedText`` is.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedTextStorage }
        set {
            secondaryAttributedTextStorage = newValue
            if newValue != nil { secondaryTextStorage = nil }
        }
    }
    /// The image, shown before the texts. Default `nil`.
    public var image: Image?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// How the primary text is shown.
    public var textProperties: TextProperties
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content, inside the content view.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The axes along which the content view keeps its superview's layout margins. Default
    /// ``Axis/both``; recorded only (there are no inherited layout margins headless).
    public var axesPreservingSuperviewLayoutMargins = Axis.both
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The least space between the text and the secondary text when they are side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the text and the secondary text when the secondary text is below.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// Whether the secondary text goes beside the text (at the trailing edge) rather than below it.
    /// `true` for ``valueCell()`` only.
    public var prefersSideBySideTextAndSecondaryText = false

    package init(
        style: Style, minimumHeight: CGFloat, text: TextProperties, secondaryText: TextProperties,
        margins: DirectionalEdgeInsets, imageToTextPadding: CGFloat, verticalPadding: CGFloat
    ) {
        self.style = style
        self.minimumHeight = minimumHeight
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
        self.imageToTextPadding = imageToTextPadding
        textToSecondaryTextHorizontalPadding = 8
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    /// A new ``ListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any View & ContentView {
        ListContentView(configuration: self)
    }

    /// This configuration with the look of its style for `state`, keeping its content and every
    /// property the app set.
    ///
    /// UIKit does not document each style's look per state; headless, a sidebar cell
    /// (``sidebarCell()``, ``sidebarSubtitleCell()``) that is selected or highlighted shows white
    /// texts and a white image tint (it sits on the tinted background of
    /// ``BackgroundConfiguration/listSidebarCell()``); every other style looks the same in every
    /// state.
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
        var updated = self
        switch style {
        case .sidebarCell, .sidebarSubtitleCell:
            let onTint = Self.isSelectedOrHighlighted(state)
            updated.textProperties.systemColor = onTint ? .white : .label
            updated.secondaryTextProperties.systemColor = onTint ? .white : .secondaryLabel
            updated.imageProperties.systemTintColor = onTint ? .white : nil
        default:
            break
        }
        return updated
    }

    /// Whether `state` is a selected or highlighted cell or view state.
    package static func isSelectedOrHighlighted(_ state: any ConfigurationState) -> Bool {
        if let cell = state as? CellConfigurationState { return cell.isSelected || cell.isHighlighted }
        if let view = state as? ViewConfigurationState { return view.isSelected || view.isHighlighted }
        return false
    }

    /// The primary text shown: ``text`` or the string of ``attributedText``, transformed.
    package var displayedText: String? {
        textStorage.map { textProperties.transformed($0) } ?? attributedTextStorage?.string
    }

    /// The secondary text shown, as ``displayedText``.
    package var displayedSecondaryText: String? {
        secondaryTextStorage.map { secondaryTextProperties.transformed($0) } ?? secondaryAttributedTextStorage?.string
    }
}
