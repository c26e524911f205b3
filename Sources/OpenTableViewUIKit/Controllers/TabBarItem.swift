import Foundation

/// The item a tab bar shows for one tab, as UIKit's `UITabBarItem`: a ``BarItem`` with a selected
/// image and a badge.
///
/// Nothing is drawn headless; the values are recorded for tests and the tab bar to read.
@preconcurrency @MainActor
open class TabBarItem: BarItem {
    /// The system item the item was created as, or `nil`.
    package let systemItem: SystemItem?

    /// The image shown when the tab is selected, or `nil` (the bar tints ``BarItem/image``).
    open var selectedImage: Image?

    /// The text of the badge, or `nil` for no badge. Default `nil`.
    open var badgeValue: String?

    /// The badge's background color, or `nil` for the system red. Default `nil`. Recorded only.
    open var badgeColor: Color?

    /// The tab bar's appearance while this item's tab is selected, or `nil` for the bar's own.
    /// Default `nil`. The item keeps a copy of what is set. Recorded only.
    open var standardAppearance: TabBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy() }
    }

    /// The tab bar's appearance at the content's bottom edge while this item's tab is selected, or
    /// `nil`. Default `nil`. The item keeps a copy. Recorded only.
    open var scrollEdgeAppearance: TabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedStandardAppearance: TabBarAppearance?
    private var storedScrollEdgeAppearance: TabBarAppearance?

    /// Creates an item with `title`, `image` and `tag`.
    public init(title: String?, image: Image?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with `title`, `image` and `selectedImage`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item from an archive, as UIKit's `UITabBarItem.init?(coder:)` (designated and
    /// `required`): only OpenTableView's Interface Builder loading reaches it (see
    /// ``BarItem/init(coder:)``).
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// Creates a system item with `tag`. As in UIKit, its title and image are the system's: the
    /// ``BarItem/title`` stays `nil` (``SystemItem/shownTitle`` gives the English title it shows).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }
}

extension TabBarItem {
    /// The system tab bar items, as UIKit's `UITabBarItem.SystemItem` (same raw values).
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more = 0
        /// "Favorites".
        case favorites = 1
        /// "Featured".
        case featured = 2
        /// "Top Rated".
        case topRated = 3
        /// "Recents".
        case recents = 4
        /// "Contacts".
        case contacts = 5
        /// "History".
        case history = 6
        /// "Bookmarks".
        case bookmarks = 7
        /// "Search".
        case search = 8
        /// "Downloads".
        case downloads = 9
        /// "Most Recent".
        case mostRecent = 10
        /// "Most Viewed".
        case mostViewed = 11

        /// The English title UIKit shows under the item's symbol. An OpenTableView addition: UIKit
        /// shows a localized title and has no such property.
        public var shownTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}
