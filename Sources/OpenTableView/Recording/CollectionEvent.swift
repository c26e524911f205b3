import Foundation

/// One call a collection view makes to its data source or delegate, as `CollectionCallRecorder`
/// (`OpenTableViewTesting`) records it: the collection view's counterpart of ``TableEvent``.
///
/// ``description`` prints UIKit's selector spelling followed by the arguments, for example
/// `collectionView(_:willDisplay:forItemAt:) [0, 3]`; item index paths are `[section, item]`.
///
/// What is recorded: the data source's counts, cells and supplementary views; the display
/// ledger (`willDisplay`/`didEndDisplaying` for cells and supplementary views); the highlight and
/// selection flow of a tap; data prefetching and its cancellation (to the prefetching data
/// source); a context menu's configuration, display and end; interactive movement (the data
/// source's `canMoveItemAt` and `moveItemAt`, the delegate's target index path); focus (the
/// delegate's `canFocusItemAt`, preferred index path, `shouldUpdateFocusIn`, `didUpdateFocusIn`
/// and `selectionFollowsFocusForItemAt`); the flow layout delegate's sizes, insets and spacings
/// as the flow layout asks them when it prepares. Not yet: the scroll-view delegate.
///
/// The flow layout's queries go to a delegate that conforms to ``CollectionViewDelegateFlowLayout``,
/// whose default implementations answer the layout's own properties, so every query is made and
/// recorded, implemented or not (UIKit asks only the methods the delegate implements). The layout
/// asks `sizeForItemAt` for the first item of the first section with items first, before the
/// sections' insets and spacings, to learn whether the delegate sizes items (UIKit asks the
/// runtime instead): when the protocol's default answers, no other item is asked.
public enum CollectionEvent: Hashable, Sendable, CustomStringConvertible {
    /// `numberOfSections(in:)`.
    case numberOfSections
    /// `collectionView(_:numberOfItemsInSection:)`.
    case numberOfItems(Int)
    /// `collectionView(_:cellForItemAt:)`.
    case cellForItem(IndexPath)
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    case viewForSupplementaryElement(kind: String, IndexPath)
    /// `collectionView(_:willDisplay:forItemAt:)`.
    case willDisplay(IndexPath)
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    case didEndDisplaying(IndexPath)
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    case willDisplaySupplementaryView(kind: String, IndexPath)
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    case didEndDisplayingSupplementaryView(kind: String, IndexPath)
    /// `collectionView(_:shouldHighlightItemAt:)`.
    case shouldHighlight(IndexPath)
    /// `collectionView(_:didHighlightItemAt:)`.
    case didHighlight(IndexPath)
    /// `collectionView(_:didUnhighlightItemAt:)`.
    case didUnhighlight(IndexPath)
    /// `collectionView(_:shouldSelectItemAt:)`.
    case shouldSelect(IndexPath)
    /// `collectionView(_:didSelectItemAt:)`.
    case didSelect(IndexPath)
    /// `collectionView(_:shouldDeselectItemAt:)`.
    case shouldDeselect(IndexPath)
    /// `collectionView(_:didDeselectItemAt:)`.
    case didDeselect(IndexPath)

    // MARK: Prefetching (`UICollectionViewDataSourcePrefetching`)

    /// `collectionView(_:prefetchItemsAt:)`, with the items in the order they were given.
    case prefetchItems([IndexPath])
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
    case cancelPrefetching([IndexPath])

    // MARK: Context menus

    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, with the press's point.
    case contextMenuConfiguration([IndexPath], point: CGPoint)
    /// `collectionView(_:willDisplayContextMenu:animator:)`.
    case willDisplayContextMenu
    /// `collectionView(_:willEndContextMenuInteraction:animator:)`.
    case willEndContextMenuInteraction

    // MARK: Interactive movement

    /// `collectionView(_:canMoveItemAt:)`.
    case canMoveItem(IndexPath)
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`.
    case targetIndexPathForMove(original: IndexPath, current: IndexPath, proposed: IndexPath)
    /// `collectionView(_:moveItemAt:to:)`: the item the user moved, and where it went.
    case moveItem(IndexPath, to: IndexPath)

    // MARK: Focus

    /// `collectionView(_:canFocusItemAt:)`.
    case canFocusItem(IndexPath)
    /// `indexPathForPreferredFocusedView(in:)`.
    case indexPathForPreferredFocusedView
    /// `collectionView(_:shouldUpdateFocusIn:)`, with the context's previously and next focused
    /// index paths (`nil` for a view outside the collection view's cells).
    case shouldUpdateFocus(previous: IndexPath?, next: IndexPath?)
    /// `collectionView(_:didUpdateFocusIn:with:)`, with the context's index paths.
    case didUpdateFocus(previous: IndexPath?, next: IndexPath?)
    /// `collectionView(_:selectionFollowsFocusForItemAt:)`.
    case selectionFollowsFocus(IndexPath)

    // MARK: The flow layout's delegate (`UICollectionViewDelegateFlowLayout`)

    /// `collectionView(_:layout:sizeForItemAt:)`.
    case sizeForItem(IndexPath)
    /// `collectionView(_:layout:insetForSectionAt:)`.
    case insetForSection(Int)
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    case minimumLineSpacing(Int)
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    case minimumInteritemSpacing(Int)
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    case referenceSizeForHeader(Int)
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    case referenceSizeForFooter(Int)

    /// UIKit's selector, then the arguments: `collectionView(_:cellForItemAt:) [0, 3]`,
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:) UICollectionElementKindSectionHeader [0, 0]`.
    public var description: String {
        func path(_ p: IndexPath) -> String { "[\(p.section), \(p.item)]" }
        func paths(_ ps: [IndexPath]) -> String { "[" + ps.map(path).joined(separator: ", ") + "]" }
        func optionalPath(_ p: IndexPath?) -> String { p.map(path) ?? "nil" }
        switch self {
        case .numberOfSections: return "numberOfSections(in:)"
        case .numberOfItems(let s): return "collectionView(_:numberOfItemsInSection:) \(s)"
        case .cellForItem(let p): return "collectionView(_:cellForItemAt:) \(path(p))"
        case .viewForSupplementaryElement(let kind, let p):
            return "collectionView(_:viewForSupplementaryElementOfKind:at:) \(kind) \(path(p))"
        case .willDisplay(let p): return "collectionView(_:willDisplay:forItemAt:) \(path(p))"
        case .didEndDisplaying(let p): return "collectionView(_:didEndDisplaying:forItemAt:) \(path(p))"
        case .willDisplaySupplementaryView(let kind, let p):
            return "collectionView(_:willDisplaySupplementaryView:forElementKind:at:) \(kind) \(path(p))"
        case .didEndDisplayingSupplementaryView(let kind, let p):
            return "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:) \(kind) \(path(p))"
        case .shouldHighlight(let p): return "collectionView(_:shouldHighlightItemAt:) \(path(p))"
        case .didHighlight(let p): return "collectionView(_:didHighlightItemAt:) \(path(p))"
        case .didUnhighlight(let p): return "collectionView(_:didUnhighlightItemAt:) \(path(p))"
        case .shouldSelect(let p): return "collectionView(_:shouldSelectItemAt:) \(path(p))"
        case .didSelect(let p): return "collectionView(_:didSelectItemAt:) \(path(p))"
        case .shouldDeselect(let p): return "collectionView(_:shouldDeselectItemAt:) \(path(p))"
        case .didDeselect(let p): return "collectionView(_:didDeselectItemAt:) \(path(p))"
        case .prefetchItems(let ps): return "collectionView(_:prefetchItemsAt:) \(paths(ps))"
        case .cancelPrefetching(let ps): return "collectionView(_:cancelPrefetchingForItemsAt:) \(paths(ps))"
        case .contextMenuConfiguration(let ps, let at):
            return "collectionView(_:contextMenuConfigurationForItemsAt:point:) \(paths(ps)) (\(at.x), \(at.y))"
        case .willDisplayContextMenu: return "collectionView(_:willDisplayContextMenu:animator:)"
        case .willEndContextMenuInteraction: return "collectionView(_:willEndContextMenuInteraction:animator:)"
        case .canMoveItem(let p): return "collectionView(_:canMoveItemAt:) \(path(p))"
        case .targetIndexPathForMove(let original, let current, let proposed):
            return
                "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:) \(path(original)) \(path(current)) \(path(proposed))"
        case .moveItem(let from, let to): return "collectionView(_:moveItemAt:to:) \(path(from)) \(path(to))"
        case .canFocusItem(let p): return "collectionView(_:canFocusItemAt:) \(path(p))"
        case .indexPathForPreferredFocusedView: return "indexPathForPreferredFocusedView(in:)"
        case .shouldUpdateFocus(let previous, let next):
            return "collectionView(_:shouldUpdateFocusIn:) \(optionalPath(previous)) \(optionalPath(next))"
        case .didUpdateFocus(let previous, let next):
            return "collectionView(_:didUpdateFocusIn:with:) \(optionalPath(previous)) \(optionalPath(next))"
        case .selectionFollowsFocus(let p): return "collectionView(_:selectionFollowsFocusForItemAt:) \(path(p))"
        case .sizeForItem(let p): return "collectionView(_:layout:sizeForItemAt:) \(path(p))"
        case .insetForSection(let s): return "collectionView(_:layout:insetForSectionAt:) \(s)"
        case .minimumLineSpacing(let s): return "collectionView(_:layout:minimumLineSpacingForSectionAt:) \(s)"
        case .minimumInteritemSpacing(let s):
            return "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) \(s)"
        case .referenceSizeForHeader(let s): return "collectionView(_:layout:referenceSizeForHeaderInSection:) \(s)"
        case .referenceSizeForFooter(let s): return "collectionView(_:layout:referenceSizeForFooterInSection:) \(s)"
        }
    }
}

/// Receives, in order, the calls a collection view makes to its data source and delegate.
/// `CollectionCallRecorder` (`OpenTableViewTesting`) is the public face of this hook.
@MainActor
package protocol CollectionCallRecording: AnyObject {
    /// The collection view is about to make `event`'s call.
    func collectionView(_ collectionView: CollectionView, willMake event: CollectionEvent)
}

extension CollectionView {
    /// Reports `event` to the attached recorder when `receiver` (the data source or delegate the
    /// call goes to) exists. Without a recorder this is a load and a branch, and the event is
    /// never built.
    @inline(__always)
    final func recordCall(_ event: @autoclosure () -> CollectionEvent, to receiver: AnyObject?) {
        if let recorder = callRecorder, receiver != nil { recorder.collectionView(self, willMake: event()) }
    }
}
