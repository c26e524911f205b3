import Foundation

extension CollectionView {
    /// Changes the layout, as UIKit's `setCollectionViewLayout(_:animated:)`
    /// ([setCollectionViewLayout(_:animated:)](https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:))):
    /// the same as setting ``collectionViewLayout``. Animations complete at once headless, so
    /// `animated` changes nothing. A layout another collection view uses traps, as the setter.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Changes the layout and then calls `completion` with `true`, as UIKit's
    /// `setCollectionViewLayout(_:animated:completion:)`
    /// ([setCollectionViewLayout(_:animated:completion:)](https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:completion:))):
    /// "The Boolean parameter indicates whether the transition completed". Headless the change
    /// completes at once: the collection view lays its items out with the new layout, then
    /// `completion` runs, before the method returns.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }
}
