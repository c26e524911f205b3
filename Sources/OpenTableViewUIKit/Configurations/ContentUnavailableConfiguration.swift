import Foundation

/// A content configuration for the view that says there is nothing to show, as UIKit's
/// `UIContentUnavailableConfiguration` (iOS 17): an image, a text, a secondary text and up to two
/// buttons, centred over a background.
///
/// Set it as a view controller's ``ViewController/contentUnavailableConfiguration`` (the usual
/// way: the controller shows it over its view) or show it in a ``ContentUnavailableView``. Start
/// from a factory: ``empty()`` (nothing set), ``loading()`` (an activity indicator) or ``search()``
/// (no search results). Colors, fonts and paddings are recorded; the view lays out the image,
/// texts and buttons stacked and centred (`ContentUnavailableView`).
public struct ContentUnavailableConfiguration: ContentConfiguration, Hashable {
    /// Which factory made the configuration: it decides what `updated(for:)` does.
    package enum Kind: Hashable, Sendable {
        case empty, loading, search
    }

    /// The factory the configuration came from.
    package let kind: Kind

    /// The image shown above the text, or `nil`. Default `nil` (``search()``: the
    /// `magnifyingglass` symbol).
    public var image: Image?
    /// The text, or `nil`. Default `nil`. Setting it clears ``attributedText``.
    public var text: String? {
        didSet { if text != nil { attributedText = nil } }
    }
    /// The text as an attributed string, or `nil`. Setting it clears ``text``.
    public var attributedText: AttributedString? {
        didSet { if attributedText != nil { text = nil } }
    }
    /// The secondary text, shown under the text, or `nil`. Setting it clears
    /// ``secondaryAttributedText``.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedText = nil } }
    }
    /// The secondary text as an attributed string, or `nil`. Setting it clears ``secondaryText``.
    public var secondaryAttributedText: AttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }
    /// The button under the texts: a ``Button/Configuration`` whose title (or image) it shows.
    /// Default ``Button/Configuration/plain()`` with no title or image, which shows no button.
    public var button = Button.Configuration.plain()
    /// What the button does (``ButtonProperties/primaryAction``, ``ButtonProperties/menu``) and
    /// whether it is enabled.
    public var buttonProperties = ButtonProperties()
    /// A second button, under the first. Default ``Button/Configuration/plain()`` with nothing
    /// set, which shows no button.
    public var secondaryButton = Button.Configuration.plain()
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// The background behind the content. Default ``BackgroundConfiguration/clear()``.
    public var background = BackgroundConfiguration.clear()
    /// How the content is aligned. Default ``Alignment/center``.
    public var alignment = Alignment.center
    /// The margins around the content. Default zero. Recorded; the content is centred in the view.
    public var directionalLayoutMargins = DirectionalEdgeInsets.zero
    /// The space between the image and the text. Default 8.
    public var imageToTextPadding: CGFloat = 8
    /// The space between the text and the secondary text. Default 4.
    public var textToSecondaryTextPadding: CGFloat = 4
    /// The space between the texts and the button. Default 12.
    public var textToButtonPadding: CGFloat = 12
    /// The space between the two buttons. Default 8.
    public var buttonToSecondaryButtonPadding: CGFloat = 8

    package init(kind: Kind) {
        self.kind = kind
    }

    /// An empty configuration: nothing set, as `UIContentUnavailableConfiguration.empty()`. Fill
    /// in the image, texts and button.
    public static func empty() -> ContentUnavailableConfiguration {
        ContentUnavailableConfiguration(kind: .empty)
    }

    /// A loading configuration, as `UIContentUnavailableConfiguration.loading()`: the view shows a
    /// spinning activity indicator (``ActivityIndicatorView/isAnimating`` `true`) above the
    /// texts, which are `nil` until you set them. Apple documents no default text; this one has
    /// none (`Compatibility/Porting.md`, "Content-unavailable configurations").
    public static func loading() -> ContentUnavailableConfiguration {
        ContentUnavailableConfiguration(kind: .loading)
    }

    /// A configuration for a search with no results, as `UIContentUnavailableConfiguration.search()`:
    /// the `magnifyingglass` symbol, the text "No Results" and the secondary text "Check the
    /// spelling or try a new search.". ``updated(for:)`` with a state whose
    /// ``ContentUnavailableConfigurationState/searchText`` is not empty makes the text
    /// "No Results for “<search text>”". Apple does not document these strings; they are those
    /// iOS 17 shows in English (`Compatibility/Porting.md`, "Content-unavailable configurations").
    public static func search() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration(kind: .search)
        configuration.image = Image(systemName: "magnifyingglass")
        configuration.text = Self.noResultsText
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    static let noResultsText = "No Results"

    /// A ``ContentUnavailableView`` showing this configuration.
    @MainActor public func makeContentView() -> any View & ContentView {
        ContentUnavailableView(configuration: self)
    }

    /// The configuration for `state`. A ``search()`` configuration whose text is still the
    /// factory's names the search text of a ``ContentUnavailableConfigurationState`` ("No Results
    /// for “Milk”"), and goes back to "No Results" for an empty one; everything else is unchanged.
    public func updated(for state: any ConfigurationState) -> ContentUnavailableConfiguration {
        guard kind == .search, let state = state as? ContentUnavailableConfigurationState else { return self }
        guard text == nil || text == Self.noResultsText || text?.hasPrefix(Self.noResultsText + " for “") == true
        else { return self }
        var updated = self
        if let search = state.searchText, !search.isEmpty {
            updated.text = "\(Self.noResultsText) for “\(search)”"
        } else {
            updated.text = Self.noResultsText
        }
        return updated
    }

    /// How a content-unavailable view aligns its content, as
    /// `UIContentUnavailableConfiguration.Alignment`.
    public enum Alignment: Int, Sendable, Hashable {
        /// Centred horizontally (the default).
        case center = 0
        /// Aligned to the leading edge.
        case natural = 1
    }

    /// What a content-unavailable view's button does, as
    /// `UIContentUnavailableConfiguration.ButtonProperties`.
    public struct ButtonProperties: Hashable {
        /// The action run when the button is tapped, or `nil`. Its title is not used: the button
        /// shows its configuration's title.
        public var primaryAction: Action?
        /// The menu the button shows, or `nil`.
        public var menu: Menu?
        /// Whether the button is enabled. Default `true`.
        public var isEnabled = true

        /// Properties with no action, no menu, enabled.
        public init() {}

        /// Equal when they hold the same action and menu objects and the same ``isEnabled``.
        public static func == (lhs: ButtonProperties, rhs: ButtonProperties) -> Bool {
            lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled
        }

        /// Hashes the identities of the action and menu, and ``isEnabled``.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(primaryAction.map(ObjectIdentifier.init))
            hasher.combine(menu.map(ObjectIdentifier.init))
            hasher.combine(isEnabled)
        }
    }
}
