import Foundation

/// First-responder bookkeeping: one first responder per view tree.
///
/// UIKit keeps one first responder per window. Headless there may be no window, so the root of a
/// view tree (the view without a superview) stands for it: ``View/isFirstResponder`` is `true` for
/// the one view of the tree that last became first responder and has not resigned. Differs from
/// UIKit: a first responder removed from its tree stops being first responder without being asked
/// to resign (UIKit resigns it when it leaves the window), so a text field removed while editing
/// sends no end-of-editing events.
extension View {
    /// The work of ``isFirstResponder``, behind its open entry point in the class body.
    var isFirstResponderImplementation: Bool {
        FirstResponders.responder(under: rootView) === self
    }

    /// The work of ``endEditing(_:)``, behind its open entry point in the class body.
    @discardableResult
    func endEditingImplementation(_ force: Bool) -> Bool {
        guard let responder = FirstResponders.responder(under: rootView), responder.isDescendant(of: self) else {
            return true
        }
        if force {
            let wasForcing = View.isResigningByForce
            View.isResigningByForce = true
            defer { View.isResigningByForce = wasForcing }
            responder.resignFirstResponder()
            if responder.isFirstResponder { FirstResponders.clear(under: responder.rootView) }
            return true
        }
        return responder.resignFirstResponder()
    }

    /// Whether ``endEditing(_:)`` is forcing the current resignation: a ``TextField`` then ends
    /// editing without asking its delegate.
    package static var isResigningByForce = false

    /// The root of the view's tree: the farthest ancestor, or the view itself.
    package var rootView: View {
        var view = self
        while let superviewStorage = view.superviewStorage { view = superviewStorage }
        return view
    }

    /// The base ``becomeFirstResponder()``.
    func makeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        let root = rootView
        if let current = FirstResponders.responder(under: root) {
            if current === self { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        FirstResponders.set(self, under: root)
        return true
    }

    /// The base ``resignFirstResponder()``.
    func giveUpFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponders.clear(under: rootView)
        return true
    }
}

/// The first responder of each view tree, by the tree's root. Weak both ways, so neither a root
/// nor a responder is kept alive by being here.
@MainActor
private enum FirstResponders {
    struct Entry {
        weak var root: View?
        weak var responder: View?
    }

    static var entries: [ObjectIdentifier: Entry] = [:]

    /// The first responder of the tree under `root`, if it is still in that tree.
    static func responder(under root: View) -> View? {
        guard let entry = entries[ObjectIdentifier(root)], entry.root === root,
            let responder = entry.responder, responder.isDescendant(of: root)
        else { return nil }
        return responder
    }

    static func set(_ responder: View, under root: View) {
        entries = entries.filter { $0.value.root != nil && $0.value.responder != nil }
        entries[ObjectIdentifier(root)] = Entry(root: root, responder: responder)
    }

    static func clear(under root: View) {
        entries[ObjectIdentifier(root)] = nil
    }
}
