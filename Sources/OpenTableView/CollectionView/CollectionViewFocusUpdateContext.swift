import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// A focus update in a collection view, as UIKit's `UICollectionViewFocusUpdateContext`: the
/// `FocusUpdateContext` with the index paths of the items losing and gaining focus, which the
/// delegate's `collectionView(_:shouldUpdateFocusIn:)` and
/// `collectionView(_:didUpdateFocusIn:with:)` receive.
///
/// Headless, contexts come from the simulated focus moves (`collectionView.simulate.moveFocus(to:)`,
/// `CollectionView+Focus.swift`).
@preconcurrency @MainActor
public final class CollectionViewFocusUpdateContext: FocusUpdateContext {
    /// The index path of the item that had focus, or `nil` when focus came from outside the
    /// collection view's cells ("This property is also nil when the collection view receives
    /// focus for the first time": Apple, `previouslyFocusedIndexPath`).
    public let previouslyFocusedIndexPath: IndexPath?
    /// The index path of the item gaining focus, or `nil` when focus leaves the collection view's
    /// cells.
    public let nextFocusedIndexPath: IndexPath?

    init(
        previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, previouslyFocusedView: View?,
        nextFocusedView: View?, focusHeading: FocusHeading
    ) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(
            previouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView, focusHeading: focusHeading)
    }
}
