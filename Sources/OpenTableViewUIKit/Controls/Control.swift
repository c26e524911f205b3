import Foundation
import OpenTableViewDiagnostics

/// A view that reports user interaction through actions, standing in for UIKit's `UIControl`.
///
/// A control keeps a dispatch table of ``Action``s (`addAction(_:for:)`) and target/action pairs
/// (`addTarget(_:action:for:)`), each registered for a set of ``Event``s, and sends them in the
/// order they were added when an event happens (`sendActions(for:)`). Actions are the form to use
/// headless: they are closures, and run on Linux. A target/action pair is recorded exactly as UIKit
/// records it (``allTargets``, ``actions(forTarget:forControlEvent:)``, ``allControlEvents``,
/// `removeTarget(_:action:for:)`), but sending it traps, because Swift on Linux has no
/// Objective-C runtime to call a method by its selector (see ``sendAction(_:to:for:)``).
///
/// There are no touches headless: tests drive a control with the `simulate…` methods
/// (`simulate.tap()`), which send the events the real gesture sends.
@preconcurrency @MainActor
open class Control: View {
    /// The dispatch table; the one owner of the registered actions and pairs.
    private var eventHandlers = ControlEventHandlers()
    /// How the target/action pairs a storyboard or nib connected are performed: Swift on Linux
    /// cannot call a method by its selector, so the generated code hands the call over as a
    /// closure (`NibLoader.connect`), and ``sendAction(_:to:for:)`` runs it.
    package final var interfaceBuilderActions: [InterfaceBuilderAction] = []
    /// One action a storyboard or nib connected: its selector, and the call of the method.
    package typealias InterfaceBuilderAction = (action: Selector, perform: @MainActor (AnyObject, Control) -> Void)

    /// Whether the control responds to the user. Default `true`. A disabled control ignores the
    /// simulated gestures; ``sendActions(for:)`` still sends, as in UIKit.
    open var isEnabled = true {
        willSet { keyValueObservers?.willChange(.isEnabled) }
        didSet { keyValueObservers?.didChange(.isEnabled) }
    }
    /// Whether the control is selected. Default `false`.
    open var isSelected = false {
        willSet { keyValueObservers?.willChange(.isSelected) }
        didSet { keyValueObservers?.didChange(.isSelected) }
    }
    /// Whether a touch is down on the control. Default `false`; `simulate.tap()` sets it during
    /// the touch, as UIKit does.
    open var isHighlighted = false

    /// The state derived from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked: `true` only during a simulated touch. Open and get-only,
    /// as UIKit declares it.
    open var isTracking: Bool { isTrackingStorage }
    /// Whether the tracked touch is inside the control: `true` only during a simulated touch.
    /// Open and get-only, as UIKit declares it.
    open var isTouchInside: Bool { isTouchInsideStorage }
    /// The storage of ``isTracking``.
    var isTrackingStorage = false
    /// The storage of ``isTouchInside``.
    var isTouchInsideStorage = false

    /// Creates a control with a frame, as `UIControl(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the control from an archive, as UIKit's `UIControl.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control and adds `primaryAction` for ``Event/primaryActionTriggered``, as
    /// `UIControl(frame:primaryAction:)` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Actions

    /// Adds `action` for `controlEvents`, as `UIControl.addAction(_:for:)`.
    ///
    /// Actions are uniqued by identifier, as UIKit documents: an action with the identifier of one
    /// already added replaces it (keeping its place in the sending order, and adding the new
    /// events to its events). The same action may be added for several events.
    open func addAction(_ action: Action, for controlEvents: Event) {
        eventHandlers.add(action, for: controlEvents)
    }

    /// Removes `action` (by its identifier) from `controlEvents`, as
    /// `UIControl.removeAction(_:for:)`. It stays registered for its other events.
    open func removeAction(_ action: Action, for controlEvents: Event) {
        eventHandlers.removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`, as
    /// `UIControl.removeAction(identifiedBy:for:)`.
    open func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        eventHandlers.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    // MARK: Target and action

    /// Records a target/action pair for `controlEvents`, as `UIControl.addTarget(_:action:for:)`.
    ///
    /// The target is held weakly, as in UIKit, and a `nil` target stands for the responder chain.
    /// Adding a pair that is already registered only adds the new events. Recording works as in
    /// UIKit; sending the pair traps (see ``sendAction(_:to:for:)``): use ``addAction(_:for:)``.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        eventHandlers.add(target: target, action: action, for: controlEvents)
    }

    /// Removes target/action pairs from `controlEvents`, as `UIControl.removeTarget(_:action:for:)`:
    /// a `nil` target means every target, a `nil` action every action of the target, so
    /// `removeTarget(nil, action: nil, for: .allEvents)` removes every pair. Actions added with
    /// ``addAction(_:for:)`` are not pairs and stay (UIKit does not document whether it removes
    /// them; remove them with ``removeAction(identifiedBy:for:)``).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        eventHandlers.removeTarget(target, action: action, for: controlEvents)
    }

    /// The targets of the recorded pairs, as `UIControl.allTargets`. A `nil` target appears as
    /// `NSNull()`, as UIKit documents. A target that is `Hashable` (any `NSObject`) appears as
    /// itself; headless, any other class appears as its `ObjectIdentifier`. Freed targets are
    /// left out; actions added with ``addAction(_:for:)`` are not targets.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in eventHandlers.entries {
            guard case .targetAction(let target, _) = entry.handler else { continue }
            if !target.hadTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let object = target.object {
                targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
            }
        }
        return targets
    }

    /// Every event for which an action or a pair is registered, as `UIControl.allControlEvents`.
    open var allControlEvents: Event {
        eventHandlers.allEvents
    }

    /// The selector names registered for `target` (`nil`: the responder-chain pairs) and
    /// `controlEvent`, in the order added, or `nil` if there are none, as
    /// `UIControl.actions(forTarget:forControlEvent:)`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = eventHandlers.entries.compactMap { entry -> String? in
            guard case .targetAction(let weakTarget, let selector) = entry.handler,
                weakTarget.matches(target), !entry.events.isDisjoint(with: controlEvent)
            else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    // MARK: Sending

    /// Sends every action and pair registered for any of `controlEvents`, in the order they were
    /// added, each once, as `UIControl.sendActions(for:)`. Actions run through
    /// ``sendAction(_:)-(Action)``; pairs go through ``sendAction(_:to:for:)``, which traps.
    open func sendActions(for controlEvents: Event) {
        // A handler may add or remove handlers; what is sent is what was registered when the
        // event happened.
        for entry in eventHandlers.entries where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.handler {
            case .action(let action):
                sendAction(action)
            case .targetAction(let target, let selector):
                guard !target.hadTarget || target.object != nil else { continue }
                sendAction(selector, to: target.object, for: nil)
            }
        }
    }

    /// Runs `action`'s handler with ``Action/sender`` set to this control, as
    /// `UIControl.sendAction(_:)` (iOS 14).
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Sends the action message `action` to `target`, as `UIControl.sendAction(_:to:for:)`.
    ///
    /// Differs from UIKit: there is no Objective-C runtime on Linux to call a method by its
    /// selector, so this prints a message naming the selector and the rewrite, and traps (a silent
    /// no-op would let a test pass that never ran the method). Register the method as an
    /// ``Action`` instead, or override this method in a subclass to dispatch by
    /// ``Selector/name`` yourself.
    open func sendAction(_ action: Selector, to target: Any?, for event: OpenTableViewUIKit.Event?) {
        if let target = target.map({ $0 as AnyObject }),
            let connected = interfaceBuilderActions.first(where: { $0.action == action })
        {
            connected.perform(target, self)
            return
        }
        raise(Messages.cannotPerformSelector(action.name, target: target.map { "\(type(of: $0))" }))
    }

    /// Calls `iterator` for every registered handler and each of its events, in the order added,
    /// as `UIControl.enumerateEventHandlers(_:)` (iOS 14): the action, or the target and selector,
    /// and one event. Setting the last argument's `pointee` to `true` stops the enumeration.
    open func enumerateEventHandlers(
        _ iterator: (Action?, (Any?, Selector)?, Event, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for entry in eventHandlers.entries {
            for bit in 0..<UInt.bitWidth {
                let event = Event(rawValue: 1 << UInt(bit))
                guard entry.events.contains(event) else { continue }
                switch entry.handler {
                case .action(let action):
                    iterator(action, nil, event, &stop)
                case .targetAction(let target, let selector):
                    iterator(nil, (target.object, selector), event, &stop)
                }
                if stop.boolValue { return }
            }
        }
    }
}
