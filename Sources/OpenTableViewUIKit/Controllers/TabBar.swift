import Foundation

/// The bar of a tab bar controller, as UIKit's `UITabBar`: a headless view, 49 points tall (plus
/// the bottom safe area on devices that have one, which a headless controller does not), whose
/// items are the tab bar items of the controller's tabs.
@MainActor
open class TabBar: View {
    /// The tab bar controller that manages the bar, if any.
    package weak var tabBarController: TabBarController?

    /// Whether the bar is translucent. Default `true`, as in UIKit.
    open var isTranslucent = true

    /// The bar's background tint. Default `nil`. Recorded only.
    open var barTintColor: Color?

    /// The tint of unselected items. Default `nil`. Recorded only.
    open var unselectedItemTintColor: Color?

    /// Creates a bar; a tab bar controller makes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
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
