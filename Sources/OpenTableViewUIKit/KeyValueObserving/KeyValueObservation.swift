import Foundation

/// An observation made by `observe(_:options:changeHandler:)`, as Foundation's
/// `NSKeyValueObservation`: the handler is called while the observation lives and until
/// ``invalidate()``. Keep it (a property of the observer); when it is freed it stops, as
/// Foundation's does ("when the returned NSKeyValueObservation is deinited or invalidated, it
/// will stop observing"). OpenTableViewShim names it `NSKeyValueObservation` where Foundation has
/// no key-value observing (Linux).
///
/// ``invalidate()`` may be called from any thread, so a `deinit` can call it.
/// ([NSKeyValueObservation](https://developer.apple.com/documentation/foundation/nskeyvalueobservation))
public final class KeyValueObservation: @unchecked Sendable {
    /// The typed handler and what it reads, until invalidated. Guarded by `lock`.
    private var body: (any KeyValueObservationBody)?
    private let lock = NSLock()

    init(body: any KeyValueObservationBody) {
        self.body = body
    }

    /// Stops the observation: the handler is not called again and is released. Calling it again
    /// does nothing.
    public func invalidate() {
        let released = lock.withLock {
            let current = body
            body = nil
            return current
        }
        // Released outside the lock: the handler's captures may free objects that observe.
        withExtendedLifetime(released) {}
    }

    /// The handler and what it reads, or `nil` once invalidated.
    var currentBody: (any KeyValueObservationBody)? {
        lock.withLock { body }
    }
}

/// What an observation does before and after a change of its property.
@MainActor
protocol KeyValueObservationBody: AnyObject {
    /// Before the change: remembers the old value; sends the prior notification if asked.
    func willChange()
    /// After the change: sends the notification.
    func didChange()
}

/// An observation's handler, typed by the observed object and the property's value.
@MainActor
final class TypedKeyValueObservationBody<Root: AnyObject, Value>: KeyValueObservationBody {
    private weak var object: Root?
    private let keyPath: KeyPath<Root, Value>
    private let options: KeyValueObservingOptions
    private let handler: @MainActor (Root, KeyValueObservedChange<Value>) -> Void
    /// The values before the changes in progress (a handler may set the property again).
    private var oldValues: [Value] = []

    init(
        object: Root, keyPath: KeyPath<Root, Value>, options: KeyValueObservingOptions,
        handler: @escaping @MainActor (Root, KeyValueObservedChange<Value>) -> Void
    ) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
    }

    /// The notification of `.initial`: the current value as the new one when asked.
    func sendInitial() {
        guard let object else { return }
        let value = options.contains(.new) ? object[keyPath: keyPath] : nil
        handler(
            object, KeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false)
        )
    }

    func willChange() {
        guard let object else { return }
        let old = object[keyPath: keyPath]
        oldValues.append(old)
        guard options.contains(.prior) else { return }
        handler(
            object,
            KeyValueObservedChange(
                kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: true
            ))
    }

    func didChange() {
        guard let object, let old = oldValues.popLast() else { return }
        handler(
            object,
            KeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? object[keyPath: keyPath] : nil,
                oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
}
