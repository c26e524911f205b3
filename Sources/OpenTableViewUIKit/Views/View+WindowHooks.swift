import Foundation

/// Telling a subtree that it enters or leaves a window: UIKit's `willMove(toWindow:)` and
/// `didMoveToWindow()`, sent to the moved view and to every view below it.
///
/// Apple documents both hooks ("Tells the view that its window object is about to change",
/// "Tells the view that its window object changed") but not their order among the other hierarchy
/// hooks; OpenTableView sends them in the order observed on iOS (`Compatibility/Evidence.md`,
/// "Window hooks"):
/// - added to a tree in a window: `willMove(toSuperview:)`, `didMoveToSuperview()`, then
///   `willMove(toWindow:)` and `didMoveToWindow()`, then the superview's `didAddSubview(_:)`;
/// - removed from a tree in a window: `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`,
///   the move, `didMoveToWindow()`, then `didMoveToSuperview()`.
/// Within the subtree, a view hears each hook before its subviews do (back to front). A move that
/// keeps the view in the same window (or out of every window) sends neither hook.
extension View {
    /// The window this view is in, counting the view itself (a window is in itself, as in UIKit).
    /// - Complexity: O(depth).
    final var windowIncludingSelf: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superviewStorage
        }
        return nil
    }

    /// Sends `willMove(toWindow:)` to this view and every view below it, each before its subviews.
    final func sendWillMove(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        // A copy: a hook may change the subviews.
        let subviews = subviewsStorage
        for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
    }

    /// Sends `didMoveToWindow()` to this view and every view below it, each before its subviews.
    final func sendDidMoveToWindow() {
        didMoveToWindow()
        let subviews = subviewsStorage
        for subview in subviews { subview.sendDidMoveToWindow() }
    }
}
