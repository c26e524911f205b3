import Foundation

/// Test-facing size changes of a window: a rotation, or a resize as Split View and Stage Manager
/// make. An OpenTableView addition: UIKit has no such API.
extension Simulation where Base: Window {
    /// Simulates turning the device: the window's width and height swap, with what UIKit sends
    /// for it (see ``resize(to:animated:)``).
    public func rotate(animated: Bool = true) {
        resize(to: CGSize(width: base.bounds.height, height: base.bounds.width), animated: animated)
    }

    /// Simulates the window changing size to `size`, as UIKit drives it: first
    /// ``ViewController/viewWillTransition(to:with:)`` on the root view controller (which forwards
    /// it to the children on screen) and on each controller presented over it, still at the old
    /// size; then the window and the root and presented views take the new size, the blocks the
    /// controllers queued with the coordinator's `animate(alongsideTransition:completion:)` run,
    /// the window lays out, and the completion blocks run.
    ///
    /// Nothing happens when the size does not change. ``Screen/bounds`` keeps the size it has
    /// (UIKit's follows the interface orientation; `Compatibility/Porting.md`, "Rotation").
    public func resize(to size: CGSize, animated: Bool = true) {
        let window = base
        guard size != window.bounds.size else { return }
        var controllers: [ViewController] = []
        var next = window.rootViewController
        while let controller = next {
            controllers.append(controller)
            next = controller.presentedViewController
        }
        let coordinator = SizeTransitionCoordinator(containerView: window, animated: animated)
        for controller in controllers {
            controller.viewWillTransition(to: size, with: coordinator)
        }
        let presented = controllers.dropFirst()
        coordinator.run(
            applying: {
                window.frame = CGRect(origin: window.frame.origin, size: size)
                for controller in presented {
                    controller.viewIfLoaded?.frame = CGRect(origin: .zero, size: size)
                }
            },
            layout: {
                window.layoutIfNeeded()
                for controller in presented {
                    controller.viewIfLoaded?.layoutIfNeeded()
                }
            })
    }
}
