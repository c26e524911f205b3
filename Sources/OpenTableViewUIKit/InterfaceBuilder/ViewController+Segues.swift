import Foundation
import OpenTableViewDiagnostics

extension ViewController {
    /// The work of ``performSegue(withIdentifier:sender:)``, behind its open entry point.
    func performSegueImplementation(withIdentifier identifier: String, sender: Any?) {
        do {
            try checkedPerformSegue(withIdentifier: identifier, sender: sender)
        } catch {
            raise(error)
        }
    }

    /// ``performSegue(withIdentifier:sender:)``, throwing UIKit's exception instead of trapping.
    package func checkedPerformSegue(withIdentifier identifier: String, sender: Any?) throws(TableViewException) {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw Messages.noSegueWithIdentifier(receiver: describeObject(self), identifier: identifier)
        }
        template.perform(from: self, sender: sender, triggered: false)
    }

    /// The work of ``canPerformUnwindSegueAction(_:from:sender:)``.
    func canPerformUnwindSegueActionImplementation(_ action: Selector, from fromViewController: ViewController) -> Bool
    {
        guard self !== fromViewController else { return false }
        return unwindAction(action) != nil
    }

    /// The registered unwind action `action` this controller's class implements.
    func unwindAction(_ action: Selector) -> StoryboardUnwindAction? {
        InterfaceBuilderRegistry.unwindActions[action.name]?.first { $0.implementedBy(self) }
    }

    /// Performs the unwind segue `action` from this controller, as UIKit does (Apple, "Dismissing
    /// a View Controller with an Unwind Segue"): the destination is the first controller on the
    /// way back (the controllers below this one in its navigation stack, then its containers,
    /// then the controllers that presented it) that answers
    /// ``canPerformUnwindSegueAction(_:from:sender:)`` with `true`; then this controller's
    /// ``shouldPerformSegue(withIdentifier:sender:)`` (for a segue with an identifier) and
    /// ``prepare(for:sender:)`` run, the destination's action method runs, and the controllers
    /// above the destination are dismissed and popped. Nothing happens when no controller
    /// handles the action, as in UIKit.
    package func performUnwind(_ action: Selector, identifier: String?, sender: Any?) {
        guard let destination = unwindDestination(for: action, sender: sender) else { return }
        if let identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        let segue = StoryboardSegue(identifier: identifier, source: self, destination: destination)
        segue.performHandler = { [weak self] in
            guard let self else { return }
            Self.unwindTransition(from: self, to: destination, segue: segue)
        }
        prepare(for: segue, sender: sender)
        destination.unwindAction(action)?.perform(destination, segue)
        segue.perform()
    }

    /// The controllers an unwind segue from this one searches, nearest first.
    private func unwindDestination(for action: Selector, sender: Any?) -> ViewController? {
        var current: ViewController? = self
        var visited: Set<ObjectIdentifier> = []
        func consider(_ candidate: ViewController) -> Bool {
            guard visited.insert(ObjectIdentifier(candidate)).inserted else { return false }
            return candidate.canPerformUnwindSegueAction(action, from: self, sender: sender)
        }
        while let controller = current {
            if consider(controller) { return controller }
            // The controllers below it in its navigation stack, nearest first.
            if let navigation = controller.parent as? NavigationController {
                let stack = navigation.viewControllers
                if let index = stack.firstIndex(where: { $0 === controller }) {
                    for below in stack[..<index].reversed() where consider(below) { return below }
                }
            }
            if let parent = controller.parent {
                current = parent
            } else if let presenting = controller.presentingViewController {
                // The presenter's visible controller first, as the unwind returns to what it shows.
                if let navigation = presenting as? NavigationController {
                    for shown in navigation.viewControllers.reversed() where consider(shown) { return shown }
                }
                current = presenting
            } else {
                current = nil
            }
        }
        return nil
    }

    /// Dismisses what `destination` (or its container) presents and pops its navigation stack to
    /// it, through the containers' ``unwind(for:towards:)``.
    private static func unwindTransition(
        from source: ViewController, to destination: ViewController, segue: StoryboardSegue
    ) {
        // The controller that presents, the destination or one of its containers.
        var presenter: ViewController? = destination
        while let controller = presenter, controller.presentedStorage == nil {
            presenter = controller.parent
        }
        if let presenter, presenter.presentedStorage != nil {
            presenter.dismiss(animated: true)
        }
        if let navigation = destination.parent as? NavigationController {
            navigation.unwind(for: segue, towards: destination)
        }
    }
}
