import Foundation

/// The state of an animator, as UIKit's `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable, Hashable {
    /// Its animations have not started, or it finished: the views hold their model values.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`: `finishAnimation(at:)` must follow.
    case stopped = 2
}

/// Where an animator's animations ended, as UIKit's `UIViewAnimatingPosition`: the value its
/// completion handlers receive.
public enum ViewAnimatingPosition: Int, Sendable, Hashable {
    /// The end of the animations.
    case end = 0
    /// The beginning of the animations (a reversed animator that finished).
    case start = 1
    /// Wherever they were when the animator was finished with `finishAnimation(at: .current)`.
    case current = 2
}

/// An object that runs animations a caller can start, pause, scrub and stop, as UIKit's
/// `UIViewAnimating` protocol.
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
    /// The animator's state.
    var state: ViewAnimatingState { get }
    /// Whether the animations are running (started and not paused or stopped).
    var isRunning: Bool { get }
    /// Whether the animations run backward, toward their start.
    var isReversed: Bool { get set }
    /// How far the animations have gone, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations where they are; with `withoutFinishing` `false`, `finishAnimation(at:)`
    /// must follow.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition`, calling its completion handlers.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator whose animations and completions can be added after it is made, as UIKit's
/// `UIViewImplicitlyAnimating` protocol.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block that starts after a share (`delayFactor`, 0 to 1) of the remaining
    /// duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion handler, called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}
