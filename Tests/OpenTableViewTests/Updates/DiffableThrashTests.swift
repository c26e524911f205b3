import Foundation
import OpenTableViewTesting
import Testing

@testable import OpenTableView

/// The batch thrash driven through a `TableViewDiffableDataSource` (Apple's
/// `UITableViewDiffableDataSource`): the same run as ``BatchThrashTests`` (same configurations,
/// mixed steps, editing simulations and brute-force checks after every step), but each batch is
/// the snapshot of the model the batch leads to, applied with or without
/// `animatingDifferences`; reloaded rows and sections keep their identifiers and are marked with
/// `reloadItems`/`reloadSections`. About one batch in five is an invalid snapshot edit
/// (duplicate identifiers, identifiers that are not in the snapshot): the throwing twin of the
/// snapshot call must throw UIKit's message (reference texts in `Compatibility/Porting.md` and
/// Apple's `NSDiffableDataSourceSnapshot` documentation) and leave the snapshot, the data source
/// and the table untouched.
///
/// Replay one seed with `OPENTABLEVIEW_SEED=<seed> OPENTABLEVIEW_THRASH_BATCHES=<n> swift test
/// --filter DiffableThrash`.
@MainActor
@Suite(.explorerPagesOnFailure) struct DiffableThrashTests {
    /// Two seeds per configuration (`seed % 8`): 640 applied snapshots in a developer's
    /// `swift test`; CI (`.ci/run`) sets `OPENTABLEVIEW_DIFFABLE_BATCHES=132`, 2,112 snapshots.
    nonisolated static let defaultSeeds: [UInt64] = Array(301...316)
    nonisolated static let defaultBatches = 40

    nonisolated static var seeds: [UInt64] { RandomizedRuns.seeds(default: defaultSeeds) }

    /// `OPENTABLEVIEW_DIFFABLE_BATCHES`, else `OPENTABLEVIEW_THRASH_BATCHES` (the long run sets
    /// that one for both thrashes), else ``defaultBatches``.
    nonisolated static var batches: Int {
        RandomizedRuns.count(
            "OPENTABLEVIEW_DIFFABLE_BATCHES",
            default: RandomizedRuns.count("OPENTABLEVIEW_THRASH_BATCHES", default: defaultBatches))
    }

    @Test(arguments: DiffableThrashTests.seeds)
    func randomSnapshotsMatchTheReference(seed: UInt64) {
        BatchThrashRun(seed: seed, diffable: true).run(batches: DiffableThrashTests.batches)
    }
}

/// A diffable data source over a ``ThrashStore``: item and section identifiers are the model's
/// ids, cells show the item id, header titles and editing come from the store.
@MainActor
final class ThrashDiffableDataSource: TableViewDiffableDataSource<Int, Int> {
    let store: ThrashStore

    init(table: TableView, store: ThrashStore) {
        self.store = store
        super.init(tableView: table) { tableView, indexPath, id in
            store.cellRequests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(id)"
            cell.detailTextLabel?.text = store.model.item(at: indexPath)?.detailText
            if store.model.item(at: indexPath)?.id != id {
                store.problems.append("cell provider asked for item \(id) at \(describe(indexPath)), not the model's")
            }
            return cell
        }
    }

    static func snapshot(of model: ThrashModel) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(model.sections.map(\.id))
        for section in model.sections { snapshot.appendItems(section.items.map(\.id), toSection: section.id) }
        return snapshot
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard store.answersTitles, section < store.model.sections.count else { return nil }
        return store.model.sections[section].title
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard let onCommit = store.onCommit else {
            return store.problems.append("commit(\(describe(indexPath))) without a tap")
        }
        onCommit(tableView, editingStyle, indexPath)
    }

    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        guard let onMove = store.onMove else {
            return store.problems.append("moveRowAt(\(describe(sourceIndexPath))) without a drag")
        }
        onMove(tableView, sourceIndexPath, destinationIndexPath)
    }
}

/// Sections and items of a snapshot with its marks, to tell that a rejected edit changed nothing.
struct ThrashSnapshotContent: Equatable {
    var sections: [Int]
    var items: [[Int]]
    var reloadedItems: [Int]
    var reloadedSections: [Int]

    init(_ snapshot: ThrashDiffableDataSource.Snapshot) {
        sections = snapshot.sectionIdentifiers
        items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
        reloadedItems = snapshot.reloadedItemIdentifiers
        reloadedSections = snapshot.reloadedSectionIdentifiers
    }
}

extension BatchThrashRun {
    /// A valid batch as a diffable client makes it: the snapshot of the model the batch leads to.
    func appliedSnapshot() -> Bool {
        guard let source = diffableSource else { return true }
        let before = store.model
        let batch = randomValidBatch(from: before)
        guard var after = before.applying(batch) else {
            report(
                ["test bug: the reference cannot apply the generated batch"], context: "snapshot", ops: batch.ops,
                before: before)
            return false
        }
        // Reloaded rows and sections keep their identifiers, with new content: a reload.
        let sets = ThrashOpSets(batch.ops)
        var reloadedItems: [Int] = []
        var reloadedSections: [Int] = []
        for p in sets.reloadedRows.sorted() {
            let old = before.item(at: p)!.id
            let new = batch.reloadedItems[p]!.id
            for s in after.sections.indices {
                if let r = after.sections[s].items.firstIndex(where: { $0.id == new }) {
                    after.sections[s].items[r].id = old
                }
            }
            reloadedItems.append(old)
            // Same identifier, new content: measured anew.
            selfSizing.reload(old)
        }
        for s in sets.reloadedSections.sorted() {
            let old = before.sections[s].id
            let new = batch.reloadedSections[s]!.id
            if let n = after.sections.firstIndex(where: { $0.id == new }) { after.sections[n].id = old }
            reloadedSections.append(old)
        }
        var snapshot = ThrashDiffableDataSource.snapshot(of: after)
        if !reloadedItems.isEmpty { snapshot.reloadItems(reloadedItems) }
        if !reloadedSections.isEmpty { snapshot.reloadSections(reloadedSections) }

        var cellsBefore: [Int: TableViewCell] = [:]
        var reusesBefore: [ObjectIdentifier: Int] = [:]
        for (p, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
            guard let item = before.item(at: p) else { continue }
            cellsBefore[item.id] = cell
            reusesBefore[ObjectIdentifier(cell)] = (cell as? CountingCell)?.reuseCount
        }
        let offsetBefore = table.contentOffset.y
        store.model = after
        // A snapshot with the same identifiers and no reloads is an empty batch: every row's
        // height is asked again (`Compatibility/Porting.md`, "Self-sized rows keep their measured
        // height when the table's width changes").
        if reloadedItems.isEmpty && reloadedSections.isEmpty && before.identifiers == after.identifiers {
            forgetMeasuredHeights()
        }
        let measuredBefore = Set(selfSizing.observed.keys)
        store.cellRequests = 0
        let animating = rng.bool()
        var completed = false
        source.apply(snapshot, animatingDifferences: animating) { completed = true }
        table.layoutIfNeeded()
        // Reloaded rows are deselected (Apple's `reloadRows(at:with:)`: a reload is a delete and
        // an insert), and so are the rows of reloaded sections (new items).
        selectedIDs.formIntersection(after.allIDs)
        selectedIDs.subtract(reloadedItems)
        count(batch.ops.isEmpty ? "empty snapshots" : "applied snapshots")
        let context = "apply(animatingDifferences: \(animating)), \(before.counts) → \(after.counts)"
        note(context)

        var problems = verify()
        if !completed { problems.append("apply did not call its completion") }
        if ThrashSnapshotContent(source.snapshot())
            != ThrashSnapshotContent(ThrashDiffableDataSource.snapshot(of: after))
        {
            problems.append("the data source's snapshot is not the applied one (without its reload marks)")
        }
        problems += offsetKeptClamped(offsetBefore)
        var newOnScreen = 0
        for (p, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
            guard let item = after.item(at: p) else { continue }
            if let old = cellsBefore[item.id], !reloadedItems.contains(item.id),
                !reloadedSections.contains(after.sections[p.section].id)
            {
                if old !== cell {
                    problems.append("row \(describe(p)) (id \(item.id)) stayed on screen but its cell changed")
                }
                continue
            }
            newOnScreen += 1
            // A reloaded row gets a cell from the data source, dequeued (so prepared for reuse)
            // if it showed a row before: the reference's "reload replaces the cell" (Apple's
            // `reloadItems(_:)`); the cell of a reloaded row that also moves may come back from
            // the pool, as the row is deleted and inserted.
            if let reuses = reusesBefore[ObjectIdentifier(cell)], (cell as? CountingCell)?.reuseCount == reuses {
                problems.append(
                    "row \(describe(p)) (id \(item.id)) shows a cell that showed a row before the update, without prepareForReuse"
                )
            }
        }
        let requests = expectedCellRequests(newOnScreen: newOnScreen, measuredBefore: measuredBefore)
        if !requests.contains(store.cellRequests) {
            problems.append(
                "\(store.cellRequests) cell provider calls, expected \(fmt(requests)) (the rows new on screen, and rows measured off screen)"
            )
        }
        guard problems.isEmpty else {
            report(problems, context: context, ops: batch.ops, before: before, after: after, offset: offsetBefore)
            return false
        }
        return true
    }

    /// An invalid edit of the data source's snapshot, through the snapshot's throwing twin: UIKit's
    /// exact message, then the snapshot, the data source and the table exactly as they were (the
    /// untouched snapshot, applied, changes nothing).
    func invalidSnapshotEdit() -> Bool {
        guard let source = diffableSource else { return true }
        var snapshot = source.snapshot()
        let original = ThrashSnapshotContent(snapshot)
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        // Identifiers in no snapshot: the model's ids are never reused.
        let fresh = nextID
        let missing = nextID + 1
        nextID += 2
        var kinds = [
            "duplicate section identifiers", "insert items next to a missing item", "append items to a missing section",
            "insert sections next to a missing one", "reload a missing item", "reload a missing section",
            "count the items of a missing section",
        ]
        if !sections.isEmpty {
            kinds += [
                "duplicate item identifiers", "append an existing section", "move a missing section",
                "move a section next to a missing one",
            ]
        }
        if !items.isEmpty { kinds += ["move a missing item", "move an item next to a missing one"] }
        let kind = pick(kinds)!
        let notFound = { (what: String) in "Invalid parameter not satisfying: \(what) != NSNotFound" }
        let expected: String
        var thrown: TableViewException?
        do {
            switch kind {
            case "duplicate item identifiers":
                expected =
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(fresh)\n)}"
                try snapshot.checkedAppendItems([fresh, fresh], toSection: pick(sections)!)
            case "duplicate section identifiers":
                expected =
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \(fresh)\n)}"
                try snapshot.checkedAppendSections([fresh, fresh])
            case "append an existing section":
                let existing = pick(sections)!
                expected =
                    "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: \(existing)"
                try snapshot.checkedAppendSections([existing])
            case "insert items next to a missing item":
                expected = notFound("section")
                try snapshot.checkedInsertItems([fresh], relativeTo: missing, after: rng.bool())
            case "append items to a missing section":
                expected = notFound("section")
                try snapshot.checkedAppendItems([fresh], toSection: missing)
            case "move a missing section":
                expected = notFound("fromSection")
                try snapshot.checkedMoveSection(missing, relativeTo: pick(sections)!, after: rng.bool())
            case "move a section next to a missing one":
                expected = notFound("toSection")
                try snapshot.checkedMoveSection(pick(sections)!, relativeTo: missing, after: rng.bool())
            case "insert sections next to a missing one":
                expected = notFound("insertIndex")
                try snapshot.checkedInsertSections([fresh], relativeTo: missing, after: rng.bool())
            case "move a missing item":
                expected = notFound("fromIndex")
                try snapshot.checkedMoveItem(missing, relativeTo: pick(items)!, after: rng.bool())
            case "move an item next to a missing one":
                expected = notFound("toIndex")
                try snapshot.checkedMoveItem(pick(items)!, relativeTo: missing, after: rng.bool())
            case "reload a missing item":
                expected = "Attempted to reload item identifier that does not exist in the snapshot: \(missing)"
                try snapshot.checkedReloadItems([missing])
            case "reload a missing section":
                expected = "Invalid section identifier for reload specified: \(missing)"
                try snapshot.checkedReloadSections([missing])
            default:  // "count the items of a missing section"
                expected = notFound("section")
                _ = try snapshot.checkedNumberOfItems(inSection: missing)
            }
        } catch {
            thrown = error
        }
        count("rejected: \(kind)")
        note("invalid snapshot edit (\(kind))")
        var problems: [String] = []
        if let thrown {
            if thrown.name != .internalInconsistency || thrown.reason != expected {
                problems.append("threw \(thrown.name.rawValue): \(thrown.reason)\n    expected: \(expected)")
            }
        } else {
            problems.append("accepted an invalid snapshot edit; expected: \(expected)")
        }
        if ThrashSnapshotContent(snapshot) != original { problems.append("the rejected edit changed the snapshot") }
        if ThrashSnapshotContent(source.snapshot()) != original {
            problems.append("the data source's snapshot changed")
        }
        // The untouched snapshot, applied, is an empty batch and leaves the table as it was. An
        // empty batch asks the row heights again, which puts estimated rows off screen back to
        // their estimate (`TableView.endUpdates()`), so that part is left out with estimates;
        // it also clamps an offset left past the end by a `contentInset` change, so the offset
        // is brought inside the content first, as a user's scroll would.
        guard config.estimatedRowHeight == nil else { return reportSnapshotEdit(problems, kind) }
        if table.contentOffset.y > offsetRange().max {
            table.contentOffset.y = offsetRange().max
            table.layoutIfNeeded()
        }
        let snapshotBefore = self.snapshot()
        let events = tracker.events
        store.cellRequests = 0
        source.apply(snapshot, animatingDifferences: rng.bool())
        table.layoutIfNeeded()
        if ThrashSnapshotContent(source.snapshot()) != original {
            problems.append("applying the untouched snapshot changed the data source's")
        }
        let snapshotAfter = self.snapshot()
        if snapshotAfter != snapshotBefore {
            problems.append(
                "the table changed: before visible \(snapshotBefore.visible.map(describe)) offset \(fmt(snapshotBefore.offset)); after visible \(snapshotAfter.visible.map(describe)) offset \(fmt(snapshotAfter.offset)); same cells \(snapshotAfter.cells == snapshotBefore.cells), frames \(snapshotAfter.frames == snapshotBefore.frames), rects \(snapshotAfter.rowRects == snapshotBefore.rowRects)"
            )
        }
        if tracker.events != events { problems.append("\(tracker.events - events) display callbacks") }
        if store.cellRequests != 0 { problems.append("\(store.cellRequests) cell provider calls") }
        return reportSnapshotEdit(problems, kind)
    }

    /// Reports a failed snapshot edit with the checks of ``verify()``; returns `false`.
    private func reportSnapshotEdit(_ problems: [String], _ kind: String) -> Bool {
        let all = problems + verify()
        guard !all.isEmpty else { return true }
        report(all, context: "invalid snapshot edit (\(kind))", before: store.model)
        return false
    }
}
