/// The UIKit properties that key-value observing covers headless: each setter reports its changes
/// to the object's ``KeyValueObservers``.
package enum ObservableProperty: Sendable, Hashable {
    case frame, bounds, isHidden, alpha
    case contentOffset, contentSize, contentInset
    case preferredContentSize
    case progress
    case isEnabled, isSelected
    case text
}

/// The observations of one object, by property: its setters call ``willChange(_:)`` and
/// ``didChange(_:)`` around each change, as Foundation's automatic notifications wrap a setter.
/// Observations are held weakly (their owner holds them), and freed or invalidated ones are
/// dropped as changes come.
@MainActor
package final class KeyValueObservers {
    private struct Entry {
        weak var observation: KeyValueObservation?
        let property: ObservableProperty
    }

    private var entries: [Entry] = []
    /// The bodies told `willChange` for each property, so `didChange` reaches the same ones even
    /// when a handler adds or removes observations in between.
    private var inProgress: [ObservableProperty: [[any KeyValueObservationBody]]] = [:]

    func add(_ observation: KeyValueObservation, for property: ObservableProperty) {
        entries.removeAll { $0.observation?.currentBody == nil }
        entries.append(Entry(observation: observation, property: property))
    }

    /// Before `property` changes: each live observation remembers the old value (and sends its
    /// prior notification).
    package func willChange(_ property: ObservableProperty) {
        entries.removeAll { $0.observation?.currentBody == nil }
        let bodies = entries.compactMap { $0.property == property ? $0.observation?.currentBody : nil }
        inProgress[property, default: []].append(bodies)
        for body in bodies { body.willChange() }
    }

    /// After `property` changed: each observation told of the change sends its notification,
    /// unless it was invalidated meanwhile.
    package func didChange(_ property: ObservableProperty) {
        guard let bodies = inProgress[property]?.popLast() else { return }
        if inProgress[property]?.isEmpty == true { inProgress[property] = nil }
        let live = Set(entries.compactMap { $0.observation?.currentBody.map(ObjectIdentifier.init) })
        for body in bodies where live.contains(ObjectIdentifier(body)) { body.didChange() }
    }
}
