import Foundation

/// An animator a caller drives, as UIKit's `UIViewPropertyAnimator` (iOS 10): start, pause, scrub
/// (``fractionComplete``), reverse, stop and finish.
///
/// Headless there is no animation clock, as for the block animations (`Compatibility/Porting.md`,
/// "Animations complete at once"):
/// - the animation blocks run when the animator becomes active (``startAnimation()``,
///   ``pauseAnimation()``, or setting ``fractionComplete``), with
///   ``View/inheritedAnimationDuration`` equal to ``duration``, so the views hold their final
///   values from then on; a block added while it is active runs at once;
/// - ``startAnimation()`` runs to the end at once: the animator becomes inactive and its
///   completions run, before the call returns, with ``ViewAnimatingPosition/end`` (or
///   ``ViewAnimatingPosition/start`` when ``isReversed``), unless ``pausesOnCompletion`` keeps it
///   active and paused, as Apple documents;
/// - pausing and scrubbing record ``isRunning`` and ``fractionComplete`` for a test to read;
/// - ``stopAnimation(_:)`` and ``finishAnimation(at:)`` behave as Apple documents, and misuse
///   raises `NSInternalInconsistencyException`.
///
/// Differs from UIKit: the views do not move back when the animator finishes at
/// ``ViewAnimatingPosition/start`` (the blocks set final values and nothing records the earlier
/// ones); and releasing a paused or stopped animator does not raise, as it does on iOS.
@preconcurrency @MainActor
open class ViewPropertyAnimator: ViewImplicitlyAnimating {
    /// The blocks not run yet (the animator has not been active since they were added).
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var stateStorage = ViewAnimatingState.inactive
    private var running = false
    private var fraction: CGFloat = 0

    /// The animations' duration, as given when the animator was made.
    open private(set) var duration: TimeInterval
    /// The delay of the last ``startAnimation(afterDelay:)``; 0 otherwise. Not waited for.
    open private(set) var delay: TimeInterval = 0
    /// The timing curve, when the animator was made with one; `nil` for a spring or control points.
    public let curve: View.AnimationCurve?
    /// Whether the animator can be paused and stopped. Default `true`. Recorded only.
    open var isInterruptible = true
    /// Whether the animated views take touches while animating. Default `true`. Recorded only.
    open var isUserInteractionEnabled = true
    /// Whether the app does the hit-testing of animating views. Default `false`. Recorded only.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator is linear. Default `true`. Recorded only.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused when its animations end, without calling its
    /// completions (iOS 11). Default `false`.
    open var pausesOnCompletion = false

    package init(duration: TimeInterval, curve: View.AnimationCurve?, animations: (() -> Void)?) {
        self.duration = duration
        self.curve = curve
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a standard timing curve, as
    /// `UIViewPropertyAnimator(duration:curve:animations:)`. Inactive until started.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: Optional(curve), animations: animations)
    }

    /// An animator with a spring, as `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
    /// The damping ratio is recorded only.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: nil, animations: animations)
        dampingRatio = ratio
    }

    /// An animator with a cubic Bézier timing curve, as
    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`. The control
    /// points are recorded only.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, curve: nil, animations: animations)
        controlPoints = (point1, point2)
    }

    /// The spring's damping ratio, for an animator made with one.
    public private(set) var dampingRatio: CGFloat?
    /// The Bézier curve's control points, for an animator made with them.
    public private(set) var controlPoints: (CGPoint, CGPoint)?

    /// Makes an animator and starts it, as UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: headless it
    /// runs to the end before returning (see the type's overview), so `completion` has run with
    /// ``ViewAnimatingPosition/end`` and the animator returned is inactive. The curve comes from
    /// `options`. Returns a `ViewPropertyAnimator` (UIKit's declaration returns `Self`).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let curveBits = options.rawValue & (3 << 16)
        let curve = View.AnimationCurve(rawValue: Int(curveBits >> 16)) ?? .easeInOut
        let animator = ViewPropertyAnimator(duration: duration, curve: Optional(curve), animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// The animator's state: ``ViewAnimatingState/inactive`` until started, paused or scrubbed, and
    /// again once finished.
    open var state: ViewAnimatingState { stateStorage }

    /// Whether the animations are running: never `true` after a call returns headless, as a start
    /// runs to the end at once; `false` while paused or stopped.
    open var isRunning: Bool { running }

    /// Whether the animations run toward their start. Default `false`. A reversed animator that
    /// runs to its end finishes at ``ViewAnimatingPosition/start``.
    open var isReversed = false

    /// How far the animations have gone, from 0 to 1. Setting it (clamped to 0...1) on an inactive
    /// animator makes it active and paused, running its animation blocks, so a pan gesture can
    /// scrub it; reading it after the animator finished gives 0.
    open var fractionComplete: CGFloat {
        get { fraction }
        set {
            if stateStorage == .inactive { activate() }
            fraction = Swift.min(Swift.max(newValue, 0), 1)
        }
    }

    // MARK: Animations and completions

    /// Adds an animation block, as `addAnimations(_:)`: it runs when the animator becomes active,
    /// or at once if it is.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if stateStorage == .inactive {
            pendingAnimations.append(animation)
        } else {
            run([animation])
        }
    }

    /// Adds an animation block that starts after a share of the remaining duration, as
    /// `addAnimations(_:delayFactor:)`: headless the same as ``addAnimations(_:)``.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion handler, as `addCompletion(_:)`, called with the position the animations
    /// ended at when they end. Handlers run in the order they were added.
    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Driving

    /// Starts the animations, or resumes paused ones, as `startAnimation()`: headless they run to
    /// the end at once (see the type's overview). Raises on a stopped animator.
    open func startAnimation() {
        guard stateStorage != .stopped else { raise(Messages.animatorStartedWhileStopped()) }
        if stateStorage == .inactive { activate() }
        running = true
        fraction = isReversed ? 0 : 1
        running = false
        if pausesOnCompletion { return }
        complete(at: isReversed ? .start : .end)
    }

    /// Starts the animations after `delay`, as `startAnimation(afterDelay:)`: the delay is recorded
    /// in ``delay`` and not waited for.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Pauses the animations, as `pauseAnimation()`: an inactive animator becomes active (its
    /// blocks run) and paused. Raises on a stopped animator.
    open func pauseAnimation() {
        guard stateStorage != .stopped else { raise(Messages.animatorPausedWhileStopped()) }
        if stateStorage == .inactive { activate() }
        running = false
    }

    /// Stops the animations where they are, as `stopAnimation(_:)`. With `withoutFinishing`
    /// `true`, the animator becomes inactive and its completions are dropped without being called;
    /// with `false` it becomes ``ViewAnimatingState/stopped`` and ``finishAnimation(at:)`` must
    /// follow. Raises on an inactive animator, as UIKit does.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard stateStorage == .active else { raise(Messages.animatorStoppedWhileNotActive(state: stateStorage)) }
        running = false
        if withoutFinishing {
            stateStorage = .inactive
            completions = []
            fraction = 0
        } else {
            stateStorage = .stopped
        }
    }

    /// Finishes a stopped animator, as `finishAnimation(at:)`: it becomes inactive and its
    /// completions run with `finalPosition`. Raises UIKit's `NSInternalInconsistencyException`
    /// ("finishAnimationAtPosition: should only be called on a stopped animator!") when the
    /// animator is not stopped.
    open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard stateStorage == .stopped else { raise(Messages.animatorFinishedWhileNotStopped()) }
        complete(at: finalPosition)
    }

    /// Becomes active, running the pending blocks.
    private func activate() {
        stateStorage = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        run(blocks)
    }

    /// Runs `blocks` as one block animation of ``duration`` (so ``View/inheritedAnimationDuration``
    /// is the animator's duration inside them).
    private func run(_ blocks: [() -> Void]) {
        guard !blocks.isEmpty else { return }
        View.animate(withDuration: duration) {
            for block in blocks { block() }
        }
    }

    /// Becomes inactive, then calls the completions (which may start the animator again).
    private func complete(at position: ViewAnimatingPosition) {
        stateStorage = .inactive
        running = false
        fraction = 0
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
