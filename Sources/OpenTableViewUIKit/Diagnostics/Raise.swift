import Foundation
import OpenTableViewDiagnostics

/// Where every UIKit crash of OpenTableView goes.
///
/// By default a misuse prints the iOS console line and traps, as an uncaught exception ends an
/// iOS app. Tests catch it in one of two ways: a Swift Testing exit test
/// (`#expect(processExitsWith: .failure)`), or the throwing variants under `TableView.checked`
/// and `TableView.performBatchUpdatesThrowing(_:completion:)` that throw ``TableViewException`` and leave
/// the table as it was. ``willRaise`` lets a test or a host log the exception before the trap.
@preconcurrency @MainActor
public enum TableViewExceptionHandling {
    /// Called with every exception just before OpenTableView traps. Defaults to `nil`.
    public static var willRaise: (@MainActor (TableViewException) -> Void)?
}

/// Raises `exception`: writes UIKit's console line to standard error and traps.
///
/// The single exit point for misuse, so behaviour and output stay uniform.
@MainActor
package func raise(_ exception: TableViewException) -> Never {
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
package func trapping<T>(_ body: () throws -> T) -> T {
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
    package func throwIfPresent() throws(TableViewException) {
        if let self { throw self }
    }
}

/// ``raise(_:)`` for code that is not isolated to the main actor, such as
/// ``DiffableDataSourceSnapshot``, a value that may be built on any thread.
///
/// The same output and trap as ``raise(_:)``. The ``TableViewExceptionHandling/willRaise`` hook
/// is main-actor state, so it is called only when the misuse happens where the main actor runs
/// (UI code and most tests); elsewhere the exception is printed and the process traps.
package nonisolated func raiseFromAnyThread(_ exception: TableViewException) -> Never {
    if isOnMainActorExecutor() {
        MainActor.assumeIsolated { TableViewExceptionHandling.willRaise?(exception) }
    }
    FileHandle.standardError.write(Data((exception.description + "\n").utf8))
    fatalError(exception.description)
}

/// Whether the caller runs where the main actor runs: on the main thread, or on the main
/// dispatch queue, which Linux drains on another thread once the main thread has parked itself
/// in `dispatchMain()` (as the test runner does).
package nonisolated func isOnMainActorExecutor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) != nil
}

/// A mark set on the main queue, read back by ``isOnMainActorExecutor()``.
private let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
