import Foundation

// UIKit's block-based view animations, headless. There is no animation clock (see
// `Compatibility/Porting.md`, "Animations complete at once"): every method runs its `animations`
// block at once, so the views hold their final values when the call returns, and then its
// completion with `true`, before the call returns, as `performBatchUpdates(_:completion:)` does
// here. On iOS the completion runs when the animation ends (or, for a duration of 0, "at the
// beginning of the next run loop cycle", Apple's `animate(withDuration:delay:options:animations:completion:)`).
// A repeating animation (`.repeat`) never ends on iOS unless it is removed, which cannot happen
// headless: its completion is not called.

extension View {
    /// Options for animating views with blocks, as UIKit's `UIView.AnimationOptions`, with UIKit's
    /// raw values. Accepted and recorded nowhere: animations complete at once (see
    /// ``animate(withDuration:delay:options:animations:completion:)``), except that `.repeat` keeps
    /// the completion from being called and `.showHideTransitionViews` changes what
    /// ``transition(from:to:duration:options:completion:)`` does, as on iOS.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// An option set from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that they are animated along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow the user to interact with views while they are being animated.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start the animation from the current setting associated with an already in-flight
        /// animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely: headless, its completion is never called.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backward and forward (with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Force the animation to use the original duration value specified when the animation
        /// was submitted.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Force the animation to use the original curve value specified when the animation was
        /// submitted.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate the views by changing the property values dynamically and redrawing the view.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide or show views during a view transition instead of removing or adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// The option to not inherit the animation type or any options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// An ease-in ease-out curve (the default; raw value 0).
        public static let curveEaseInOut = AnimationOptions([])
        /// An ease-in curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition (raw value 0).
        public static let transitionNone = AnimationOptions([])
        /// A transition that flips a view around its vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips a view around its vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition that curls a view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition that curls a view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition that dissolves from one view to the next.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips a view around its horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition that flips a view around its horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The default frame rate (raw value 0).
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// A frame rate of 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A frame rate of 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Options for keyframe animations, as UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's
    /// raw values. Accepted; `.repeat` keeps the completion from being called, as for
    /// ``AnimationOptions``.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// An option set from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that they are animated along with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Allow the user to interact with views while they are being animated.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start the animation from the current setting of an in-flight animation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely: headless, its completion is never called.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the animation backward and forward (with `.repeat`).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Force the animation to use the original duration value specified when it was submitted.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// The option to not inherit the animation type or any options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Use a simple linear calculation when interpolating between keyframe values (raw value 0).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Don't interpolate between keyframe values; jump directly to each value.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Interpolate values using a simple pacing algorithm.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolate values using a Catmull-Rom spline.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Interpolate values using a cubic scheme that attempts to pace the animation evenly.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The timing curve of an animation, as UIKit's `UIView.AnimationCurve` (the value of a
    /// keyboard notification's animation curve, for example).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the beginning and end of the animation.
        case easeInOut = 0
        /// Slow at the beginning, then speeding up.
        case easeIn = 1
        /// Fast at the beginning, then slowing down.
        case easeOut = 2
        /// Even throughout.
        case linear = 3
    }

    // MARK: - Animating

    /// Animates changes to views, as UIKit's `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Headless, `animations` runs at once (with ``inheritedAnimationDuration`` equal to `duration`
    /// while it runs, when animations are enabled), so every view holds its final values when the
    /// call returns; then `completion` runs with `true`, before the call returns. The delay is not
    /// waited for. Differs from UIKit: on iOS the completion runs when the animation ends, or at the
    /// next run loop cycle for a duration of 0 or less. With `.repeat` the completion is never
    /// called (on iOS it runs, with `false`, only when the animation is removed).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(duration: duration, repeats: options.contains(.repeat), animations, completion)
    }

    /// Animates changes to views, as UIKit's `animate(withDuration:animations:completion:)`: no delay
    /// and no options. See ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(duration: duration, repeats: false, animations, completion)
    }

    /// Animates changes to views, as UIKit's `animate(withDuration:animations:)`. See
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        AnimationContext.run(duration: duration, repeats: false, animations, nil)
    }

    /// Animates changes to views with a spring, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    /// The spring's parameters are accepted; see ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(duration: duration, repeats: options.contains(.repeat), animations, completion)
    }

    /// Animates changes to views with a spring (iOS 17), as UIKit's
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    /// The spring's parameters are accepted; see ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(duration: duration, repeats: options.contains(.repeat), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, as UIKit's
    /// `performWithoutAnimation(_:)`: inside it ``areAnimationsEnabled`` is `false` and
    /// ``inheritedAnimationDuration`` is 0; both are restored afterwards.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = AnimationContext.isEnabled
        AnimationContext.isEnabled = false
        defer { AnimationContext.isEnabled = wasEnabled }
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled, as UIKit's `areAnimationsEnabled`: `true` unless
    /// ``setAnimationsEnabled(_:)`` turned them off or ``performWithoutAnimation(_:)`` is running.
    /// Headless, every change is immediate either way; this changes only what
    /// ``inheritedAnimationDuration`` reports.
    public static var areAnimationsEnabled: Bool { AnimationContext.isEnabled }

    /// Enables or disables animations, as UIKit's `setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationContext.isEnabled = enabled
    }

    /// The duration of the animation block being run, as UIKit's `inheritedAnimationDuration`: the
    /// innermost running animation's duration while animations are enabled, else 0.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.isEnabled ? AnimationContext.durations.last ?? 0 : 0
    }

    // MARK: - Transitions

    /// A transition animation for a container view, as UIKit's
    /// `transition(with:duration:options:animations:completion:)`: `animations` (if any) runs at
    /// once, then `completion` with `true`, before the call returns. The transition style is
    /// accepted. A common use is `UIView.transition(with: tableView, …) { tableView.reloadData() }`.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(
            duration: duration, repeats: options.contains(.repeat), animations ?? {}, completion)
    }

    /// A transition between two views, as UIKit's `transition(from:to:duration:options:completion:)`.
    ///
    /// As on iOS, `toView` takes `fromView`'s place among its superview's subviews and `fromView`
    /// leaves its superview; with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown instead, and neither moves. Done at once; then `completion` runs with `true`, before
    /// the call returns.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(
            duration: duration, repeats: options.contains(.repeat),
            {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let container = fromView.superviewStorage {
                    // `fromView` is among its superview's subviews, so the index exists.
                    let index = container.subviewsStorage.firstIndex { $0 === fromView }!
                    container.insertSubview(toView, at: index)
                    fromView.removeFromSuperview()
                }
            }, completion)
    }

    // MARK: - Keyframes

    /// A keyframe-based animation, as UIKit's
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: `animations` runs at
    /// once, and each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` it makes
    /// runs its block at once, in the order they are added (so the views end with the last
    /// keyframe's values); then `completion` with `true`, before the call returns.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationContext.run(duration: duration, repeats: options.contains(.repeat), animations, completion)
    }

    /// One keyframe of a keyframe animation, as UIKit's
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: its block runs at once,
    /// with ``inheritedAnimationDuration`` the keyframe's share of the enclosing animation's.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let enclosing = AnimationContext.durations.last ?? 0
        AnimationContext.withInheritedDuration(enclosing * frameDuration, animations)
    }
}

/// The state UIKit keeps for block animations: whether they are enabled, and the durations of the
/// animation blocks running, innermost last. Main-actor state, as UIKit's.
@MainActor
private enum AnimationContext {
    static var isEnabled = true
    static var durations: [TimeInterval] = []

    /// Runs `animations` with `duration` as the inherited duration, then `completion` with `true`
    /// unless the animation repeats forever.
    static func run(
        duration: TimeInterval, repeats: Bool, _ animations: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        withInheritedDuration(Swift.max(duration, 0), animations)
        if !repeats { completion?(true) }
    }

    /// Runs `body` with `duration` as the innermost inherited duration.
    static func withInheritedDuration(_ duration: TimeInterval, _ body: () -> Void) {
        durations.append(duration)
        defer { durations.removeLast() }
        body()
    }
}
