import Foundation

/// What a block run alongside a transition learns about it, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
///
/// Headless, the only transitions with a coordinator are size changes (a rotation or a window
/// resize, ``Simulation/rotate(animated:)`` and ``Simulation/resize(to:animated:)`` on a window): they are not
/// interactive, never cancelled, and complete at once.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated, as UIKit's `isAnimated`.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now, as UIKit's `isInteractive`.
    var isInteractive: Bool { get }
    /// Whether the transition started interactively, as UIKit's `initiallyInteractive`.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted, as UIKit's `isInterruptible`.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled, as UIKit's `isCancelled`.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds, as UIKit's `transitionDuration`.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, from 0 to 1, as UIKit's `percentComplete`.
    var percentComplete: CGFloat { get }
    /// The speed the transition completes at, as UIKit's `completionVelocity`.
    var completionVelocity: CGFloat { get }
    /// The presentation style of the transition, as UIKit's `presentationStyle`: `.none` for a
    /// size change, which presents nothing.
    var presentationStyle: ModalPresentationStyle { get }
    /// The view the transition takes place in, as UIKit's `containerView`: the window.
    var containerView: View { get }
}

/// The object a container hands to ``ViewController/viewWillTransition(to:with:)``, as UIKit's
/// `UIViewControllerTransitionCoordinator`: blocks to run alongside the transition, and blocks to
/// run once it completes.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition (headless, once the new size is applied and before
    /// the layout pass that follows it) and `completion` after it, as UIKit's
    /// `animate(alongsideTransition:completion:)`. Returns `true`: the blocks are queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Runs `animation` alongside the transition for a view outside the container, as UIKit's
    /// `animateAlongsideTransition(in:animation:completion:)`. Headless it is the same as
    /// ``animate(alongsideTransition:completion:)``.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` with no completion, as UIKit's default argument.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a size change: collects what the controllers queue in
/// `viewWillTransition(to:with:)`, then runs it around the change (``run(applying:layout:)``).
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    let containerView: View
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let isInteractive = false
    let initiallyInteractive = false
    let isInterruptible = false
    let isCancelled = false
    let completionVelocity: CGFloat = 1
    let presentationStyle = ModalPresentationStyle.none
    private(set) var percentComplete: CGFloat = 0
    private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: View, animated: Bool) {
        self.containerView = containerView
        self.isAnimated = animated
        // UIKit rotates in 0.4 s on iPhone; nothing waits for it headless.
        self.transitionDuration = animated ? 0.4 : 0
    }

    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Applies the change, runs the queued animations in the order they were queued, lays out, then
    /// runs the completions (with `percentComplete` at 1), as UIKit's animation block and its
    /// completion do.
    func run(applying change: () -> Void, layout: () -> Void) {
        change()
        for animation in animations { animation(self) }
        layout()
        percentComplete = 1
        for completion in completions { completion(self) }
    }
}
