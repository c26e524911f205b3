import Foundation

/// Told about a collection view's cells coming and going, as UIKit's `UICollectionViewDelegate`.
/// It refines ``ScrollViewDelegate`` as UIKit's protocol does, and is the collection view's
/// scroll view delegate.
///
/// Every method is optional, with a default that does what UIKit does when it is missing
/// (nothing). Selection, highlighting, context menus and focus come with the parts of the
/// collection view that use them (ARCHITECTURE.md, "The collection view").
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// A cell is about to be shown for the item at `indexPath`: after the data source returned it
    /// and it was framed, before it is on screen. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen (a scroll, a reload); it is already back in the reuse queue.
    /// Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Where an interactively moving item goes when the user's position proposes
    /// `proposedIndexPath` (iOS 15+). Default: `proposedIndexPath`
    /// (`CollectionView+InteractiveMovement.swift`).
    func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension CollectionViewDelegate {
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}
