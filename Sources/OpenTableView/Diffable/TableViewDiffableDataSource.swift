import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`.
///
/// Creating it makes it the table's data source. `apply(_:animatingDifferences:completion:)`
/// computes the difference between the current and the new snapshot (the core's
/// `SectionedIdentifiers.difference(from:)`) and applies it as one batch update, so moved rows
/// keep their cells, reconfigured rows keep their cells without `prepareForReuse()`, and
/// reloaded rows get new ones. Keep a strong reference to it: the table's `dataSource` is weak,
/// as in UIKit.
///
/// Subclasses enable editing as on iOS by overriding `tableView(_:canEditRowAt:)` (default
/// `false`), `tableView(_:canMoveRowAt:)` (default `false`), `commit` and `moveRowAt`.
///
/// After a user's reorder the snapshot follows the table, since ``snapshot()`` holds the items
/// "in the order that they appear in the UI" (Apple, `snapshot()`), however an override of
/// `tableView(_:moveRowAt:to:)` is written: one that calls `super` (the base moves the item in
/// the snapshot), one that applies a new snapshot without calling `super` (as Apple's own table
/// editing sample does), or one that does neither. While the table commits the drag (it shows
/// the row at its new place, ``TableView/hasUncommittedUpdates``), a snapshot applied from
/// `moveRowAt` is diffed against the order the table shows, the dragged row already moved, and
/// what differs from it is applied once the row has moved in the table (the completion runs
/// then); a snapshot that only records the drag changes nothing in the table. UIKit does not
/// document this case (`Compatibility/Porting.md`, "Where UIKit is uncertain").
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource, ReorderCommitObserver {
    /// Makes the cell for an item: the table, the item's index path, and the item.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var isApplying = false
    /// The drag the table is committing, while it calls `moveRowAt`, whether ``current`` records
    /// it yet, and the snapshot before it (taken back if the drag does not go through).
    private var reorder: (source: IndexPath, destination: IndexPath, recorded: Bool, before: Snapshot)?
    /// What the applies made during a drag's commit left for the table, applied in order once
    /// the row has moved there: a difference (or a reload) and the apply's completion.
    private var updatesAfterReorder: [(difference: SectionedDifference?, completion: (() -> Void)?)] = []

    /// The animation of the rows the next apply inserts, deletes or reloads. Default
    /// ``TableView/RowAnimation/automatic``. Recorded only headless.
    open var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// Creates the data source and installs it as `tableView`'s data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot: sections and items in the order the table shows them.
    open func snapshot() -> Snapshot {
        current
    }

    /// Makes `snapshot` current and updates the table with the difference as one batch update,
    /// then calls `completion`. Before the table has loaded, it simply reloads.
    ///
    /// Applying from inside another apply (for example from `cellForRowAt`) raises UIKit's
    /// "Deadlock detected" exception.
    /// - Complexity: O(items) to diff, plus the batch update.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot.clearingReloadMarks()
            completion?()
            return
        }
        enterApply(tableView)
        defer { isApplying = false }
        if reorder != nil {
            // The table shows the dragged row moved but has not moved it yet: diff against what
            // it shows and update it once it has.
            let shown = recordReorder()
            current = snapshot.clearingReloadMarks()
            updatesAfterReorder.append((snapshotDifference(from: shown, to: snapshot), completion))
            return
        }
        let old = current
        current = snapshot.clearingReloadMarks()
        if tableView.content.needsDataReload {
            tableView.reloadData()
        } else {
            let difference = snapshotDifference(from: old, to: snapshot)
            tableView.performBatchUpdates({ self.perform(difference, on: tableView) })
        }
        completion?()
    }

    /// ``apply(_:animatingDifferences:completion:)`` for async code (iOS 15+).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Makes `snapshot` current and reloads the table without diffing (iOS 15+).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        if let tableView { enterApply(tableView) }
        defer { isApplying = false }
        if reorder != nil {
            // Reloading now would lose the drag (`hasUncommittedUpdates`): reload once it is in.
            _ = recordReorder()
            current = snapshot.clearingReloadMarks()
            updatesAfterReorder.append((nil, completion))
            return
        }
        current = snapshot.clearingReloadMarks()
        tableView?.reloadData()
        completion?()
    }

    /// ``applySnapshotUsingReloadData(_:completion:)`` for async code.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// The item at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of `itemIdentifier`, or `nil` when it is not in the snapshot.
    /// - Complexity: O(1) amortised.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(ofItem: itemIdentifier)
    }

    /// The section identifier at `index`, or `nil` when out of range (iOS 15+).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot (iOS 15+).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: Data source

    open func numberOfSections(in tableView: TableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item)
        else {
            raise(Messages.nilCell(indexPath))
        }
        return cell
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default `false`: subclass to allow swipe-to-delete and editing controls.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Default `false`: subclass to allow reordering.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Moves the item in the current snapshot to follow the row the user dragged. During a drag's
    /// commit the snapshot follows it once, whether or not an override calls this.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        if let reorder, reorder.source == sourceIndexPath, reorder.destination == destinationIndexPath {
            _ = recordReorder()
        } else {
            current.moveItemForReorder(from: sourceIndexPath, to: destinationIndexPath)
        }
    }
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    // MARK: - Reorder commits

    func tableWillCommitReorder(_ tableView: TableView, from source: IndexPath, to destination: IndexPath) {
        reorder = (source, destination, false, current)
        updatesAfterReorder = []
    }

    func tableDidCommitReorder(_ tableView: TableView, moved: Bool) {
        guard let pending = reorder else { return }
        let updates = updatesAfterReorder
        updatesAfterReorder = []
        guard moved else {
            // An update of the app's raised and the row stayed: the snapshot goes back to what
            // the table still shows, and nothing the applies left is applied (the table stops, as
            // UIKit's does, or the throwing variant throws).
            current = pending.before
            reorder = nil
            return
        }
        // The table shows the drag; an override that neither called `super` nor applied leaves
        // the snapshot to follow it here.
        _ = recordReorder()
        reorder = nil
        for update in updates {
            enterApply(tableView)
            if let difference = update.difference {
                if !difference.isEmpty {
                    tableView.performBatchUpdates({ self.perform(difference, on: tableView) })
                }
            } else {
                tableView.reloadData()
            }
            isApplying = false
            update.completion?()
        }
    }

    /// Makes ``current`` record the drag being committed, once, and returns it: the order the
    /// table shows.
    private func recordReorder() -> Snapshot {
        if let pending = reorder, !pending.recorded {
            current.moveItemForReorder(from: pending.source, to: pending.destination)
            reorder?.recorded = true
        }
        return current
    }

    // MARK: - Internals

    private func enterApply(_ tableView: TableView) {
        if isApplying {
            raise(Messages.reentrantApply())
        }
        isApplying = true
    }

    private func perform(_ difference: SectionedDifference, on tableView: TableView) {
        let animation = defaultRowAnimation
        if !difference.deletedSections.isEmpty {
            tableView.deleteSections(IndexSet(difference.deletedSections), with: animation)
        }
        if !difference.insertedSections.isEmpty {
            tableView.insertSections(IndexSet(difference.insertedSections), with: animation)
        }
        if !difference.reloadedSections.isEmpty {
            tableView.reloadSections(IndexSet(difference.reloadedSections), with: animation)
        }
        for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
        if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
    }
}
