import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The responder chain (Apple, "Using responders and the responder chain to handle events": a
/// view's next responder is its view controller when it is the controller's root view, otherwise
/// its superview; a view controller's is its view's superview, or the controller that presented
/// it; a window's is the application).
@MainActor
@Suite struct ResponderChainTests {
    /// The chain from `responder`, as names.
    private func chain(from responder: Responder) -> [String] {
        sequence(first: responder, next: \.next).map { responder in
            switch responder {
            case is Application: "application"
            case is Window: "window"
            case let controller as ViewController: controller.title ?? "controller"
            case let view as View: view.accessibilityIdentifier ?? "view"
            default: "?"
            }
        }
    }

    @Test func aButtonInAPushedScreenReachesItsControllersTheWindowAndTheApplication() {
        let list = ViewController()
        list.title = "list"
        let navigation = NavigationController(rootViewController: list)
        navigation.title = "navigation"
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let row = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        row.accessibilityIdentifier = "row"
        let button = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.accessibilityIdentifier = "button"
        list.view.accessibilityIdentifier = "list's view"
        list.view.addSubview(row)
        row.addSubview(button)
        navigation.view.accessibilityIdentifier = "navigation's view"
        expectEqual(
            chain(from: button),
            [
                "button", "row", "list's view", "list", "navigation's view", "navigation", "window", "application",
            ])
        // The common port helper: the first view controller up the chain.
        let owner = sequence(first: button as Responder, next: \.next).lazy.compactMap { $0 as? ViewController }.first
        expectIdentical(owner, list)
    }

    @Test func aPresentedControllersNextResponderIsItsPresenter() {
        let root = ViewController()
        root.title = "root"
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = ViewController()
        sheet.title = "sheet"
        root.present(sheet, animated: true)
        sheet.view.accessibilityIdentifier = "sheet's view"
        expectEqual(chain(from: sheet.view), ["sheet's view", "sheet", "root", "window", "application"])
        sheet.dismiss(animated: true)
        // Dismissed, its view out of any tree: the chain ends at the controller.
        expectEqual(chain(from: sheet), ["sheet"])
    }

    @Test func looseObjectsEndTheChain() {
        expectEqual(View().next, nil)
        expectEqual(ViewController().next, nil)
        expectEqual(Application.shared.next, nil)
        let controller = ViewController()
        _ = controller.view
        expectIdentical(controller.view.next, controller)
        expectEqual(controller.next, nil)
    }
}
