import UIKit

enum LegacyRouting {
    static func controller(named name: String) -> UIViewController? {
        guard let type = NSClassFromString("Feeds.\(name)") as? UIViewController.Type else { return nil }
        return type.init()
    }

    static func forward(_ scrollView: UIScrollView, to delegate: UIScrollViewDelegate?) {
        if let delegate = delegate, delegate.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) {
            delegate.scrollViewDidScroll?(scrollView)
        }
    }

    static func isTableController(_ object: AnyObject) -> Bool {
        return object.isKind(of: UITableViewController.self)
    }
}
