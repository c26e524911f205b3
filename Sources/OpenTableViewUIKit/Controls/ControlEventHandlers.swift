import Foundation

/// A control's dispatch table: its actions and target/action pairs, in the order they were
/// added, each with the events it answers. One owner: ``Control``.
///
/// UIKit documents that actions are uniqued by identifier ("subsequent actions with the same
/// identifier replace previously added actions", `UIControl.addAction(_:for:)`); here the
/// replacement keeps the first one's place in the order and adds the new events to its events.
/// Targets are held weakly, as UIKit's are.
@MainActor
struct ControlEventHandlers {
    /// What one entry sends.
    enum Handler {
        case action(Action)
        /// `target` is `nil` for a pair added with a `nil` target (the responder chain);
        /// `hadTarget` tells that apart from a target that has since been freed.
        case targetAction(target: WeakTarget, action: Selector)
    }

    /// A weak reference to a target, or none for a `nil` target.
    struct WeakTarget {
        weak var object: AnyObject?
        let hadTarget: Bool
        /// The identity the target had when added, to match it after it is freed.
        let identity: ObjectIdentifier?

        init(_ target: Any?) {
            if let target {
                let object = target as AnyObject
                self.object = object
                self.hadTarget = true
                self.identity = ObjectIdentifier(object)
            } else {
                self.object = nil
                self.hadTarget = false
                self.identity = nil
            }
        }

        /// Whether `target` (as passed to UIKit's API) is this target; `nil` matches a `nil` target.
        func matches(_ target: Any?) -> Bool {
            guard let target else { return !hadTarget }
            return hadTarget && identity == ObjectIdentifier(target as AnyObject)
        }
    }

    struct Entry {
        var handler: Handler
        var events: Control.Event
    }

    private(set) var entries: [Entry] = []

    /// The union of every entry's events.
    var allEvents: Control.Event {
        entries.reduce(into: []) { $0.formUnion($1.events) }
    }

    mutating func add(_ action: Action, for events: Control.Event) {
        if let index = entries.firstIndex(where: { $0.actionIdentifier == action.identifier }) {
            entries[index].handler = .action(action)
            entries[index].events.formUnion(events)
        } else {
            entries.append(Entry(handler: .action(action), events: events))
        }
    }

    mutating func removeAction(identifiedBy identifier: Action.Identifier, for events: Control.Event) {
        remove(events) { $0.actionIdentifier == identifier }
    }

    /// Adds a pair; the same target and selector again only gains the new events, as UIKit keeps
    /// one registration per pair.
    mutating func add(target: Any?, action: Selector, for events: Control.Event) {
        if let index = entries.firstIndex(where: { $0.isPair(target: target, action: action) }) {
            entries[index].events.formUnion(events)
        } else {
            entries.append(Entry(handler: .targetAction(target: WeakTarget(target), action: action), events: events))
        }
    }

    /// Removes `events` from the pairs of `target` (`nil`: every target) and `action` (`nil`:
    /// every action). Actions added with ``add(_:for:)`` are kept.
    mutating func removeTarget(_ target: Any?, action: Selector?, for events: Control.Event) {
        remove(events) { entry in
            guard case .targetAction(let weakTarget, let selector) = entry.handler else { return false }
            return (target == nil || weakTarget.matches(target)) && (action == nil || selector == action)
        }
    }

    private mutating func remove(_ events: Control.Event, where matches: (Entry) -> Bool) {
        for index in entries.indices where matches(entries[index]) {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
    }
}

extension ControlEventHandlers.Entry {
    var actionIdentifier: Action.Identifier? {
        if case .action(let action) = handler { return action.identifierStorage }
        return nil
    }

    func isPair(target: Any?, action: Selector) -> Bool {
        guard case .targetAction(let weakTarget, let selector) = handler else { return false }
        return selector == action && weakTarget.matches(target)
    }
}
