// Compile-time proof of Compatibility/API.md's controller sections (containment, navigation,
// presentation, alerts, search, tab bars): each member marked yes or partial is referenced once,
// in UIKit's spelling through the shim, after its "// API: <row>" marker. The functions are never
// called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageControllers {
        // MARK: UIViewController (containment, navigation and presentation)

        static func viewController(_ vc: UIViewController, other: UIViewController) {
            // API: UIViewController.children
            let _: [UIViewController] = vc.children
            // API: UIViewController.parent
            let _: UIViewController? = vc.parent
            // API: UIViewController.addChild(_:)
            vc.addChild(other)
            // API: UIViewController.removeFromParent()
            other.removeFromParent()
            // API: UIViewController.willMove(toParent:)
            other.willMove(toParent: vc)
            // API: UIViewController.didMove(toParent:)
            other.didMove(toParent: nil)
            // API: UIViewController.shouldAutomaticallyForwardAppearanceMethods
            let _: Bool = vc.shouldAutomaticallyForwardAppearanceMethods
            // API: UIViewController.isMovingToParent
            let _: Bool = vc.isMovingToParent
            // API: UIViewController.isMovingFromParent
            let _: Bool = vc.isMovingFromParent
            // API: UIViewController.isBeingPresented
            let _: Bool = vc.isBeingPresented
            // API: UIViewController.isBeingDismissed
            let _: Bool = vc.isBeingDismissed
            // API: UIViewController.transitionCoordinator
            if let coordinator: UIViewControllerTransitionCoordinator = vc.transitionCoordinator {
                // API: UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)
                // API: UIViewControllerTransitionCoordinatorContext.isCancelled
                coordinator.animate(alongsideTransition: nil) {
                    (context: UIViewControllerTransitionCoordinatorContext) in
                    _ = context.isCancelled
                }
            }
            // API: UIViewController.navigationController
            let _: UINavigationController? = vc.navigationController
            // API: UIViewController.navigationItem
            let _: UINavigationItem = vc.navigationItem
            // API: UIViewController.tabBarController
            let _: UITabBarController? = vc.tabBarController
            // API: UIViewController.tabBarItem
            vc.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
            // API: UIViewController.toolbarItems
            vc.toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace)]
            // API: UIViewController.setToolbarItems(_:animated:)
            vc.setToolbarItems(nil, animated: true)
            // API: UIViewController.hidesBottomBarWhenPushed
            vc.hidesBottomBarWhenPushed = true
            // API: UIViewController.present(_:animated:completion:)
            vc.present(other, animated: true, completion: nil)
            // API: UIViewController.dismiss(animated:completion:)
            vc.dismiss(animated: true) {}
            // API: UIViewController.presentedViewController
            let _: UIViewController? = vc.presentedViewController
            // API: UIViewController.presentingViewController
            let _: UIViewController? = vc.presentingViewController
            // API: UIViewController.show(_:sender:)
            vc.show(other, sender: nil)
            // API: UIViewController.modalPresentationStyle
            vc.modalPresentationStyle = .fullScreen
            // API: UIViewController.modalTransitionStyle
            vc.modalTransitionStyle = .crossDissolve
            // API: UIViewController.isModalInPresentation
            vc.isModalInPresentation = true
            // API: UIViewController.preferredContentSize
            vc.preferredContentSize = CGSize(width: 320, height: 240)
            // API: UIViewController.editButtonItem
            let _: UIBarButtonItem = vc.editButtonItem
            // API: UIViewController.viewWillLayoutSubviews()
            vc.viewWillLayoutSubviews()
            // API: UIViewController.viewDidLayoutSubviews()
            vc.viewDidLayoutSubviews()
            // API: UIModalPresentationStyle
            let _: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .overFullScreen, .custom]
            // API: UIModalTransitionStyle
            let _: [UIModalTransitionStyle] = [.coverVertical, .flipHorizontal, .partialCurl]
            // API: UIViewController.edgesForExtendedLayout
            vc.edgesForExtendedLayout = []
            // API: UIViewController.automaticallyAdjustsScrollViewInsets
            vc.automaticallyAdjustsScrollViewInsets = false
            // API: UIViewController.topLayoutGuide
            let _: CGFloat = vc.topLayoutGuide.length
            // API: UIViewController.bottomLayoutGuide
            let _: NSLayoutYAxisAnchor = vc.bottomLayoutGuide.topAnchor
            // API: UILayoutSupport
            let guide: any UILayoutSupport = vc.topLayoutGuide
            let _: NSLayoutYAxisAnchor = guide.bottomAnchor
            // API: UIApplication.isNetworkActivityIndicatorVisible
            UIApplication.shared.isNetworkActivityIndicatorVisible = true
            // API: UIViewController.preferredStatusBarStyle
            let _: UIStatusBarStyle = vc.preferredStatusBarStyle
            // API: UIViewController.prefersStatusBarHidden
            let _: Bool = vc.prefersStatusBarHidden
            // API: UIViewController.setNeedsStatusBarAppearanceUpdate()
            vc.setNeedsStatusBarAppearanceUpdate()
            // API: UIStatusBarStyle
            let _: [UIStatusBarStyle] = [.default, .lightContent, .darkContent]
            // API: UIViewController.viewWillTransition(to:with:)
            let _: (CGSize, any UIViewControllerTransitionCoordinator) -> Void = vc.viewWillTransition(to:with:)
            // API: UIViewControllerTransitionCoordinator
            let coordinator: (any UIViewControllerTransitionCoordinator)? = nil
            let _: Bool? = coordinator?.animate(alongsideTransition: { _ in }, completion: nil)
            let _: Bool? = coordinator?.animateAlongsideTransition(in: nil, animation: nil, completion: nil)
            // API: UIViewControllerTransitionCoordinatorContext
            let context: (any UIViewControllerTransitionCoordinatorContext)? = coordinator
            let _: Bool? = context?.isAnimated
            let _: Bool? = context?.isCancelled
            let _: TimeInterval? = context?.transitionDuration
            let _: UIView? = context?.containerView
        }

        // MARK: UINavigationController

        final class Delegate: UINavigationControllerDelegate {
            // API: UINavigationControllerDelegate.navigationController(_:willShow:animated:)
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) {}
            // API: UINavigationControllerDelegate.navigationController(_:didShow:animated:)
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) {}
        }

        static func navigationController(_ vc: UIViewController, delegate: Delegate) {
            // API: UINavigationController
            let _: UIViewController.Type = UINavigationController.self
            // API: UINavigationController.init(rootViewController:)
            let nav = UINavigationController(rootViewController: vc)
            // API: UINavigationController.viewControllers
            nav.viewControllers = [vc]
            // API: UINavigationController.setViewControllers(_:animated:)
            nav.setViewControllers([vc], animated: true)
            // API: UINavigationController.pushViewController(_:animated:)
            nav.pushViewController(UIViewController(), animated: true)
            // API: UINavigationController.popViewController(animated:)
            let _: UIViewController? = nav.popViewController(animated: true)
            // API: UINavigationController.popToRootViewController(animated:)
            let _: [UIViewController]? = nav.popToRootViewController(animated: true)
            // API: UINavigationController.popToViewController(_:animated:)
            nav.popToViewController(vc, animated: false)
            // API: UINavigationController.topViewController
            let _: UIViewController? = nav.topViewController
            // API: UINavigationController.visibleViewController
            let _: UIViewController? = nav.visibleViewController
            // API: UINavigationController.navigationBar
            let _: UINavigationBar = nav.navigationBar
            // API: UINavigationController.isNavigationBarHidden
            nav.isNavigationBarHidden = true
            // API: UINavigationController.setNavigationBarHidden(_:animated:)
            nav.setNavigationBarHidden(false, animated: true)
            // API: UINavigationController.isToolbarHidden
            nav.isToolbarHidden = false
            // API: UINavigationController.setToolbarHidden(_:animated:)
            nav.setToolbarHidden(true, animated: true)
            // API: UINavigationController.toolbar
            let toolbar: UIToolbar = nav.toolbar
            // API: UIToolbar
            let _: UIView = toolbar
            // API: UIToolbar.items
            toolbar.items = [UIBarButtonItem(systemItem: .flexibleSpace)]
            // API: UIToolbar.setItems(_:animated:)
            toolbar.setItems(nil, animated: true)
            // API: UIToolbar.isTranslucent
            toolbar.isTranslucent = false
            // API: UIToolbar.barTintColor
            toolbar.barTintColor = .systemBackground
            // API: UIToolbar.barStyle
            toolbar.barStyle = .black
            // API: UIToolbarAppearance
            let _: UIBarAppearance.Type = UIToolbarAppearance.self
            // API: UIToolbarAppearance.init()
            let appearance = UIToolbarAppearance()
            // API: UIToolbarAppearance.init(barAppearance:)
            _ = UIToolbarAppearance(barAppearance: appearance)
            // API: UIToolbarAppearance.buttonAppearance
            appearance.buttonAppearance = UIBarButtonItemAppearance(style: .plain)
            // API: UIToolbarAppearance.doneButtonAppearance
            let _: UIBarButtonItemAppearance = appearance.doneButtonAppearance
            // API: UIToolbar.standardAppearance
            toolbar.standardAppearance = appearance
            // API: UIToolbar.compactAppearance
            toolbar.compactAppearance = appearance
            // API: UIToolbar.scrollEdgeAppearance
            toolbar.scrollEdgeAppearance = appearance
            // API: UIToolbar.compactScrollEdgeAppearance
            toolbar.compactScrollEdgeAppearance = nil
            // API: UINavigationController.delegate
            nav.delegate = delegate
            // API: UINavigationControllerDelegate
            let _: (any UINavigationControllerDelegate)? = delegate
        }

        // MARK: UINavigationBar and UINavigationItem

        static func navigationBar(_ bar: UINavigationBar, item: UINavigationItem, button: UIBarButtonItem) {
            // API: UINavigationBar
            let _: UIView.Type = UINavigationBar.self
            // API: UINavigationBar.prefersLargeTitles
            bar.prefersLargeTitles = true
            // API: UINavigationBar.isTranslucent
            bar.isTranslucent = false
            // API: UINavigationBar.barTintColor
            bar.barTintColor = .white
            // API: UINavigationBar.titleTextAttributes
            bar.titleTextAttributes = [:]
            // API: UINavigationBar.largeTitleTextAttributes
            bar.largeTitleTextAttributes = nil
            // API: UINavigationBar.items
            let _: [UINavigationItem]? = bar.items
            // API: UINavigationBar.topItem
            let _: UINavigationItem? = bar.topItem
            // API: UINavigationBar.backItem
            let _: UINavigationItem? = bar.backItem
            // API: UINavigationBar.standardAppearance
            bar.standardAppearance = UINavigationBarAppearance()
            // API: UINavigationBar.compactAppearance
            let _: UINavigationBarAppearance? = bar.compactAppearance
            // API: UINavigationBar.scrollEdgeAppearance
            bar.scrollEdgeAppearance = bar.standardAppearance
            // API: UINavigationBar.compactScrollEdgeAppearance
            bar.compactScrollEdgeAppearance = nil
            // API: UINavigationBar.barStyle
            bar.barStyle = .black
            // API: UINavigationBar.shadowImage
            bar.shadowImage = UIImage()
            // API: UINavigationBar.backIndicatorImage
            bar.backIndicatorImage = UIImage(systemName: "arrow.left")
            // API: UINavigationBar.backIndicatorTransitionMaskImage
            bar.backIndicatorTransitionMaskImage = UIImage(systemName: "arrow.left")
            // API: UINavigationBar.setBackgroundImage(_:for:)
            bar.setBackgroundImage(UIImage(), for: .default)
            // API: UINavigationBar.backgroundImage(for:)
            let _: UIImage? = bar.backgroundImage(for: .default)
            // API: UINavigationBar.setBackgroundImage(_:for:barMetrics:)
            bar.setBackgroundImage(nil, for: .topAttached, barMetrics: .compact)
            // API: UINavigationBar.backgroundImage(for:barMetrics:)
            let _: UIImage? = bar.backgroundImage(for: .any, barMetrics: .defaultPrompt)
            // API: UINavigationBar.setTitleVerticalPositionAdjustment(_:for:)
            bar.setTitleVerticalPositionAdjustment(-2, for: .default)
            // API: UINavigationBar.titleVerticalPositionAdjustment(for:)
            let _: CGFloat = bar.titleVerticalPositionAdjustment(for: .compact)
            // API: UIBarMetrics
            let _: [UIBarMetrics] = [.default, .compact, .defaultPrompt, .compactPrompt]
            // API: UIBarPosition
            let _: [UIBarPosition] = [.any, .bottom, .top, .topAttached]
            // API: UIBarStyle
            let _: [UIBarStyle] = [.default, .black, .blackOpaque]
            // API: UINavigationItem
            let _: UINavigationItem.Type = UINavigationItem.self
            // API: UINavigationItem.init(title:)
            let _ = UINavigationItem(title: "Inbox")
            // API: UINavigationItem.title
            item.title = "Inbox"
            // API: UINavigationItem.prompt
            item.prompt = "Choose a folder"
            // API: UINavigationItem.titleView
            item.titleView = UIView()
            // API: UINavigationItem.backButtonTitle
            item.backButtonTitle = "Back"
            // API: UINavigationItem.hidesBackButton
            item.hidesBackButton = true
            // API: UINavigationItem.setHidesBackButton(_:animated:)
            item.setHidesBackButton(false, animated: true)
            // API: UINavigationItem.largeTitleDisplayMode
            item.largeTitleDisplayMode = .never
            // API: UINavigationItem.standardAppearance
            item.standardAppearance = UINavigationBarAppearance()
            // API: UINavigationItem.compactAppearance
            item.compactAppearance = nil
            // API: UINavigationItem.scrollEdgeAppearance
            let _: UINavigationBarAppearance? = item.scrollEdgeAppearance
            // API: UINavigationItem.compactScrollEdgeAppearance
            item.compactScrollEdgeAppearance = item.standardAppearance
            // API: UINavigationItem.LargeTitleDisplayMode
            let _: [UINavigationItem.LargeTitleDisplayMode] = [.automatic, .always, .inline]
            // API: UINavigationItem.rightBarButtonItem
            item.rightBarButtonItem = button
            // API: UINavigationItem.rightBarButtonItems
            item.rightBarButtonItems = [button]
            // API: UINavigationItem.leftBarButtonItem
            item.leftBarButtonItem = button
            // API: UINavigationItem.leftBarButtonItems
            item.leftBarButtonItems = nil
            // API: UINavigationItem.setRightBarButton(_:animated:)
            item.setRightBarButton(button, animated: true)
            // API: UINavigationItem.setLeftBarButton(_:animated:)
            item.setLeftBarButton(nil, animated: true)
            // API: UINavigationItem.setRightBarButtonItems(_:animated:)
            item.setRightBarButtonItems([button], animated: false)
            // API: UINavigationItem.setLeftBarButtonItems(_:animated:)
            item.setLeftBarButtonItems(nil, animated: false)
            // API: UINavigationItem.backBarButtonItem
            item.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
            // API: UINavigationItem.leftItemsSupplementBackButton
            item.leftItemsSupplementBackButton = true
            // API: UINavigationItem.searchController
            item.searchController = UISearchController(searchResultsController: nil)
            // API: UINavigationItem.hidesSearchBarWhenScrolling
            item.hidesSearchBarWhenScrolling = false
        }

        // MARK: UISearchController

        final class Updater: UISearchResultsUpdating {
            // API: UISearchResultsUpdating.updateSearchResults(for:)
            func updateSearchResults(for searchController: UISearchController) {}
        }

        static func searchController(updater: Updater) {
            // API: UISearchController
            let _: UIViewController.Type = UISearchController.self
            // API: UISearchController.init(searchResultsController:)
            let search = UISearchController(searchResultsController: nil)
            // API: UISearchController.searchResultsController
            let _: UIViewController? = search.searchResultsController
            // API: UISearchController.searchBar
            let bar: UISearchBar = search.searchBar
            // API: UISearchController.searchResultsUpdater
            search.searchResultsUpdater = updater
            // API: UISearchController.isActive
            search.isActive = true
            // API: UISearchController.obscuresBackgroundDuringPresentation
            search.obscuresBackgroundDuringPresentation = false
            // API: UISearchController.hidesNavigationBarDuringPresentation
            search.hidesNavigationBarDuringPresentation = false
            // API: UISearchResultsUpdating
            let _: (any UISearchResultsUpdating)? = updater
            // API: UISearchBar
            let _: UIView.Type = UISearchBar.self
            // API: UISearchBar.text
            bar.text = "apple"
            // API: UISearchBar.placeholder
            bar.placeholder = "Search"
        }

        // MARK: UIAlertController and UIAlertAction

        static func alert() {
            // API: UIAlertController
            let _: UIViewController.Type = UIAlertController.self
            // API: UIAlertController.init(title:message:preferredStyle:)
            let alert = UIAlertController(title: "New List", message: nil, preferredStyle: .alert)
            // API: UIAlertController.Style
            let _: [UIAlertController.Style] = [.alert, .actionSheet]
            // API: UIAlertController.preferredStyle
            let _: UIAlertController.Style = alert.preferredStyle
            // API: UIAlertController.message
            alert.message = "Name it"
            // API: UIAlertAction.init(title:style:handler:)
            let save = UIAlertAction(title: "Save", style: .default) { action in _ = action.title }
            // API: UIAlertController.addAction(_:)
            alert.addAction(save)
            // API: UIAlertController.actions
            let _: [UIAlertAction] = alert.actions
            // API: UIAlertController.preferredAction
            alert.preferredAction = save
            // API: UIAlertController.addTextField(configurationHandler:)
            alert.addTextField { textField in textField.placeholder = "Name" }
            // API: UIAlertController.textFields
            let _: String? = alert.textFields?.first?.text
            // API: UIAlertAction
            let _: UIAlertAction.Type = UIAlertAction.self
            // API: UIAlertAction.title
            let _: String? = save.title
            // API: UIAlertAction.style
            let _: UIAlertAction.Style = save.style
            // API: UIAlertAction.isEnabled
            save.isEnabled = false
            // API: UIAlertAction.Style
            let _: [UIAlertAction.Style] = [.default, .cancel, .destructive]
        }

        // MARK: UITabBarController and UITabBarItem

        final class TabDelegate: UITabBarControllerDelegate {
            // API: UITabBarControllerDelegate.tabBarController(_:shouldSelect:)
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
                -> Bool
            { true }
            // API: UITabBarControllerDelegate.tabBarController(_:didSelect:)
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
        }

        static func tabBarController(_ vc: UIViewController, delegate: TabDelegate) {
            // API: UITabBarController
            let tabs = UITabBarController()
            // API: UITabBarController.viewControllers
            tabs.viewControllers = [vc]
            // API: UITabBarController.setViewControllers(_:animated:)
            tabs.setViewControllers([vc], animated: true)
            // API: UITabBarController.selectedIndex
            tabs.selectedIndex = 0
            // API: UITabBarController.moreNavigationController
            let _: UINavigationController = tabs.moreNavigationController
            // API: UITabBarController.selectedViewController
            tabs.selectedViewController = vc
            // API: UITabBarController.delegate
            tabs.delegate = delegate
            // API: UITabBarControllerDelegate
            let _: (any UITabBarControllerDelegate)? = delegate
            // API: UITabBarController.tabBar
            let bar: UITabBar = tabs.tabBar
            // API: UITabBar
            let _: UIView.Type = UITabBar.self
            // API: UITabBar.items
            let _: [UITabBarItem]? = bar.items
            // API: UITabBar.selectedItem
            let _: UITabBarItem? = bar.selectedItem
            // API: UITabBar.isTranslucent
            bar.isTranslucent = false
            // API: UITabBar.barTintColor
            bar.barTintColor = .white
            // API: UITabBar.unselectedItemTintColor
            bar.unselectedItemTintColor = .gray
            // API: UITabBar.standardAppearance
            bar.standardAppearance = UITabBarAppearance()
            // API: UITabBar.scrollEdgeAppearance
            bar.scrollEdgeAppearance = bar.standardAppearance
            // API: UITabBar.ItemPositioning
            let _: [UITabBar.ItemPositioning] = [.automatic, .fill, .centered]
            // API: UITabBar.barStyle
            bar.barStyle = .default
            // API: UITabBar.backgroundImage
            bar.backgroundImage = UIImage()
            // API: UITabBar.shadowImage
            bar.shadowImage = UIImage()
            // API: UITabBar.selectionIndicatorImage
            bar.selectionIndicatorImage = nil
            // API: UITabBar.itemPositioning
            bar.itemPositioning = .centered
            // API: UITabBar.itemWidth
            bar.itemWidth = 80
            // API: UITabBar.itemSpacing
            bar.itemSpacing = 10
            // API: UITabBarItem
            let _: UIBarItem.Type = UITabBarItem.self
            // API: UITabBarItem.init(title:image:tag:)
            let item = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
            // API: UITabBarItem.init(title:image:selectedImage:)
            _ = UITabBarItem(title: "Inbox", image: nil, selectedImage: UIImage(systemName: "tray.fill"))
            // API: UITabBarItem.init(tabBarSystemItem:tag:)
            _ = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
            // API: UITabBarItem.SystemItem
            let _: [UITabBarItem.SystemItem] = [.more, .search, .downloads]
            // API: UITabBarItem.selectedImage
            item.selectedImage = nil
            // API: UITabBarItem.badgeValue
            item.badgeValue = "3"
            // API: UITabBarItem.badgeColor
            item.badgeColor = .red
            // API: UITabBarItem.standardAppearance
            item.standardAppearance = UITabBarAppearance()
            // API: UITabBarItem.scrollEdgeAppearance
            let _: UITabBarAppearance? = item.scrollEdgeAppearance
        }
    }
#endif
