import Foundation
import OpenTableViewDiagnostics

// MARK: - Animators

/// The property animator's misuse.
extension Messages {
    /// `finishAnimation(at:)` on an animator that is not stopped: UIKit's reason, as iOS prints it
    /// (quoted in public crash reports).
    package static func animatorFinishedWhileNotStopped() -> TableViewException {
        TableViewException(
            .internalInconsistency, "finishAnimationAtPosition: should only be called on a stopped animator!")
    }

    /// `stopAnimation(_:)` on an animator that is not active. UIKit raises (apps that stop an
    /// inactive animator crash), but its reason has no public record: this one is OpenTableView's.
    package static func animatorStoppedWhileNotActive(state: ViewAnimatingState) -> TableViewException {
        let name = state == .inactive ? "inactive" : "stopped"
        return TableViewException(
            .internalInconsistency, "stopAnimation: should only be called on an active animator (this one is \(name))")
    }

    /// `startAnimation()` on a stopped animator. UIKit's behaviour has no public record: this
    /// reason is OpenTableView's.
    package static func animatorStartedWhileStopped() -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "startAnimation: a stopped animator must be finished with finishAnimation(at:) before it can start again")
    }

    /// `pauseAnimation()` on a stopped animator. UIKit's behaviour has no public record: this
    /// reason is OpenTableView's.
    package static func animatorPausedWhileStopped() -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "pauseAnimation: a stopped animator must be finished with finishAnimation(at:) before it can be paused")
    }
}
