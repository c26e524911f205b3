import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Modal presentation: who presents, the appearance order by style, completions, dismissal of a
/// stack, and the console lines UIKit logs when nothing is presented.
@MainActor
@Suite(.serialized) struct PresentationTests {
    let log = CallLog()

    private func onScreen(_ name: String) -> RecordingViewController {
        let controller = RecordingViewController(name, log: log)
        makeAppear(controller)
        _ = log.take()
        return controller
    }

    @Test func fullScreenTakesThePresenterOffScreenThenRunsTheCompletion() {
        let presenter = onScreen("A")
        let modal = RecordingViewController("B", log: log)
        modal.modalPresentationStyle = .fullScreen
        presenter.present(modal, animated: true) { self.log.record("completion") }
        expectEqual(
            log.take(),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "completion",
            ])
        expectIdentical(presenter.presentedViewController, modal)
        expectIdentical(modal.presentingViewController, presenter)
        expectEqual(modal.view.frame, presenter.view.bounds)
        modal.dismiss(animated: true) { self.log.record("completion") }
        expectEqual(
            log.take(),
            [
                "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear", "completion",
            ])
        expectEqual(presenter.presentedViewController, nil)
        expectEqual(modal.presentingViewController, nil)
    }

    @Test func aSheetLeavesThePresenterOnScreen() {
        let presenter = onScreen("A")
        let sheet = RecordingViewController("B", log: log)
        presenter.present(sheet, animated: true) { self.log.record("completion") }
        expectEqual(log.take(), ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "completion"])
        presenter.dismiss(animated: true) { self.log.record("completion") }
        expectEqual(log.take(), ["B.viewWillDisappear", "B.viewDidDisappear", "completion"])
    }

    @Test func beingPresentedAndDismissedAreTrueOnlyDuringTheCallbacks() {
        final class Probe: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
        }
        let presenter = onScreen("A")
        let probe = Probe()
        presenter.present(probe, animated: true)
        #expect(!probe.isBeingPresented)
        probe.dismiss(animated: true)
        #expect(!probe.isBeingDismissed)
        expectEqual(probe.seen, ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
    }

    @Test func aChildPresentsThroughItsOutermostParent() {
        let root = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        makeAppear(navigation)
        let modal = RecordingViewController("B", log: log)
        root.present(modal, animated: true)
        expectIdentical(modal.presentingViewController, navigation)
        expectIdentical(navigation.presentedViewController, modal)
        expectIdentical(root.presentedViewController, modal)
        // A controller inside the presented one sees the presenter through its ancestor.
        let inner = RecordingViewController("I", log: log)
        let presentedNavigation = NavigationController(rootViewController: inner)
        modal.dismiss(animated: false)
        root.present(presentedNavigation, animated: false)
        expectIdentical(inner.presentingViewController, navigation)
        // Dismissing from inside the presented navigation controller dismisses it.
        inner.dismiss(animated: false)
        expectEqual(navigation.presentedViewController, nil)
    }

    @Test func dismissingFromTheBottomDismissesTheWholeStackTopFirst() {
        let a = onScreen("A")
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        b.present(c, animated: false)
        _ = log.take()
        #expect(a.presentedViewController === b && b.presentedViewController === c)
        a.dismiss(animated: true) { self.log.record("completion") }
        expectEqual(
            log.take(),
            [
                "C.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear",
                "B.viewDidDisappear", "A.viewDidAppear", "completion",
            ])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
    }

    @Test func dismissingWithNothingPresentedDoesNothing() {
        let a = onScreen("A")
        var completed = false
        a.dismiss(animated: true) { completed = true }
        #expect(!completed)
        #expect(log.take().isEmpty)
    }

    @Test func presentingOnAControllerThatAlreadyPresentsLogsAndDoesNothing() {
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let a = onScreen("A")
        let b = RecordingViewController("B", log: log)
        a.present(b, animated: false)
        _ = log.take()
        var completed = false
        let c = RecordingViewController("C", log: log)
        a.present(c, animated: true) { completed = true }
        #expect(!completed)
        #expect(log.take().isEmpty)
        expectEqual(c.presentingViewController, nil)
        expectEqual(
            lines,
            [
                "Attempt to present <OpenTableViewUIKitTests.RecordingViewController: 0x0000000000000000> on <OpenTableViewUIKitTests.RecordingViewController: 0x0000000000000000> (from <OpenTableViewUIKitTests.RecordingViewController: 0x0000000000000000>) which is already presenting <OpenTableViewUIKitTests.RecordingViewController: 0x0000000000000000>."
            ])
    }

    @Test func presentingFromAControllerNotOnScreenLogsAndDoesNothing() {
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let navigation = NavigationController(rootViewController: ViewController())
        let alert = ViewController()
        navigation.topViewController?.present(alert, animated: true)
        expectEqual(navigation.presentedViewController, nil)
        expectEqual(
            lines,
            [
                "Attempt to present <UIViewController: 0x0000000000000000> on <UINavigationController: 0x0000000000000000> (from <UIViewController: 0x0000000000000000>) whose view is not in the window hierarchy."
            ])
    }

    @Test func showPresentsOutsideANavigationController() {
        let a = onScreen("A")
        let b = RecordingViewController("B", log: log)
        a.show(b, sender: nil)
        expectIdentical(a.presentedViewController, b)
    }

    /// Apple, `showDetailViewController(_:sender:)`: without a split view controller, "this method
    /// uses the window's root view controller to present vc modally". Even inside a navigation
    /// controller (which does not override it) the detail is presented, not pushed.
    @Test func showDetailPresentsEvenInANavigationController() {
        let a = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: a)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = RecordingViewController("Detail", log: log)
        a.showDetailViewController(detail, sender: nil)
        expectEqual(navigation.viewControllers, [a])
        expectIdentical(navigation.presentedViewController, detail)
    }

    /// Both are overridable, as in UIKit: a container decides how its children's content is shown.
    @Test func showAndShowDetailAreOverridable() {
        final class Container: ViewController {
            var shown: [String] = []
            override func show(_ vc: ViewController, sender: Any?) { shown.append("show \(vc.title ?? "")") }
            override func showDetailViewController(_ vc: ViewController, sender: Any?) {
                shown.append("detail \(vc.title ?? "")")
            }
        }
        let container = Container()
        let item = ViewController()
        item.title = "Item"
        container.show(item, sender: nil)
        container.showDetailViewController(item, sender: nil)
        expectEqual(container.shown, ["show Item", "detail Item"])
        expectEqual(container.presentedViewController, nil)
    }
}
