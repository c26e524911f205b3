import Foundation
import OpenTableView

/// The ordered history of ``TableEvent``s that test doubles record: the calls a table made to
/// its data source, delegate, prefetching data source and scroll-view delegate, and the
/// lifecycle of cells and views, compared whole in tests.
///
/// Share one log between the doubles of a test so that their calls interleave in the order the
/// table made them:
///
/// ```swift
/// let log = TableEventLog()
/// let dataSource = RecordingDataSource([3], log: log)
/// table.dataSource = dataSource
/// table.layoutIfNeeded()
/// #expect(log.take() == [.numberOfSections, .numberOfRows(0), .cellForRow([0, 0]), …])
/// ```
///
/// ``text`` prints one event per line in UIKit's selector spelling, for golden files and for
/// readable failure messages.
@preconcurrency @MainActor
public final class TableEventLog {
    /// The events recorded since the log was created or last emptied, oldest first.
    public private(set) var events: [TableEvent] = []

    /// An empty log.
    public init() {}

    /// Appends `event` to the history.
    public func record(_ event: TableEvent) {
        events.append(event)
    }

    /// Returns the events recorded so far and empties the log, so that the next expectation
    /// sees only what happens after this call.
    public func take() -> [TableEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Empties the log.
    public func reset() {
        events.removeAll()
    }

    /// Whether nothing was recorded since the log was created or last emptied.
    public var isEmpty: Bool { events.isEmpty }

    /// The recorded events of the given kinds, in order.
    public func events(ofKind kinds: TableEvent.Kind...) -> [TableEvent] {
        events(ofKinds: Set(kinds))
    }

    /// The recorded events of the given kinds, in order.
    public func events(ofKinds kinds: Set<TableEvent.Kind>) -> [TableEvent] {
        events.filter { kinds.contains($0.kind) }
    }

    /// The recorded events about the row at `indexPath` (see ``TableEvent/indexPath``), in order.
    public func events(at indexPath: IndexPath) -> [TableEvent] {
        events.filter { $0.indexPath == indexPath }
    }

    /// The recorded events about `section` or a row in it (see ``TableEvent/section``), in order.
    public func events(inSection section: Int) -> [TableEvent] {
        events.filter { $0.section == section }
    }

    /// The history as text, one event per line in UIKit's spelling (``TableEvent/description``),
    /// each line ending with a newline; empty when nothing was recorded.
    public var text: String {
        events.map { "\($0)\n" }.joined()
    }
}
