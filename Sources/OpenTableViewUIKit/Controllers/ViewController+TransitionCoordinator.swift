import Foundation

/// What a transition's coordinator tells the animations that run alongside it, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`
/// ([UIViewControllerTransitionCoordinatorContext](https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext)).
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop the user let go of).
    var isCancelled: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
}

/// The object that runs a view controller transition, as UIKit's
/// `UIViewControllerTransitionCoordinator`
/// ([UIViewControllerTransitionCoordinator](https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator)).
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether the
    /// animations were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewController {
    /// The coordinator of the transition in progress that involves the view controller, or `nil`,
    /// as UIKit's `transitionCoordinator`
    /// ([transitionCoordinator](https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator)):
    /// "If a transition is not in progress, the value of this property is nil".
    ///
    /// Difference from UIKit: transitions complete at once headless (Compatibility/Porting.md,
    /// "Animations complete at once"), so none is ever in progress and this is always `nil`. The
    /// common `viewWillAppear(_:)` pattern (deselect alongside the transition, or at once when
    /// there is no coordinator) takes its `else` branch, which ends in the same state as a
    /// transition that was not cancelled.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { nil }
}
