import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UITabBarController`: tabs as children, selection in code (no delegate calls, as Apple
/// documents) and by a simulated tap (shouldSelect, selection, didSelect), and `UITabBarItem`.
@MainActor
@Suite struct TabBarControllerTests {
    let log = CallLog()

    final class RecordingDelegate: TabBarControllerDelegate {
        let log: CallLog
        var allow = true
        init(log: CallLog) { self.log = log }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
            -> Bool
        {
            log.record("delegate.shouldSelect(\(label(viewController)))")
            return allow
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            log.record("delegate.didSelect(\(label(viewController)))")
        }
    }

    private func makeTabs() -> (TabBarController, RecordingViewController, RecordingViewController) {
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let tabs = TabBarController()
        tabs.setViewControllers([a, b], animated: false)
        return (tabs, a, b)
    }

    @Test func tabsAreChildrenAndTheFirstIsSelected() {
        let (tabs, a, b) = makeTabs()
        expectEqual(
            log.take(),
            [
                "A.willMove(toParent: TabBarController)", "B.willMove(toParent: TabBarController)",
                "A.didMove(toParent: TabBarController)", "B.didMove(toParent: TabBarController)",
            ])
        expectEqual(tabs.viewControllers?.map(label), ["A", "B"])
        expectEqual(tabs.selectedIndex, 0)
        expectIdentical(tabs.selectedViewController, a)
        expectIdentical(b.tabBarController, tabs)
        expectEqual(TabBarController().viewControllers, nil)
        expectEqual(TabBarController().selectedViewController, nil)
    }

    @Test func appearingShowsOnlyTheSelectedTabAndSelectingInCodeSwitchesWithoutTheDelegate() {
        let (tabs, a, b) = makeTabs()
        let delegate = RecordingDelegate(log: log)
        tabs.delegate = delegate
        _ = log.take()
        makeAppear(tabs)
        expectEqual(log.take(), ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        expectEqual(a.view.frame, tabs.view.bounds)
        expectEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 320, height: 49))
        tabs.selectedIndex = 1
        expectEqual(
            log.take(),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(a.view.superview == nil && b.view.superview === tabs.view)
        tabs.selectedViewController = a
        expectEqual(tabs.selectedIndex, 0)
        _ = log.take()
        tabs.selectedIndex = 7
        expectEqual(tabs.selectedIndex, 0)
        #expect(log.take().isEmpty)
    }

    @Test func aSimulatedTapAsksTheDelegateThenSelectsThenTellsIt() {
        let (tabs, _, b) = makeTabs()
        let delegate = RecordingDelegate(log: log)
        tabs.delegate = delegate
        makeAppear(tabs)
        _ = log.take()
        tabs.simulate.selectTab(at: 1)
        expectEqual(
            log.take(),
            [
                "delegate.shouldSelect(B)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear", "delegate.didSelect(B)",
            ])
        expectIdentical(tabs.selectedViewController, b)
        // Reselecting still tells the delegate.
        tabs.simulate.selectTab(at: 1)
        expectEqual(log.take(), ["delegate.shouldSelect(B)", "delegate.didSelect(B)"])
        // A refusal stops the tap.
        delegate.allow = false
        tabs.simulate.selectTab(at: 0)
        expectEqual(log.take(), ["delegate.shouldSelect(A)"])
        expectEqual(tabs.selectedIndex, 1)
        // A disabled item ignores the tap.
        delegate.allow = true
        tabs.viewControllers?[0].tabBarItem.isEnabled = false
        tabs.simulate.selectTab(at: 0)
        #expect(log.take().isEmpty)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let root = RecordingViewController("R", log: log)
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        makeAppear(tabs)
        navigation.pushViewController(RecordingViewController("D", log: log), animated: false)
        _ = log.take()
        tabs.simulate.selectTab(at: 0)
        expectEqual(navigation.viewControllers.map(label), ["R"])
        expectEqual(
            log.take(),
            [
                "D.willMove(toParent: nil)", "D.viewWillDisappear", "R.viewWillAppear", "D.viewDidDisappear",
                "R.viewDidAppear", "D.didMove(toParent: nil)",
            ])
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerOrIndex() {
        let (tabs, a, b) = makeTabs()
        let c = RecordingViewController("C", log: log)
        tabs.selectedIndex = 1
        tabs.viewControllers = [c, b]
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        tabs.viewControllers = [a, c]
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === c)
        tabs.viewControllers = [b]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === b)
        #expect(a.parent == nil && c.parent == nil)
    }

    @Test func tabBarItems() {
        let (tabs, a, b) = makeTabs()
        a.title = "Inbox"
        expectEqual(a.tabBarItem.title, "Inbox")
        a.title = "Mail"
        expectEqual(a.tabBarItem.title, "Mail")
        b.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
        #expect(b.tabBarItem.title == nil && b.tabBarItem.tag == 2)
        expectEqual(TabBarItem.SystemItem.favorites.shownTitle, "Favorites")
        expectEqual(TabBarItem.SystemItem.mostViewed.rawValue, 11)
        expectEqual(tabs.tabBar.items?.map(\.title), ["Mail", nil])
        expectIdentical(tabs.tabBar.selectedItem, a.tabBarItem)
        let image = Image(systemName: "tray")
        let selected = Image(systemName: "tray.fill")
        let item = TabBarItem(title: "Inbox", image: image, selectedImage: selected)
        #expect(item.image == image && item.selectedImage == selected && item.tag == 0)
        item.badgeValue = "3"
        item.badgeColor = .red
        #expect(item.badgeValue == "3" && item.badgeColor == .red)
        let tagged = TabBarItem(title: "Feed", image: nil, tag: 4)
        #expect(tagged.tag == 4 && tagged.badgeValue == nil && tagged.badgeColor == nil && tagged.selectedImage == nil)
        #expect(tabs.tabBar.isTranslucent && tabs.tabBar.sizeThatFits(CGSize(width: 10, height: 10)).height == 49)
    }
}
