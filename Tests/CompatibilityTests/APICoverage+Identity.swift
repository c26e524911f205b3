// Compile-time proof of the Compatibility/API.md section on NSObject identity: every member it
// marks "yes" is referenced here once, in UIKit's spelling through the shim, after a marker naming
// its row (see APICoverage.swift). The functions are never called: compiling them is the test.
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageIdentity {
        static func section0(
            view: UIView, controller: UIViewController, constraint: NSLayoutConstraint, item: UIBarButtonItem,
            action: UIAlertAction
        ) {
            // API: UIView.==(_:_:)
            _ = view == view
            // API: UIView.hash(into:)
            _ = Set([view])
            // API: UIViewController.==(_:_:)
            _ = [controller].firstIndex(of: controller)
            // API: NSLayoutConstraint.==(_:_:)
            _ = [constraint].contains(constraint)
            // API: UIBarItem.==(_:_:)
            _ = [item].firstIndex(of: item)
            // API: UIAlertAction.==(_:_:)
            _ = action == action
        }
    }
#endif
