import Foundation
import OpenTableViewTesting
import Testing

// UIKit's classes derive from `NSObject`, whose `isEqual:` and `hash` compare the object itself
// (Apple: `NSObjectProtocol.isEqual(_:)`, "the default implementation compares pointers"), so iOS
// code compares views, view controllers and constraints with `==`, finds them with
// `firstIndex(of:)` and keeps them in sets. The same code, through the shim.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct ObjectIdentityTests {
    @Test func viewsCompareByIdentity() {
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton(type: .system), UIView()])
        let button = stack.arrangedSubviews[1]
        #expect(stack.arrangedSubviews.firstIndex(of: button) == 1)
        #expect(button == stack.arrangedSubviews[1])
        #expect(UIView() != UIView())
        let seen: Set<UIView> = [button, button, stack]
        #expect(seen.count == 2)
        #expect(seen.contains(stack))
    }

    @Test func cellsAccessoriesAndControllersCompareByIdentity() {
        let toggle = UISwitch()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryView = toggle
        #expect(cell.accessoryView == toggle)
        let first = UIViewController()
        let second = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.firstIndex(of: second) == 1)
        #expect(navigation.topViewController == second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test func constraintsAndItemsCompareByIdentity() {
        let container = UIView()
        let child = UIView()
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        let height = child.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, height])
        #expect(child.constraints.contains(width))
        #expect(child.constraints.firstIndex(of: height) != nil)
        #expect(width != child.widthAnchor.constraint(equalToConstant: 40))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
        #expect(items.firstIndex(of: done) == 1)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        #expect([UIAlertAction(title: "OK", style: .default), cancel].firstIndex(of: cancel) == 1)
    }
}
