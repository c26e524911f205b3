/// The closure form of a recognizer's target/action, an OpenTableView addition: UIKit's
/// recognizers take a selector, which `#selector` cannot make without the Objective-C runtime.
///
/// OpenTableViewShim declares the same protocol, `addAction(_:)` and the concrete classes'
/// `init(handler:)` over UIKit's own recognizers on iOS (there, a small target object that
/// calls the closure is registered with `addTarget(_:action:)` and kept alive by the
/// recognizer), so code written with them compiles and runs on both.
///
/// ```swift
/// let tap = UITapGestureRecognizer { [weak self] sender in self?.handleTap(sender) }
/// pan.addAction { [weak self] sender in self?.handlePan(sender) }
/// ```
@preconcurrency @MainActor
public protocol GestureRecognizerClosureActions: AnyObject {}

extension GestureRecognizer: GestureRecognizerClosureActions {}

extension GestureRecognizerClosureActions where Self: GestureRecognizer {
    /// Adds `handler` as an action: it is called with the recognizer each time the recognizer
    /// would send its action messages (a discrete gesture's recognition; a continuous gesture's
    /// began, changed, ended and cancelled), after the actions added before it, as a target/action
    /// pair added with `addTarget(_:action:)` would be.
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
        appendAction { recognizer in
            // The recognizer is always `self`, whose type is `Self`.
            handler(recognizer as! Self)
        }
    }
}
