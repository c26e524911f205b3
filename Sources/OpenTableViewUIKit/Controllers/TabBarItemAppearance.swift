import Foundation

/// How a tab bar's items look in each state, for one layout of the items, as UIKit's
/// `UITabBarItemAppearance`: what a ``TabBarAppearance`` holds for its stacked, inline and compact
/// inline layouts.
///
/// Nothing is drawn headless: the values are recorded. Every state starts without attributes,
/// colors or offsets, whatever the style (UIKit supplies the layout's font and colors when it
/// draws, which headless it does not).
/// ([UITabBarItemAppearance](https://developer.apple.com/documentation/uikit/uitabbaritemappearance))
@preconcurrency @MainActor
open class TabBarItemAppearance {
    /// The appearance of an item that is not selected.
    public private(set) var normal = TabBarItemStateAppearance()
    /// The appearance of the selected item.
    public private(set) var selected = TabBarItemStateAppearance()
    /// The appearance of a disabled item.
    public private(set) var disabled = TabBarItemStateAppearance()
    /// The appearance of a focused item (focus-driven interfaces).
    public private(set) var focused = TabBarItemStateAppearance()

    /// Creates the default appearance of items in the `style` layout.
    public init(style: Style) {}

    /// Creates the default appearance of stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// A new appearance with this one's values in new state appearances, as UIKit's `copy()`: what
    /// a tab bar appearance keeps when one is set.
    open func copy() -> TabBarItemAppearance {
        let copy = TabBarItemAppearance(style: .stacked)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// Resets every state to the default appearance of items in the `style` layout.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }
}

extension TabBarItemAppearance {
    /// How a tab bar lays out an item's title and image, as UIKit's `UITabBarItemAppearance.Style`
    /// (same raw values).
    public enum Style: Int, Sendable, Hashable {
        /// The title below the image (compact width).
        case stacked = 0
        /// The title beside the image (regular width).
        case inline = 1
        /// The title beside the image, in a compact bar.
        case compactInline = 2
    }
}

/// How a tab bar's items look in one state, as UIKit's `UITabBarItemStateAppearance`: reached
/// through a ``TabBarItemAppearance``, never made on its own. Recorded only.
@preconcurrency @MainActor
open class TabBarItemStateAppearance {
    /// Attributes of the title (`NSAttributedString.Key` to value). Default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place. Default `.zero`.
    open var titlePositionAdjustment = Offset.zero
    /// The color of the item's image, or `nil` for the bar's. Default `nil`.
    open var iconColor: Color?
    /// How far the badge moves from its place. Default `.zero`.
    open var badgePositionAdjustment = Offset.zero
    /// The badge's background, or `nil` for the system red. Default `nil`.
    open var badgeBackgroundColor: Color?
    /// Attributes of the badge's text. Default empty.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves inside the badge. Default `.zero`.
    open var badgeTitlePositionAdjustment = Offset.zero

    package init() {}

    /// A new state appearance with these values.
    func copied() -> TabBarItemStateAppearance {
        let copy = TabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }

    /// Back to the values of a new state appearance.
    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        badgePositionAdjustment = .zero
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgeTitlePositionAdjustment = .zero
    }
}
