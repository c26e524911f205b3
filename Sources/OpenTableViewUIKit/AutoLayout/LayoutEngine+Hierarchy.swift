import Foundation

// What a change of the view hierarchy does to Auto Layout.
extension LayoutEngine {
    /// `view` moved from `oldSuperview` (to its current superview, if any). If Auto Layout knows
    /// anything in its subtree, the constraints that tied the subtree to the views it left are
    /// deactivated (as UIKit does on `removeFromSuperview()`) and engines rebuild.
    package static func viewDidMove(_ view: View, from oldSuperview: View?) {
        if let state = view.layoutState, !state.translatesAutoresizingMask {
            view.superviewStorage?.ensureLayoutState().laysOutSubviewsWithEngine = true
        }
        guard takesPart(view) else { return }
        if let oldSuperview {
            let moved = subtreeIdentifiers(of: view)
            var ancestor: View? = oldSuperview
            while let current = ancestor {
                for constraint in current.constraints where references(constraint, anyOf: moved) {
                    constraint.deactivateNow()
                }
                ancestor = current.superviewStorage
            }
            oldSuperview.setNeedsLayout()
        }
        generation += 1
        view.superviewStorage?.setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Whether Auto Layout knows `view` or a view below it (not inside a nested host).
    private static func takesPart(_ view: View) -> Bool {
        if let state = view.layoutState, state.isItem || !state.installed.isEmpty || !state.guides.isEmpty {
            return true
        }
        // A host's subtree is solved by its own engine, which moves with it.
        if view.hostsLayoutEngine { return false }
        for subview in view.subviewsStorage where takesPart(subview) { return true }
        return false
    }

    private static func subtreeIdentifiers(of view: View) -> Set<ObjectIdentifier> {
        var identifiers: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        var stack = [view]
        while let next = stack.popLast() {
            for subview in next.subviewsStorage {
                identifiers.insert(ObjectIdentifier(subview))
                stack.append(subview)
            }
        }
        return identifiers
    }

    private static func references(_ constraint: LayoutConstraint, anyOf views: Set<ObjectIdentifier>) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = LayoutItemGeometry.hostView(of: item), views.contains(ObjectIdentifier(view)) { return true }
        }
        return false
    }
}
