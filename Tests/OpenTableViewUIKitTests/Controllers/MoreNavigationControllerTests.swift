import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UITabBarController.moreNavigationController` (Apple: "The view controller that manages the More
/// navigation interface"). Headless every controller gets its own tab: the More controller exists
/// and is never shown (`Compatibility/Porting.md`, "Navigation, presentation and alerts").
@MainActor
@Suite struct MoreNavigationControllerTests {
    @Test func theMoreControllerExistsOnceAndHoldsNoTabs() {
        let tabs = TabBarController()
        let controllers = (0..<6).map { _ in ViewController() }
        tabs.viewControllers = controllers
        let more = tabs.moreNavigationController
        expectIdentical(more, tabs.moreNavigationController)
        #expect(more.viewControllers.isEmpty)
        expectEqual(more.parent, nil)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === more })
        // Six controllers, six tabs: no More tab headless.
        expectEqual(tabs.viewControllers?.count, 6)
        tabs.selectedIndex = 5
        expectIdentical(tabs.selectedViewController, controllers[5])
    }
}
