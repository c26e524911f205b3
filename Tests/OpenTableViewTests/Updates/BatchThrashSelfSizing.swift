import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import Testing

@testable import OpenTableView

/// A state of the table that a self-sized row's measurement depends on: the table's width and
/// whether its cells show the editing control (the content view narrows by it).
struct ThrashMeasuringState: Hashable {
    var width: CGFloat
    var editing: Bool
}

/// What the reference knows about self-sized rows (``ThrashConfig/selfSizing``).
///
/// UIKit does not document when an estimated row is measured. The library keeps a measured height
/// when editing mode starts or ends, until the rows are reloaded, and measures every row again
/// after a change of width (`Compatibility/Porting.md`, "Self-sized rows are measured again when
/// the table's width changes"); a row is measured on its cell as it will be shown, editing control
/// included ("The cell is measured as it will be shown"). So a row's height is its estimate, or its
/// cell measured in one of the states the table has been in since the row was last reloaded (new
/// item, `reloadData`, an empty batch, a diffable `reloadItems`); once measured (no longer an
/// estimate in the table's model), it keeps that height until the next reload or width change;
/// every displayed row is measured, and after a width change at the new width.
struct ThrashSelfSizingReference {
    /// The states the table has been in, in order (a state is recorded when it changes).
    var states = [ThrashMeasuringState(width: 320, editing: false)]
    /// By item id: the index in ``states`` of the state when the item was created or last reloaded.
    var measurableFrom: [Int: Int] = [:]
    /// By item id: the measured height the table gave the row since it was last reloaded.
    var observed: [Int: CGFloat] = [:]
    /// Measurements of fresh cells, by detail text, id and state.
    var measurements: [String: CGFloat] = [:]

    mutating func born(_ id: Int) { measurableFrom[id] = states.count - 1 }

    /// An item reloaded with new content under the same id (a diffable `reloadItems`).
    mutating func reload(_ id: Int) {
        born(id)
        observed[id] = nil
    }
}

extension BatchThrashRun {
    /// Records the table's current measuring state.
    func noteMeasuringState() {
        guard config.selfSizing else { return }
        // Rows are measured at the width they are shown at: an inset-grouped table's rows are 16
        // points in from each side (Compatibility/Evidence.md, "Inset grouped sections").
        let width = config.style == .insetGrouped ? max(0, table.bounds.width - 32) : table.bounds.width
        let state = ThrashMeasuringState(width: width, editing: table.isInEditingMode)
        if selfSizing.states.last != state { selfSizing.states.append(state) }
    }

    /// After a change of width: every measured height is forgotten (rows are measured again as
    /// they are laid out), and the rows on screen must already have their height at the new width.
    func checkRowsMeasuredAgainAfterWidthChange() -> [String] {
        guard config.selfSizing else { return [] }
        noteMeasuringState()
        selfSizing.observed = [:]
        let state = selfSizing.states.last!
        var problems: [String] = []
        for p in table.indexPathsForVisibleRows ?? [] {
            guard let item = store.model.item(at: p) else { continue }
            let height = table.rectForRow(at: p).height
            let expected = measuredHeight(of: item, in: state)
            if height != expected {
                problems.append(
                    "row \(describe(p)) (id \(item.id)) is \(fmt(height)) high after the width change, measured \(fmt(expected)) at the new width"
                )
            }
        }
        return problems
    }

    /// Every row is measured again from now on: `reloadData()` or an empty batch.
    func forgetMeasuredHeights() {
        guard config.selfSizing else { return }
        noteMeasuringState()
        for id in store.model.allIDs { selfSizing.born(id) }
        selfSizing.observed = [:]
    }

    /// The reference's measurement: a fresh cell of the registered class, configured as the data
    /// source configures it and as the table shows it in `state` (in editing mode, the delete
    /// control: the thrash's data source commits deletions and its delegate gives no other
    /// style), measured at the table's width (`Compatibility/Porting.md`, "What self-sizing
    /// measures").
    func measuredHeight(of item: ThrashItem, in state: ThrashMeasuringState) -> CGFloat {
        let key = "\(item.id) \(item.detailText.count) \(state.width) \(state.editing)"
        if let height = selfSizing.measurements[key] { return height }
        let cell = ThrashSelfSizingCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "\(item.id)"
        cell.detailTextLabel?.text = item.detailText
        if state.editing {
            cell.editingStyleStorage = .delete
            cell.setEditing(true, animated: false)
        }
        let height = cell.systemLayoutSizeFitting(CGSize(width: state.width, height: 0)).height
        selfSizing.measurements[key] = height
        return height
    }

    /// Checks a self-sized row's height against the reference, and records the first measured
    /// height seen; `nil` when it is consistent.
    func checkSelfSizedHeight(_ height: CGFloat, of item: ThrashItem, at p: IndexPath) -> String? {
        if let observed = selfSizing.observed[item.id] {
            return height == observed
                ? nil
                : "rectForRow(at: \(describe(p))) (id \(item.id)) is \(fmt(height)) high, measured \(fmt(observed)) before and not reloaded since"
        }
        if height == config.estimatedRowHeight { return nil }
        let from = selfSizing.measurableFrom[item.id] ?? 0
        let states = selfSizing.states[from...]
        if states.contains(where: { measuredHeight(of: item, in: $0) == height }) {
            // A row made an estimate again by a width change keeps its old height until laid out.
            if !table.model.section(p.section).rows.isEstimated(at: p.row) { selfSizing.observed[item.id] = height }
            return nil
        }
        let candidates = states.map {
            "\(fmt(measuredHeight(of: item, in: $0))) (width \(fmt($0.width))\($0.editing ? ", editing" : ""))"
        }
        return
            "rectForRow(at: \(describe(p))) (id \(item.id)) is \(fmt(height)) high: neither the estimate \(fmt(config.estimatedRowHeight ?? 0)) nor its cell measured in a state since it was loaded: \(candidates.joined(separator: ", "))"
    }
}

extension BatchThrashRun {
    /// How many cells an update may ask the data source for, after ``verify()``: one per row new
    /// on screen, and with self-sizing rows up to one more per row measured for the first time
    /// that is not on screen. A self-sized height is obtained by creating the row's cell
    /// (`Compatibility/Evidence.md` §3.1: `_heightForRowAtIndexPath:` →
    /// `_createPreparedCellForRowAtIndexPath:willDisplay:` → the app's `cellForRowAt`), and real
    /// heights may move a measured row out of view.
    func expectedCellRequests(newOnScreen: Int, measuredBefore: Set<Int>) -> ClosedRange<Int> {
        guard config.selfSizing else { return newOnScreen...newOnScreen }
        let model = store.model
        let shown = Set((table.indexPathsForVisibleRows ?? []).compactMap { model.item(at: $0)?.id })
        let measuredOffScreen = selfSizing.observed.keys.filter { !measuredBefore.contains($0) && !shown.contains($0) }
        return newOnScreen...(newOnScreen + measuredOffScreen.count)
    }
}

func fmt(_ range: ClosedRange<Int>) -> String {
    range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
}
