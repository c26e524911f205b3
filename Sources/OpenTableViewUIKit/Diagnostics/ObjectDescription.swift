import Foundation
import OpenTableViewDiagnostics

/// `<ClassName: 0x…>`, as UIKit's messages print an object, with the fixed placeholder address.
///
/// An OpenTableView class prints under its UIKit name (`NavigationController` as
/// `UINavigationController`), as it would in an iOS crash log; an app's class prints
/// module-qualified (`MyApp.DetailViewController`), as Swift classes do in UIKit's messages.
package func describeObject(_ object: AnyObject) -> String {
    Messages.describeObject(named: uikitClassName(of: object))
}

/// The class name UIKit would print for `object`: `UILabel` for OpenTableView's `Label`, the
/// module-qualified name (`MyApp.DetailViewController`) for an app's class.
package func uikitClassName(of object: AnyObject) -> String {
    let name = String(reflecting: type(of: object))
    for module in ["OpenTableViewUIKit.", "OpenTableView."] where name.hasPrefix(module) {
        return "UI" + name.dropFirst(module.count)
    }
    return name
}
