#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's view controllers around the table: navigation,
    // presentation, alerts, search and tab bars. Each is a typealias, so nested names resolve as in
    // UIKit (`UIAlertController.Style`, `UIAlertAction.Style`, `UINavigationItem.LargeTitleDisplayMode`,
    // `UITabBarItem.SystemItem`). `Tests/CompatibilityTests/APICoverage+Controllers.swift`
    // references every one of them.

    /// UIKit's `UINavigationController`: OpenTableView's ``NavigationController``.
    public typealias UINavigationController = NavigationController
    /// UIKit's `UINavigationControllerDelegate`: OpenTableView's ``NavigationControllerDelegate``.
    public typealias UINavigationControllerDelegate = NavigationControllerDelegate
    /// UIKit's `UINavigationBar`: OpenTableView's ``NavigationBar``.
    public typealias UINavigationBar = NavigationBar
    /// UIKit's `UINavigationItem`: OpenTableView's ``NavigationItem``.
    public typealias UINavigationItem = NavigationItem
    /// UIKit's `UISearchController`: OpenTableView's ``SearchController``.
    public typealias UISearchController = SearchController
    /// UIKit's `UISearchResultsUpdating`: OpenTableView's ``SearchResultsUpdating``.
    public typealias UISearchResultsUpdating = SearchResultsUpdating
    /// UIKit's `UISearchBar`: OpenTableView's ``SearchBar``.
    public typealias UISearchBar = SearchBar
    /// UIKit's `UISearchBarDelegate`: OpenTableView's ``SearchBarDelegate``.
    public typealias UISearchBarDelegate = SearchBarDelegate
    /// UIKit's `UISearchControllerDelegate`: OpenTableView's ``SearchControllerDelegate``.
    public typealias UISearchControllerDelegate = SearchControllerDelegate
    /// UIKit's `UISearchTextField`: OpenTableView's ``SearchTextField``.
    public typealias UISearchTextField = SearchTextField
    /// UIKit's `UISearchToken`: OpenTableView's ``SearchToken``.
    public typealias UISearchToken = SearchToken
    /// UIKit's `UIAlertController`: OpenTableView's ``AlertController``.
    public typealias UIAlertController = AlertController
    /// UIKit's `UIAlertAction`: OpenTableView's ``AlertAction``.
    public typealias UIAlertAction = AlertAction
    /// UIKit's `UITabBarController`: OpenTableView's ``TabBarController``.
    public typealias UITabBarController = TabBarController
    /// UIKit's `UITabBarControllerDelegate`: OpenTableView's ``TabBarControllerDelegate``.
    public typealias UITabBarControllerDelegate = TabBarControllerDelegate
    /// UIKit's `UITabBar`: OpenTableView's ``TabBar``.
    public typealias UITabBar = TabBar
    /// UIKit's `UITabBarItem`: OpenTableView's ``TabBarItem``.
    public typealias UITabBarItem = TabBarItem
    /// UIKit's `UIBarMetrics`: OpenTableView's ``BarMetrics``.
    public typealias UIBarMetrics = BarMetrics
    /// UIKit's `UIBarPosition`: OpenTableView's ``BarPosition``.
    public typealias UIBarPosition = BarPosition
    /// UIKit's `UIBarStyle`: OpenTableView's ``BarStyle``.
    public typealias UIBarStyle = BarStyle
    /// UIKit's `UIBarAppearance`: OpenTableView's ``BarAppearance``.
    public typealias UIBarAppearance = BarAppearance
    /// UIKit's `UINavigationBarAppearance`: OpenTableView's ``NavigationBarAppearance``.
    public typealias UINavigationBarAppearance = NavigationBarAppearance
    /// UIKit's `UIToolbar`: OpenTableView's ``Toolbar``.
    public typealias UIToolbar = Toolbar
    /// UIKit's `UIToolbarAppearance`: OpenTableView's ``ToolbarAppearance``.
    public typealias UIToolbarAppearance = ToolbarAppearance
    /// UIKit's `UITabBarAppearance`: OpenTableView's ``TabBarAppearance``.
    public typealias UITabBarAppearance = TabBarAppearance
    /// UIKit's `UIBarButtonItemAppearance`: OpenTableView's ``BarButtonItemAppearance``.
    public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
    /// UIKit's `UIBarButtonItemStateAppearance`: OpenTableView's ``BarButtonItemStateAppearance``.
    public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
    /// UIKit's `UITabBarItemAppearance`: OpenTableView's ``TabBarItemAppearance``.
    public typealias UITabBarItemAppearance = TabBarItemAppearance
    /// UIKit's `UITabBarItemStateAppearance`: OpenTableView's ``TabBarItemStateAppearance``.
    public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
    /// UIKit's `UIModalPresentationStyle`: OpenTableView's ``ModalPresentationStyle``.
    public typealias UIModalPresentationStyle = ModalPresentationStyle
    /// UIKit's `UIModalTransitionStyle`: OpenTableView's ``ModalTransitionStyle``.
    public typealias UIModalTransitionStyle = ModalTransitionStyle
    /// UIKit's `UILayoutSupport`: OpenTableView's ``LayoutSupport``.
    public typealias UILayoutSupport = LayoutSupport
    /// UIKit's `UIStatusBarStyle`: OpenTableView's ``StatusBarStyle``.
    public typealias UIStatusBarStyle = StatusBarStyle
    /// UIKit's `UIViewControllerTransitionCoordinator`: OpenTableView's
    /// ``ViewControllerTransitionCoordinator``.
    public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
    /// UIKit's `UIViewControllerTransitionCoordinatorContext`: OpenTableView's
    /// ``ViewControllerTransitionCoordinatorContext``.
    public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
    /// UIKit's `UIPopoverPresentationController`: OpenTableView's ``PopoverPresentationController``.
    public typealias UIPopoverPresentationController = PopoverPresentationController
    /// UIKit's `UIPopoverArrowDirection`: OpenTableView's ``PopoverArrowDirection``.
    public typealias UIPopoverArrowDirection = PopoverArrowDirection
    /// UIKit's `UIActivityViewController`: OpenTableView's ``ActivityViewController``.
    public typealias UIActivityViewController = ActivityViewController
    /// UIKit's `UIActivity`: OpenTableView's ``Activity`` (`UIActivity.ActivityType`).
    public typealias UIActivity = Activity
#endif
