import Foundation

/// Told about a collection view's cells coming and going, as UIKit's `UICollectionViewDelegate`.
/// It refines ``ScrollViewDelegate`` as UIKit's protocol does, and is the collection view's
/// scroll view delegate.
///
/// Every method is optional, with a default that does what UIKit does when it is missing
/// (nothing, or `true` for the `should…` questions). Context menus and focus come with the parts
/// of the collection view that use them (ARCHITECTURE.md, "The collection view").
///
/// Highlighting and selection follow a tap (`simulate.tapItem(at:)`): `shouldHighlightItemAt`,
/// `didHighlightItemAt`, `didUnhighlightItemAt`, then `shouldSelectItemAt` and `didSelectItemAt`
/// (or, in multiple selection on a selected item, `shouldDeselectItemAt` and `didDeselectItemAt`).
/// None is called when the app changes the selection or the highlight itself, as Apple documents
/// for each ("The collection view calls this method only in response to user interactions").
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
    /// A supplementary view is about to be shown for the element of `elementKind` at `indexPath`:
    /// after the data source returned it and it was framed. Default: nothing. Apple:
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen (a scroll, a reload); it is already back in its kind's
    /// reuse queue. Default: nothing. Apple:
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether the item may be highlighted as a tap begins ("Asks the delegate if the item should
    /// be highlighted during tracking": Apple, `collectionView(_:shouldHighlightItemAt:)`); `false`
    /// ends the tap without a selection. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item's cell was highlighted by a tap. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The highlight was removed from the item's cell as the tap ended. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item; `false` keeps the selection as it is. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may deselect the item (multiple selection); `false` keeps it selected.
    /// Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item ("It does not call this method when you programmatically set the
    /// selection": Apple, `collectionView(_:didSelectItemAt:)`). Default: nothing.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// A tap deselected the item, or selected another in single selection. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The context menu a long press on the items shows, or `nil` for none, as UIKit's iOS 16
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: `indexPaths` holds the pressed
    /// item (empty for a press on the background); `point` is in the collection view's coordinates.
    /// Default: the iOS 13 ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for one
    /// item, `nil` otherwise, so a delegate that implements only the older method gets its menu, as
    /// on iOS 16 and later. See `simulate.showContextMenuForItem(at:point:)`.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The context menu for one item, as UIKit's iOS 13 `collectionView(_:contextMenuConfigurationForItemAt:point:)`
    /// (deprecated in iOS 16 for the method above, which UIKit asks instead when the delegate
    /// implements it; most apps still implement this one). Default: `nil`.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The menu is about to appear. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu is about to go away (an action was chosen or it was dismissed). Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// Where an interactively moving item goes when the user's position proposes
    /// `proposedIndexPath` (iOS 15+). Default: the iOS 9 method below
    /// (`CollectionView+InteractiveMovement.swift`).
    func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an interactively moving item goes, as UIKit's iOS 9
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` (deprecated in
    /// iOS 15 for the method above, which UIKit asks instead when the delegate implements it).
    /// Default: `proposedIndexPath`.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Whether the item may be focused (Apple, `collectionView(_:canFocusItemAt:)`). Default: the
    /// collection view's ``CollectionView/allowsFocus`` (`CollectionView+Focus.swift`).
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether the focus update `context` describes may happen (Apple,
    /// `collectionView(_:shouldUpdateFocusIn:)`). Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext)
        -> Bool
    /// The focus update `context` describes happened (Apple, `collectionView(_:didUpdateFocusIn:with:)`).
    /// Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator)
    /// The item focus goes to when it enters the collection view, unless the collection view
    /// remembers the last focused one (Apple, `indexPathForPreferredFocusedView(in:)`). Default `nil`.
    func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
    /// Whether focus moving to the item selects it (Apple,
    /// `collectionView(_:selectionFollowsFocusForItemAt:)`, iOS 15). Default: the collection view's
    /// ``CollectionView/selectionFollowsFocus``.
    func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
}

extension CollectionViewDelegate {
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        // The iOS 13 method, which Apple lists among UICollectionViewDelegate's deprecated symbols
        // with this one as its replacement, answers when the delegate implements only it (one
        // item: it cannot say anything about several or none).
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
