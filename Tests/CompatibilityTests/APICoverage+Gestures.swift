// Compile-time proof of Compatibility/API.md's "Gesture recognizers" and "Key-value observing
// (Swift key paths)" sections, with `UIScrollView.panGestureRecognizer` and
// `UIViewController.showDetailViewController(_:sender:)`: each member marked yes or partial is
// referenced once, in UIKit's spelling through the shim, after its "// API: <row>" marker. The
// functions are never called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageGestures {
        final class Delegate: UIGestureRecognizerDelegate {
            // API: UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
            // API: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                true
            }
            // API: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { true }
            // API: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { false }
            // API: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:)
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { false }
        }

        final class CustomView: UIView {
            // API: UIView.gestureRecognizerShouldBegin(_:)
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }

        static func recognizers(view: UIView, target: AnyObject, delegate: Delegate) {
            // API: UIGestureRecognizer
            let _: UIGestureRecognizer.Type = UIGestureRecognizer.self
            // API: UIGestureRecognizer.init(target:action:)
            let recognizer = UIGestureRecognizer(target: nil, action: nil)
            // API: UIGestureRecognizer.addTarget(_:action:)
            recognizer.addTarget(target, action: Selector("handle:"))
            // API: UIGestureRecognizer.removeTarget(_:action:)
            recognizer.removeTarget(nil, action: nil)
            // API: UIGestureRecognizer.addAction(_:)
            recognizer.addAction { (_: UIGestureRecognizer) in }
            // API: UIGestureRecognizer.state
            let _: UIGestureRecognizer.State = recognizer.state
            // API: UIGestureRecognizer.State
            let _: [UIGestureRecognizer.State] = [
                .possible, .began, .changed, .ended, .cancelled, .failed, .recognized,
            ]
            // API: UIGestureRecognizer.delegate
            recognizer.delegate = delegate
            // API: UIGestureRecognizer.view
            let _: UIView? = recognizer.view
            // API: UIGestureRecognizer.isEnabled
            recognizer.isEnabled = true
            // API: UIGestureRecognizer.cancelsTouchesInView
            recognizer.cancelsTouchesInView = false
            // API: UIGestureRecognizer.delaysTouchesBegan
            recognizer.delaysTouchesBegan = false
            // API: UIGestureRecognizer.delaysTouchesEnded
            recognizer.delaysTouchesEnded = true
            // API: UIGestureRecognizer.require(toFail:)
            recognizer.require(toFail: UITapGestureRecognizer())
            // API: UIGestureRecognizer.location(in:)
            let _: CGPoint = recognizer.location(in: view)
            // API: UIGestureRecognizer.location(ofTouch:in:)
            let _: (Int, UIView?) -> CGPoint = recognizer.location(ofTouch:in:)
            // API: UIGestureRecognizer.numberOfTouches
            let _: Int = recognizer.numberOfTouches
            // API: UIGestureRecognizer.name
            recognizer.name = "dismissKeyboard"
            // API: UIGestureRecognizer.reset()
            recognizer.reset()
            // API: UIGestureRecognizer.canPrevent(_:)
            let _: Bool = recognizer.canPrevent(recognizer)
            // API: UIGestureRecognizer.canBePrevented(by:)
            let _: Bool = recognizer.canBePrevented(by: recognizer)

            // API: UITapGestureRecognizer
            let tap = UITapGestureRecognizer { (_: UITapGestureRecognizer) in }
            tap.numberOfTapsRequired = 2
            tap.numberOfTouchesRequired = 1
            // API: UILongPressGestureRecognizer
            let press = UILongPressGestureRecognizer { (_: UILongPressGestureRecognizer) in }
            press.minimumPressDuration = 0.3
            press.allowableMovement = 10
            // API: UIPanGestureRecognizer
            let pan = UIPanGestureRecognizer { (sender: UIPanGestureRecognizer) in
                let _: CGPoint = sender.translation(in: view)
                let _: CGPoint = sender.velocity(in: view)
                sender.setTranslation(.zero, in: view)
            }
            pan.maximumNumberOfTouches = 1
            // API: UIScreenEdgePanGestureRecognizer
            let edge = UIScreenEdgePanGestureRecognizer { (_: UIScreenEdgePanGestureRecognizer) in }
            edge.edges = .left
            // API: UISwipeGestureRecognizer
            let swipe = UISwipeGestureRecognizer { (_: UISwipeGestureRecognizer) in }
            swipe.direction = [.left, .right, .up, .down]
            // API: UIPinchGestureRecognizer
            let pinch = UIPinchGestureRecognizer { (sender: UIPinchGestureRecognizer) in sender.scale = 1 }
            let _: CGFloat = pinch.velocity
            // API: UIRotationGestureRecognizer
            let rotation = UIRotationGestureRecognizer { (sender: UIRotationGestureRecognizer) in sender.rotation = 0 }
            let _: CGFloat = rotation.velocity
            // API: UITouch
            let _: (UITouch) -> CGPoint = { $0.location(in: view) }
            // API: UIRectEdge
            let _: UIRectEdge = [.top, .left, .bottom, .right, .all]

            // API: UIView.addGestureRecognizer(_:)
            view.addGestureRecognizer(tap)
            // API: UIView.removeGestureRecognizer(_:)
            view.removeGestureRecognizer(tap)
            // API: UIView.gestureRecognizers
            view.gestureRecognizers = [press, pan, edge, swipe, pinch, rotation]
        }

        static func scrolling(scrollView: UIScrollView, tap: UITapGestureRecognizer) {
            // API: UIScrollView.panGestureRecognizer
            tap.require(toFail: scrollView.panGestureRecognizer)
        }

        static func showing(controller: UIViewController, detail: UIViewController) {
            // API: UIViewController.showDetailViewController(_:sender:)
            controller.showDetailViewController(detail, sender: nil)
        }

        static func observing(
            tableView: UITableView, view: UIView, controller: UIViewController, bar: UIProgressView,
            control: UIControl, label: UILabel, field: UITextField
        ) -> [NSKeyValueObservation] {
            // API: NSObject.observe(_:options:changeHandler:)
            // API: UIScrollView.observe(\.contentOffset)
            let offset = tableView.observe(\.contentOffset, options: [.new, .old]) { _, change in
                let _: CGPoint? = change.newValue
            }
            // API: NSKeyValueObservation
            let _: NSKeyValueObservation = offset
            // API: NSKeyValueObservation.invalidate()
            offset.invalidate()
            // API: NSKeyValueObservingOptions
            let _: NSKeyValueObservingOptions = [.new, .old, .initial, .prior]
            // API: NSKeyValueObservedChange
            let _: (NSKeyValueObservedChange<CGSize>) -> Bool = {
                $0.isPrior && $0.kind == .setting && $0.oldValue == nil && $0.indexes == nil
            }
            return [
                // API: UIScrollView.observe(\.contentSize)
                tableView.observe(\.contentSize) { _, _ in },
                // API: UIScrollView.observe(\.contentInset)
                tableView.observe(\.contentInset) { _, _ in },
                // API: UIView.observe(\.frame, \.bounds, \.isHidden, \.alpha)
                view.observe(\.frame) { _, _ in }, view.observe(\.bounds) { _, _ in },
                view.observe(\.isHidden) { _, _ in }, view.observe(\.alpha) { _, _ in },
                // API: UIViewController.observe(\.preferredContentSize)
                controller.observe(\.preferredContentSize) { _, _ in },
                // API: UIProgressView.observe(\.progress)
                bar.observe(\.progress) { _, _ in },
                // API: UIControl.observe(\.isEnabled, \.isSelected)
                control.observe(\.isEnabled) { _, _ in }, control.observe(\.isSelected) { _, _ in },
                // API: UILabel.observe(\.text)
                label.observe(\.text) { _, _ in },
                // API: UITextField.observe(\.text)
                field.observe(\.text) { _, _ in },
            ]
        }
    }
#endif
