import Foundation

/// The lifetimes UIKit gives the objects it instantiates from storyboards and nibs: they come
/// back autoreleased, alive until the enclosing autorelease pool drains.
///
/// Real test suites rely on it without knowing: `makeSUT().tableView.numberOfRows(inSection: 0)`
/// works on iOS because the controller `makeSUT()` instantiated from a storyboard lives until the
/// pool drains, so the table's weak data source is still there. Swift on Linux has no
/// autorelease pools: the controller would be freed at once. So OpenTableView keeps every
/// controller a storyboard instantiates and every top-level object a nib instantiates in this
/// pool, and drains it as UIKit's would be drained:
/// - at the end of the current turn of the main run loop: the first object put in the pool
///   schedules a drain on the main queue, which runs once the code that is running on the main
///   actor (a test, a button's action) returns or suspends;
/// - when the innermost ``withPool(_:)`` (the shim's `autoreleasepool(invoking:)`) returns, for
///   the objects instantiated inside it.
///
/// Differs from UIKit: only what storyboards and nibs instantiate is pooled, not every object
/// a UIKit method returns autoreleased (`Compatibility/InterfaceBuilder.md`, "Lifetimes").
@preconcurrency @MainActor
public enum AutoreleasePool {
    /// The pools, outermost (the run loop's) first.
    private static var pools: [[AnyObject]] = [[]]
    /// Whether a drain of the run loop's pool is scheduled.
    private static var drainScheduled = false

    /// Keeps `object` alive until the innermost pool drains, as `autorelease` does.
    package static func autorelease(_ object: AnyObject) {
        pools[pools.count - 1].append(object)
        if pools.count == 1 && !drainScheduled {
            drainScheduled = true
            DispatchQueue.main.async {
                MainActor.assumeIsolated { AutoreleasePool.drainRunLoopPool() }
            }
        }
    }

    /// Runs `body` in a new pool and drains it when `body` returns (or throws), as Foundation's
    /// `autoreleasepool(invoking:)`: what storyboards and nibs instantiate inside `body` is freed
    /// then, unless something else keeps it.
    public static func withPool<Result>(_ body: () throws -> Result) rethrows -> Result {
        push()
        defer { pop() }
        return try body()
    }

    /// Opens a pool inside the current one (``withPool(_:)`` without its closure).
    package static func push() {
        pools.append([])
    }

    /// Drains and closes the innermost pool that ``push()`` opened.
    package static func pop() {
        precondition(pools.count > 1, "AutoreleasePool.pop() without a matching push()")
        // Released after the pool is popped, so a deinit that instantiates again lands in the
        // enclosing pool.
        let drained = pools.removeLast()
        withExtendedLifetime(drained) {}
    }

    /// Drains the run loop's pool now, as the end of a run-loop turn does. Tests that need an
    /// object freed without waiting for the turn to end call it.
    public static func drain() {
        let drained = pools[0]
        pools[0] = []
        withExtendedLifetime(drained) {}
    }

    /// The number of objects the pools keep alive, innermost pool included.
    public static var retainedObjectCount: Int { pools.reduce(0) { $0 + $1.count } }

    private static func drainRunLoopPool() {
        drainScheduled = false
        drain()
    }
}
