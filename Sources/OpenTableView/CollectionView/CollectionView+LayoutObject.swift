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
    /// bounds require a layout update"), and invalidates it when it says so. The collection view's
    /// bounds are still the old ones during the question, so a layout may compare
    /// `collectionView.bounds` with `newBounds`, as apps' layouts do. Nothing is asked when the
    /// bounds stay.
    func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        let layout = layoutStorage
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        // A built-in layout whose lines stand through this change (a scroll with pinned headers)
        // keeps them; the layout pass discards them if the new bounds made them stale.
        layout.invalidatingForBoundsChange = true
        layout.invalidateLayout()
        layout.invalidatingForBoundsChange = false
    }
}
