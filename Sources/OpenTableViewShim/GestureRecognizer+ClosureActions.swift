#if canImport(UIKit)
    import UIKit

    // OpenTableView's closure form of a gesture recognizer's action, over UIKit's own recognizers,
    // so that ported code written with it compiles and runs on iOS as on Linux:
    // `UITapGestureRecognizer { sender in … }`, `recognizer.addAction { sender in … }`
    // (Compatibility/Porting.md, "Gesture recognizers").

    /// The closure form of a recognizer's target/action (OpenTableView's
    /// `GestureRecognizerClosureActions`, declared here over UIKit's classes).
    @MainActor
    public protocol GestureRecognizerClosureActions: AnyObject {}

    extension UIGestureRecognizer: GestureRecognizerClosureActions {}

    /// The target that calls a closure action: UIKit sends it the action message.
    @MainActor
    private final class ClosureActionTarget: NSObject {
        let handler: @MainActor (UIGestureRecognizer) -> Void

        init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
            self.handler = handler
        }

        @objc func perform(_ sender: UIGestureRecognizer) {
            handler(sender)
        }
    }

    /// The key of the targets a recognizer keeps alive (UIKit does not retain its targets).
    nonisolated(unsafe) private var closureActionTargetsKey: UInt8 = 0

    extension GestureRecognizerClosureActions where Self: UIGestureRecognizer {
        /// Adds `handler` as an action, called with the recognizer each time it sends its action
        /// messages, as a target/action pair would be.
        public func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
            let target = ClosureActionTarget { recognizer in
                // The recognizer is always `self`, whose type is `Self`.
                handler(recognizer as! Self)
            }
            var targets = objc_getAssociatedObject(self, &closureActionTargetsKey) as? [ClosureActionTarget] ?? []
            targets.append(target)
            objc_setAssociatedObject(self, &closureActionTargetsKey, targets, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            addTarget(target, action: #selector(ClosureActionTarget.perform(_:)))
        }
    }

    extension UITapGestureRecognizer {
        /// A recognizer that calls `handler` when it recognizes its tap.
        public convenience init(handler: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }

    extension UILongPressGestureRecognizer {
        /// A recognizer that calls `handler` as its press begins, changes and ends.
        public convenience init(handler: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }

    extension UIPanGestureRecognizer {
        /// A recognizer that calls `handler` as the pan begins, changes and ends.
        public convenience init(handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }

    extension UIScreenEdgePanGestureRecognizer {
        /// A recognizer that calls `handler` as the pan begins, changes and ends.
        public convenience init(handler: @escaping @MainActor (UIScreenEdgePanGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }

    extension UISwipeGestureRecognizer {
        /// A recognizer that calls `handler` when it recognizes a swipe.
        public convenience init(handler: @escaping @MainActor (UISwipeGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }

    extension UIPinchGestureRecognizer {
        /// A recognizer that calls `handler` as the pinch begins, changes and ends.
        public convenience init(handler: @escaping @MainActor (UIPinchGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }

    extension UIRotationGestureRecognizer {
        /// A recognizer that calls `handler` as the rotation begins, changes and ends.
        public convenience init(handler: @escaping @MainActor (UIRotationGestureRecognizer) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }
    }
#endif
