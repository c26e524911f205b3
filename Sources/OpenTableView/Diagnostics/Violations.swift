import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Where every UIKit crash of OpenTableView goes.
///
/// By default a misuse prints the iOS console line and traps, as an uncaught exception ends an
/// iOS app. Tests catch it in one of two ways: a Swift Testing exit test
/// (`#expect(processExitsWith: .failure)`), or the throwing variants under ``TableView/checked``
/// and ``TableView/performBatchUpdatesThrowing(_:)`` that throw ``TableViewException`` and leave
/// the table as it was. ``willRaise`` lets a test or a host log the exception before the trap.
@MainActor
public enum TableViewExceptionHandling {
    /// Called with every exception just before OpenTableView traps. Defaults to `nil`.
    public static var willRaise: (@MainActor (TableViewException) -> Void)?
}

/// Raises `exception`: writes UIKit's console line to standard error and traps.
///
/// The single exit point for misuse, so behaviour and output stay uniform.
@MainActor
func raise(_ exception: TableViewException) -> Never {
    TableViewExceptionHandling.willRaise?(exception)
    FileHandle.standardError.write(Data((exception.description + "\n").utf8))
    fatalError(exception.description)
}

/// Runs `body`, which checks for misuse and throws UIKit's exception, and traps on what it
/// throws: the one way a trapping call is written. Its throwing variant (under
/// ``TableView/checked``, or ``TableView/performBatchUpdatesThrowing(_:completion:)``) is the same
/// call without the trap, so the check exists once.
///
/// `body` is untyped only because Swift 6 does not infer a closure's thrown type; it calls only
/// functions that throw ``TableViewException``. Not isolated, so values such as
/// ``DiffableDataSourceSnapshot`` that may be built on any thread trap the same way.
func trapping<T>(_ body: () throws -> T) -> T {
    do {
        return try body()
    } catch let exception as TableViewException {
        raiseFromAnyThread(exception)
    } catch {
        preconditionFailure("a check threw \(error), not a TableViewException")
    }
}

extension Optional where Wrapped == TableViewException {
    /// Throws the exception a check found (the core's checks return it as a value).
    func throwIfPresent() throws(TableViewException) {
        if let self { throw self }
    }
}

/// ``raise(_:)`` for code that is not isolated to the main actor, such as
/// ``DiffableDataSourceSnapshot``, a value that may be built on any thread.
///
/// The same output and trap as ``raise(_:)``. The ``TableViewExceptionHandling/willRaise`` hook
/// is main-actor state, so it is called only when the misuse happens where the main actor runs
/// (UI code and most tests); elsewhere the exception is printed and the process traps.
nonisolated func raiseFromAnyThread(_ exception: TableViewException) -> Never {
    if isOnMainActorExecutor() {
        MainActor.assumeIsolated { TableViewExceptionHandling.willRaise?(exception) }
    }
    FileHandle.standardError.write(Data((exception.description + "\n").utf8))
    fatalError(exception.description)
}

/// Whether the caller runs where the main actor runs: on the main thread, or on the main
/// dispatch queue, which Linux drains on another thread once the main thread has parked itself
/// in `dispatchMain()` (as the test runner does).
nonisolated func isOnMainActorExecutor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) != nil
}

/// A mark set on the main queue, read back by ``isOnMainActorExecutor()``.
private let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

// MARK: - Exceptions raised under the app's handlers

/// What a throwing simulation caught: the first exception a table update raised while the app's
/// handler ran.
struct UpdateExceptionCatch {
    var caught: TableViewException?
}

extension TableView {
    /// Runs `handler`, app code that a simulated gesture calls (`commit`, `moveRowAt`, a swipe
    /// action's handler), so that the first exception a table update inside it raises is thrown
    /// here instead of trapping. The update that raised changes nothing, and the updates the
    /// handler issues after it are ignored, so the table is left as that update found it (on iOS
    /// the app would have stopped there). The trapping simulations call this too, wrapped in
    /// `trapping { try … }`, so both report the same exception; only where the trap happens
    /// differs: after the handler returns instead of inside it.
    func catchingUpdateExceptions(_ handler: () -> Void) throws(TableViewException) {
        let outer = updateExceptionCatch
        updateExceptionCatch = UpdateExceptionCatch()
        handler()
        let caught = updateExceptionCatch?.caught
        updateExceptionCatch = outer
        if let caught { throw caught }
    }

    /// Whether an update under ``catchingUpdateExceptions(_:)`` already raised, so that the
    /// handler's later updates are ignored.
    var hasCaughtUpdateException: Bool { updateExceptionCatch?.caught != nil }

    /// The plan `make` returns, or, when it throws: a trap, or inside
    /// ``catchingUpdateExceptions(_:)`` `nil`, with the exception kept for the simulation to
    /// throw. Also `nil`, without calling `make`, once such a handler's update has raised.
    func planOrCatch(_ make: () throws(TableViewException) -> UpdatePlan) -> UpdatePlan? {
        guard updateExceptionCatch != nil else { return trapping { try make() } }
        guard !hasCaughtUpdateException else { return nil }
        do {
            return try make()
        } catch {
            updateExceptionCatch?.caught = error
            return nil
        }
    }
}
