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
/// What it has: class registration and dequeue of cells and supplementary views (one reuse pool
/// per kind), the data source's counts, cells and supplementary views, the delegate's display
/// calls for both, queries of counts, cells, supplementary views, visible elements and layout
/// attributes, `reloadData()`. Updates, diffable data sources and compositional layouts are not
/// here yet.
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

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put
    /// the item, as UIKit's `UICollectionView.ScrollPosition` ("Constants that indicate how to
    /// scroll an item into the visible portion of the collection view"). At most one option per
    /// axis: `top`, `centeredVertically` and `bottom` are mutually exclusive, as are `left`,
    /// `centeredHorizontally` and `right`. The empty set, `[]`, does not scroll the item into view.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        /// A scroll position from UIKit's raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top at the top of the bounds (less the adjusted top inset).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically in the bounds (less the adjusted insets).
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds (less the adjusted bottom inset).
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the bounds (less the adjusted left inset).
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally in the bounds (less the adjusted insets).
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the bounds (less the adjusted right inset).
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header supplementary view, with UIKit's value.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view, with UIKit's value.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view with `layout`, as UIKit's `init(frame:collectionViewLayout:)`.
    ///
    /// A layout lays out one collection view at a time (Apple, `UICollectionViewLayout.collectionView`:
    /// "The collection view object currently using this layout object"): a layout another living
    /// collection view still uses raises an `NSInvalidArgumentException` (an OpenTableView check;
    /// Compatibility/Evidence.md, "One collection view per layout").
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        if let exception = CollectionView.layoutSharingViolation(layout, for: nil) { raise(exception) }
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// Creates a collection view from an archive, as UIKit's `init(coder:)`: its layout is the
    /// one the Interface Builder file gives (`NibDecoder.collectionViewLayout`), else a flow
    /// layout of UIKit's defaults (Interface Builder's default layout).
    public required init?(coder: NSCoder) {
        let layout = (coder as? NibDecoder)?.collectionViewLayout ?? CollectionViewFlowLayout()
        if let exception = CollectionView.layoutSharingViolation(layout, for: nil) { raise(exception) }
        layoutStorage = layout
        super.init(coder: coder)
        adopt(layoutStorage)
    }

    // MARK: Data source, delegate and layout

    /// The object that supplies sections, items and cells (weak, as in UIKit). Setting it makes
    /// the next layout pass or query ask for the data again.
    open weak var dataSource: CollectionViewDataSource? {
        didSet { reloadDataImplementation() }
    }

    /// The object told ahead of time which items' data will be needed, as UIKit's
    /// `prefetchDataSource` (weak): as the content scrolls, the items within one viewport beyond
    /// the visible edge in the direction of the scroll are offered, nearest first, and those no
    /// longer wanted after the scroll reverses or jumps are cancelled (`CollectionView+Prefetching.swift`,
    /// as the table's). Cells are not prefetched: a cell is asked for when its item enters the bounds.
    open weak var prefetchDataSource: CollectionViewDataSourcePrefetching?

    /// Whether prefetching is on. Default `true`, as UIKit's. When `false` the prefetch data source
    /// is not called.
    open var isPrefetchingEnabled = true

    /// Whether a displayed self-sizing cell whose content changed is measured again, as UIKit's
    /// `selfSizingInvalidation` (iOS 16): with ``TableView/SelfSizingInvalidation/enabled`` (the default) a
    /// cell that calls `invalidateIntrinsicContentSize()` (on itself or its content view) or gets a
    /// new `contentConfiguration` is measured again at the next layout pass and the layout takes
    /// its new size; ``TableView/SelfSizingInvalidation/enabledIncludingConstraints`` also for Auto Layout
    /// changes inside the cell; ``TableView/SelfSizingInvalidation/disabled``: never
    /// (`CollectionView+SelfSizingInvalidation.swift`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// The collection view's delegate (weak). Narrows ``ScrollView``'s `delegate` to a
    /// ``CollectionViewDelegate``, as UIKit's does; it is also the scroll view delegate.
    open var delegate: CollectionViewDelegate? {
        get { collectionDelegate }
        set { scrollDelegate = newValue }
    }

    /// The layout object. Setting another one invalidates it and lays the items out with it
    /// ("Assigning a new layout object to this property causes the new layout to be applied
    /// (without animations) to the collection view's items": Apple, `collectionViewLayout`); the
    /// old layout's ``CollectionViewLayout/collectionView`` becomes `nil`.
    ///
    /// A layout another collection view still uses raises an `NSInvalidArgumentException` (an
    /// OpenTableView check: one collection view per layout, Compatibility/Evidence.md);
    /// `checked.setCollectionViewLayout(_:)` throws it instead.
    open var collectionViewLayout: CollectionViewLayout {
        get { layoutStorage }
        set { trapping { try checkedSetCollectionViewLayout(newValue) } }
    }

    // MARK: Cells

    /// Registers `cellClass` (or, with `nil`, unregisters) for `identifier`: dequeues of that
    /// identifier create instances with `init(frame:)` when the queue is empty.
    open func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registerImplementation(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is a cell (or, with `nil`, unregisters) for
    /// `identifier`, as UIKit's `register(_:forCellWithReuseIdentifier:)`: dequeues of that
    /// identifier instantiate the nib when the queue is empty (the cell through `init?(coder:)`,
    /// then `awakeFromNib()`). A storyboard's prototype cells are registered this way when their
    /// collection view loads, so `dequeueReusableCell(withReuseIdentifier:for:)` finds them
    /// without a `register` call. A nib of anything but one cell raises UIKit's
    /// `NSInternalInconsistencyException` when it is instantiated.
    open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        registerImplementation(nib, forCellWithReuseIdentifier: identifier)
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

    /// The cell displayed for the item at `indexPath`, or `nil` when the item is not on screen, as
    /// UIKit's: "this method returns `nil` if the cell isn’t visible or if `indexPath` is out of
    /// range"
    /// ([cellForItem(at:)](https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:))).
    /// Unlike a table's `cellForRow(at:)` it does not lay out first: after ``reloadData()`` it is
    /// `nil` for every item until the next layout pass shows the reloaded cells, as the reload
    /// discards "any currently visible items" (Compatibility/Evidence.md, "cellForItem(at:) after
    /// reloadData()"). No off-screen cells are retained (iOS 15's prepared cells).
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard !content.displayedCellsAreStale else { return nil }
        return content.displayedCells[indexPath]
    }

    /// The cells on screen, in index-path order (UIKit promises no order).
    open var visibleCells: [CollectionViewCell] {
        content.displayedCells.cells
    }

    /// The index paths of the items on screen, in order (UIKit promises no order).
    open var indexPathsForVisibleItems: [IndexPath] {
        content.displayedCells.indexPaths
    }

    /// The index path of the item at `point` (in the collection view's content coordinates), or
    /// `nil` when no item is there, as UIKit's `indexPathForItem(at:)`. The layout answers, so an
    /// item off screen counts; among overlapping items the one with the highest `zIndex` wins.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        indexPathForItemImplementation(at: point)
    }

    /// The index path of a displayed cell, or `nil` when the cell is not on screen, as UIKit's
    /// `indexPath(for:)`.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        indexPathImplementation(for: cell)
    }

    /// Scrolls so the item at `indexPath` is where `scrollPosition` says, as UIKit's
    /// `scrollToItem(at:at:animated:)`: its frame at the top, center or bottom (and left, center
    /// or right) of the bounds less the adjusted content insets, on each axis with an option, the
    /// offset clamped to the content. `[]` does not move. Animated scrolls complete at once.
    ///
    /// An index path the collection view does not have raises UIKit's
    /// `NSInternalInconsistencyException` ("Attempted to scroll the collection view to an
    /// out-of-bounds item (5) when there are only 3 items in section 0."), and options of one
    /// axis together raise an `NSInvalidArgumentException` (OpenTableView's check);
    /// `checked.scrollToItem(at:at:animated:)` throws them instead.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        trapping { try checkedScrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
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

    // MARK: Supplementary views

    /// Registers `viewClass` (or, with `nil`, unregisters) for supplementary views of
    /// `elementKind` under `identifier`, as UIKit's
    /// [register(_:forSupplementaryViewOfKind:withReuseIdentifier:)](https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io):
    /// dequeues of that kind and identifier create instances with `init(frame:)` when the kind's
    /// queue is empty. Each kind has its own registrations and queues.
    open func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registerImplementation(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// Registers a nib whose one top-level object is a reusable view (or, with `nil`,
    /// unregisters) for supplementary views of `kind` under `identifier`, as UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: a storyboard's section
    /// header and footer prototypes are registered this way. A nib of anything but one reusable
    /// view raises UIKit's `NSInternalInconsistencyException` when it is instantiated.
    open func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerImplementation(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// A view for the supplementary element of `elementKind` at `indexPath`: a queued one of that
    /// kind and identifier (after its `prepareForReuse()`) or a new one of the registered class,
    /// framed from the layout's attributes and given them through `apply(_:)`. Apple:
    /// [dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)](https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)).
    ///
    /// An identifier not registered for the kind raises UIKit's `NSInternalInconsistencyException`
    /// ("could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier …");
    /// `checked.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` throws it instead.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        do {
            return try checkedDequeueReusableSupplementaryView(
                ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        } catch {
            raise(error)
        }
    }

    /// The supplementary view displayed for the element of `elementKind` at `indexPath`, or `nil`
    /// when it is not on screen, as UIKit's
    /// `supplementaryView(forElementKind:at:)` (Apple's page of that title).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView?
    {
        content.displayedSupplementaryViews[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order (UIKit promises no
    /// order). Apple: `visibleSupplementaryViews(ofKind:)`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleSupplementaryViewsImplementation(ofKind: elementKind)
    }

    /// The index paths of the supplementary elements of `elementKind` on screen, in order (UIKit
    /// promises no order). Apple: `indexPathsForVisibleSupplementaryElements(ofKind:)`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        indexPathsForVisibleSupplementaryElementsImplementation(ofKind: elementKind)
    }

    /// The layout's attributes for the supplementary element of `kind` at `indexPath`, preparing
    /// the layout first if it was invalidated; `nil` when the layout has no such element. Apple:
    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the collection view is in editing mode, as UIKit's `isEditing` (iOS 14). Default
    /// `false`. The displayed cells and the cells it displays next take the state
    /// (`configurationState.isEditing`), and list cells show their accessories displayed
    /// `.whenEditing` and hide those displayed `.whenNotEditing` (`CollectionView+Editing.swift`).
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// Whether the user can select items while the collection view is editing, as UIKit's
    /// `allowsSelectionDuringEditing` (iOS 14): "The default value is false".
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several items while the collection view is editing, as UIKit's
    /// `allowsMultipleSelectionDuringEditing` (iOS 14). Default `false`.
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Selection

    /// Whether the user can select items. Default `true`, as UIKit's. When `false`, taps neither
    /// highlight nor select, and `selectItem(at:animated:scrollPosition:)` does nothing.
    open var allowsSelection = true

    /// Whether the collection view takes part in drag and drop, as UIKit's
    /// `dragInteractionEnabled`: `false`, an iPhone's default (an iPad's is `true`). Recorded:
    /// there is no drag and drop headless; a reordering gesture does not depend on it.
    open var dragInteractionEnabled = false

    /// Whether the user can select several items, a tap on a selected item deselecting it.
    /// Default `false`, as UIKit's: a tap selects its item and deselects the others.
    open var allowsMultipleSelection = false

    /// The selected items' index paths, in index-path order, or `nil` when none is selected ("If
    /// there are no selected items, the value of this property is nil": Apple,
    /// `indexPathsForSelectedItems`).
    open var indexPathsForSelectedItems: [IndexPath]? {
        indexPathsForSelectedItemsImplementation
    }

    /// Selects the item at `indexPath` (`nil` deselects every item), deselecting the others in
    /// single selection, and scrolls it to `scrollPosition` (`[]`: no scroll), as UIKit's
    /// `selectItem(at:animated:scrollPosition:)`. No delegate method is called. Does nothing when
    /// ``allowsSelection`` is `false`. An index path that is not an item raises UIKit's
    /// out-of-bounds exception (see ``scrollToItem(at:at:animated:)``);
    /// `checked.selectItem(at:animated:scrollPosition:)` throws it instead.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        trapping { try checkedSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    }

    /// Deselects the item at `indexPath`, as UIKit's `deselectItem(at:animated:)`. No delegate
    /// method is called.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItemImplementation(at: indexPath)
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
    @discardableResult
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

    /// A view behind the cells and supplementary views, as UIKit's `backgroundView`: "automatically
    /// resized to match the size of the collection view … placed behind all cells and
    /// supplementary views and does not scroll". Setting it removes the previous one; it is sized
    /// at the next layout pass, to the visible bounds. Default `nil`.
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Lays the visible items out (`CollectionView+LayoutPass.swift`), told to the layout as an
    /// animated bounds change when the size changed inside an animation block since the last pass
    /// (``CollectionViewLayout/prepare(forAnimatedBoundsChange:)``); the background view first
    /// takes the visible bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutPassAroundAnimatedBoundsChange()
    }

    @_spi(OpenTableViewInternals) open override func scrollDelegateDidChange() {
        collectionDelegate = scrollDelegate as? CollectionViewDelegate
    }

    /// A displayed cell, or a displayed cell's content view, invalidating its intrinsic size has
    /// the cell measured again (`CollectionView+SelfSizingInvalidation.swift`).
    @_spi(OpenTableViewInternals) open override func descendantDidInvalidateIntrinsicContentSize(_ view: View) {
        if let cell = SelfSizingInvalidationQueue<CollectionViewCell>.cell(
            invalidatedBy: view, in: self, contentView: { $0.contentViewStorage })
        {
            cellDidInvalidateSize(cell)
        }
    }

    /// Auto Layout inside a displayed cell changed: with `.enabledIncludingConstraints`, the cell
    /// is measured again (`CollectionView+SelfSizingInvalidation.swift`).
    @_spi(OpenTableViewInternals) open override func hostedLayoutDidChange(_ host: View) {
        if let cell = SelfSizingInvalidationQueue<CollectionViewCell>.cell(
            hostingChangedLayout: host, in: self, selfSizingInvalidation)
        {
            cellDidInvalidateSize(cell)
        }
    }

    /// A drag comes to rest where the layout says
    /// (``CollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``),
    /// before the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    @_spi(OpenTableViewInternals) open override func restingOffset(
        forProposed proposed: CGPoint, velocity: CGPoint
    ) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Focus

    /// Whether focus entering the collection view goes back to the item last focused, as UIKit's
    /// `remembersLastFocusedIndexPath` ("When it receives the focus again, the collection view
    /// automatically redirects that focus back to the previously focused index path"). Default
    /// `false`, as UIKit's. Headless, focus moves are simulated (`CollectionView+Focus.swift`).
    open var remembersLastFocusedIndexPath = false

    /// Whether focus moving to an item selects it, as UIKit's `selectionFollowsFocus`; the
    /// delegate's `collectionView(_:selectionFollowsFocusForItemAt:)` answers per item. Default
    /// `false`, UIKit's value on iPhone (Apple: "The system determines the default value of this
    /// property according to the platform").
    open var selectionFollowsFocus = false

    /// Whether cells may become focused, as UIKit's `allowsFocus`; the delegate's
    /// `collectionView(_:canFocusItemAt:)` "takes precedence over the value of this property"
    /// (Apple). Default `false`, UIKit's value on iPhone (Compatibility/API.md, "UICollectionView: focus").
    open var allowsFocus = false

    /// Whether cells may become focused while the collection view is editing, as UIKit's
    /// `allowsFocusDuringEditing`. Default `false`. Kept for apps that set it: the collection view
    /// has no editing mode yet, so it is not consulted.
    open var allowsFocusDuringEditing = false

    // MARK: Internal state
    //
    // The layout object, the recorder and the content are `@exclusivity(unchecked)`, as the
    // table's state (ARCHITECTURE.md, "Unchecked exclusivity, checked"): every layout pass reads
    // them per element, and no access to them is held across a call into app code.

    /// The focused item and the one remembered when focus left (`CollectionView+Focus.swift`).
    final var focusState = CollectionViewFocusState()

    /// The layout object (``collectionViewLayout``).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var layoutStorage: CollectionViewLayout
    /// The attached call recorder (`CollectionCallRecorder`), told of each data source and
    /// delegate call before it is made.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    package final var callRecorder: (any CollectionCallRecording)?
    /// The delegate, as the narrowed type.
    final weak var collectionDelegate: CollectionViewDelegate?
    /// The data, the displayed cells and the pass's bookkeeping.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var content = CollectionViewContent()
    /// Cell registrations and reuse queues: the table's pool.
    final let cellReuse = ReusePool<CollectionViewCell>()
    /// Supplementary-view registrations and reuse queues, one table pool per kind.
    final var supplementaryReuse: [String: ReusePool<CollectionReusableView>] = [:]
    /// The open batch, a reconfigure's cell and the interactive movement.
    final var updateState = CollectionViewUpdateState()

    func adopt(_ layout: CollectionViewLayout) {
        layout.owner = self
        invalidateWholeLayout(counts: false)
    }

    // MARK: Geometry

    /// The bounds. A change asks the layout ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``
    /// with the new bounds before they are set, and invalidates it when it answers `true`, at every
    /// change (each scroll step and resize), as UIKit's bounds setter does. A change of size inside
    /// an animation block is an animated bounds change
    /// (``CollectionViewLayout/prepare(forAnimatedBoundsChange:)``).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            boundsWillChange(to: newValue)
            super.bounds = newValue
            boundsDidChange(from: old)
        }
    }

    /// The frame. A change of size is a change of the bounds: the layout is asked
    /// ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` first, as for ``bounds``.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            if newValue.size != old.size { boundsWillChange(to: CGRect(origin: old.origin, size: newValue.size)) }
            super.frame = newValue
            boundsDidChange(from: old)
        }
    }
}
