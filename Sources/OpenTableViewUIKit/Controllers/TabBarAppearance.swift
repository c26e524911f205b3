import Foundation

/// How a tab bar looks, as UIKit's `UITabBarAppearance`: a ``BarAppearance`` (the background and
/// shadow) with its items' appearances in each layout, the selection indicator and the positioning
/// of stacked items.
///
/// Set it on ``TabBar/standardAppearance`` or ``TabBar/scrollEdgeAppearance``, or on a
/// ``TabBarItem``'s to override the bar's while that tab is selected. Nothing is drawn headless:
/// the values are recorded.
/// ([UITabBarAppearance](https://developer.apple.com/documentation/uikit/uitabbarappearance))
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
    /// The items' appearance when titles sit below images. The appearance keeps a copy of what is
    /// set.
    open var stackedLayoutAppearance: TabBarItemAppearance {
        get { storedStacked }
        set { storedStacked = newValue.copy() }
    }

    /// The items' appearance when titles sit beside images. The appearance keeps a copy of what is
    /// set.
    open var inlineLayoutAppearance: TabBarItemAppearance {
        get { storedInline }
        set { storedInline = newValue.copy() }
    }

    /// The items' appearance when titles sit beside images in a compact bar. The appearance keeps
    /// a copy of what is set.
    open var compactInlineLayoutAppearance: TabBarItemAppearance {
        get { storedCompactInline }
        set { storedCompactInline = newValue.copy() }
    }

    /// The tint of the selection indicator, or `nil`. Default `nil`.
    open var selectionIndicatorTintColor: Color?

    /// An image behind the selected item, or `nil`. Default `nil`.
    open var selectionIndicatorImage: Image?

    /// How stacked items share the bar's width. Default `.automatic`.
    open var stackedItemPositioning = TabBar.ItemPositioning.automatic

    /// The width of each stacked item when centered; 0 (the default) lets the system choose.
    open var stackedItemWidth: CGFloat = 0

    /// The space between stacked items when centered; 0 (the default) lets the system choose.
    open var stackedItemSpacing: CGFloat = 0

    private var storedStacked = TabBarItemAppearance(style: .stacked)
    private var storedInline = TabBarItemAppearance(style: .inline)
    private var storedCompactInline = TabBarItemAppearance(style: .compactInline)

    /// Creates an appearance with the default background and default item appearances, for `idiom`
    /// (see ``BarAppearance/init(idiom:)``; `init()` makes one for the device's).
    public override init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with the background and shadow of `barAppearance`; made from a tab
    /// bar appearance, with its item appearances, selection indicator and positioning too (a
    /// copy); otherwise with their defaults.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tabBar = barAppearance as? TabBarAppearance else { return }
        storedStacked = tabBar.storedStacked.copy()
        storedInline = tabBar.storedInline.copy()
        storedCompactInline = tabBar.storedCompactInline.copy()
        selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
        selectionIndicatorImage = tabBar.selectionIndicatorImage
        stackedItemPositioning = tabBar.stackedItemPositioning
        stackedItemWidth = tabBar.stackedItemWidth
        stackedItemSpacing = tabBar.stackedItemSpacing
    }
}
