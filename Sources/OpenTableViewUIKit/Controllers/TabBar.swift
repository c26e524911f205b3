import Foundation

/// The bar of a tab bar controller, as UIKit's `UITabBar`: a headless view, 49 points tall (plus
/// the bottom safe area on devices that have one, which a headless controller does not), whose
/// items are the tab bar items of the controller's tabs.
@preconcurrency @MainActor
open class TabBar: View {
    /// The tab bar controller that manages the bar, if any.
    package weak var tabBarController: TabBarController?

    /// Whether the bar is translucent. Default `true`, as in UIKit.
    open var isTranslucent = true

    /// The bar's background tint. Default `nil`. Recorded only.
    open var barTintColor: Color?

    /// The tint of unselected items. Default `nil`. Recorded only.
    open var unselectedItemTintColor: Color?

    /// The bar's appearance when content is scrolled under it. Default: a ``TabBarAppearance``
    /// with the default background. The bar keeps a copy of what is set, as UIKit's `@NSCopying`
    /// property does. Recorded only.
    open var standardAppearance: TabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }

    /// The appearance when the content's bottom edge meets the bar, or `nil` for UIKit's (the
    /// standard one with a transparent background). Default `nil`. The bar keeps a copy. Recorded
    /// only.
    open var scrollEdgeAppearance: TabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedStandardAppearance = TabBarAppearance()
    private var storedScrollEdgeAppearance: TabBarAppearance?

    /// The bar's style. Default `.default`. Recorded only.
    open var barStyle = BarStyle.default

    /// An image for the bar's background, or `nil`. Default `nil`. Recorded only.
    open var backgroundImage: Image?

    /// An image for the bar's shadow, or `nil` for the default one. Default `nil`. As in UIKit, it is
    /// drawn only with a custom ``backgroundImage``. Recorded only.
    open var shadowImage: Image?

    /// An image behind the selected item, or `nil`. Default `nil`. Recorded only.
    open var selectionIndicatorImage: Image?

    /// How the items share the bar's width. Default `.automatic`. Recorded only.
    open var itemPositioning = ItemPositioning.automatic

    /// The width of each item when centered; 0 (the default) lets the system choose. Recorded
    /// only.
    open var itemWidth: CGFloat = 0

    /// The space between items when centered; 0 (the default) lets the system choose. Recorded
    /// only.
    open var itemSpacing: CGFloat = 0

    /// Creates a bar; a tab bar controller makes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the bar from an archive, as UIKit's `UITabBar.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tab bar items of the tab bar controller's tabs, in order, as UIKit maintains them for
    /// a managed bar.
    open var items: [TabBarItem]? {
        tabBarController?.viewControllers?.map { $0.tabBarItem }
    }

    /// The item of the selected tab.
    open var selectedItem: TabBarItem? {
        tabBarController?.selectedViewController?.tabBarItem
    }

    /// The bar's width and 49 points, as UIKit's bar without a bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 49)
    }
}

extension TabBar {
    /// How a tab bar shares its width among stacked items, as UIKit's `UITabBar.ItemPositioning`
    /// (same raw values).
    public enum ItemPositioning: Int, Sendable, Hashable {
        /// ``fill`` in a compact width, ``centered`` in a regular one.
        case automatic = 0
        /// The items fill the bar's width.
        case fill = 1
        /// The items are centered, at their width and spacing.
        case centered = 2
    }
}
