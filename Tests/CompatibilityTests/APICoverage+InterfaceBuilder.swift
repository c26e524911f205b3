// Compile-time proof of Compatibility/API.md's "Storyboards, nibs and segues" section: each
// member marked yes or partial is referenced once, in UIKit's spelling through the shim, after its
// "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    /// A controller overriding what storyboard code overrides.
    private final class SegueSource: UIViewController {
        // API: UIViewController.shouldPerformSegue(withIdentifier:sender:)
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
        // API: UIViewController.canPerformUnwindSegueAction(_:from:sender:)
        override func canPerformUnwindSegueAction(
            _ action: Selector, from fromViewController: UIViewController, sender: Any?
        )
            -> Bool
        { false }
        // API: UIViewController.unwind(for:towards:)
        override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
        // API: NSObject.awakeFromNib()
        override func awakeFromNib() { super.awakeFromNib() }
    }

    @MainActor
    enum APICoverageInterfaceBuilder {
        static func storyboards(_ vc: UIViewController, table: UITableView) {
            // API: UIStoryboard
            let storyboard: UIStoryboard
            // API: UIStoryboard.init(name:bundle:)
            storyboard = UIStoryboard(name: "Main", bundle: nil)
            // API: UIStoryboard.instantiateInitialViewController()
            let _: UIViewController? = storyboard.instantiateInitialViewController()
            // API: UIStoryboard.instantiateInitialViewController(creator:)
            let _: UIViewController? = storyboard.instantiateInitialViewController { coder in
                UIViewController(coder: coder)
            }
            // API: UIStoryboard.instantiateViewController(withIdentifier:)
            let _: UIViewController = storyboard.instantiateViewController(withIdentifier: "List")
            // API: UIStoryboard.instantiateViewController(identifier:creator:)
            let _: UIViewController = storyboard.instantiateViewController(identifier: "List") { coder in
                UIViewController(coder: coder)
            }
            // API: UINib
            let nib: UINib
            // API: UINib.init(nibName:bundle:)
            nib = UINib(nibName: "Cell", bundle: nil)
            // API: UINib.OptionsKey
            let key: UINib.OptionsKey = .externalObjects
            // API: UINib.instantiate(withOwner:options:)
            let _: [Any] = nib.instantiate(withOwner: nil, options: [key: [:] as [String: Any]])
            // API: Bundle.loadNibNamed(_:owner:options:)
            let _: [Any]? = Bundle.main.loadNibNamed("Cell", owner: nil, options: nil)
            // API: UITableView.register(_:forCellReuseIdentifier:) (nib)
            table.register(nib, forCellReuseIdentifier: "Cell")
            // API: UITableView.register(_:forHeaderFooterViewReuseIdentifier:) (nib)
            table.register(nib, forHeaderFooterViewReuseIdentifier: "Header")
            // API: UIViewController.nibName
            let _: String? = vc.nibName
            // API: UIViewController.nibBundle
            let _: Bundle? = vc.nibBundle
            // API: autoreleasepool(invoking:)
            autoreleasepool { _ = storyboard }
        }

        static func segues(_ vc: UIViewController, other: UIViewController) {
            // API: UIStoryboardSegue
            let _: UIStoryboardSegue.Type = UIStoryboardSegue.self
            // API: UIViewController.storyboard
            let _: UIStoryboard? = vc.storyboard
            // API: UIViewController.performSegue(withIdentifier:sender:)
            vc.performSegue(withIdentifier: "show", sender: nil)
            // API: UIStoryboardSegue.init(identifier:source:destination:)
            let segue = UIStoryboardSegue(identifier: "show", source: vc, destination: other)
            // API: UIStoryboardSegue.init(identifier:source:destination:performHandler:)
            let handled = UIStoryboardSegue(identifier: nil, source: vc, destination: other) {}
            // API: UIStoryboardSegue.identifier
            let _: String? = segue.identifier
            // API: UIStoryboardSegue.source
            let _: UIViewController = segue.source
            // API: UIStoryboardSegue.destination
            let _: UIViewController = segue.destination
            // API: UIStoryboardSegue.perform()
            handled.perform()
            // API: UIViewController.prepare(for:sender:)
            vc.prepare(for: segue, sender: nil)
        }
    }
#endif
