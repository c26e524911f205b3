import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The collection view and its layout object: one collection view per layout, and the layout
/// asked about every bounds change.
extension CollectionView {
    /// The exception for giving `layout` to `collectionView` (`nil` while it is being created)
    /// when another collection view still uses it; `nil` when the layout is free or already this
    /// collection view's.
    ///
    /// UIKit keeps one collection view per layout (`UICollectionViewLayout.collectionView`, "the
    /// collection view object currently using this layout object") but does not check: the
    /// layout's `collectionView` moves to the new collection view and the first one goes on asking
    /// a layout that measures another. OpenTableView raises instead (Compatibility/Evidence.md,
    /// "One collection view per layout"). A collection view that was released, or that was given
    /// another layout since, no longer uses it.
    static func layoutSharingViolation(_ layout: CollectionViewLayout, for collectionView: CollectionView?)
        -> TableViewException?
    {
        guard let owner = layout.owner, owner !== collectionView else { return nil }
        return Messages.collectionViewLayoutInUse(String(describing: type(of: layout)))
    }

    /// ``collectionViewLayout``'s setter, throwing before anything changes when another
    /// collection view uses `layout`.
    func checkedSetCollectionViewLayout(_ layout: CollectionViewLayout) throws(TableViewException) {
        guard layout !== layoutStorage else { return }
        if let exception = CollectionView.layoutSharingViolation(layout, for: self) { throw exception }
        layoutStorage.owner = nil
        layoutStorage = layout
        adopt(layout)
    }

    /// Before the bounds become `newBounds`: asks the layout whether the change invalidates it
    /// (Apple, `shouldInvalidateLayout(forBoundsChange:)`: "Asks the layout object if the new
    /// bounds require a layout update"), and when it says so invalidates it with its
    /// `invalidationContext(forBoundsChange:)`, as UIKit does. The collection view's bounds are
    /// still the old ones during the questions, so a layout may compare `collectionView.bounds`
    /// with `newBounds`, as apps' layouts do. Nothing is asked when the bounds stay.
    func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        let layout = layoutStorage
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        let context = layout.invalidationContext(forBoundsChange: newBounds)
        // A built-in layout whose lines stand through this change (a scroll with pinned headers)
        // keeps them; the layout pass discards them if the new bounds made them stale.
        context.isForBoundsChange = true
        layout.invalidateLayout(with: context)
    }

    /// After the bounds changed from `oldBounds`: a change of size made inside an animation block
    /// (`UIView.inheritedAnimationDuration` above zero, as inside `UIView.animate` with animations
    /// enabled) on a collection view laid out before is an animated bounds change, as UIKit's
    /// collection view treats a resize or rotation inside an animation. The bounds before the
    /// first such change are kept until the next layout pass, which
    /// ``layoutPassAroundAnimatedBoundsChange()`` wraps in the layout's calls.
    func boundsDidChange(from oldBounds: CGRect) {
        guard oldBounds.size != bounds.size, content.wasLaidOut, View.inheritedAnimationDuration > 0,
            updateState.animatedBoundsChangeOrigin == nil
        else { return }
        updateState.animatedBoundsChangeOrigin = oldBounds
    }

    /// The layout pass, told the layout around it when the size changed inside an animation block
    /// since the last pass: `prepare(forAnimatedBoundsChange:)` with the bounds before the change,
    /// the pass (which prepares the layout for the new size), then
    /// `finalizeAnimatedBoundsChange()`, in the order Apple gives ("before performing any animated
    /// changes to the view’s bounds", "after creating the animations"). Between the pass and the
    /// finalize, the layout is asked the final attributes of the elements on screen before the
    /// pass and the initial attributes of those on screen after it, as UIKit asks them for the
    /// animation (`CollectionView+AppearingAttributes.swift`). A size that came back to the old one
    /// before the pass is no change.
    func layoutPassAroundAnimatedBoundsChange() {
        guard let oldBounds = updateState.animatedBoundsChangeOrigin else {
            layoutPass()
            return
        }
        updateState.animatedBoundsChangeOrigin = nil
        guard oldBounds.size != bounds.size else {
            layoutPass()
            return
        }
        let layout = layoutStorage
        let shownBefore =
            content.displayedCellsAreStale
            ? ShownElements(items: [], supplementary: [], decorations: []) : shownElements()
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        layoutPass()
        askAppearingAndDisappearingAttributes(before: shownBefore)
        layout.finalizeAnimatedBoundsChange()
    }

    /// The whole layout invalidated, with the data source counts when `counts` (`reloadData()`),
    /// through the layout's one entry point, as UIKit's collection view invalidates it
    /// ([invalidateEverything](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything)).
    func invalidateWholeLayout(counts: Bool) {
        let layout = layoutStorage
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = counts
        layout.invalidateLayout(with: context)
    }

    /// A validated batch's layout work before its layout pass, in UIKit's order: the layout is
    /// invalidated with a context whose `invalidateDataSourceCounts` is `true` (the built-in
    /// layouts read the batch from it and re-prepare only the sections it touched); on a
    /// collection view that was laid out, `prepare()` runs with the new counts and
    /// `prepare(forCollectionViewUpdates:)` is told the changes. ``finishLayoutUpdates()`` then
    /// calls `finalizeCollectionViewUpdates()` once the pass laid the update out.
    func invalidateLayout(forBatch update: BatchUpdate, _ plan: UpdatePlan) throws(TableViewException) {
        let layout = layoutStorage
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        context.batchPlan = plan
        layout.invalidateLayout(with: context)
        guard content.wasLaidOut else { return }
        try checkedPrepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: CollectionViewUpdateItem.items(of: update, plan))
        updateState.layoutUpdatesToFinalize = true
    }

    /// Ends the layout's part of a batch: `finalizeCollectionViewUpdates()`, when
    /// `prepare(forCollectionViewUpdates:)` was called for it.
    func finishLayoutUpdates() {
        guard updateState.layoutUpdatesToFinalize else { return }
        updateState.layoutUpdatesToFinalize = false
        layoutStorage.finalizeCollectionViewUpdates()
    }
}
