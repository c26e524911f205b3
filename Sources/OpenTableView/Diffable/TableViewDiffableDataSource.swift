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
/// `false`), `tableView(_:canMoveRowAt:)` (default `false`), `commit` and `moveRowAt`. After a
/// user reorder the data source moves the item in its snapshot itself; an override of
/// `tableView(_:moveRowAt:to:)` should call `super`.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
    /// Makes the cell for an item: the table, the item's index path, and the item.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var isApplying = false

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
        let old = current
        current = snapshot.clearingReloadMarks()
        if tableView.needsDataReload {
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
    /// Moves the item in the current snapshot to follow the row the user dragged.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        current.moveItemForReorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
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
