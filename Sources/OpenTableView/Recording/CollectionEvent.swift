import Foundation

/// One call a collection view makes to its data source or delegate, as `CollectionCallRecorder`
/// (`OpenTableViewTesting`) records it: the collection view's counterpart of ``TableEvent``.
///
/// ``description`` prints UIKit's selector spelling followed by the arguments, for example
/// `collectionView(_:willDisplay:forItemAt:) [0, 3]`; item index paths are `[section, item]`.
///
/// What is recorded: the data source's counts, cells and supplementary views; the display
/// ledger (`willDisplay`/`didEndDisplaying` for cells and supplementary views); the highlight and
/// selection flow of a tap. Not yet: prefetching, context menus, interactive movement, the
/// flow layout delegate's sizes and the scroll-view delegate.
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

    /// UIKit's selector, then the arguments: `collectionView(_:cellForItemAt:) [0, 3]`,
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:) UICollectionElementKindSectionHeader [0, 0]`.
    public var description: String {
        func path(_ p: IndexPath) -> String { "[\(p.section), \(p.item)]" }
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
