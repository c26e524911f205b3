import Foundation

/// Loads data for items before they are displayed, as UIKit's
/// `UICollectionViewDataSourcePrefetching`.
///
/// See ``CollectionView/prefetchDataSource`` for when the collection view calls it.
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items the user is likely to reach soon, nearest to the visible area first. Required.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items prefetched earlier that are no longer likely to be needed (the scroll reversed or
    /// jumped away). Default: nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
