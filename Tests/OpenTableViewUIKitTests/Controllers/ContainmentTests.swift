import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Child view controllers: the handshake Apple documents for `addChild(_:)`,
/// `willMove(toParent:)`, `didMove(toParent:)` and `removeFromParent()`, and appearance forwarding.
@MainActor
@Suite struct ContainmentTests {
    let log = CallLog()

    @Test func addChildCallsWillMoveOnlyAndTheContainerCallsDidMove() {
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        expectEqual(log.take(), ["C.willMove(toParent: P)"])
        expectEqual(parent.children.map(label), ["C"])
        expectIdentical(child.parent, parent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        expectEqual(log.take(), ["P.viewDidLoad", "C.viewDidLoad", "C.didMove(toParent: P)"])
    }

    @Test func removeFromParentCallsDidMoveWithNilAfterUnlinking() {
        final class Checking: ViewController {
            var seen: [String] = []
            override func didMove(toParent parent: ViewController?) {
                seen.append("didMove(toParent: \(label(parent))) parent=\(label(self.parent))")
            }
        }
        let parent = RecordingViewController("P", log: log)
        let child = Checking()
        parent.addChild(child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        expectEqual(child.parent, nil)
        expectEqual(child.seen, ["didMove(toParent: nil) parent=nil"])
        // Without a parent it does nothing.
        child.removeFromParent()
        expectEqual(child.seen.count, 1)
    }

    @Test func childrenKeepTheirOrderAndAddingAgainDoesNothing() {
        let parent = RecordingViewController("P", log: log)
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        parent.addChild(a)
        parent.addChild(b)
        _ = log.take()
        parent.addChild(a)
        expectEqual(parent.children.map(label), ["A", "B"])
        #expect(log.take().isEmpty)
    }

    @Test func addingAChildOfAnotherParentMovesIt() {
        let first = RecordingViewController("P1", log: log)
        let second = RecordingViewController("P2", log: log)
        let child = RecordingViewController("C", log: log)
        first.addChild(child)
        _ = log.take()
        second.addChild(child)
        expectEqual(log.take(), ["C.didMove(toParent: nil)", "C.willMove(toParent: P2)"])
        #expect(first.children.isEmpty)
        expectEqual(second.children.map(label), ["C"])
    }

    @Test func appearanceIsForwardedToChildrenWhoseViewsAreShown() {
        let parent = RecordingViewController("P", log: log)
        let shown = RecordingViewController("S", log: log)
        let hidden = RecordingViewController("H", log: log)
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        shown.didMove(toParent: parent)
        parent.addChild(hidden)
        hidden.didMove(toParent: parent)
        _ = log.take()
        makeAppear(parent)
        expectEqual(log.take(), ["P.viewWillAppear", "S.viewWillAppear", "P.viewDidAppear", "S.viewDidAppear"])
        #expect(!hidden.isViewLoaded)
        parent.beginAppearanceTransition(false, animated: true)
        parent.endAppearanceTransition()
        expectEqual(
            log.take(), ["P.viewWillDisappear", "S.viewWillDisappear", "P.viewDidDisappear", "S.viewDidDisappear"])
    }

    @Test func aContainerCanTurnForwardingOff() {
        final class ManualContainer: ViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = ManualContainer()
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        makeAppear(parent)
        #expect(log.take().isEmpty)
    }

    @Test func layoutCallbacksBracketTheRootViewsLayoutPass() {
        final class RootView: View {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        final class Screen: ViewController {
            var calls: [String] = []
            override func loadView() {
                let root = RootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                root.onLayout = { [unowned self] in calls.append("layoutSubviews") }
                view = root
            }
            override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        }
        let screen = Screen()
        screen.view.layoutIfNeeded()
        expectEqual(screen.calls, ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        screen.view.layoutIfNeeded()
        expectEqual(screen.calls.count, 3, "nothing pending, no pass")
        screen.view.frame.size.width = 393
        screen.view.layoutIfNeeded()
        expectEqual(screen.calls.count, 6)
        // A view that is no longer the root no longer reports to the controller.
        let old = screen.view!
        screen.view = View(frame: .zero)
        old.setNeedsLayout()
        old.layoutIfNeeded()
        expectEqual(screen.calls.suffix(2), ["viewDidLayoutSubviews", "layoutSubviews"])
        screen.view.layoutIfNeeded()
        expectEqual(screen.calls.suffix(2), ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        expectEqual(screen.calls.count, 9)
    }

    @Test func titleSetsTheNavigationItemsTitleButNotTheOtherWayRound() {
        let controller = ViewController()
        controller.title = "Inbox"
        expectEqual(controller.navigationItem.title, "Inbox")
        controller.title = "Archive"
        expectEqual(controller.navigationItem.title, "Archive")
        controller.navigationItem.title = "Custom"
        expectEqual(controller.title, "Archive")
        let untitled = ViewController()
        expectEqual(untitled.navigationItem.title, nil)
        expectIdentical(untitled.navigationItem, untitled.navigationItem)
    }

    @Test func defaults() {
        let controller = ViewController()
        expectEqual(controller.parent, nil)
        #expect(controller.children.isEmpty)
        expectEqual(controller.navigationController, nil)
        expectEqual(controller.tabBarController, nil)
        expectEqual(controller.presentedViewController, nil)
        expectEqual(controller.presentingViewController, nil)
        #expect(!controller.isMovingToParent && !controller.isMovingFromParent)
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
        expectEqual(controller.modalPresentationStyle, .automatic)
        expectEqual(controller.modalTransitionStyle, .coverVertical)
        #expect(!controller.isModalInPresentation)
        expectEqual(controller.preferredContentSize, .zero)
        #expect(!controller.hidesBottomBarWhenPushed)
        expectEqual(controller.viewIfLoaded, nil)
        #expect(ModalPresentationStyle.automatic.rawValue == -2 && ModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(ModalPresentationStyle.pageSheet.rawValue == 1 && ModalPresentationStyle.overFullScreen.rawValue == 5)
        expectEqual(ModalTransitionStyle.crossDissolve.rawValue, 2)
        let item = controller.navigationItem
        #expect(item.prompt == nil && item.titleView == nil && item.backButtonTitle == nil)
        #expect(!item.hidesBackButton && item.largeTitleDisplayMode == .automatic)
        #expect(item.searchController == nil && item.hidesSearchBarWhenScrolling)
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
        expectEqual(NavigationItem.LargeTitleDisplayMode.never.rawValue, 2)
    }
}
