import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UINavigationController`'s stack and the callbacks each change drives, in the order iOS logs
/// them (`Compatibility/Evidence.md` §14: push — `willMove`, `viewDidLoad`, old
/// `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`,
/// `didMove`; pop — `willMove(toParent: nil)`, disappear/appear, `didMove(toParent: nil)`).
@MainActor
@Suite struct NavigationControllerTests {
    let log = CallLog()

    /// A navigation controller named "nav" on screen, showing `root`.
    private func makeOnScreen(root: String = "A") -> (NamedNavigationController, RecordingViewController) {
        let rootController = RecordingViewController(root, log: log)
        let navigation = NamedNavigationController("nav", root: rootController, log: log)
        makeAppear(navigation)
        _ = log.take()
        return (navigation, rootController)
    }

    @Test func initWithRootAddsItAsTheOnlyChild() {
        let root = RecordingViewController("A", log: log)
        let navigation = NamedNavigationController("nav", root: root, log: log)
        expectEqual(navigation.viewControllers.map(label), ["A"])
        expectEqual(navigation.children.map(label), ["A"])
        expectIdentical(navigation.topViewController, root)
        expectIdentical(navigation.visibleViewController, root)
        expectIdentical(root.parent, navigation)
        expectIdentical(root.navigationController, navigation)
        expectEqual(navigation.navigationController, nil)
        // Off screen: containment only, no view is loaded.
        expectEqual(log.take(), ["A.willMove(toParent: nav)", "A.didMove(toParent: nav)"])
        #expect(!root.isViewLoaded)
    }

    @Test func appearingShowsTheRootAndTellsTheDelegate() {
        let root = RecordingViewController("A", log: log)
        let navigation = NamedNavigationController("nav", root: root, log: log)
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        _ = log.take()
        makeAppear(navigation)
        expectEqual(
            log.take(),
            [
                "nav.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear", "delegate.willShow(A)",
                "nav.viewDidAppear", "A.viewDidAppear", "delegate.didShow(A)",
            ])
        expectIdentical(root.view.superview, navigation.view)
        expectEqual(root.view.frame, navigation.view.bounds)
    }

    @Test func pushRunsUIKitsSequence() {
        let (navigation, root) = makeOnScreen()
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        let detail = RecordingViewController("B", log: log)
        navigation.pushViewController(detail, animated: true)
        expectEqual(
            log.take(),
            [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "delegate.willShow(B)", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)",
                "delegate.didShow(B)",
            ])
        expectEqual(navigation.viewControllers.map(label), ["A", "B"])
        expectIdentical(navigation.topViewController, detail)
        expectIdentical(detail.navigationController, navigation)
        expectIdentical(detail.view.superview, navigation.view)
        expectEqual(root.view.superview, nil)
        expectEqual(detail.appearanceCycle, .appeared)
        expectEqual(root.appearanceCycle, .disappeared)
    }

    @Test func thePushedViewFillsTheNavigationControllersViewAndFollowsItsSize() {
        let (navigation, _) = makeOnScreen()
        navigation.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let detail = RecordingViewController("B", log: log)
        navigation.pushViewController(detail, animated: false)
        expectEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        navigation.view.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        navigation.view.layoutIfNeeded()
        expectEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        expectEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 44))
        // The bars stay on top of the pushed view: the navigation bar, then the toolbar.
        expectEqual(navigation.view.subviews.count, 3)
        expectIdentical(navigation.view.subviews.first, detail.view)
        expectIdentical(navigation.view.subviews.dropFirst().first, navigation.navigationBar)
        expectIdentical(navigation.view.subviews.last, navigation.toolbar)
    }

    @Test func popRunsUIKitsSequenceAndReturnsThePoppedController() {
        let (navigation, _) = makeOnScreen()
        let detail = RecordingViewController("B", log: log)
        navigation.pushViewController(detail, animated: false)
        _ = log.take()
        let popped = navigation.popViewController(animated: true)
        expectIdentical(popped, detail)
        expectEqual(
            log.take(),
            [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
        expectEqual(detail.parent, nil)
        expectEqual(detail.navigationController, nil)
        expectEqual(navigation.viewControllers.map(label), ["A"])
    }

    @Test func aPoppedControllerIsOutOfTheStackButStillHasItsNavigationControllerWhileDisappearing() {
        final class Probe: ViewController {
            var seen: [String] = []
            override func viewWillDisappear(_ animated: Bool) {
                let inStack = navigationController?.viewControllers.contains { $0 === self }
                seen.append("inStack=\(String(describing: inStack)) viewInHierarchy=\(view.superview != nil)")
            }
        }
        let (navigation, _) = makeOnScreen()
        let probe = Probe()
        navigation.pushViewController(probe, animated: true)
        navigation.popViewController(animated: true)
        expectEqual(probe.seen, ["inStack=Optional(false) viewInHierarchy=true"])
        expectEqual(probe.view.superview, nil)
    }

    @Test func poppingTheRootDoesNothing() {
        let (navigation, root) = makeOnScreen()
        expectEqual(navigation.popViewController(animated: true), nil)
        expectEqual(navigation.popToRootViewController(animated: true), nil)
        expectEqual(navigation.popToViewController(root, animated: true), nil)
        #expect(log.take().isEmpty)
        expectEqual(navigation.viewControllers.map(label), ["A"])
    }

    @Test func movingFlagsAreSetOnlyDuringTheTransition() {
        final class Probe: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear moving=\(isMovingToParent)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear moving=\(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) {
                seen.append("willDisappear moving=\(isMovingFromParent)")
            }
            override func viewDidDisappear(_ animated: Bool) {
                seen.append("didDisappear moving=\(isMovingFromParent)")
            }
        }
        let (navigation, _) = makeOnScreen()
        let probe = Probe()
        navigation.pushViewController(probe, animated: true)
        navigation.pushViewController(RecordingViewController("C", log: log), animated: true)
        navigation.popViewController(animated: true)
        navigation.popViewController(animated: true)
        expectEqual(
            probe.seen,
            [
                "willAppear moving=true", "didAppear moving=true",  // pushed
                "willDisappear moving=false", "didDisappear moving=false",  // covered by C
                "willAppear moving=false", "didAppear moving=false",  // C popped
                "willDisappear moving=true", "didDisappear moving=true",  // popped
            ])
        #expect(!probe.isMovingToParent && !probe.isMovingFromParent)
    }

    @Test func popToRootPopsEverythingAboveTheRootInOneTransition() {
        let (navigation, _) = makeOnScreen()
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        navigation.setViewControllers([navigation.viewControllers[0], b, c], animated: false)
        _ = log.take()
        let popped = navigation.popToRootViewController(animated: true)
        expectEqual(popped?.map(label), ["B", "C"])
        expectEqual(
            log.take(),
            [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear", "A.viewWillAppear",
                "C.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
            ])
        #expect(b.parent == nil && c.parent == nil)
    }

    @Test func popToAControllerPopsTheOnesAboveIt() {
        let (navigation, root) = makeOnScreen()
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        let d = RecordingViewController("D", log: log)
        navigation.viewControllers = [root, b, c, d]
        _ = log.take()
        let popped = navigation.popToViewController(b, animated: false)
        expectEqual(popped?.map(label), ["C", "D"])
        expectEqual(navigation.viewControllers.map(label), ["A", "B"])
        expectEqual(
            log.take(),
            [
                "C.willMove(toParent: nil)", "D.willMove(toParent: nil)", "B.viewDidLoad", "D.viewWillDisappear",
                "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear", "C.didMove(toParent: nil)",
                "D.didMove(toParent: nil)",
            ])
    }

    @Test func setViewControllersReplacesTheStack() {
        let (navigation, root) = makeOnScreen()
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        navigation.setViewControllers([b, c], animated: true)
        expectEqual(navigation.viewControllers.map(label), ["B", "C"])
        expectEqual(
            log.take(),
            [
                "A.willMove(toParent: nil)", "B.willMove(toParent: nav)", "C.willMove(toParent: nav)", "C.viewDidLoad",
                "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
                "A.didMove(toParent: nil)", "B.didMove(toParent: nav)", "C.didMove(toParent: nav)",
            ])
        expectEqual(root.parent, nil)
        #expect(!b.isViewLoaded)
        // Keeping the top changes containment only.
        navigation.viewControllers = [c]
        expectEqual(log.take(), ["B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
    }

    @Test func offScreenChangesRunNoAppearanceCallbacks() {
        let root = RecordingViewController("A", log: log)
        let navigation = NamedNavigationController("nav", root: root, log: log)
        _ = log.take()
        let detail = RecordingViewController("B", log: log)
        navigation.pushViewController(detail, animated: true)
        expectEqual(log.take(), ["B.willMove(toParent: nav)", "B.didMove(toParent: nav)"])
        makeAppear(navigation)
        expectEqual(
            log.take(),
            [
                "nav.viewWillAppear", "B.viewDidLoad", "B.viewWillAppear", "nav.viewDidAppear", "B.viewDidAppear",
            ])
        #expect(!root.isViewLoaded)
    }

    @Test func disappearingForwardsToTheTopOnly() {
        let (navigation, _) = makeOnScreen()
        navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
        _ = log.take()
        navigation.beginAppearanceTransition(false, animated: true)
        navigation.endAppearanceTransition()
        expectEqual(
            log.take(),
            [
                "nav.viewWillDisappear", "B.viewWillDisappear", "nav.viewDidDisappear", "B.viewDidDisappear",
            ])
    }

    @Test func aControllerMovedFromAnotherStackLeavesItFirst() {
        let (first, _) = makeOnScreen()
        let other = NamedNavigationController("other", root: RecordingViewController("X", log: log), log: log)
        let b = RecordingViewController("B", log: log)
        first.pushViewController(b, animated: false)
        _ = log.take()
        other.pushViewController(b, animated: false)
        expectIdentical(b.parent, other)
        expectEqual(first.viewControllers.map(label), ["A"])
        expectEqual(
            log.take(),
            [
                "B.didMove(toParent: nil)", "B.willMove(toParent: other)", "B.didMove(toParent: other)",
            ])
    }

    @Test func barAndToolbarState() {
        let (navigation, root) = makeOnScreen()
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        navigation.isNavigationBarHidden = false
        #expect(!navigation.navigationBar.isHidden)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden)
        let bar = navigation.navigationBar
        expectEqual(bar.frame.height, 44)
        expectEqual(bar.sizeThatFits(CGSize(width: 100, height: 500)), CGSize(width: 100, height: 44))
        #expect(!bar.prefersLargeTitles && bar.isTranslucent && bar.barTintColor == nil)
        #expect(bar.titleTextAttributes == nil && bar.largeTitleTextAttributes == nil)
        bar.prefersLargeTitles = true
        #expect(bar.prefersLargeTitles)
        root.title = "Inbox"
        let detail = RecordingViewController("B", log: log)
        detail.navigationItem.title = "Message"
        navigation.pushViewController(detail, animated: false)
        expectEqual(bar.items?.map(\.title), ["Inbox", "Message"])
        expectIdentical(bar.topItem, detail.navigationItem)
        expectIdentical(bar.backItem, root.navigationItem)
    }

    @Test func visibleViewControllerIsWhatIsPresentedOverTheStack() {
        let (navigation, root) = makeOnScreen()
        let modal = RecordingViewController("M", log: log)
        root.present(modal, animated: false)
        expectIdentical(navigation.visibleViewController, modal)
        expectIdentical(navigation.topViewController, root)
    }

    @Test func showPushesInsideANavigationController() {
        let (navigation, root) = makeOnScreen()
        let detail = RecordingViewController("B", log: log)
        root.show(detail, sender: nil)
        expectIdentical(navigation.topViewController, detail)
    }
}
