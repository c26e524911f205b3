import Foundation

/// Records, in order, every call a table makes to its data source, delegate, prefetching data
/// source and scroll-view delegate, and the lifecycle calls it makes on its cells
/// (`prepareForReuse()`, `setSelected(_:animated:)`, `setHighlighted(_:animated:)`,
/// `setEditing(_:animated:)`), as ``TableEvent`` values printed in UIKit's spelling.
///
/// Attaching it changes nothing the table does: the data source and delegate stay the app's own
/// objects, and the table reports each call to the recorder just before making it.
/// A `TableSessionRecorder` attached to the same table (before or after) records beside it.
///
/// ```swift
/// let recorder = TableCallRecorder(attachedTo: tableView)
/// tableView.reloadData()
/// tableView.layoutIfNeeded()
/// #expect(recorder.take() == [.numberOfSections, .numberOfRows(0), .cellForRow([0, 0]), .willDisplay([0, 0])])
/// ```
///
/// What is recorded:
/// - a call is recorded only when its receiver exists: no delegate, no delegate calls;
/// - the optional methods whose absence the table detects (the height and estimated-height
///   methods, the header and footer views, `tableView(_:canMoveRowAt:)`) are recorded only when
///   the receiver implements them, and just after the call, as UIKit calls them only when the
///   receiver responds to the selector;
/// - every other optional method is recorded when the table calls it, implemented or not:
///   Swift on Linux has no `respondsToSelector:`, so the table calls the protocol's default
///   (which behaves as UIKit does without the method);
/// - cell lifecycle calls are ``TableEvent/cell(_:at:)`` events naming the row the cell is for
///   (`nil` for `dequeueReusableCell(withIdentifier:)` without an index path).
///
/// An OpenTableView addition: UIKit has no such hook. With no recorder attached the table pays one
/// branch per call (`Benchmarks/README.md` has the instruction counts).
@preconcurrency @MainActor
public final class TableCallRecorder {
    /// Where the events go; pass a shared log to interleave them with recording cells' or other
    /// doubles' events.
    public let log: TableEventLog
    /// The table the recorder is attached to: `nil` before ``attach(to:)``, after ``detach()``,
    /// and once another recorder has been attached to the table.
    public var tableView: TableView? {
        guard let table = attachedTable, (Self.sink(of: table) as? Sink)?.recorder === self else { return nil }
        return table
    }
    private weak var attachedTable: TableView?

    /// A recorder attached to no table, recording into `log`.
    public init(log: TableEventLog = TableEventLog()) {
        self.log = log
    }

    /// A recorder attached to `tableView`, recording into `log`.
    public convenience init(attachedTo tableView: TableView, log: TableEventLog = TableEventLog()) {
        self.init(log: log)
        attach(to: tableView)
    }

    /// Starts recording `tableView`'s calls. A table has at most one recorder: this one replaces
    /// any other; a recorder records one table, so it leaves the one it was attached to.
    public func attach(to tableView: TableView) {
        detach()
        // A session recorder attached first forwards the calls to this one.
        if let forwarding = tableView.callRecorder as? any TableCallForwarding {
            forwarding.next = Sink(recorder: self)
        } else {
            tableView.callRecorder = Sink(recorder: self)
        }
        attachedTable = tableView
    }

    /// Stops recording; the events recorded so far stay.
    public func detach() {
        if let table = tableView {
            if let forwarding = table.callRecorder as? any TableCallForwarding {
                forwarding.next = nil
            } else {
                table.callRecorder = nil
            }
        }
        attachedTable = nil
    }

    /// The call recorder of `table` a `TableCallRecorder` attaches: the table's own, or the one a
    /// session recorder forwards to.
    private static func sink(of table: TableView) -> (any TableCallRecording)? {
        if let forwarding = table.callRecorder as? any TableCallForwarding { return forwarding.next }
        return table.callRecorder
    }

    /// The events recorded since the recorder was created or last emptied, oldest first.
    public var events: [TableEvent] { log.events }

    /// Returns the events recorded so far and empties the log.
    public func take() -> [TableEvent] { log.take() }

    /// Empties the log.
    public func reset() { log.reset() }

    /// Empties the log, runs `body`, and returns the events it caused (the log keeps them).
    public func events(during body: () throws -> Void) rethrows -> [TableEvent] {
        log.reset()
        try body()
        return log.events
    }

    /// The recorded events of the given kinds, in order.
    public func events(ofKind kinds: TableEvent.Kind...) -> [TableEvent] { log.events(ofKinds: Set(kinds)) }

    /// The recorded events about the row at `indexPath`, in order.
    public func events(at indexPath: IndexPath) -> [TableEvent] { log.events(at: indexPath) }

    /// The recorded events about `section` or a row in it, in order.
    public func events(inSection section: Int) -> [TableEvent] { log.events(inSection: section) }

    /// The history as text, one event per line in UIKit's spelling, for golden files.
    public var text: String { log.text }

    /// The table's end of the hook. A separate object so that the table holds the recorder's log
    /// strongly while the recorder holds the table weakly: no cycle, and a recorder kept only by
    /// the test keeps recording as long as the table lives.
    private final class Sink: TableCallRecording {
        weak var recorder: TableCallRecorder?
        let log: TableEventLog

        init(recorder: TableCallRecorder) {
            self.recorder = recorder
            self.log = recorder.log
        }

        func tableView(_ tableView: TableView, willMake event: TableEvent) {
            log.record(event)
        }
    }
}
