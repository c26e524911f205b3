/// A stand-in for UIKit's `UIEvent`, so hit-testing signatures match UIKit's.
///
/// OpenTableView has no touch system, so an event carries no information: every method that takes
/// one accepts `nil`, and the simulated gestures (`simulate.drag(to:)`) never create
/// one. It stays an open class so ported code that subclasses or passes events still compiles.
@preconcurrency @MainActor
open class Event {
    /// Creates an empty event.
    public init() {}
}
