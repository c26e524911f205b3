import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// What started a step of a recorded session: the public call or simulated gesture the table was
/// given, spelled as in UIKit (or as the `simulate` namespace spells it).
package enum TableSessionCause {
    /// A content change: `performBatchUpdates(_:completion:)`, `beginUpdates()`, `insertRows(at:with:)`,
    /// `reloadData()` and the like.
    case update(String)
    /// A programmatic scroll: `scrollToRow(at:at:animated:)`.
    case scroll(String)
    /// A programmatic selection change: `selectRow(at:animated:scrollPosition:)` or `deselectRow(at:animated:)`.
    case selection(String)
    /// A simulated user gesture: `simulate.tapRow(at:)`, `simulate.swipeRow(at:)` and the like.
    case gesture(String)
    /// A step the test named (``TableSessionRecorder/step(_:_:)``).
    case named(String)
}

/// Receives the moments a table's session is cut into steps. `TableSessionRecorder` is the public
/// face of this hook; without one attached, each moment costs the table one load and branch.
@MainActor
package protocol TableSessionRecording: AnyObject {
    /// A call or gesture is starting (calls nest: a tap selects, an update's handler updates).
    func tableView(_ tableView: TableView, willBegin cause: TableSessionCause)
    /// The call or gesture in progress threw (a throwing variant's ``TableViewException``): the
    /// step keeps the message, as the page shows the trap UIKit would have raised there.
    func tableView(_ tableView: TableView, stepDidThrow error: any Error)
    /// The call or gesture `willBegin` announced has returned (or thrown).
    func tableViewDidEndStep(_ tableView: TableView)
    /// A validated batch is about to be applied: `plan` maps every old row to its new place.
    func tableView(_ tableView: TableView, willApply update: BatchUpdate, plan: UpdatePlan)
    /// The table finished a layout pass (its `layoutSubviews()`).
    func tableViewDidLayoutSubviews(_ tableView: TableView)
}

/// A call recorder that forwards every call to the recorder attached before it, so that a
/// session recorder and a `TableCallRecorder` can record the same table at once.
@MainActor
package protocol TableCallForwarding: TableCallRecording {
    /// The recorder the calls are forwarded to.
    var next: (any TableCallRecording)? { get set }
}

extension TableView {
    /// Runs `body` as one step of the attached session recorder's session, named by `cause`.
    /// Without a recorder this is one load and branch; the cause is never built.
    @inline(__always) @discardableResult
    final func sessionStep<T, E: Error>(_ cause: @autoclosure () -> TableSessionCause, _ body: () throws(E) -> T)
        throws(E) -> T
    {
        guard let recorder = sessionRecorder else { return try body() }
        recorder.tableView(self, willBegin: cause())
        defer { recorder.tableViewDidEndStep(self) }
        do {
            return try body()
        } catch {
            recorder.tableView(self, stepDidThrow: error)
            throw error
        }
    }

    /// Attaches a session recorder when the table is created inside a test scope that records
    /// every table (`TableSessionScope`); one task-local read otherwise.
    final func joinSessionScope() {
        TableSessionScope.collection?.tableDidInit(self)
    }
}

/// The task-local collection of the tables created in a test scope that records every table's
/// session (the explorer-page-on-failure trait of `OpenTableViewTesting`).
package enum TableSessionScope {
    /// The scope's collection, or `nil` outside such a scope.
    @TaskLocal package static var collection: TableSessionCollection?
}

/// The session recorders of the tables created in one test scope, in creation order.
@MainActor
package final class TableSessionCollection {
    /// One recorder per table created in the scope.
    package private(set) var recorders: [TableSessionRecorder] = []

    /// An empty collection.
    package init() {}

    /// Attaches a recorder to a table just created in the scope.
    func tableDidInit(_ table: TableView) {
        recorders.append(TableSessionRecorder(attachedTo: table))
    }
}
