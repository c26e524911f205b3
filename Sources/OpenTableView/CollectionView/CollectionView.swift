import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// A scrolling view of items laid out by a layout object, as UIKit's `UICollectionView`.
///
/// Headless, as the table: layout passes run on `layoutIfNeeded()` (or a window's), cells are
/// real views framed from the layout's attributes, and the data source and delegate are called
/// with UIKit's signatures in UIKit's order. The collection view is built on the table's parts
/// (ARCHITECTURE.md, "The collection view"): its reuse pools, its exception and checks, and, in
/// ``CollectionViewFlowLayout``, its height model.
///
/// What this first part has: class registration and dequeue, the data source's counts and cells,
/// the delegate's display calls, queries of counts, cells, visible items and layout attributes,
/// `reloadData()`. Supplementary views are laid out (headers and footers have attributes) but
/// not yet shown; updates, selection, scrolling to items, diffable data sources and
/// compositional layouts are not here yet.
open class CollectionView: ScrollView {
    /// What kind of element a set of layout attributes describes, as UIKit's
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Sendable, Hashable {
        /// A cell, for an item.
        case cell
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view, which the layout owns.
        case decorationView
    }

    /// The kind of a section header supplementary view, with UIKit's value.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view, with UIKit's value.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view with `layout`, as UIKit's `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// Creates a collection view from an archive, as UIKit's `init(coder:)`, with a flow layout
    /// of UIKit's defaults (Interface Builder's default layout).
    public required init?(coder: NSCoder) {
        layoutStorage = CollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layoutStorage)
    }

    // MARK: Data source, delegate and layout

    /// The object that supplies sections, items and cells (weak, as in UIKit). Setting it makes
    /// the next layout pass or query ask for the data again.
    open weak var dataSource: CollectionViewDataSource? {
        didSet { reloadDataImplementation() }
    }

    /// The collection view's delegate (weak). Narrows ``ScrollView``'s `delegate` to a
    /// ``CollectionViewDelegate``, as UIKit's does; it is also the scroll view delegate.
    open var delegate: CollectionViewDelegate? {
        get { collectionDelegate }
        set { scrollDelegate = newValue }
    }

    /// The layout object. Setting another one invalidates it and lays the items out with it.
    open var collectionViewLayout: CollectionViewLayout {
        get { layoutStorage }
        set {
            guard newValue !== layoutStorage else { return }
            layoutStorage.owner = nil
            layoutStorage = newValue
            adopt(newValue)
        }
    }

    // MARK: Cells

    /// Registers `cellClass` (or, with `nil`, unregisters) for `identifier`: dequeues of that
    /// identifier create instances with `init(frame:)` when the queue is empty.
    open func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registerImplementation(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A cell for the item at `indexPath`: a queued one for `identifier` (after its
    /// `prepareForReuse()`) or a new one of the registered class, framed from the layout's
    /// attributes for `indexPath` and given them through `apply(_:)`.
    ///
    /// An identifier with no registration raises UIKit's `NSInternalInconsistencyException`
    /// ("could not dequeue a view of kind: UICollectionElementKindCell with identifier …");
    /// `checked.dequeueReusableCell(withReuseIdentifier:for:)` throws it instead.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        do {
            return try checkedDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        } catch {
            raise(error)
        }
    }

    // MARK: Counts and queries

    /// The number of sections, as the data source answers (asked once after each reload).
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return content.itemCounts.count
    }

    /// The number of items in `section`, as the data source answers (asked once after each
    /// reload). A section out of range raises UIKit's exception.
    open func numberOfItems(inSection section: Int) -> Int {
        do {
            return try checkedNumberOfItems(inSection: section)
        } catch {
            raise(error)
        }
    }

    /// The cell displayed for the item at `indexPath`, or `nil` when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        content.displayedCells[indexPath]
    }

    /// The cells on screen, in index-path order (UIKit promises no order).
    open var visibleCells: [CollectionViewCell] {
        content.displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items on screen, in order (UIKit promises no order).
    open var indexPathsForVisibleItems: [IndexPath] {
        content.displayedCells.keys.sorted()
    }

    /// The layout's attributes for the item at `indexPath`, preparing the layout first if it
    /// was invalidated.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// Forgets the counts and the displayed cells: the next layout pass or query asks the data
    /// source again, and the layout is invalidated, as UIKit's `reloadData()` does.
    open func reloadData() {
        reloadDataImplementation()
    }

    // MARK: Updates (CollectionView+Updates.swift, CollectionView+InteractiveMovement.swift)

    /// Runs `updates` as one batch and applies it, then calls `completion` with `true`
    /// (animations complete at once headless), as UIKit's
    /// [performBatchUpdates(_:completion:)](https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
    /// Deletes, reloads and move sources name index paths before the batch, inserts and move
    /// destinations after it. An invalid batch raises UIKit's `NSInternalInconsistencyException`
    /// with its collection-view text; ``performBatchUpdatesThrowing(_:completion:)`` throws it.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesImplementation(updates, completion: completion)
    }

    /// Inserts items at index paths after the batch (a batch of one outside
    /// ``performBatchUpdates(_:completion:)``), as UIKit's `insertItems(at:)`.
    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate(indexPaths.map { .insertRow($0) }) }

    /// Deletes items at index paths before the batch; their cells end display, as UIKit's
    /// `deleteItems(at:)`.
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate(indexPaths.map { .deleteRow($0) }) }

    /// Replaces items (index paths before the batch) with new cells from the data source, as
    /// UIKit's `reloadItems(at:)` (a delete and an insert).
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate(indexPaths.map { .reloadRow($0) }) }

    /// Moves an item from an index path before the batch to one after it; its cell moves with
    /// it, as UIKit's `moveItem(at:to:)`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate([.moveRow(indexPath, newIndexPath)])
    }

    /// Asks the data source again for the displayed cells of items (index paths before the
    /// batch), its dequeue returning the displayed cell, as UIKit's `reconfigureItems(at:)`
    /// (iOS 15+).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        recordUpdate(indexPaths.map { .reconfigureRow($0) })
    }

    /// Inserts sections at indices after the batch, as UIKit's `insertSections(_:)`.
    open func insertSections(_ sections: IndexSet) { recordUpdate(sections.map { .insertSection($0) }) }

    /// Deletes sections at indices before the batch, as UIKit's `deleteSections(_:)`.
    open func deleteSections(_ sections: IndexSet) { recordUpdate(sections.map { .deleteSection($0) }) }

    /// Reloads sections (indices before the batch): every item gets a new cell, as UIKit's
    /// `reloadSections(_:)`.
    open func reloadSections(_ sections: IndexSet) { recordUpdate(sections.map { .reloadSection($0) }) }

    /// Moves a section from an index before the batch to one after it, as UIKit's
    /// `moveSection(_:toSection:)`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate([.moveSection(section, newSection)])
    }

    /// Begins moving the item at `indexPath` interactively, as UIKit's
    /// [beginInteractiveMovementForItem(at:)](https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)):
    /// `false` when the data source's `collectionView(_:canMoveItemAt:)` says no, the index
    /// path names no item, or a movement is already going on.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        beginInteractiveMovementImplementation(at: indexPath)
    }

    /// Moves the moving item to the place under `targetPosition` (collection-view coordinates),
    /// as UIKit's `updateInteractiveMovementTargetPosition(_:)`.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        updateInteractiveMovementImplementation(targetPosition)
    }

    /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` is called and the
    /// item stays at its new place, as UIKit's
    /// [endInteractiveMovement()](https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()).
    open func endInteractiveMovement() { endInteractiveMovementImplementation() }

    /// Ends the movement and returns the item to its original place, as UIKit's
    /// [cancelInteractiveMovement()](https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()).
    open func cancelInteractiveMovement() { cancelInteractiveMovementImplementation() }

    /// Whether the collection view shows changes its data source does not have yet: `true`
    /// during an interactive movement, as UIKit's `hasUncommittedUpdates`.
    open var hasUncommittedUpdates: Bool { updateState.movement != nil }

    // MARK: Layout

    /// Lays the visible items out (`CollectionView+LayoutPass.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutPass()
    }

    @_spi(OpenTableViewInternals) open override func scrollDelegateDidChange() {
        collectionDelegate = scrollDelegate as? CollectionViewDelegate
    }

    // MARK: Internal state

    /// The layout object (``collectionViewLayout``).
    final var layoutStorage: CollectionViewLayout
    /// The delegate, as the narrowed type.
    final weak var collectionDelegate: CollectionViewDelegate?
    /// The data, the displayed cells and the pass's bookkeeping.
    final var content = CollectionViewContent()
    /// Cell registrations and reuse queues: the table's pool.
    final let cellReuse = ReusePool<CollectionViewCell>()
    /// The open batch, a reconfigure's cell and the interactive movement.
    final var updateState = CollectionViewUpdateState()

    private func adopt(_ layout: CollectionViewLayout) {
        layout.owner = self
        layout.invalidateLayout()
    }
}
