import Foundation

/// How a list section draws the separators of its rows, as UIKit's `UIListSeparatorConfiguration`
/// (iOS 14.5): "A configuration that controls the list separator appearance in a list section"
/// ([UIListSeparatorConfiguration](https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct)).
///
/// Set a section-wide one as ``CollectionLayoutListConfiguration/separatorConfiguration``, and
/// change it per item with ``CollectionLayoutListConfiguration/itemSeparatorHandler``. Headless,
/// nothing is drawn: a list cell's ``CollectionViewListCell/shownSeparatorFrames`` says where its
/// top and bottom separators are (Compatibility/Porting.md, "List separators").
///
/// Difference from UIKit: `visualEffect` does not exist (no visual effects headless).
public struct ListSeparatorConfiguration: Hashable {
    /// Whether a separator shows, as UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides (Compatibility/Evidence.md, "List separators").
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets whose every edge means "the list decides", as UIKit's `automaticInsets`: the leading
    /// inset then follows the cell's ``CollectionViewListCell/separatorLayoutGuide``, the trailing
    /// one is 0.
    public static let automaticInsets = DirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The visibility of the separator above the item. Default `.automatic`.
    public var topSeparatorVisibility = Visibility.automatic
    /// The visibility of the separator below the item. Default `.automatic`.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The insets of the separator above the item ("The default value is automaticInsets").
    public var topSeparatorInsets = ListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below the item. Default ``automaticInsets``.
    public var bottomSeparatorInsets = ListSeparatorConfiguration.automaticInsets
    /// The separators' color. Default ``Color/separator``; kept, not drawn.
    public var color: Color = .separator
    /// The separators' color between selected items while several are selected. Default
    /// ``Color/separator``; kept, not drawn.
    public var multipleSelectionColor: Color = .separator
    /// The appearance of the list the configuration was made for.
    public let listAppearance: CollectionLayoutListConfiguration.Appearance

    /// A configuration with the defaults of a list of `listAppearance`, as UIKit's
    /// `init(listAppearance:)`.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {
        self.listAppearance = listAppearance
    }
}

extension CollectionLayoutListConfiguration {
    /// The separator configuration of the item at `indexPath`, one of `itemCount` in its section:
    /// the section's ``separatorConfiguration`` with its automatic visibilities decided by the
    /// list (Apple, `ItemSeparatorHandler`: the configuration passed "contains the values for
    /// separator visibility and insets according to the current state of the item"), then
    /// ``itemSeparatorHandler``'s answer. `nil` when ``showsSeparators`` is `false` (Apple: "when
    /// this property is NO, the separatorConfiguration is ineffective").
    ///
    /// The list decides (Compatibility/Evidence.md, "List separators"): no top separator; a bottom
    /// separator under every item but the last of a section in a grouped or inset grouped list;
    /// none in a sidebar.
    func separatorConfiguration(at indexPath: IndexPath, itemCount: Int) -> ListSeparatorConfiguration? {
        guard showsSeparators else { return nil }
        var configuration = separatorConfiguration
        if configuration.topSeparatorVisibility == .automatic { configuration.topSeparatorVisibility = .hidden }
        if configuration.bottomSeparatorVisibility == .automatic {
            let isLast = indexPath.item == itemCount - 1
            let shows: Bool
            switch appearance {
            case .plain: shows = true
            case .grouped, .insetGrouped: shows = !isLast
            case .sidebar, .sidebarPlain: shows = false
            }
            configuration.bottomSeparatorVisibility = shows ? .visible : .hidden
        }
        return itemSeparatorHandler?(indexPath, configuration) ?? configuration
    }
}
