import Foundation

/// The objects `observe(_:options:changeHandler:)` works on: every responder (views, controls,
/// view controllers). Foundation gives the method to every `NSObject` through the Objective-C
/// runtime, which Linux lacks; headless it is declared here, for the UIKit properties that
/// report their changes (`ObservableProperty`: the ones Apple documents or apps observe).
/// An OpenTableView protocol; apps do not name it.
@preconcurrency @MainActor
public protocol KeyValueObservingCompatible: AnyObject {}

extension Responder: KeyValueObservingCompatible {}

extension KeyValueObservingCompatible where Self: ViewController {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: `preferredContentSize`.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.viewControllerProperties(Self.self), options: options,
            handler: changeHandler)
    }
}

extension KeyValueObservingCompatible where Self: View {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: a view's `frame`, `bounds`, `isHidden` and `alpha`.
    /// Any other key path traps, naming the properties that can be observed.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.viewProperties(Self.self), options: options, handler: changeHandler)
    }
}

extension KeyValueObservingCompatible where Self: ScrollView {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: a scroll view's (a table's) `contentOffset`,
    /// `contentSize` and `contentInset`, and a view's properties.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.scrollViewProperties(Self.self), options: options,
            handler: changeHandler)
    }
}

extension KeyValueObservingCompatible where Self: ProgressView {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: `progress`, and a view's properties.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.progressViewProperties(Self.self), options: options,
            handler: changeHandler)
    }
}

extension KeyValueObservingCompatible where Self: Label {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: `text`, and a view's properties.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.labelProperties(Self.self), options: options,
            handler: changeHandler)
    }
}

extension KeyValueObservingCompatible where Self: Control {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: `isEnabled` and `isSelected`, and a view's properties.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.controlProperties(Self.self), options: options,
            handler: changeHandler)
    }
}

extension KeyValueObservingCompatible where Self: TextField {
    /// Observes `keyPath` with Swift's key-value observing, as Foundation's
    /// `observe(_:options:changeHandler:)`: `text` set in code (typing sends
    /// `.editingChanged` instead, as in UIKit), and a control's properties.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        KeyValueObserving.observe(
            self, keyPath, among: KeyValueObserving.textFieldProperties(Self.self), options: options,
            handler: changeHandler)
    }
}

/// The registration behind every `observe(_:options:changeHandler:)`.
@MainActor
enum KeyValueObserving {
    static func viewProperties<Root: View>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        [(\Root.frame, .frame), (\Root.bounds, .bounds), (\Root.isHidden, .isHidden), (\Root.alpha, .alpha)]
    }

    static func viewControllerProperties<Root: ViewController>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        [(\Root.preferredContentSize, .preferredContentSize)]
    }

    static func scrollViewProperties<Root: ScrollView>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        viewProperties(Root.self) + [
            (\Root.contentOffset, .contentOffset), (\Root.contentSize, .contentSize),
            (\Root.contentInset, .contentInset),
        ]
    }

    static func progressViewProperties<Root: ProgressView>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        viewProperties(Root.self) + [(\Root.progress, .progress)]
    }

    static func labelProperties<Root: Label>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        viewProperties(Root.self) + [(\Root.text, .text)]
    }

    static func textFieldProperties<Root: TextField>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        controlProperties(Root.self) + [(\Root.text, .text)]
    }

    static func controlProperties<Root: Control>(_: Root.Type) -> [(AnyKeyPath, ObservableProperty)] {
        viewProperties(Root.self) + [(\Root.isEnabled, .isEnabled), (\Root.isSelected, .isSelected)]
    }

    /// Registers an observation of `keyPath` on `object`, which must be one of `properties`
    /// (key paths rooted at the object's static type, which is `Root`).
    static func observe<Root: Responder, Value>(
        _ object: Root, _ keyPath: KeyPath<Root, Value>, among properties: [(AnyKeyPath, ObservableProperty)],
        options: KeyValueObservingOptions,
        handler: @escaping @MainActor (Root, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        guard let property = properties.first(where: { $0.0 == keyPath })?.1 else {
            preconditionFailure(
                "observe(_:options:changeHandler:): OpenTableView cannot observe \(keyPath) of \(Root.self): headless, key-value observing covers the UIKit properties listed in Compatibility/Porting.md (\"Key-value observing\")"
            )
        }
        let body = TypedKeyValueObservationBody(object: object, keyPath: keyPath, options: options, handler: handler)
        let observation = KeyValueObservation(body: body)
        let observers = object.keyValueObservers ?? KeyValueObservers()
        object.keyValueObservers = observers
        observers.add(observation, for: property)
        if options.contains(.initial) { body.sendInitial() }
        return observation
    }
}
