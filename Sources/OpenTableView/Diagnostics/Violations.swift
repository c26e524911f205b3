import Foundation

/// A misuse that UIKit reports by raising an Objective-C exception, which crashes the app.
///
/// Every message OpenTableView raises is spelled exactly as UIKit spells it (see
/// `Compatibility/Porting.md` for the sources), so a Linux test can assert the same text an iOS
/// crash log shows. UIKit 15+ appends ` Table view: <UITableView: 0x…>` to several messages;
/// that suffix names a live object and cannot be reproduced, so ``reason`` ends before it.
public struct TableViewException: Error, Equatable, CustomStringConvertible, Sendable {
    /// The Objective-C exception name UIKit uses for this misuse.
    public enum Name: String, Sendable {
        /// `NSInternalInconsistencyException`: assertions such as invalid updates or dequeues.
        case internalInconsistency = "NSInternalInconsistencyException"
        /// `NSRangeException`: out-of-bounds scrolls.
        case range = "NSRangeException"
        /// `NSInvalidArgumentException`: invalid arguments, such as a negative row height.
        case invalidArgument = "NSInvalidArgumentException"
    }

    /// The exception's name.
    public var name: Name
    /// UIKit's exact message.
    public var reason: String

    /// Creates an exception value.
    public init(_ name: Name, _ reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The line the iOS console prints for an uncaught exception.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
    }
}

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

/// Runs `body`, a check that may find misuse, and traps on what it finds.
@MainActor
func raiseIfNeeded(_ exception: TableViewException?) {
    if let exception { raise(exception) }
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
