import Foundation
import OpenTableViewTesting
import TestSupport
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
        expectEqual(stack.arrangedSubviews.firstIndex(of: button), 1)
        expectEqual(button, stack.arrangedSubviews[1])
        expectNotEqual(UIView(), UIView())
        let seen: Set<UIView> = [button, button, stack]
        expectEqual(seen.count, 2)
        #expect(seen.contains(stack))
    }

    @Test func cellsAccessoriesAndControllersCompareByIdentity() {
        let toggle = UISwitch()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryView = toggle
        expectEqual(cell.accessoryView, toggle)
        let first = UIViewController()
        let second = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        expectEqual(navigation.viewControllers.firstIndex(of: second), 1)
        expectEqual(navigation.topViewController, second)
        expectEqual(Set([first, second, first]).count, 2)
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
        expectNotEqual(child.constraints.firstIndex(of: height), nil)
        expectNotEqual(width, child.widthAnchor.constraint(equalToConstant: 40))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
        expectEqual(items.firstIndex(of: done), 1)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        expectEqual([UIAlertAction(title: "OK", style: .default), cancel].firstIndex(of: cancel), 1)
    }
}
