/// Child view controllers, as UIKit's container API.
///
/// UIKit documents the handshake: ``ViewController/addChild(_:)`` calls the child's
/// ``ViewController/willMove(toParent:)`` before adding it, and the container calls
/// ``ViewController/didMove(toParent:)`` when its transition ends (or at once when there is
/// none); to remove a child, the container calls `willMove(toParent: nil)`, and
/// ``ViewController/removeFromParent()`` calls `didMove(toParent: nil)` after removing it
/// (Apple: "willMove(toParent:)", "didMove(toParent:)",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)).
extension ViewController {
    /// ``ViewController/navigationController``'s walk.
    package var nearestNavigationController: NavigationController? {
        nearestAncestor(of: NavigationController.self)
    }

    /// ``ViewController/tabBarController``'s walk.
    package var nearestTabBarController: TabBarController? {
        nearestAncestor(of: TabBarController.self)
    }

    /// The first of ``parent``, its parent, … that is a `Container`.
    private func nearestAncestor<Container: ViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }

    /// ``ViewController/addChild(_:)``'s work: the child's `willMove(toParent: self)`, then the
    /// link. A child of another container leaves it first (its `didMove(toParent: nil)` runs);
    /// adding a current child again does nothing.
    package func performAddChild(_ child: ViewController) {
        guard child.parent !== self, child !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        childrenStorage.append(child)
        child.parentStorage = self
    }

    /// ``ViewController/removeFromParent()``'s work: unlinks the controller, then calls its
    /// `didMove(toParent: nil)`. Without a parent it does nothing.
    package func performRemoveFromParent() {
        guard let parent else { return }
        parent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }
}
