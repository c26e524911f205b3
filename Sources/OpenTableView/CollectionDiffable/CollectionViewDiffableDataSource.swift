import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A data source driven by snapshots, as UIKit's `UICollectionViewDiffableDataSource`: "the object
/// you use to manage data and provide cells for a collection view"
/// ([UICollectionViewDiffableDataSource](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa)).
///
/// The table's diffable data source on the collection view (ARCHITECTURE.md, "Diffable, with
/// section snapshots"): the same ``DiffableDataSourceSnapshot`` and the same difference
/// (`SectionedIdentifiers.difference(from:)`), applied as one batch update of the collection
/// view, so moved items keep their cells, reconfigured items keep theirs without
/// `prepareForReuse()`, and reloaded items get new ones. Creating it makes it the collection
/// view's data source; keep a strong reference to it (the collection view's `dataSource` is
/// weak, as in UIKit).
///
/// Sections can also be given as outlines: ``apply(_:to:animatingDifferences:completion:)``
/// with a ``DiffableDataSourceSectionSnapshot`` puts its visible items in the section, and
/// ``expand(_:)``/``collapse(_:)`` (what the outline disclosure accessory calls) go through
/// ``sectionSnapshotHandlers``. A user's interactive reorder goes through
/// ``reorderingHandlers``.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource {
    /// Makes the cell for an item: the collection view, the item's index path, and the item.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view: the collection view, its kind and its index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type this data source takes.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// The closures a user's reorder consults, as UIKit's `ReorderingHandlers`
    /// ([ReorderingHandlers](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct)).
    /// Reordering is off until ``canReorderItem`` is set.
    public struct ReorderingHandlers {
        /// Whether the user may reorder an item. `nil` (the default): no item may move.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot takes the reorder.
        public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot took the reorder: update your model here.
        public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reorder.
        public init() {}
    }

    /// The closures expanding and collapsing consult, as UIKit's `SectionSnapshotHandlers`
    /// ([SectionSnapshotHandlers](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct)).
    /// UIKit names the generic parameter `ItemIdentifierType`, the outer one's name; Swift warns
    /// about that shadowing, so it is `Item` here (always the data source's item type).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand. `nil`: every item may.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse. `nil`: every item may.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// Given the expanding parent and a section snapshot of its current children, returns
        /// the children it expands to (they replace the current ones).
        public var snapshotForExpandingParent:
            ((Item, DiffableDataSourceSectionSnapshot<Item>) -> DiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that allow every expansion and collapse.
        public init() {}
    }

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The outlines applied to sections, kept while the section shows their visible items.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    private var isApplying = false

    /// Makes the supplementary views (headers, footers) the layout asks for; `nil` by default.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The user's reorder's handlers.
    public var reorderingHandlers = ReorderingHandlers()
    /// The expanding and collapsing handlers.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source and installs it as `collectionView`'s data source, as UIKit's
    /// `init(collectionView:cellProvider:)`.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot: sections and items in the order the collection view shows
    /// them.
    open func snapshot() -> Snapshot {
        current
    }

    /// Makes `snapshot` current and updates the collection view with the difference as one batch
    /// update, then calls `completion`, as UIKit's `apply(_:animatingDifferences:completion:)`.
    /// Before the collection view has loaded its counts, it reloads instead. Without
    /// `animatingDifferences` the batch runs inside `UIView.performWithoutAnimation(_:)`, as
    /// UIKit's (iOS 15+), so the layout is not asked its appearing and disappearing attributes.
    ///
    /// Applying from inside another apply raises UIKit's "Deadlock detected" exception.
    /// - Complexity: O(items) to diff, plus the batch update.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        enterApply()
        defer { isApplying = false }
        let old = current
        current = snapshot.clearingReloadMarks()
        forgetOutlinesNotShown()
        if let collectionView {
            if collectionView.content.countsLoaded {
                let difference = snapshotDifference(from: old, to: snapshot)
                // Without `animatingDifferences` the batch is made without animation, as UIKit's
                // (iOS 15+) is: the layout is not asked its appearing and disappearing attributes.
                if animatingDifferences {
                    collectionView.performBatchUpdates({ self.perform(difference, on: collectionView) })
                } else {
                    View.performWithoutAnimation {
                        collectionView.performBatchUpdates({ self.perform(difference, on: collectionView) })
                    }
                }
            } else {
                collectionView.reloadData()
            }
        }
        completion?()
    }

    /// ``apply(_:animatingDifferences:completion:)`` for async code (iOS 15+).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Makes `snapshot` current and reloads the collection view without diffing, as UIKit's
    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15+).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        enterApply()
        defer { isApplying = false }
        current = snapshot.clearingReloadMarks()
        forgetOutlinesNotShown()
        collectionView?.reloadData()
        completion?()
    }

    /// ``applySnapshotUsingReloadData(_:completion:)`` for async code.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Puts the visible items of `snapshot` in `section` (appending the section when the
    /// snapshot does not have it) and applies the result, as UIKit's
    /// `apply(_:to:animatingDifferences:completion:)`. The outline is kept:
    /// ``snapshot(for:)`` returns it while the section shows its visible items.
    open func apply(
        _ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var full = current
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of `section`: the one applied to it while the section shows its visible
    /// items, else its items as root items. A section not in the snapshot raises UIKit's
    /// parameter assertion, as the snapshot's `itemIdentifiers(inSection:)` does.
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        let items = current.itemIdentifiers(inSection: section)
        if let outline = sectionSnapshots[section], outline.visibleItems == items { return outline }
        var flat = SectionSnapshot()
        flat.append(items)
        return flat
    }

    // MARK: Identifiers

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

    // MARK: Expanding and collapsing

    /// Expands `item` in its section's outline through ``sectionSnapshotHandlers``
    /// (`shouldExpandItem`, `willExpandItem`, `snapshotForExpandingParent`) and applies the
    /// section: what the outline disclosure accessory does when tapped on a collapsed item. An
    /// OpenTableView entry point for that tap; `false` when the handlers refuse or the item is
    /// not in an outline.
    @discardableResult
    public func expand(_ item: ItemIdentifierType) -> Bool {
        guard let section = current.sectionIdentifier(containingItem: item) else { return false }
        var outline = snapshot(for: section)
        guard outline.contains(item), !outline.isExpanded(item),
            sectionSnapshotHandlers.shouldExpandItem?(item) ?? true
        else { return false }
        sectionSnapshotHandlers.willExpandItem?(item)
        if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
            outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
        }
        outline.expand([item])
        apply(outline, to: section)
        showExpansion(true, of: item)
        return true
    }

    /// Collapses `item` through ``sectionSnapshotHandlers`` (`shouldCollapseItem`,
    /// `willCollapseItem`) and applies the section: the outline disclosure accessory's tap on an
    /// expanded item. `false` when the handlers refuse or the item is not expanded.
    @discardableResult
    public func collapse(_ item: ItemIdentifierType) -> Bool {
        guard let section = current.sectionIdentifier(containingItem: item) else { return false }
        var outline = snapshot(for: section)
        guard outline.isExpanded(item), sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return false }
        sectionSnapshotHandlers.willCollapseItem?(item)
        outline.collapse([item])
        apply(outline, to: section)
        showExpansion(false, of: item)
        return true
    }

    // MARK: Data source

    open func numberOfSections(in collectionView: CollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell. A provider that returns `nil` raises UIKit's "did not return a
    /// valid cell" exception.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            raise(Messages.collectionViewNilCell(indexPath))
        }
        // "The indentation level sets automatically when you use a hierarchical data source"
        // (Apple, `UICollectionViewListCell.indentationLevel`): from the section's outline.
        if let outline = sectionSnapshots[current.sectionIdentifiers[indexPath.section]], outline.contains(item) {
            (cell as? CollectionViewListCell)?.indentationLevel = outline.level(of: item)
            // The cell's configuration state says whether its item shows its children, as UIKit's
            // `UICellConfigurationState.isExpanded`.
            cell.setExpandedForConfiguration(outline.isExpanded(item))
        }
        return cell
    }

    /// Tells the displayed cell of `item` that it is expanded or collapsed (its configuration
    /// state's `isExpanded`): expanding keeps the parent's cell, so it is not asked for again.
    private func showExpansion(_ expanded: Bool, of item: ItemIdentifierType) {
        guard let indexPath = indexPath(for: item) else { return }
        collectionView?.cellForItem(at: indexPath)?.setExpandedForConfiguration(expanded)
    }

    /// The supplementary view provider's view. Without a provider, or when it returns `nil`, the
    /// collection view raises UIKit's exception for a data source that gave no view ("the view
    /// returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (…) was not
    /// retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:
    /// or is nil ((null))"), as for any data source.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            // No view: the layout pass raises the nil-view exception and shows nothing.
            collectionView.content.supplementaryViewProviderMissing = true
            return CollectionReusableView(frame: .zero)
        }
        return view
    }

    /// Whether the user may move the item: ``ReorderingHandlers/canReorderItem``, `false`
    /// without it.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.itemIdentifier(at: indexPath), let canReorder = reorderingHandlers.canReorderItem
        else { return false }
        return canReorder(item)
    }

    /// The end of a user's reorder: `willReorder` with the transaction, the snapshot takes the
    /// move, `didReorder` with the same transaction.
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        var moved = current
        moved.moveItemForReorder(from: sourceIndexPath, to: destinationIndexPath)
        let transaction = DiffableDataSourceTransaction(initial: current, final: moved)
        reorderingHandlers.willReorder?(transaction)
        current = moved
        forgetOutlinesNotShown()
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: Internals

    private func enterApply() {
        if isApplying { raise(Messages.reentrantApply(view: "UICollectionView")) }
        isApplying = true
    }

    /// Outlines whose visible items the section no longer shows describe nothing any more.
    private func forgetOutlinesNotShown() {
        for (section, outline) in sectionSnapshots {
            let shown = current.indexOfSection(section) == nil ? nil : current.itemIdentifiers(inSection: section)
            if shown != outline.visibleItems { sectionSnapshots[section] = nil }
        }
    }

    private func perform(_ difference: SectionedDifference, on collectionView: CollectionView) {
        // The difference names rows; a collection view's items are the same two-index paths.
        if !difference.deletedSections.isEmpty { collectionView.deleteSections(IndexSet(difference.deletedSections)) }
        if !difference.insertedSections.isEmpty {
            collectionView.insertSections(IndexSet(difference.insertedSections))
        }
        if !difference.reloadedSections.isEmpty {
            collectionView.reloadSections(IndexSet(difference.reloadedSections))
        }
        for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
        if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
        if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
        for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !difference.reconfiguredItems.isEmpty {
            collectionView.reconfigureItems(at: difference.reconfiguredItems)
        }
    }
}

extension CollectionViewDiffableDataSource: OutlineExpandingDataSource {
    /// The outline disclosure accessory's tap: ``collapse(_:)`` an expanded item, else
    /// ``expand(_:)`` it.
    func toggleOutline(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        guard let section = current.sectionIdentifier(containingItem: item) else { return }
        if snapshot(for: section).isExpanded(item) {
            collapse(item)
        } else {
            expand(item)
        }
    }
}
