import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: its title,
/// bar button items, back button and search controller.
///
/// Every property is recorded for the bar to read; nothing is drawn headless. A controller's item
/// is created on first access of ``ViewController/navigationItem`` with the controller's title.
@preconcurrency @MainActor
open class NavigationItem {
    /// The title the bar shows. Setting ``ViewController/title`` sets it too.
    open var title: String?

    /// A line of text above the title. Default `nil`.
    open var prompt: String?

    /// A view shown in place of the title. Default `nil`.
    open var titleView: View?

    /// The title of the back button that leads back to this item's controller. Default `nil`
    /// (the bar uses the title, as UIKit does).
    open var backButtonTitle: String?

    /// Whether the back button is hidden. Default `false`.
    open var hidesBackButton = false

    /// When the bar shows this item's title large. Default ``LargeTitleDisplayMode/automatic``.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The search controller whose search bar the navigation bar shows. Default `nil`.
    open var searchController: SearchController?

    /// Whether the search bar hides when the content scrolls. Default `true`. Recorded only.
    open var hidesSearchBarWhenScrolling = true

    /// The bar button items on the trailing side, the first one outermost. Default `nil`.
    open var rightBarButtonItems: [BarButtonItem]?

    /// The bar button items on the leading side, the first one outermost. Default `nil`.
    open var leftBarButtonItems: [BarButtonItem]?

    /// The outermost trailing item: the first of ``rightBarButtonItems``. Setting it replaces
    /// them with this one item (or none).
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The outermost leading item: the first of ``leftBarButtonItems``. Setting it replaces them
    /// with this one item (or none).
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The item the bar shows as the back button of the controllers pushed above this item's
    /// controller, or `nil` for the default one. Default `nil`.
    open var backBarButtonItem: BarButtonItem?

    /// Whether the leading items are shown beside the back button rather than replacing it.
    /// Default `false`.
    open var leftItemsSupplementBackButton = false

    /// The bar's standard appearance while this item is on top, or `nil` for the bar's own.
    /// Default `nil`. The item keeps a copy of what is set. Recorded only.
    open var standardAppearance: NavigationBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy() }
    }

    /// The compact bar's appearance while this item is on top, or `nil`. Default `nil`. The item
    /// keeps a copy. Recorded only.
    open var compactAppearance: NavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }

    /// The bar's appearance at the content's top edge while this item is on top, or `nil`.
    /// Default `nil`. The item keeps a copy. Recorded only.
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The compact bar's appearance at the content's top edge while this item is on top, or
    /// `nil`. Default `nil`. The item keeps a copy. Recorded only.
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedStandardAppearance: NavigationBarAppearance?
    private var storedCompactAppearance: NavigationBarAppearance?
    private var storedScrollEdgeAppearance: NavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: NavigationBarAppearance?

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
    }

    /// Sets ``rightBarButtonItem`` (at once headless).
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItem`` (at once headless).
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItems`` (at once headless).
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets ``leftBarButtonItems`` (at once headless).
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Hides or shows the back button (at once headless).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

extension NavigationItem {
    /// When a navigation bar shows an item's title large, as UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode` (same raw values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack does.
        case automatic = 0
        /// Always large (when the bar ``NavigationBar/prefersLargeTitles``).
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, never large (iOS 17+).
        case inline = 3
    }
}
