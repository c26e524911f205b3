import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Records a table's session as a series of steps, each with a picture of the viewport and what
/// the table did, for the explorer page (``explorerPage(title:)``) and for tests that look at a
/// session whole. An OpenTableView addition: UIKit has no such hook.
///
/// Attaching it changes nothing the table does: the data source and delegate stay the app's own
/// objects, and it records beside a `TableCallRecorder` attached to the same table. Without a
/// session recorder the table pays one branch per layout pass and per public update, selection or
/// simulated gesture, and nothing per row (`Benchmarks/README.md`).
///
/// A step ends at the end of a layout pass, or when the next public call or gesture begins:
/// - a layout pass after the content offset changed is a *scroll* step ("scroll to 1,204 pt");
/// - an update (`performBatchUpdates(_:completion:)`, `reloadData()`, `insertRows(at:with:)`…), a
///   selection (`selectRow(at:animated:scrollPosition:)`…) or a simulated gesture
///   (`simulate.tapRow(at:)`…) names the step that holds it and the layout pass it causes
///   ("performBatchUpdates: delete 2, insert 1");
/// - a layout pass nothing else explains is a *layout pass* step; one that changed nothing (no
///   call, same rows, same offset) is not kept;
/// - ``step(_:_:)`` names a step of the test's own, and keeps the message of a trap the throwing
///   variants raised in it.
///
/// ```swift
/// let session = TableSessionRecorder(attachedTo: tableView)
/// tableView.layoutIfNeeded()
/// tableView.contentOffset.y = 1_204
/// tableView.layoutIfNeeded()
/// try session.explorerPage(title: "Scrolling").write(to: url, atomically: true, encoding: .utf8)
/// ```
@preconcurrency @MainActor
public final class TableSessionRecorder {
    /// The most rows of a table whose every row a batch-update step maps to its new place; a
    /// larger table's step maps its displayed rows only.
    public static let rowMoveLimit = 2_000

    /// The steps recorded so far, oldest first (the step in progress is added by ``finish()``).
    public private(set) var steps: [TableSessionStep] = []

    /// The table the recorder is attached to: `nil` before ``attach(to:)``, after ``detach()``,
    /// and once another session recorder has been attached to the table.
    public var tableView: TableView? {
        guard let table = attachedTable, table.sessionRecorder === self else { return nil }
        return table
    }
    private weak var attachedTable: TableView?

    /// The call recorder attached before this one, which receives every call too.
    package var next: (any TableCallRecording)?

    // The step in progress.
    private var calls: [TableEvent] = []
    private var causes: [TableSessionCause] = []
    private var depth = 0
    private var laidOutDuringStep = false
    private var trap: String?
    private var batchSummary: String?
    private var pendingMoves: [(old: IndexPath, oldGlobal: Int, new: IndexPath?)] = []
    // What the last step saw, to name scrolls and reuse the sections while the model is unchanged.
    private var lastOffset: CGPoint?
    private var sections: [TableSessionStep.Section] = []
    private var sectionsVersion: Int?
    // Cell identities: a number per cell object, kept while the cell lives.
    private var identities: [ObjectIdentifier: (cell: WeakCell, number: Int)] = [:]
    private var nextIdentity = 1

    /// A recorder attached to no table.
    public init() {}

    /// A recorder attached to `tableView`.
    public convenience init(attachedTo tableView: TableView) {
        self.init()
        attach(to: tableView)
    }

    /// Starts recording `tableView`'s session. A table has at most one session recorder: this
    /// one replaces any other; a recorder records one table, so it leaves the one it was attached to.
    public func attach(to tableView: TableView) {
        detach()
        if let other = tableView.sessionRecorder as? TableSessionRecorder { other.detach() }
        next = tableView.callRecorder
        tableView.callRecorder = self
        tableView.sessionRecorder = self
        attachedTable = tableView
        lastOffset = tableView.contentOffset
    }

    /// Stops recording, keeping the step in progress (see ``finish()``) and the steps so far.
    public func detach() {
        guard let table = tableView else {
            attachedTable = nil
            return
        }
        finish()
        table.sessionRecorder = nil
        if table.callRecorder === self { table.callRecorder = next }
        next = nil
        attachedTable = nil
    }

    /// Ends the step in progress, if anything happened since the last one: its picture is the
    /// table as it is, not laid out again.
    public func finish() {
        guard let table = tableView, !causes.isEmpty || !calls.isEmpty || trap != nil else { return }
        capture(table)
    }

    /// Runs `body` as a step named `name`. A ``TableViewException`` (or any error) that `body`
    /// throws is kept as the step's ``TableSessionStep/trap`` and thrown again: with the throwing
    /// variants (``TableView/checked``, ``TableView/performBatchUpdatesThrowing(_:completion:)``)
    /// the page shows, at this step, the exception UIKit would have raised.
    public func step(_ name: String, _ body: () throws -> Void) rethrows {
        guard let table = tableView else { return try body() }
        try table.sessionStep(.named(name)) { try body() }
    }

    // MARK: - Cutting the session into steps

    private func begin(_ cause: TableSessionCause, in table: TableView) {
        if depth == 0 {
            if !causes.isEmpty || !calls.isEmpty || trap != nil { capture(table) }
            causes = [cause]
            laidOutDuringStep = false
        }
        depth += 1
    }

    private func end(in table: TableView) {
        guard depth > 0 else { return }
        depth -= 1
        if depth == 0, laidOutDuringStep { capture(table) }
    }

    private func didLayout(_ table: TableView) {
        if depth > 0 {
            laidOutDuringStep = true
        } else {
            capture(table)
        }
    }

    private func capture(_ table: TableView) {
        let state = table.sessionCapture(identify: identity(of:))
        if sectionsVersion != table.sessionModelVersion {
            sections = table.sessionSections()
            sectionsVersion = table.sessionModelVersion
        }
        let scrolled = lastOffset.map { $0 != state.contentOffset } ?? false
        var (name, kind) = nameAndKind(scrolledTo: scrolled ? state.contentOffset.y : nil)
        if trap != nil, causes.isEmpty { (name, kind) = ("trap", .named) }
        let step = TableSessionStep(
            name: name, kind: kind, calls: calls, picture: state.picture, rows: state.rows, headers: state.headers,
            footers: state.footers, reuseQueues: state.reuseQueues, contentOffset: state.contentOffset,
            contentSize: state.contentSize, viewportSize: state.viewportSize, sections: sections,
            rowMoves: pendingMoves.map {
                .init(
                    old: $0.old, oldGlobalRow: $0.oldGlobal, new: $0.new,
                    newGlobalRow: $0.new.flatMap(table.sessionGlobalRow))
            },
            trap: trap, hasDataSource: state.hasDataSource)
        calls = []
        causes = []
        trap = nil
        batchSummary = nil
        pendingMoves = []
        laidOutDuringStep = false
        lastOffset = state.contentOffset
        // A layout pass that changed nothing is no step.
        if kind == .layoutPass, step.calls.isEmpty, let last = steps.last, last.rows == step.rows,
            last.contentSize == step.contentSize, last.reuseQueues == step.reuseQueues
        {
            return
        }
        steps.append(step)
    }

    private func nameAndKind(scrolledTo offset: CGFloat?) -> (String, TableSessionStep.Kind) {
        let scroll = offset.map { "scroll to \(Self.points($0)) pt" }
        guard let first = causes.first else {
            return scroll.map { ($0, .scroll) } ?? ("layout pass", .layoutPass)
        }
        var name: String
        let kind: TableSessionStep.Kind
        switch first {
        case .update(let label): (name, kind) = (label, .update)
        case .scroll(let label): (name, kind) = (label, .scroll)
        case .selection(let label): (name, kind) = (label, .selection)
        case .gesture(let label): (name, kind) = (label, .gesture)
        case .named(let label): (name, kind) = (label, .named)
        }
        if let batchSummary { name += ": " + batchSummary }
        if let scroll { name += ", " + scroll }
        return (name, kind)
    }

    /// A batch's operations counted by kind, in UIKit's order of application: "delete 2, insert 1".
    private static func summary(of update: BatchUpdate) -> String {
        var counts: [(String, Int)] = []
        func count(_ word: String) {
            if let index = counts.firstIndex(where: { $0.0 == word }) {
                counts[index].1 += 1
            } else {
                counts.append((word, 1))
            }
        }
        for operation in update.operations {
            switch operation {
            case .deleteSection: count("delete section")
            case .insertSection: count("insert section")
            case .reloadSection: count("reload section")
            case .moveSection: count("move section")
            case .deleteRow: count("delete")
            case .insertRow: count("insert")
            case .reloadRow: count("reload")
            case .moveRow: count("move")
            case .reconfigureRow: count("reconfigure")
            }
        }
        return counts.isEmpty ? "no change" : counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// `1204` as "1,204", `10.5` as "10.5": the offsets in step names, as a person reads them.
    static func points(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        let whole = Int(rounded.magnitude.rounded(.down))
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        let tenths = Int(((rounded.magnitude - CGFloat(whole)) * 10).rounded())
        return (rounded < 0 ? "-" : "") + digits + grouped + (tenths == 0 ? "" : ".\(tenths)")
    }

    private func identity(of cell: TableViewCell) -> Int {
        let key = ObjectIdentifier(cell)
        if let known = identities[key], known.cell.cell === cell { return known.number }
        let number = nextIdentity
        nextIdentity += 1
        identities[key] = (WeakCell(cell), number)
        return number
    }

    private final class WeakCell {
        weak var cell: TableViewCell?
        init(_ cell: TableViewCell) { self.cell = cell }
    }
}

extension TableSessionRecorder: TableSessionRecording, TableCallForwarding {
    package func tableView(_ tableView: TableView, willMake event: TableEvent) {
        calls.append(event)
        next?.tableView(tableView, willMake: event)
    }

    package func tableView(_ tableView: TableView, willBegin cause: TableSessionCause) {
        begin(cause, in: tableView)
    }

    package func tableView(_ tableView: TableView, stepDidThrow error: any Error) {
        trap = (error as? TableViewException)?.reason ?? "\(error)"
    }

    package func tableViewDidEndStep(_ tableView: TableView) {
        end(in: tableView)
    }

    package func tableView(_ tableView: TableView, willApply update: BatchUpdate, plan: UpdatePlan) {
        // A batch no public call announced (a diffable data source's apply): it opens its own
        // step, which its layout pass closes.
        if depth == 0 {
            begin(.update("batch update"), in: tableView)
            end(in: tableView)
        }
        batchSummary = Self.summary(of: update)
        pendingMoves = tableView.sessionRowMoves(plan, limit: Self.rowMoveLimit)
    }

    package func tableViewDidLayoutSubviews(_ tableView: TableView) {
        didLayout(tableView)
    }
}
