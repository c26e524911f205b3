import Foundation

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
    /// transition that was not cancelled. A size change (a rotation) hands its coordinator to
    /// ``viewWillTransition(to:with:)`` instead (``ViewControllerTransitionCoordinator``).
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { nil }
}
