import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// Where focus is in a collection view: the focused item, and the item focus last left from
/// (for ``CollectionView/remembersLastFocusedIndexPath``). Both follow their items through batch
/// updates, as the selection does (``CollectionView/remapFocus(through:)``).
struct CollectionViewFocusState {
    /// The focused item, or `nil` when focus is outside the collection view's cells.
    var focused: IndexPath?
    /// The item that had focus when focus last left the collection view.
    var lastFocused: IndexPath?
}

/// Focus: the delegate's focus methods asked in UIKit's order for a simulated focus move.
///
/// Headless there is no focus engine (no remote, no keyboard focus, no geometry search, no tvOS):
/// focus moves only when a test asks (`simulate.moveFocus(to:)`, `simulate.moveFocusIntoCollectionView()`,
/// `simulate.moveFocusOutOfCollectionView()`), and the collection view answers as UIKit's does
/// for the move asked (Compatibility/API.md, "UICollectionView: focus").
extension CollectionView {
    /// Whether the item can take focus: the delegate's `collectionView(_:canFocusItemAt:)`,
    /// whose default answers ``allowsFocus`` (Apple, `allowsFocus`: the delegate's "return value
    /// takes precedence over the value of this property").
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        guard let delegate = collectionDelegate else { return allowsFocus }
        recordCall(.canFocusItem(indexPath), to: delegate)
        return delegate.collectionView(self, canFocusItemAt: indexPath)
    }

    /// The focused item, `nil` once a reload has taken its item away.
    var focusedIndexPath: IndexPath? {
        guard let focused = focusState.focused, isItem(focused) else { return nil }
        return focused
    }

    /// Moves focus to `next` (an item, or `nil` for a view outside the collection view), in
    /// UIKit's order: `canFocusItemAt` for the item (`false`: focus stays), then
    /// `shouldUpdateFocusIn` with the context (`false`: focus stays), the focus changes,
    /// `didUpdateFocusIn(_:with:)`, the coordinator's completions, the item scrolled into view
    /// (`scrollRectToVisible(_:animated:)`), then, when the item's selection
    /// follows focus (`selectionFollowsFocusForItemAt`, by default ``selectionFollowsFocus``),
    /// the user's selection of the item (`shouldSelectItemAt` … `didSelectItemAt`). Returns
    /// whether focus moved. `asksCanFocus` is `false` when the caller has just asked
    /// `canFocusItemAt` for `next` (focus entering), so the delegate is asked once.
    @discardableResult
    func moveFocus(to next: IndexPath?, heading: FocusHeading, asksCanFocus: Bool = true) -> Bool {
        layoutIfNeeded()
        if let next {
            precondition(isItem(next), "moveFocus(to:): the collection view has no item at \(next)")
        }
        let previous = focusedIndexPath
        guard next != previous else { return false }
        if let next, asksCanFocus, !canFocusItem(at: next) { return false }
        let context = CollectionViewFocusUpdateContext(
            previouslyFocusedIndexPath: previous, nextFocusedIndexPath: next,
            previouslyFocusedView: previous.flatMap { content.displayedCells[$0] },
            nextFocusedView: next.flatMap { content.displayedCells[$0] }, focusHeading: heading)
        let delegate = collectionDelegate
        recordCall(.shouldUpdateFocus(previous: previous, next: next), to: delegate)
        guard delegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true else { return false }
        focusState.focused = next
        if next == nil { focusState.lastFocused = previous }
        // The cells' configuration states follow focus before the delegate is told, so a
        // `didUpdateFocusIn` that reads the next cell's `configurationState` sees it focused.
        if let previous { content.displayedCells[previous]?.setFocusedForConfiguration(false) }
        if let next { content.displayedCells[next]?.setFocusedForConfiguration(true) }
        let coordinator = FocusAnimationCoordinator()
        recordCall(.didUpdateFocus(previous: previous, next: next), to: delegate)
        delegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
        coordinator.finish()
        // UIKit's focus engine scrolls a scroll view to keep the focused view visible; here the
        // item's frame is scrolled into view once the update is told (no animation).
        if let next, let frame = layoutAttributesForItem(at: next)?.frame {
            scrollRectToVisible(frame, animated: false)
        }
        if let next, allowsSelection, selectionFollowsFocus(forItemAt: next, delegate: delegate) {
            selectAsUser(next, delegate: delegate)
        }
        return true
    }

    /// Whether selecting follows focus for the item: the delegate's
    /// `collectionView(_:selectionFollowsFocusForItemAt:)`, else ``selectionFollowsFocus``.
    private func selectionFollowsFocus(forItemAt indexPath: IndexPath, delegate: (any CollectionViewDelegate)?)
        -> Bool
    {
        guard let delegate else { return selectionFollowsFocus }
        recordCall(.selectionFollowsFocus(indexPath), to: delegate)
        return delegate.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
    }

    /// The item focus goes to as it enters the collection view: the remembered one when
    /// ``remembersLastFocusedIndexPath`` is on and it is still an item, else the delegate's
    /// `indexPathForPreferredFocusedView(in:)` when it can take focus, else the first item in
    /// index-path order that can (where UIKit's focus engine picks by geometry); `nil` when none can.
    /// `canFocusAsked` says whether `canFocusItemAt` was asked for it (not for the remembered one).
    func indexPathForFocusEntry() -> (indexPath: IndexPath, canFocusAsked: Bool)? {
        if remembersLastFocusedIndexPath, let last = focusState.lastFocused, isItem(last) { return (last, false) }
        recordCall(.indexPathForPreferredFocusedView, to: collectionDelegate)
        if let preferred = collectionDelegate?.indexPathForPreferredFocusedView(in: self), isItem(preferred),
            canFocusItem(at: preferred)
        {
            return (preferred, true)
        }
        for section in 0..<content.itemCounts.count {
            for item in 0..<content.itemCounts[section] where canFocusItem(at: IndexPath(item: item, section: section))
            {
                return (IndexPath(item: item, section: section), true)
            }
        }
        return nil
    }

    /// Moves the focused and remembered items through a validated batch, as the selection moves:
    /// a moved item keeps focus at its new index path; a deleted one loses it (without delegate
    /// calls: there is no focus engine to move focus to a neighbour, as UIKit's would). A reloaded
    /// item keeps focus, since its index path still names it.
    func remapFocus(through remapping: CollectionBatchRemapping) {
        if let focused = focusState.focused { focusState.focused = remapping.newIndexPath(forOld: focused) }
        if let last = focusState.lastFocused { focusState.lastFocused = remapping.newIndexPath(forOld: last) }
    }
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.allowsFocus
    }
    public func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    public func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    { collectionView.selectionFollowsFocus }
}

/// Focus moves on a collection view, for tests. OpenTableView additions: UIKit's focus engine
/// moves focus from a keyboard, a remote or a pointer; headless a test moves it.
extension Simulation where Base: CollectionView {
    /// The focused item, or `nil` when focus is outside the collection view's cells. An
    /// OpenTableView addition for tests (UIKit reports focus through the delegate's
    /// `collectionView(_:didUpdateFocusIn:with:)` and `UIFocusSystem`).
    public var focusedItem: IndexPath? { base.focusedIndexPath }

    /// Simulates focus moving to the item at `indexPath` (from another item, or into the
    /// collection view from outside), as a keyboard's arrow keys or a remote's swipe do:
    /// `collectionView(_:canFocusItemAt:)` (whose default answers `allowsFocus`; `false` keeps
    /// focus where it is), `collectionView(_:shouldUpdateFocusIn:)` (`false` too), then
    /// `collectionView(_:didUpdateFocusIn:with:)`, then, when selection follows focus for the item
    /// (`collectionView(_:selectionFollowsFocusForItemAt:)`, `selectionFollowsFocus`), the user's
    /// selection of the item with its delegate calls. Returns whether focus moved. The collection
    /// view lays out first; an index path that is not an item traps.
    ///
    /// The item is scrolled into view after `didUpdateFocusIn`, with the least scroll that shows
    /// it, as UIKit's focus-driven scrolling keeps the focused cell visible (without animation;
    /// `nextFocusedView` is `nil` for an item off screen when the move starts). The displayed
    /// cells' configuration states follow focus (`isFocused`, with a configuration update) before
    /// `didUpdateFocusIn`; a cell dequeued later for the focused item starts focused.
    @discardableResult
    public func moveFocus(to indexPath: IndexPath, heading: FocusHeading = []) -> Bool {
        base.moveFocus(to: indexPath, heading: heading)
    }

    /// Simulates focus entering the collection view from a view outside it: focus goes to the
    /// last focused item when `remembersLastFocusedIndexPath` is on, else to the delegate's
    /// `indexPathForPreferredFocusedView(in:)`, else to the first item in index-path order that
    /// can take focus (UIKit's focus engine picks the nearest by geometry), with the calls of
    /// `moveFocus(to:heading:)`. Returns the focused item, or `nil` when no item can take focus
    /// or the delegate refused the update.
    @discardableResult
    public func moveFocusIntoCollectionView(heading: FocusHeading = []) -> IndexPath? {
        base.layoutIfNeeded()
        guard let target = base.indexPathForFocusEntry() else { return nil }
        let moved = base.moveFocus(to: target.indexPath, heading: heading, asksCanFocus: !target.canFocusAsked)
        return moved ? target.indexPath : nil
    }

    /// Simulates focus leaving the collection view's cells for a view outside it:
    /// `collectionView(_:shouldUpdateFocusIn:)` (`false` keeps focus), then
    /// `collectionView(_:didUpdateFocusIn:with:)`, with a `nil` next index path. The item left is
    /// remembered for `remembersLastFocusedIndexPath`. Returns whether focus moved (`false` when
    /// no item had it).
    @discardableResult
    public func moveFocusOutOfCollectionView(heading: FocusHeading = []) -> Bool {
        base.moveFocus(to: nil, heading: heading)
    }
}
