import Foundation
import Testing

@testable import OpenTableViewUIKit

/// UIKit's exceptions for controller misuse, checked in child processes that trap. Serialized, as
/// the table tests' exit tests are (Swift Testing on Linux can report "Interrupted system call"
/// when several children end at once).
@Suite(.serialized) struct ControllerExitTests {
    static let console = "*** Terminating app due to uncaught exception"

    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func pushingTheSameControllerTwiceRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ViewController()
                let navigation = NavigationController(rootViewController: root)
                navigation.pushViewController(root, animated: true)
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInvalidArgumentException', reason: '<UINavigationController: 0x0000000000000000> is pushing the same view controller instance (<UIViewController: 0x0000000000000000>) more than once which is not supported and is most likely an error in the application : (null)'"
            ))
    }

    @Test func pushingANavigationControllerRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = NavigationController(rootViewController: ViewController())
                navigation.pushViewController(NavigationController(), animated: true)
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'"
            ))
    }

    @Test func poppingToAControllerOutsideTheStackRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = NavigationController(rootViewController: ViewController())
                navigation.popToViewController(ViewController(), animated: true)
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInternalInconsistencyException', reason: 'Tried to pop to a view controller that doesn't exist.'"
            ))
    }

    @Test func presentingAnActiveControllerRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ViewController()
                let navigation = NavigationController(rootViewController: root)
                navigation.beginAppearanceTransition(true, animated: false)
                navigation.endAppearanceTransition()
                navigation.present(root, animated: true)
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInvalidArgumentException', reason: 'Application tried to present modally an active controller <UIViewController: 0x0000000000000000>.'"
            ))
    }

    @Test func selectingAControllerThatIsNotATabRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tabs = TabBarController()
                tabs.viewControllers = [ViewController()]
                tabs.selectedViewController = ViewController()
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInvalidArgumentException', reason: '-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.'"
            ))
    }
}
