import Foundation
import OpenTableViewDiagnostics

/// Adding, ordering and removing subviews, with UIKit's hooks.
///
/// When a view changes superview the hooks run in this order (the order UIKit re-implementations
/// such as Chameleon use; UIKit documents which hooks run, not their relative order):
/// 1. `oldSuperview.willRemoveSubview(view)` (if it had one),
/// 2. `view.willMove(toSuperview: newSuperview)`,
/// 3. the subview lists and ``View/superview`` change,
/// 4. `view.didMoveToSuperview()`,
/// 5. `newSuperview.didAddSubview(view)` (if it has one).
///
/// A moved view takes the safe area and tint of its new place before `didMoveToSuperview()`
/// (``View/safeAreaInsetsDidChange()`` and ``View/tintColorDidChange()`` when they change).
/// Under Auto Layout, a view that leaves its superview takes with it the constraints between its
/// subtree and the views it leaves (UIKit deactivates them), and the engines of both places are
/// rebuilt. Reordering a view within the same superview runs no hooks. Unlike UIKit, adding a subview does
/// not schedule layout of the superview: without a run loop to coalesce it, every cell a table adds
/// during its own layout pass would leave the table needing another pass.
extension View {
    /// The work of ``addSubview(_:)``, behind its open entry point in the class body.
    func addSubviewImplementation(_ view: View) {
        place(view, at: .front)
    }

    /// The work of ``insertSubview(_:at:)``, behind its open entry point in the class body.
    func insertSubviewImplementation(_ view: View, at index: Int) {
        place(view, at: .index(index))
    }

    /// The work of ``insertSubview(_:aboveSubview:)``, behind its open entry point in the class body.
    func insertSubviewImplementation(_ view: View, aboveSubview siblingSubview: View) {
        guard view !== siblingSubview else { return }
        place(view, at: .above(siblingSubview))
    }

    /// The work of ``insertSubview(_:belowSubview:)``, behind its open entry point in the class body.
    func insertSubviewImplementation(_ view: View, belowSubview siblingSubview: View) {
        guard view !== siblingSubview else { return }
        place(view, at: .below(siblingSubview))
    }

    /// The work of ``removeFromSuperview()``, behind its open entry point in the class body.
    func removeFromSuperviewImplementation() {
        // Retained for the hooks: one of them may let go of the superview's last owner.
        guard let oldSuperview = superviewStorage else { return }
        leave(oldSuperview)
    }

    /// ``removeFromSuperview()`` called by `caller` in a method of its own, a table or a
    /// collection view recycling one of its cells: when `caller` is the superview it is alive for
    /// the call, so it is called unretained, which saves two atomic operations a recycled cell.
    /// The same hooks, in the same order.
    package final func removeFromSuperview(calledBy caller: View) {
        guard isSubview(of: caller), let oldSuperview = superviewReference else {
            removeFromSuperview()
            return
        }
        View.withUnretained(oldSuperview) { leave($0) }
    }

    /// ``removeFromSuperview()`` once the superview is known.
    private func leave(_ oldSuperview: View) {
        // Leaving a window (`View+WindowHooks.swift`): told before the move, and after it.
        let leftWindow = inheritedSwitches.contains(.window) && oldSuperview.windowIncludingSelf != nil
        // The tint is compared only once the view's tree has customized it (the view inherits
        // the switch from its ancestors). Kept out of an optional (`TintState?`) on purpose:
        // copying and destroying one cost a table a tenth of each cell it recycles.
        if inheritedSwitches.contains(.customTint) {
            let oldTint = tintState
            detach(from: oldSuperview, leavingWindow: leftWindow)
            tintStateMayHaveChanged(from: oldTint)
        } else {
            detach(from: oldSuperview, leavingWindow: leftWindow)
        }
        // Auto Layout's bookkeeping, only for trees that use it (the one that is left is marked
        // if the view's subtree is).
        if oldSuperview.subtreeUsesAutoLayout { LayoutEngine.viewDidMove(self, from: oldSuperview) }
        if leftWindow { sendDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// ``removeFromSuperview()`` up to the tint: the hooks before the move, the move and the
    /// safe area.
    private func detach(from oldSuperview: View, leavingWindow: Bool) {
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if leavingWindow { sendWillMove(toWindow: nil) }
        oldSuperview.removeSubviewEntry(self)
        superviewStorage = nil
        if hasSafeAreaInsets { updateSafeAreaInsets(boundsChanged: false) }
    }

    /// Whether `view` is this view's superview: one comparison, for callers in other modules,
    /// where reading ``superview`` retains and releases it and checks exclusivity at run time.
    package final func isSubview(of view: View) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// The work of ``bringSubviewToFront(_:)``, behind its open entry point in the class body.
    func bringSubviewToFrontImplementation(_ view: View) {
        guard view.isSubview(of: self) else { return }
        removeSubviewEntry(view)
        subviewsStorage.append(view)
    }

    /// The work of ``sendSubviewToBack(_:)``, behind its open entry point in the class body.
    func sendSubviewToBackImplementation(_ view: View) {
        guard view.isSubview(of: self) else { return }
        removeSubviewEntry(view)
        subviewsStorage.insertView(view, at: 0)
    }

    /// The work of ``isDescendant(of:)``, behind its open entry point in the class body.
    func isDescendantImplementation(of view: View) -> Bool {
        // Unretained: the ancestors are alive (each retains the next one down) for the walk, and
        // a retain and release per step was most of its cost.
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current = Unmanaged.passUnretained(self)
        while true {
            if current.toOpaque() == target { return true }
            unowned(unsafe) let ancestor = current.takeUnretainedValue()
            guard let next = ancestor.superviewReference else { return false }
            current = next
        }
    }

    /// The work of ``viewWithTag(_:)``, behind its open entry point in the class body.
    func viewWithTagImplementation(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviewsStorage {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Puts `view` among the subviews at `position`, resolved against the siblings it will have.
    private func place(_ view: View, at position: SubviewPosition) {
        if view === self {
            raise(Messages.addingSelfAsSubview())
        }
        // Without a superview this view's only ancestor is itself, checked above: the walk is
        // needed only inside a tree (a table in a window, not a table alone in a test).
        if superviewReference != nil && isDescendant(of: view) {
            // UIKit would build a cycle that later crashes somewhere unrelated; trapping here
            // points at the actual mistake. The message is OpenTableView's own.
            raise(Messages.addingSuperviewAsSubview())
        }
        if view.isSubview(of: self) {
            removeSubviewEntry(view)
            subviewsStorage.insertView(view, at: index(of: position))
            return
        }
        let oldSuperview = view.superviewStorage
        // The windows the view leaves and enters (`View+WindowHooks.swift`), looked for only in a
        // tree that is or was in a window (the view carries its old tree's switches).
        let oldWindow = view.inheritedSwitches.contains(.window) ? oldSuperview?.windowIncludingSelf : nil
        let newWindow = inheritedSwitches.contains(.window) ? windowIncludingSelf : nil
        // A view takes the tint of where it now is; compared only when the tree it leaves (whose
        // switches it carries) or this one customized it (no `TintState?`, as in
        // ``removeFromSuperview()``).
        if view.inheritedSwitches.contains(.customTint) || inheritedSwitches.contains(.customTint) {
            let oldTint = view.tintState
            attach(view, from: oldSuperview, at: position)
            view.tintStateMayHaveChanged(from: oldTint)
        } else {
            attach(view, from: oldSuperview, at: position)
        }
        // Auto Layout's bookkeeping, only when the view's subtree, this tree or the tree it left
        // uses it.
        if subtreeUsesAutoLayout || oldSuperview?.subtreeUsesAutoLayout == true {
            LayoutEngine.viewDidMove(view, from: oldSuperview)
        }
        view.didMoveToSuperview()
        if oldWindow !== newWindow {
            view.sendWillMove(toWindow: newWindow)
            view.sendDidMoveToWindow()
        }
        didAddSubview(view)
    }

    /// ``place(_:at:)`` up to the tint: the hooks before the move, the move and the safe area.
    private func attach(_ view: View, from oldSuperview: View?, at position: SubviewPosition) {
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        oldSuperview?.removeSubviewEntry(view)
        view.superviewStorage = self
        subviewsStorage.insertView(view, at: index(of: position))
        noteSwitches(ofNewSubview: view)
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        // A view takes the safe area of where it now is (cheap when none is in use).
        if view.hasSafeAreaInsets || passesSafeAreaToSubviews { view.updateSafeAreaInsets(boundsChanged: false) }
    }

    /// Where ``place(_:at:)`` puts a view.
    private enum SubviewPosition {
        case front
        case index(Int)
        case above(View)
        case below(View)
    }

    /// The index in ``subviews`` that `position` means; a sibling that is not a subview means the
    /// front, and an index is clamped to `0...subviews.count` where UIKit requires it in range.
    private func index(of position: SubviewPosition) -> Int {
        switch position {
        case .front: return subviewsStorage.count
        case .index(let index): return min(max(index, 0), subviewsStorage.count)
        case .above(let sibling): return indexOfSubview(sibling).map { $0 + 1 } ?? subviewsStorage.count
        case .below(let sibling): return indexOfSubview(sibling) ?? subviewsStorage.count
        }
    }

    /// Removes `view` from ``subviews`` without any hook.
    private func removeSubviewEntry(_ view: View) {
        if let index = indexOfSubview(view) { subviewsStorage.remove(at: index) }
    }

    /// The index of `view` in ``subviews``, by identity.
    ///
    /// A plain loop on purpose: a closure formed in main-actor code (`firstIndex { $0 === view }`)
    /// checks its actor isolation at run time on every call, which made removing one cell from a
    /// table cost a check per sibling.
    ///
    /// It searches from the end: a table inserts each new cell near the start of its subviews (at
    /// the back of the z-order), so the cells displayed longest, which are the first to leave when
    /// it scrolls, are near the end.
    private func indexOfSubview(_ view: View) -> Int? {
        var index = subviewsStorage.count - 1
        while index >= 0 {
            if subviewsStorage[index] === view { return index }
            index -= 1
        }
        return nil
    }
}

extension Array where Element == View {
    /// `insert(_:at:)`, for the subviews arrays: appends, then moves the views from `index` on up
    /// one place in the buffer, where `insert` goes through the generic `replaceSubrange` (about
    /// 150 instructions for one view, the largest part of adding a cell to a table). Non-isolated,
    /// so the buffer closure is not checked for its actor at run time as a main-actor closure
    /// handed to a non-isolated generic is.
    nonisolated mutating func insertView(_ view: View, at index: Int) {
        append(view)
        let last = count - 1
        guard index < last else { return }
        withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let moved = (base + last).move()
            (base + index + 1).moveInitialize(from: base + index, count: last - index)
            (base + index).initialize(to: moved)
        }
    }
}
