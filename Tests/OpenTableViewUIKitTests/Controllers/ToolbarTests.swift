import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The navigation controller's toolbar (Apple: `UINavigationController.toolbar`, "The toolbar
/// displays the toolbarItems of the view controller at the top of the stack"; `UIToolbar`,
/// `UIToolbarAppearance`): a 44-point bar across the bottom, hidden until shown.
@MainActor
@Suite struct ToolbarTests {
    private func onScreen(_ navigation: NavigationController) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.view.layoutIfNeeded()
    }

    @Test func theToolbarIsHiddenAtTheBottomUntilShown() throws {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        onScreen(navigation)
        let toolbar = try #require(navigation.toolbar)
        #expect(navigation.isToolbarHidden && toolbar.isHidden)
        expectIdentical(toolbar.superview, navigation.view)
        expectEqual(toolbar.frame, CGRect(x: 0, y: 436, width: 320, height: 44))
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden && !toolbar.isHidden)
        navigation.isToolbarHidden = true
        #expect(toolbar.isHidden)
        // The top view fills the view under both bars, which stay above it.
        expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        expectEqual(navigation.view.subviews.map { $0 === root.view }, [true, false, false])
        // The bar follows the view's size.
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        navigation.view.layoutIfNeeded()
        expectEqual(toolbar.frame, CGRect(x: 0, y: 656, width: 390, height: 44))
    }

    @Test func theToolbarShowsTheTopControllersItems() throws {
        let inbox = ViewController()
        let compose = BarButtonItem(systemItem: .compose)
        let space = BarButtonItem(systemItem: .flexibleSpace)
        inbox.toolbarItems = [space, compose]
        let navigation = NavigationController(rootViewController: inbox)
        onScreen(navigation)
        let toolbar = try #require(navigation.toolbar)
        expectEqual(toolbar.items?.map { $0 === compose }, [false, true])
        // A pushed controller's items replace them; popping brings them back.
        let message = ViewController()
        let reply = BarButtonItem(systemItem: .reply)
        message.setToolbarItems([reply], animated: false)
        navigation.pushViewController(message, animated: true)
        #expect(toolbar.items?.first === reply && toolbar.items?.count == 1)
        // A change of the top controller's items shows at once; a covered controller's does not.
        let trash = BarButtonItem(systemItem: .trash)
        inbox.toolbarItems = [trash]
        expectIdentical(toolbar.items?.first, reply)
        message.toolbarItems = nil
        expectEqual(toolbar.items, nil)
        navigation.popViewController(animated: true)
        expectIdentical(toolbar.items?.first, trash)
    }

    @Test func aToolbarItemIsTappedAsAnyBarButtonItem() throws {
        let root = ViewController()
        var deleted = 0
        root.toolbarItems = [BarButtonItem(title: "Delete", primaryAction: Action { _ in deleted += 1 })]
        let navigation = NavigationController(rootViewController: root)
        onScreen(navigation)
        navigation.setToolbarHidden(false, animated: false)
        let item = try #require(navigation.toolbar.items?.first)
        guard case .primaryAction = item.simulate.tap() else {
            Issue.record("the item's primary action did not run")
            return
        }
        expectEqual(deleted, 1)
    }

    @Test func aStandaloneToolbarKeepsItsItemsAndCopiesOfItsAppearances() {
        let toolbar = Toolbar()
        #expect(toolbar.frame == .zero && toolbar.items == nil)
        let item = BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        toolbar.setItems([item], animated: true)
        expectIdentical(toolbar.items?.first, item)
        #expect(toolbar.isTranslucent && toolbar.barTintColor == nil && toolbar.barStyle == .default)
        #expect(toolbar.compactAppearance == nil && toolbar.scrollEdgeAppearance == nil)
        expectEqual(toolbar.compactScrollEdgeAppearance, nil)
        let appearance = ToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemGray6
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.red]
        toolbar.standardAppearance = appearance
        toolbar.scrollEdgeAppearance = appearance
        expectNotIdentical(toolbar.standardAppearance, appearance)
        expectEqual(toolbar.standardAppearance.backgroundColor, .systemGray6)
        expectEqual(
            toolbar.standardAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? Color, .red)
        expectNotIdentical(toolbar.scrollEdgeAppearance, toolbar.standardAppearance)
        // A copy keeps the button appearances as copies; one made from a plain bar appearance keeps
        // the background and gets default buttons.
        let copy = appearance.copy()
        expectNotIdentical(copy.buttonAppearance, appearance.buttonAppearance)
        expectEqual(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? Color, .red)
        let fromBar = ToolbarAppearance(barAppearance: BarAppearance(barAppearance: appearance))
        expectEqual(fromBar.backgroundColor, .systemGray6)
        #expect(fromBar.buttonAppearance.normal.titleTextAttributes.isEmpty)
    }
}
