import Foundation

// The `async` forms of UIKit's block animations (iOS 13 and later, from the completion-handler
// forms): each returns the `finished` flag its completion would receive. Headless the animations
// complete at once (see `View+Animation.swift`), so each returns `true` without suspending.
// Differs from UIKit: with `.repeat` the animation never ends on iOS and the call never returns;
// headless it returns `false` at once, as a repeating animation that cannot be removed would
// otherwise hang the test.
extension View {
    /// Animates changes to views and returns whether they finished, as UIKit's
    /// `animate(withDuration:animations:) async -> Bool`. See
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) async -> Bool {
        await animate(withDuration: duration, delay: 0, options: [], animations: animations)
    }

    /// Animates changes to views and returns whether they finished, as UIKit's
    /// `animate(withDuration:delay:options:animations:) async -> Bool`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        var finished = false
        animate(withDuration: duration, delay: delay, options: options, animations: animations) { finished = $0 }
        return finished
    }

    /// Animates changes to views with a spring and returns whether they finished, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:) async -> Bool`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void
    ) async -> Bool {
        var finished = false
        animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
            initialSpringVelocity: velocity, options: options, animations: animations
        ) { finished = $0 }
        return finished
    }

    /// A keyframe animation that returns whether it finished, as UIKit's
    /// `animateKeyframes(withDuration:delay:options:animations:) async -> Bool`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        var finished = false
        animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations) {
            finished = $0
        }
        return finished
    }

    /// A transition animation for a container view that returns whether it finished, as UIKit's
    /// `transition(with:duration:options:animations:) async -> Bool`.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?
    ) async -> Bool {
        var finished = false
        transition(with: view, duration: duration, options: options, animations: animations) { finished = $0 }
        return finished
    }

    /// A transition between two views that returns whether it finished, as UIKit's
    /// `transition(from:to:duration:options:) async -> Bool`.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = []
    ) async -> Bool {
        var finished = false
        transition(from: fromView, to: toView, duration: duration, options: options) { finished = $0 }
        return finished
    }
}
