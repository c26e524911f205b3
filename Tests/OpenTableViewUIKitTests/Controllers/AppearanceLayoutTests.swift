import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// An appearing controller's view is laid out before its `viewDidAppear`, in the order iOS logs:
/// `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`. UIKit
/// runs the layout pass of the transition between the `Will` and the `Did` callbacks, so a screen
/// whose `viewDidAppear` reaches into its laid-out views (a table's cells) finds them
/// (`Compatibility/Porting.md`, "Appearance and layout").
@MainActor
@Suite struct AppearanceLayoutTests {
    let log = CallLog()

    private func controller(_ name: String) -> RecordingViewController {
        RecordingViewController(name, log: log, recordsLayout: true)
    }

    /// A window showing a navigation controller whose root is `A`, with the log cleared: an
    /// iPhone's (`Window()`), or, with `safeArea` false, one without unsafe edges, where a view
    /// taken off the window and put back has the same safe area.
    private func navigationOnScreen(safeArea: Bool = true) -> (Window, NavigationController, RecordingViewController) {
        let root = controller("A")
        let navigation = NavigationController(rootViewController: root)
        let window = safeArea ? Window() : Window(frame: Window.defaultFrame)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = log.take()
        return (window, navigation, root)
    }

    @Test func aPushOnScreenLaysOutTheNewTopBeforeItsViewDidAppear() {
        let (window, navigation, _) = navigationOnScreen()
        navigation.pushViewController(controller("B"), animated: true)
        expectEqual(
            log.take(),
            [
                "B.willMove(toParent: NavigationController)",
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews",
                "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: NavigationController)",
            ])
        expectEqual(navigation.topViewController?.view.frame, window.bounds)
    }

    /// iOS logs no layout calls for the controller a pop comes back to when nothing changed in its
    /// view (readke.com, "viewController方法的调用": A `viewWillAppear`, B `viewDidDisappear`, A
    /// `viewDidAppear`); a view that needs layout is laid out before its `viewDidAppear`.
    @Test func aPopLaysOutTheControllerComingBackOnlyWhenItNeedsIt() {
        let (_, navigation, root) = navigationOnScreen(safeArea: false)
        navigation.pushViewController(controller("B"), animated: false)
        _ = log.take()
        navigation.popViewController(animated: true)
        expectEqual(
            log.take(),
            [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
        navigation.pushViewController(controller("C"), animated: false)
        root.view.setNeedsLayout()  // changed while covered
        _ = log.take()
        navigation.popViewController(animated: true)
        expectEqual(
            log.take(),
            [
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "C.viewDidDisappear", "A.viewDidAppear", "C.didMove(toParent: nil)",
            ])
    }

    /// Under an iPhone's unsafe edges, a view taken off the window loses its safe area and gets it
    /// back when it returns, as on iOS: a changed safe area lays the view out again, so the
    /// controller a pop comes back to is laid out before its `viewDidAppear`.
    @Test func aPopUnderTheNotchLaysOutTheControllerComingBack() {
        let (_, navigation, root) = navigationOnScreen()
        navigation.pushViewController(controller("B"), animated: false)
        expectEqual(root.view.safeAreaInsets, .zero)
        _ = log.take()
        navigation.popViewController(animated: true)
        expectEqual(
            log.take(),
            [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
        expectEqual(root.view.safeAreaInsets, Window.defaultSafeAreaInsets)
    }

    @Test func replacingTheStackOnScreenLaysOutTheNewTopBeforeItsViewDidAppear() {
        let (_, navigation, _) = navigationOnScreen()
        navigation.setViewControllers([controller("C")], animated: false)
        expectEqual(
            log.take(),
            [
                "A.willMove(toParent: nil)", "C.willMove(toParent: NavigationController)", "C.viewDidLoad",
                "A.viewWillDisappear", "C.viewWillAppear", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "A.viewDidDisappear", "C.viewDidAppear", "A.didMove(toParent: nil)",
                "C.didMove(toParent: NavigationController)",
            ])
    }

    @Test func theWindowsFirstAppearanceLaysOutTheRootBetweenItsCallbacks() {
        let root = controller("A")
        let window = Window()
        window.rootViewController = root
        _ = log.take()
        window.makeKeyAndVisible()
        expectEqual(
            log.take(),
            [
                "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
    }

    @Test func aPresentationLaysOutThePresentedViewBeforeItsViewDidAppear() {
        let presenter = controller("A")
        let window = Window()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let modal = controller("B")
        modal.modalPresentationStyle = .fullScreen
        _ = log.take()
        presenter.present(modal, animated: true) { self.log.record("completion") }
        expectEqual(
            log.take(),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews",
                "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear", "completion",
            ])
        expectEqual(modal.view.frame, window.bounds)
        // Dismissed, the presenter comes back, laid out before its viewDidAppear if it needs it.
        presenter.view.setNeedsLayout()
        modal.dismiss(animated: true) { self.log.record("completion") }
        expectEqual(
            log.take(),
            [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "B.viewDidDisappear", "A.viewDidAppear", "completion",
            ])
    }

    @Test func aTabSwitchLaysOutTheNewTabBeforeItsViewDidAppear() {
        let first = controller("A")
        let second = controller("B")
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let window = Window(frame: Window.defaultFrame)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        _ = log.take()
        tabs.selectedIndex = 1
        expectEqual(
            log.take(),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillLayoutSubviews",
                "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        tabs.selectedIndex = 0
        expectEqual(log.take(), ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    /// A test's own begin/end pair has no run loop between them, on iOS or here: nothing is laid
    /// out for it.
    @Test func aTestsOwnAppearanceTransitionLaysNothingOut() {
        let alone = controller("A")
        makeAppear(alone)
        expectEqual(log.take(), ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }
}
