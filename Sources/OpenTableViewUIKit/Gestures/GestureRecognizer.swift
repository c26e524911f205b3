import Foundation
import OpenTableViewDiagnostics

/// A recognizer of one gesture on a view, as UIKit's `UIGestureRecognizer`: attached with
/// ``View/addGestureRecognizer(_:)``, it moves through UIKit's ``State`` machine when a simulated
/// gesture reaches its view, consults its ``delegate``, honours ``require(toFail:)`` and sends its
/// actions.
///
/// Headless there are no touches: a test performs a gesture with the view's `simulate` value
/// (`view.simulate.tap(at:)`, `simulate.longPress(at:)`, `simulate.pan(from:translations:)`,
/// `simulate.swipe(_:at:)`, `simulate.pinch(at:scales:)`, `simulate.rotate(at:angles:)`), which
/// offers it to the recognizers of the view the point hits and of its ancestors, as UIKit
/// delivers a touch (see `GestureArena`).
///
/// Actions: UIKit's ``init(target:action:)`` takes an Objective-C selector, which `#selector`
/// cannot make on Linux; a pair is recorded, and sending it traps, as ``Control`` does. Use the
/// closure form instead: ``GestureRecognizerClosureActions/addAction(_:)`` or a concrete class's
/// `init(handler:)` (`UITapGestureRecognizer { sender in … }`), an OpenTableView addition that
/// OpenTableViewShim also declares over UIKit's own classes on iOS, so the same code compiles on
/// both (Compatibility/Porting.md, "Gesture recognizers").
/// ([UIGestureRecognizer](https://developer.apple.com/documentation/uikit/uigesturerecognizer))
@preconcurrency @MainActor
open class GestureRecognizer {
    /// The view the recognizer is attached to, or `nil`. Set by ``View/addGestureRecognizer(_:)``;
    /// weak, as the view owns its recognizers.
    public internal(set) weak var view: View?

    /// The recognizer's delegate, held weakly as in UIKit.
    open weak var delegate: (any GestureRecognizerDelegate)?

    /// Whether the recognizer takes part in gestures. Default `true`. Disabling a recognizer in the
    /// middle of its gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
        }
    }

    /// Whether touches are withheld from the view once the gesture is recognized. Default `true`.
    /// Apple: "When this property is true (the default) and the gesture recognizer recognizes its
    /// gesture, the touches of that gesture that are pending are not delivered to the view and
    /// previously delivered touches are canceled through a touchesCancelled(_:with:) message sent
    /// to the view." Headless the one view that handles touches is the table: a recognized tap
    /// with this `true` keeps the tapped row from being selected.
    open var cancelsTouchesInView = true

    /// Whether touches reach the view only once the gesture has failed. Default `false`. Recorded
    /// only: headless the table handles a tap only after the recognizers have decided.
    open var delaysTouchesBegan = false

    /// Whether the end of a touch reaches the view only once the gesture has failed. Default
    /// `true`. Recorded only, as ``delaysTouchesBegan``.
    open var delaysTouchesEnded = true

    /// Whether the recognizer must have recognized or failed before recognizers that it does not
    /// require to fail may act. Default `false`. Recorded only.
    open var requiresExclusiveTouchType = true

    /// A name for debugging, as UIKit's `name` (iOS 11).
    open var name: String?

    /// The recognizer's state. Setting it is UIKit's subclass interface
    /// (`UIGestureRecognizerSubclass`): a custom recognizer moves itself through the machine, and
    /// entering ``State/began``, ``State/changed``, ``State/ended`` (``State/recognized``) or
    /// ``State/cancelled`` sends the actions, as UIKit does.
    public var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    /// The recognizers this one waits to see fail (``require(toFail:)``), weakly.
    var requiredToFail: [WeakGestureRecognizer] = []
    /// The closure actions and the recorded target/action pairs, in the order added.
    private var actions: [GestureAction] = []
    /// Where the touches of the current gesture are, in window coordinates (the root view's when
    /// the view is in no window), set by the simulation.
    var touchLocationsInWindow: [CGPoint] = []

    /// Creates a recognizer that sends `action` to `target`, as UIKit's designated initializer.
    /// A `nil` pair registers nothing; a pair is recorded (see ``addTarget(_:action:)``).
    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no action, as `UIGestureRecognizer()` (NSObject's `init()`).
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Records a target/action pair, as `addTarget(_:action:)`. Sending it traps with a message
    /// naming the selector, since Linux has no Objective-C runtime: use
    /// ``GestureRecognizerClosureActions/addAction(_:)``.
    open func addTarget(_ target: Any, action: Selector) {
        addTarget(target as Any?, action: action)
    }

    private func addTarget(_ target: Any?, action: Selector) {
        let object = target.map { $0 as AnyObject }
        actions.append(.targetAction(WeakTarget(object), action))
    }

    /// Removes target/action pairs, as `removeTarget(_:action:)`: a `nil` target means every
    /// target, a `nil` action every action of the target. Closure actions stay.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            guard case .targetAction(let weakTarget, let selector) = entry else { return false }
            let targetMatches = object == nil || weakTarget.object === object
            let actionMatches = action == nil || selector == action
            return targetMatches && actionMatches
        }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails, as
    /// `require(toFail:)`: when both could recognize a gesture, the other one does and this one
    /// fails; when the other fails, this one recognizes. Apple's example is a single tap that
    /// waits for a double tap to fail.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        requiredToFail.removeAll { $0.recognizer == nil }
        guard !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// Where the gesture is, in `view`'s coordinates (the window's for `nil`), as
    /// `location(in:)`: the centroid of its touches. `.zero` before any gesture.
    open func location(in view: View?) -> CGPoint {
        guard !touchLocationsInWindow.isEmpty else { return .zero }
        let count = CGFloat(touchLocationsInWindow.count)
        let sum = touchLocationsInWindow.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return GestureGeometry.convertFromWindow(CGPoint(x: sum.x / count, y: sum.y / count), to: view, near: self.view)
    }

    /// Where the touch at `touchIndex` is, in `view`'s coordinates, as
    /// `location(ofTouch:in:)`.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        precondition(
            touchLocationsInWindow.indices.contains(touchIndex),
            "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touchLocationsInWindow.count))."
        )
        return GestureGeometry.convertFromWindow(touchLocationsInWindow[touchIndex], to: view, near: self.view)
    }

    /// The number of touches of the current gesture, as `numberOfTouches`.
    open var numberOfTouches: Int { touchLocationsInWindow.count }

    /// Returns the recognizer to ``State/possible`` after a gesture, as UIKit's subclass method
    /// `reset()`: UIKit calls it once the state has become ``State/ended``, ``State/cancelled``
    /// or ``State/failed``; headless, when the simulated gesture is over. Overrides call `super`.
    open func reset() {}

    /// Whether this recognizer may keep `preventedGestureRecognizer` from recognizing, as the
    /// subclass method `canPrevent(_:)`. Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may keep this recognizer from recognizing, as the
    /// subclass method `canBePrevented(by:)`. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer recognizes `gesture`, by its kind and its properties (taps, touches,
    /// duration, direction). Each concrete recognizer overrides it.
    func accepts(_ gesture: SimulatedGesture) -> Bool { false }

    /// Whether the recognizer is continuous (began, changed, ended) rather than discrete.
    var isContinuous: Bool { false }

    /// Sends the actions in the order added; a handler may add or remove actions, and what is
    /// sent is what was registered when the state changed.
    private func sendActions() {
        for action in actions {
            switch action {
            case .closure(let handler):
                handler(self)
            case .targetAction(let target, let selector):
                guard !target.hadTarget || target.object != nil else { continue }
                raise(Messages.cannotPerformSelector(selector.name, target: target.object.map { "\(type(of: $0))" }))
            }
        }
    }

    /// Back to ``State/possible`` without sending anything, then ``reset()``.
    func finishGesture() {
        guard state != .possible else { return }
        state = .possible
        reset()
    }
}

/// An action of a recognizer: a closure, or a recorded target/action pair.
@MainActor
private enum GestureAction {
    case closure(@MainActor (GestureRecognizer) -> Void)
    case targetAction(WeakTarget, Selector)
}

/// A weakly held target, remembering whether there was one.
@MainActor
private struct WeakTarget {
    weak var object: AnyObject?
    let hadTarget: Bool

    init(_ object: AnyObject?) {
        self.object = object
        hadTarget = object != nil
    }
}

/// A weakly held recognizer, for ``GestureRecognizer/require(toFail:)``.
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?

    init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
    }
}

extension GestureRecognizer {
    /// Adds a closure action, called with the recognizer each time it sends its actions. The
    /// untyped form behind ``GestureRecognizerClosureActions/addAction(_:)``.
    ///
    /// Declared in an extension, not the class body, so it has no vtable entry: in this
    /// `@preconcurrency` class Swift 6.3 mangled the method's definition without its closure's
    /// `@Sendable @MainActor` but a subclass's vtable with them, and a clean build failed to link.
    func appendAction(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(.closure(handler))
    }
}
