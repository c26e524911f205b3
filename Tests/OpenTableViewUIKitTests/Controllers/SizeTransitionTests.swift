import Foundation
import Testing

@testable import OpenTableViewUIKit

/// A size change (a rotation, a window resize) as UIKit drives it: `viewWillTransition(to:with:)`
/// before the change, the coordinator's alongside blocks once the new size is applied, then the
/// completions. Apple: "UIKit calls this method before changing the size of a presented view
/// controller's view … View controllers forward the size change message to their views and child
/// view controllers. Presentation controllers forward the size change to their presented view
/// controller" (UIContentContainer's `viewWillTransition(to:with:)`).
@MainActor
@Suite struct SizeTransitionTests {
    /// Logs its size transitions, with the size its view has at each step.
    final class SizeLoggingController: ViewController {
        let name: String
        var log: [String]
        var callsSuper = true

        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        var shared: (([String]) -> Void)?

        func record(_ line: String) {
            log.append(line)
            shared?([line])
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
            record("\(name).viewWillTransition(to: \(size.width)x\(size.height)) at \(view.bounds.width)")
            if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
            coordinator.animate(
                alongsideTransition: { [self] context in
                    record("\(name).alongside at \(view.bounds.width), animated \(context.isAnimated)")
                },
                completion: { [self] context in
                    record("\(name).completion, percent \(context.percentComplete)")
                })
        }

        override func viewWillLayoutSubviews() {
            record("\(name).viewWillLayoutSubviews at \(view.bounds.width)")
        }
    }

    final class Log {
        var lines: [String] = []
    }

    private func onScreen(_ root: ViewController) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func aRotationTellsTheRootBeforeTheChangeAndRunsTheBlocksAroundTheLayout() {
        let root = SizeLoggingController("A")
        let window = onScreen(root)
        root.log = []
        window.simulate.rotate()
        #expect(
            root.log == [
                "A.viewWillTransition(to: 844.0x390.0) at 390.0",
                "A.alongside at 844.0, animated true",
                "A.viewWillLayoutSubviews at 844.0",
                "A.completion, percent 1.0",
            ])
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func theSameSizeSendsNothing() {
        let root = SizeLoggingController("A")
        let window = onScreen(root)
        root.log = []
        window.simulate.resize(to: CGSize(width: 390, height: 844))
        #expect(root.log.isEmpty)
    }

    @Test func theBaseForwardsToChildrenAndAnOverrideWithoutSuperStopsIt() {
        let log = Log()
        let root = SizeLoggingController("A")
        let child = SizeLoggingController("B")
        for controller in [root, child] { controller.shared = { log.lines += $0 } }
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = onScreen(root)
        log.lines = []
        window.simulate.resize(to: CGSize(width: 600, height: 844), animated: false)
        #expect(
            log.lines.prefix(2) == [
                "A.viewWillTransition(to: 600.0x844.0) at 390.0", "B.viewWillTransition(to: 600.0x844.0) at 100.0",
            ])
        // The child queued its blocks inside the root's call to super, so they run first; its view
        // keeps the frame its parent gives it.
        #expect(
            Array(log.lines.dropFirst(2)) == [
                "B.alongside at 100.0, animated false", "A.alongside at 600.0, animated false",
                "A.viewWillLayoutSubviews at 600.0", "B.completion, percent 1.0", "A.completion, percent 1.0",
            ])

        root.callsSuper = false
        log.lines = []
        window.simulate.resize(to: CGSize(width: 700, height: 844))
        #expect(!log.lines.contains { $0.hasPrefix("B.") })
    }

    @Test func aNavigationControllerForwardsToItsTopOnlyAndAPresentedControllerHearsItToo() {
        let bottom = SizeLoggingController("A")
        let top = SizeLoggingController("B")
        let navigation = NavigationController(rootViewController: bottom)
        navigation.pushViewController(top, animated: false)
        let window = onScreen(navigation)
        let presented = SizeLoggingController("C")
        presented.modalPresentationStyle = .fullScreen
        navigation.present(presented, animated: false)
        for controller in [bottom, top, presented] { controller.log = [] }
        window.simulate.rotate(animated: false)
        #expect(bottom.log.isEmpty)
        #expect(top.log.first == "B.viewWillTransition(to: 844.0x390.0) at 390.0")
        #expect(presented.log.first == "C.viewWillTransition(to: 844.0x390.0) at 390.0")
        #expect(presented.view.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test func theCoordinatorDescribesASizeChange() {
        let root = SizeLoggingController("A")
        let window = onScreen(root)
        let coordinator = SizeTransitionCoordinator(containerView: window, animated: true)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.isInteractive && !coordinator.isCancelled && !coordinator.initiallyInteractive)
        #expect(coordinator.presentationStyle == .none)
        #expect(coordinator.containerView === window)
        #expect(coordinator.percentComplete == 0)
        #expect(coordinator.animate(alongsideTransition: nil))
    }
}

/// A controller's status bar preferences: UIKit's defaults (`.default`, not hidden), overridable.
/// Headless there is no status bar to restyle.
@MainActor
@Suite struct StatusBarPreferenceTests {
    final class DarkScreen: ViewController {
        override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
    }

    @Test func theDefaultsAreUIKitsAndASubclassOverridesThem() {
        let plain = ViewController()
        #expect(plain.preferredStatusBarStyle == .default)
        #expect(!plain.prefersStatusBarHidden)
        let dark = DarkScreen()
        dark.setNeedsStatusBarAppearanceUpdate()
        #expect(dark.preferredStatusBarStyle == .lightContent)
        #expect(dark.prefersStatusBarHidden)
        #expect(StatusBarStyle.darkContent.rawValue == 3)
    }
}
