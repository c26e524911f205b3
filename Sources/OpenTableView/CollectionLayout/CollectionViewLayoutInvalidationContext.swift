import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// What an invalidation of a layout invalidates, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: "A context object that declares which parts of
/// your layout need to be updated when the layout is invalidated"
/// ([UICollectionViewLayoutInvalidationContext](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext)).
///
/// Every invalidation goes through ``CollectionViewLayout/invalidateLayout(with:)`` with one:
/// ``CollectionViewLayout/invalidateLayout()`` passes one that invalidates everything; the
/// collection view passes one that invalidates everything when it is given the layout, one that
/// also invalidates the data source counts on `reloadData()`, one with the data source counts for
/// a batch update, the layout's ``CollectionViewLayout/invalidationContext(forBoundsChange:)`` for a bounds
/// change its layout answers `true` to, and its
/// ``CollectionViewLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``
/// for a self-sizing cell. A layout makes contexts of its
/// ``CollectionViewLayout/invalidationContextClass``; an app's layout subclasses this class to
/// carry what its own invalidations need.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// Whether all layout data is invalid. "You do not set this property yourself": the collection
    /// view sets it on `reloadData()` and a new layout, and ``CollectionViewLayout/invalidateLayout()``
    /// on the context it makes
    /// ([invalidateEverything](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything)).
    public internal(set) var invalidateEverything = false

    /// Whether the layout must read the section and item counts again: set by the collection view
    /// on `reloadData()` and for batch updates, as UIKit's
    /// ([invalidateDataSourceCounts](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts)).
    public internal(set) var invalidateDataSourceCounts = false

    /// The delta the collection view adds to its `contentOffset` when the layout is next prepared
    /// ("positive values increase the content offset and negative values decrease it":
    /// [contentOffsetAdjustment](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment)).
    /// Default `.zero`.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// The delta the collection view adds to its `contentSize` when the layout is next prepared
    /// ("positive values grow the content area and negative values shrink it":
    /// [contentSizeAdjustment](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment)).
    /// Default `.zero`. Contexts before that add up; the content size is then the layout's
    /// ``CollectionViewLayout/collectionViewContentSize`` again at the layout pass, so a layout
    /// reports the delta of its own content size here (Compatibility/Porting.md, "Invalidation
    /// contexts").
    open var contentSizeAdjustment: CGSize = .zero

    /// The items invalidated through ``invalidateItems(at:)``, in the order given, or `nil` when
    /// none were.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views invalidated through
    /// ``invalidateSupplementaryElements(ofKind:at:)``, by kind, or `nil` when none were.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views invalidated through ``invalidateDecorationElements(ofKind:at:)``, by
    /// kind, or `nil` when none were.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// The batch update this invalidation is for, when the collection view invalidates its layout
    /// for one (with ``invalidateDataSourceCounts``): the built-in layouts re-prepare only the
    /// sections it touched. Internal: apps see the update through
    /// ``CollectionViewLayout/prepare(forCollectionViewUpdates:)``, as in UIKit.
    var batchPlan: UpdatePlan?

    /// Whether the collection view made this context for a bounds change (through
    /// ``CollectionViewLayout/invalidationContext(forBoundsChange:)``).
    var isForBoundsChange = false

    /// A context that invalidates nothing yet, as UIKit's `init()`. Required, so the layout can
    /// make contexts of its ``CollectionViewLayout/invalidationContextClass``.
    public required init() {}

    /// Marks the items at `indexPaths` as invalid, as UIKit's `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` as invalid, as UIKit's
    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` as invalid, as UIKit's
    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }

    /// Whether the collection view reloaded its data: everything and the counts invalid, which
    /// only ``CollectionView/reloadData()`` asks. The built-in layouts then forget the sizes
    /// self-sizing cells answered: "the layout object should recompute all of its layout-related
    /// data" (Apple, `invalidateEverything`), so the items are estimated and measured again as
    /// they show, as a table's rows after a reload.
    var isForReload: Bool { invalidateEverything && invalidateDataSourceCounts }

    /// Whether the context names any element: items, supplementary or decoration views.
    var invalidatesElements: Bool {
        !(invalidatedItemIndexPaths ?? []).isEmpty || !(invalidatedSupplementaryIndexPaths ?? [:]).isEmpty
            || !(invalidatedDecorationIndexPaths ?? [:]).isEmpty
    }
}

/// The flow layout's invalidation context, as UIKit's `UICollectionViewFlowLayoutInvalidationContext`:
/// "A set of properties for determining whether to recompute the size of items or their position
/// in the layout"
/// ([UICollectionViewFlowLayoutInvalidationContext](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayoutinvalidationcontext)).
/// ``CollectionViewFlowLayout`` makes its contexts of this class.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the layout asks its delegate again for sizes, insets and spacings. Default
    /// `false`, as UIKit's ("Set this property to true if you're invalidating the layout because
    /// of changes to the size of any items":
    /// [invalidateFlowLayoutDelegateMetrics](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayoutinvalidationcontext/invalidateflowlayoutdelegatemetrics)).
    open var invalidateFlowLayoutDelegateMetrics = false

    /// Whether the layout lays its lines out again. Default `false`, as UIKit's; the flow layout
    /// sets it for a bounds change that changes how many items a line holds
    /// ([invalidateFlowLayoutAttributes](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayoutinvalidationcontext/invalidateflowlayoutattributes)).
    open var invalidateFlowLayoutAttributes = false

    /// A context that invalidates nothing yet.
    public required init() {
        super.init()
    }
}
