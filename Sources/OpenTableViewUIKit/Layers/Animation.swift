import Foundation

/// An animation a layer runs, standing in for Core Animation's `CAAnimation`.
///
/// Headless an animation is recorded, not run: adding one to a layer (``Layer/add(_:forKey:)``)
/// starts and finishes it at once, like UIKit's block animations here (`animationDidStart(_:)`,
/// then `animationDidStop(_:finished:)` with `true`), at the end of the current ``Transaction``
/// (at once when none is open). The layer's model values never change, as in Core Animation,
/// where an animation changes only the presentation.
@preconcurrency @MainActor
open class Animation {
    /// The duration in seconds. Default 0 (Core Animation then uses the transaction's 0.25).
    open var duration: TimeInterval = 0
    /// The start time, as `CAMediaTiming.beginTime`. Default 0. Recorded only.
    open var beginTime: TimeInterval = 0
    /// The number of repetitions. Default 0. Recorded only.
    open var repeatCount: Float = 0
    /// Whether the animation plays backwards after forwards. Default `false`. Recorded only.
    open var autoreverses = false
    /// Whether the layer keeps the animation's effect before and after it. Default
    /// ``MediaTimingFillMode/removed``. Recorded only.
    open var fillMode: MediaTimingFillMode = .removed
    /// The pacing, as `CAAnimation.timingFunction`. Default `nil` (linear). Recorded only.
    open var timingFunction: MediaTimingFunction?
    /// Whether the layer drops the animation when it completes. Default `true`: headless, at once
    /// (so ``Layer/animation(forKey:)`` finds it only until then, or afterwards when this is
    /// `false`).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops. Strong, as Core Animation documents for
    /// `CAAnimation.delegate`.
    open var delegate: AnimationDelegate?

    /// Whether the animation ran to its end on a layer (set on the layer's copy).
    package var hasCompleted = false

    /// Creates an animation, as `CAAnimation()`.
    public init() {}

    /// A copy, as Core Animation copies an animation when it is added to a layer. Subclasses
    /// override it to copy their own properties.
    open func copy() -> Animation {
        let copy = makeCopy()
        copy.duration = duration
        copy.beginTime = beginTime
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        return copy
    }

    /// A new instance of the receiver's class, with its own properties copied.
    package func makeCopy() -> Animation { Animation() }
}

/// Told when an animation starts and stops, as Core Animation's `CAAnimationDelegate`. Both
/// methods are optional.
@preconcurrency @MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: Animation)
    /// The animation stopped; `flag` is `true` when it ran to its end, `false` when removed early.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    /// Default: nothing.
    public func animationDidStart(_ anim: Animation) {}
    /// Default: nothing.
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// An animation of one property named by key path, as `CAPropertyAnimation`.
@preconcurrency @MainActor
open class PropertyAnimation: Animation {
    /// The key path of the animated property (`"opacity"`, `"transform.rotation.z"`…).
    open var keyPath: String?
    /// Whether the values add to the current value. Default `false`. Recorded only.
    open var isAdditive = false
    /// Whether repetitions build on the previous one. Default `false`. Recorded only.
    open var isCumulative = false

    /// Creates an animation without a key path.
    public override init() {}

    /// Creates an animation of the property at `path`, as `CAPropertyAnimation(keyPath:)`.
    public init(keyPath path: String?) {
        self.keyPath = path
    }

    open override func copy() -> Animation {
        let copy = super.copy()
        if let copy = copy as? PropertyAnimation {
            copy.keyPath = keyPath
            copy.isAdditive = isAdditive
            copy.isCumulative = isCumulative
        }
        return copy
    }

    package override func makeCopy() -> Animation { PropertyAnimation() }
}

/// An animation between two values, as `CABasicAnimation`.
@preconcurrency @MainActor
open class BasicAnimation: PropertyAnimation {
    /// The starting value. Default `nil`.
    open var fromValue: Any?
    /// The ending value. Default `nil`.
    open var toValue: Any?
    /// The value added to the start. Default `nil`.
    open var byValue: Any?

    open override func copy() -> Animation {
        let copy = super.copy()
        if let copy = copy as? BasicAnimation {
            copy.fromValue = fromValue
            copy.toValue = toValue
            copy.byValue = byValue
        }
        return copy
    }

    package override func makeCopy() -> Animation { BasicAnimation() }
}

/// An animation through a list of values, as `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class KeyframeAnimation: PropertyAnimation {
    /// The values, in order. Default `nil`.
    open var values: [Any]?
    /// The times (0 to 1) of the values. Default `nil` (evenly spaced).
    open var keyTimes: [NSNumber]?
    /// The pacing between values, one per interval. Default `nil`.
    open var timingFunctions: [MediaTimingFunction]?
    /// How intermediate values are computed. Default ``AnimationCalculationMode/linear``.
    open var calculationMode: AnimationCalculationMode = .linear

    open override func copy() -> Animation {
        let copy = super.copy()
        if let copy = copy as? KeyframeAnimation {
            copy.values = values
            copy.keyTimes = keyTimes
            copy.timingFunctions = timingFunctions
            copy.calculationMode = calculationMode
        }
        return copy
    }

    package override func makeCopy() -> Animation { KeyframeAnimation() }
}

/// A basic animation driven by a spring, as `CASpringAnimation`, with Core Animation's defaults.
@preconcurrency @MainActor
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring. Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping. Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity. Default 0.
    open var initialVelocity: CGFloat = 0

    /// The time the spring takes to settle, in seconds: when the envelope of the damped oscillation
    /// `exp(-ζω₀t)` falls below 0.001 (ω₀ = √(stiffness/mass), ζ = damping / (2√(stiffness·mass))).
    /// Core Animation's exact estimate is not published; this one gives about 1.4 s for the
    /// defaults.
    open var settlingDuration: TimeInterval {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard zeta > 0, omega > 0 else { return .infinity }
        return TimeInterval(-log(0.001) / (zeta * omega))
    }

    open override func copy() -> Animation {
        let copy = super.copy()
        if let copy = copy as? SpringAnimation {
            copy.mass = mass
            copy.stiffness = stiffness
            copy.damping = damping
            copy.initialVelocity = initialVelocity
        }
        return copy
    }

    package override func makeCopy() -> Animation { SpringAnimation() }
}

/// A named pacing curve, as `CAMediaTimingFunction`.
public struct MediaTimingFunction: Sendable, Hashable {
    /// The curve's name.
    public let name: MediaTimingFunctionName

    /// Creates one of the predefined curves, as `CAMediaTimingFunction(name:)`.
    public init(name: MediaTimingFunctionName) {
        self.name = name
    }
}

/// The predefined pacing curves, as `CAMediaTimingFunctionName`, with Core Animation's strings.
public struct MediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string for the curve.
    public var rawValue: String
    /// Creates a name from Core Animation's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear pacing.
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default curve.
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// What a layer shows outside an animation's active time, as `CAMediaTimingFillMode`.
public struct MediaTimingFillMode: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string.
    public var rawValue: String
    /// Creates a mode from Core Animation's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Keep the final value after the animation.
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// Show the first value before the animation.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = MediaTimingFillMode(rawValue: "both")
    /// Neither (the default).
    public static let removed = MediaTimingFillMode(rawValue: "removed")
}

/// How a keyframe animation computes values between keyframes, as
/// `CAAnimationCalculationMode`.
public struct AnimationCalculationMode: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string.
    public var rawValue: String
    /// Creates a mode from Core Animation's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = AnimationCalculationMode(rawValue: "linear")
    /// No interpolation.
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    /// Even pacing.
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve with even pacing.
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}
