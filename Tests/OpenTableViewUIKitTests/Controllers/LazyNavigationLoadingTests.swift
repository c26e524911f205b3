import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A navigation controller off screen loads none of its controllers' views: UIKit loads a view
/// when it is about to be shown ("The view controller loads its view lazily", Apple,
/// "UIViewController", `view`), so the root's or a pushed controller's view waits for the
/// navigation controller's view to be about to appear.
@MainActor
@Suite struct LazyNavigationLoadingTests {
    let log = CallLog()

    @Test func theRootInitializerLoadsNoViewEvenOnceTheNavigationViewIsLoaded() {
        let root = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        navigation.loadViewIfNeeded()
        navigation.view.layoutIfNeeded()
        #expect(!root.isViewLoaded)
        makeAppear(navigation)
        #expect(root.isViewLoaded)
        expectIdentical(root.view.superview, navigation.view)
        expectEqual(root.appearanceCycle, .appeared)
    }

    @Test func settingTheStackOffScreenLeavesTheTopUnloadedUntilTheNavigationControllerAppears() {
        let navigation = NavigationController()
        navigation.loadViewIfNeeded()
        let root = RecordingViewController("A", log: log)
        let top = RecordingViewController("B", log: log)
        navigation.setViewControllers([root, top], animated: false)
        #expect(!top.isViewLoaded)
        #expect(!root.isViewLoaded)
        expectEqual(
            log.take(),
            [
                "A.willMove(toParent: NavigationController)", "B.willMove(toParent: NavigationController)",
                "A.didMove(toParent: NavigationController)", "B.didMove(toParent: NavigationController)",
            ])
        makeAppear(navigation)
        expectEqual(log.take(), ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(!root.isViewLoaded)
    }

    @Test func aPushOffScreenLeavesTheNewTopUnloadedAndRemovesTheOldTopsView() {
        let root = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        makeAppear(navigation)
        navigation.beginAppearanceTransition(false, animated: false)
        navigation.endAppearanceTransition()
        _ = log.take()
        let pushed = RecordingViewController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        #expect(!pushed.isViewLoaded)
        expectEqual(root.view.superview, nil)
        expectEqual(
            log.take(), ["B.willMove(toParent: NavigationController)", "B.didMove(toParent: NavigationController)"])
        makeAppear(navigation)
        expectEqual(log.take(), ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        expectIdentical(pushed.view.superview, navigation.view)
    }

    /// A real suite's helper, written as such suites write it: the first appearance prepares the
    /// view once (a small frame, a fake refresh control) when the view is not loaded yet, then
    /// runs the appearance. Set as a navigation controller's root first, the controller still has
    /// no view, so the helper's preparation runs and the appearance reaches it.
    @Test func aSuitesPrepareForFirstAppearanceHelperSeesTheAppearance() {
        let screen = PreparedScreen()
        let navigation = NavigationController()
        navigation.loadViewIfNeeded()
        navigation.setViewControllers([screen], animated: false)
        screen.simulateAppearance()
        expectEqual(screen.events, ["viewDidLoad", "prepareForFirstAppearance", "viewWillAppear", "viewDidAppear"])
        screen.simulateAppearance()
        expectEqual(
            screen.events,
            [
                "viewDidLoad", "prepareForFirstAppearance", "viewWillAppear", "viewDidAppear", "viewWillAppear",
                "viewDidAppear",
            ])
    }
}

/// A screen under test recording what the suite's helper and its lifecycle did.
@MainActor
private final class PreparedScreen: ViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }
}

// The helper as real test suites spell it, on the app's own controller type.
extension PreparedScreen {
    func simulateAppearance() {
        if !isViewLoaded {
            loadViewIfNeeded()
            prepareForFirstAppearance()
        }
        beginAppearanceTransition(true, animated: false)
        endAppearanceTransition()
    }

    func prepareForFirstAppearance() {
        events.append("prepareForFirstAppearance")
    }
}
