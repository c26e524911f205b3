import Foundation
import Testing

@testable import OpenTableViewUIKit

/// `transitionCoordinator`: "If a transition is not in progress, the value of this property is
/// nil" (Apple, UIViewController.transitionCoordinator). Pushes and pops complete at once
/// headless, so even inside `viewWillAppear(_:)` of an animated push no transition is in progress.
@MainActor
@Suite struct TransitionCoordinatorTests {
    final class Screen: ViewController {
        var coordinatorsSeen: [Bool] = []

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            coordinatorsSeen.append(transitionCoordinator != nil)
        }
    }

    @Test func noTransitionIsInProgressEvenDuringAnAnimatedPush() {
        let root = Screen()
        let navigation = NavigationController(rootViewController: root)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pushed = Screen()
        navigation.pushViewController(pushed, animated: true)
        navigation.popViewController(animated: true)
        #expect(root.coordinatorsSeen == [false, false])
        #expect(pushed.coordinatorsSeen == [false])
        #expect(root.transitionCoordinator == nil)
    }
}
