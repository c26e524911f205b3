import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A view controller's root view margins. Apple: "If the view is a view controller's root view,
/// the system sets and manages the margins. The top and bottom margins are set to zero points.
/// The side margins vary depending on the current size class, but can be either 16 or 20 points"
/// ([layoutMargins](https://developer.apple.com/documentation/uikit/uiview/layoutmargins)); "when
/// the value of this property is true, the root view's layout margins are guaranteed to be no
/// smaller than the values in the systemMinimumLayoutMargins property"
/// ([viewRespectsSystemMinimumLayoutMargins](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins)).
/// On an iPhone X in portrait a root view reads `{44, 16, 34, 16}`: its safe area plus 0 and 16
/// (Compatibility/Evidence.md, "A root view's layout margins").
@MainActor
@Suite struct RootLayoutMarginsTests {
    /// A screen written as apps write one: a title pinned to the root view's margins guide.
    final class TitleViewController: ViewController {
        let titleLabel = Label()

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Settings"
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(titleLabel)
            LayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                titleLabel.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            ])
        }
    }

    private func show(_ controller: ViewController) -> Window {
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aRootViewHasNoMarginAboveAndBelowAndSixteenAtTheSidesBeyondTheSafeArea() {
        let controller = TitleViewController()
        let window = show(controller)
        expectEqual(
            controller.systemMinimumLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        // The iPhone's safe area (59 above, 34 below) plus the root view's own 0, 16, 0, 16.
        expectEqual(controller.view.layoutMargins, EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        expectEqual(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 59, width: 361, height: 759))
        expectEqual(controller.titleLabel.frame.minX, 16)
        expectEqual(controller.titleLabel.frame.minY, 59)
        expectEqual(controller.titleLabel.frame.width, 361)
        // A subview is no root view: UIKit's 8 points on every side.
        let box = View(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        controller.view.addSubview(box)
        expectEqual(box.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(window.rootViewController === controller)
    }

    @Test func smallerMarginsAreRaisedToTheMinimumUntilTheControllerStopsRespectingIt() {
        let controller = TitleViewController()
        let window = show(controller)
        controller.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        // Leading 8 is below the 16-point minimum; trailing 30 is above it.
        expectEqual(controller.view.layoutMargins.left, 16)
        expectEqual(controller.view.layoutMargins.right, 30)
        expectEqual(controller.titleLabel.frame.minX, 16)
        expectEqual(controller.titleLabel.frame.width, 393 - 16 - 30)

        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        expectEqual(controller.view.layoutMargins.left, 8)
        expectEqual(controller.titleLabel.frame.minX, 8)
        expectEqual(controller.titleLabel.frame.width, 393 - 8 - 30)
    }

    @Test func aViewWithMarginsOfItsOwnKeepsThemAsTheRootView() {
        final class CardController: ViewController {
            override func loadView() {
                let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                card.layoutMargins = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
                view = card
            }
        }
        let controller = CardController()
        let window = show(controller)
        expectEqual(controller.view.layoutMargins, EdgeInsets(top: 59 + 24, left: 24, bottom: 34 + 24, right: 24))
        #expect(window.rootViewController === controller)
    }
}
