import Foundation

/// A configuration for creating a list layout, as UIKit's `UICollectionLayoutListConfiguration`
/// ([UICollectionLayoutListConfiguration](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct)),
/// used through ``CollectionViewCompositionalLayout/list(using:)`` or
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)``.
///
/// A list section lays its items out as a table lays out rows: one item a row across the
/// section's width, each row estimated at 44 points and measured from its cell when it is
/// displayed (the table's estimated-height machinery, O(log n) per row and O(sections) memory
/// for rows not yet measured). Paddings and header heights come from the table's style metrics
/// (Compatibility/Evidence.md, section 1.2): a grouped-like appearance (`.grouped`,
/// `.insetGrouped`, `.sidebar`) is laid out as a grouped table, a plain-like one (`.plain`,
/// `.sidebarPlain`) as a plain table; an `.insetGrouped` list's sections are inset from its sides
/// as an inset-grouped table's, 16 points beyond the safe area.
///
/// Differences from UIKit: the inset-grouped sections' rounded corners are not drawn, and their
/// side inset is the iPhone's 16 points on every screen; separators are resolved per cell but not drawn, and `backgroundColor`
/// is kept, not drawn. The swipe
/// action providers are asked when a list cell is swiped (`CollectionView+Swipe.swift`).
@preconcurrency @MainActor
public struct CollectionLayoutListConfiguration {
    /// The overall look of a list, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable, Hashable {
        /// A plain list, as a plain table.
        case plain
        /// Sections in groups, as a grouped table.
        case grouped
        /// Sections in inset groups: the grouped places, 16 points in from each side beyond the
        /// safe area, as the table's style.
        case insetGrouped
        /// A sidebar, grouped-like.
        case sidebar
        /// A plain sidebar, plain-like.
        case sidebarPlain
    }

    /// How a list section shows its header, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable, Hashable {
        /// No header.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionHeader``.
        case supplementary
        /// The section's first item is its header (an ordinary row here).
        case firstItemInSection
    }

    /// How a list section shows its footer, as UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable, Hashable {
        /// No footer.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionFooter``.
        case supplementary
    }

    /// The closure that gives a row's swipe actions, as UIKit's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

    /// A closure that gives an item's separator configuration from the section's, as UIKit's
    /// `UICollectionLayoutListConfiguration.ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    /// The list's appearance.
    public var appearance: Appearance
    /// Whether rows show separators, as UIKit's `showsSeparators`: "A Boolean value that
    /// determines whether the list shows separators between cells". Default `true`; when `false`
    /// no row has a separator, whatever ``separatorConfiguration`` says.
    public var showsSeparators = true
    /// The section-wide separators, as UIKit's `separatorConfiguration` (iOS 14.5). Default: the
    /// defaults of the list's appearance (``ListSeparatorConfiguration/init(listAppearance:)``).
    public var separatorConfiguration: ListSeparatorConfiguration
    /// The separators of one item, from the section's configuration with the item's automatic
    /// visibilities decided, as UIKit's `itemSeparatorHandler` (iOS 14.5). Asked with the item's
    /// index path when a list cell's separators are read (``CollectionViewListCell/shownSeparatorFrames``).
    /// Default `nil`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background color; `nil` (the default) means the appearance's. Kept, not drawn.
    public var backgroundColor: Color?
    /// How sections show their headers. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// How sections show their footers. Default `.none`.
    public var footerMode: FooterMode = .none
    /// The padding above each section's header; `nil` (the default) means the appearance's:
    /// 22 points in a plain-like list with headers, as a plain table's `sectionHeaderTopPadding`,
    /// none in a grouped-like one.
    public var headerTopPadding: CGFloat?
    /// The swipe actions at a row's leading edge, asked with the row's index path when the user
    /// swipes its list cell from that edge (`simulate.swipeItem(at:edge:)`). Default `nil`.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The swipe actions at a row's trailing edge, asked as the leading ones. Default `nil`.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Whether the appearance is laid out as a grouped table.
    var isGroupedLike: Bool {
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: return true
        case .plain, .sidebarPlain: return false
        }
    }
}

extension CollectionLayoutSection {
    /// A list section of `configuration`, as UIKit's `list(using:layoutEnvironment:)`
    /// ([list(using:layoutEnvironment:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:))):
    /// one item a row across the section, rows self-sizing from a 44-point estimate.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let row = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableMetrics.automaticRowEstimate)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableMetrics.automaticRowEstimate)),
            subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, as UIKit's `list(using:)`
    /// ([list(using:)](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:))).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
    }

    /// The list configuration of `section`, when it is a list section: where a swipe on a list
    /// cell finds the swipe action providers.
    func listConfiguration(forSection section: Int) -> CollectionLayoutListConfiguration? {
        guard section >= 0, section < preparedSections.count else { return nil }
        return preparedSections[section]?.listConfiguration
    }

    /// The appearance of `section`'s list configuration, when it is a list section: what a
    /// dequeued cell is told, read without copying the configuration (copying it, its providers
    /// and arrays, was a sixth of a list cell's dequeue).
    func listAppearance(forSection section: Int) -> CollectionLayoutListConfiguration.Appearance? {
        guard section >= 0, section < preparedSections.count, let provided = preparedSections[section] else {
            return nil
        }
        return provided.listAppearance
    }
}
