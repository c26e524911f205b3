import Foundation

/// Swipe actions on the rows of list sections: the list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`
/// ("the closure that provides the set of actions to display when swiping on the trailing edge of
/// the cell": Apple, `UICollectionLayoutListConfiguration`), asked per index path when the user
/// swipes a list cell, as the table asks its delegate (`TableView+Swipe.swift`).
///
/// The swiped item is kept in the table's `RowState` (`content.rowState.swiped`), so a batch
/// update or a diffable apply made by an action's handler moves it with its item, or forgets it
/// when the item is deleted. UIKit's collection-view delegate has no swipe calls
/// (`willBeginEditing…` is the table's), so none are made; the cell's configuration state is
/// swiped while its actions show.
extension CollectionView {
    /// The edge a swipe starts from; the table's ``TableView/SwipeEdge``.
    public typealias SwipeEdge = TableView.SwipeEdge

    /// Whether a row shows its swipe actions (from `simulate.swipeItem(at:edge:fullSwipe:)` until
    /// an action's handler completes or the swipe is cancelled). An OpenTableView addition for tests.
    public var isShowingSwipeActions: Bool { content.rowState.swiped != nil }

    /// The gesture behind `simulate.swipeItem`; see ``Simulation``.
    @discardableResult
    func swipeItem(at indexPath: IndexPath, edge: SwipeEdge, fullSwipe: Bool) -> SwipeActionsConfiguration? {
        layoutIfNeeded()
        precondition(isItem(indexPath), "swipeItem(at:): the collection view has no item at \(indexPath)")
        guard let cell = content.displayedCells[indexPath] else {
            preconditionFailure("swipeItem(at:): the item at \(indexPath) is not on screen; scroll to it first")
        }
        endSwipe()
        // Swipe actions are a list feature: the list cell of a list section asks its section's
        // configuration (any other cell or layout has none).
        guard cell is CollectionViewListCell,
            let list = (layoutStorage as? CollectionViewCompositionalLayout)?.listConfiguration(
                forSection: indexPath.section)
        else { return nil }
        let provider =
            edge == .leading
            ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        content.rowState.swiped = (indexPath, configuration)
        cell.setSwipedForConfiguration(true)
        if fullSwipe && configuration.performsFirstActionWithFullSwipe {
            tapSwipeAction(at: 0)
        }
        return configuration
    }

    /// The gesture behind `simulate.tapSwipeAction(at:)`; see ``Simulation``.
    func tapSwipeAction(at index: Int) {
        guard let (indexPath, configuration) = content.rowState.swiped else {
            preconditionFailure("tapSwipeAction(at:): no item shows swipe actions; call swipeItem(at:) first")
        }
        precondition(configuration.actions.indices.contains(index), "tapSwipeAction(at:): no action \(index)")
        let action = configuration.actions[index]
        let source: View = indexPath.flatMap { content.displayedCells[$0] } ?? self
        // "Call the completion handler to indicate whether the action was performed" (Apple,
        // `UIContextualAction.Handler`): either way the actions go away.
        action.handler(action, source) { [weak self] _ in
            self?.endSwipe()
        }
    }

    /// The gesture behind `simulate.tapSwipeAction(titled:)`; see ``Simulation``.
    func tapSwipeAction(titled title: String) {
        guard let (_, configuration) = content.rowState.swiped else {
            preconditionFailure("tapSwipeAction(titled:): no item shows swipe actions; call swipeItem(at:) first")
        }
        guard let index = configuration.actions.firstIndex(where: { $0.title == title }) else {
            let titles = configuration.actions.map { $0.title ?? "nil" }
            preconditionFailure("tapSwipeAction(titled:): no action titled \"\(title)\" among \(titles)")
        }
        tapSwipeAction(at: index)
    }

    /// Hides the swipe actions, if a row shows them.
    func endSwipe() {
        guard let (indexPath, _) = content.rowState.swiped else { return }
        content.rowState.swiped = nil
        if let indexPath { content.displayedCells[indexPath]?.setSwipedForConfiguration(false) }
    }
}

/// The user's swipes on list rows, for tests. OpenTableView additions (see `Simulation`), spelled
/// as the table's `swipeRow(at:edge:fullSwipe:)` and `tapSwipeAction(at:)`.
extension Simulation where Base: CollectionView {
    /// Simulates a swipe from `edge` on the displayed list cell of the item at `indexPath` and
    /// returns the actions it reveals, or `nil` when there are none: the section's list
    /// configuration's provider for that edge is asked with `indexPath`; a provider that is not
    /// set, returns `nil` or a configuration without actions reveals nothing, and so does a cell
    /// that is not a `UICollectionViewListCell` or a section that is not a list. Revealed actions
    /// make the cell's configuration state swiped. A `fullSwipe` performs the first action at once
    /// when the configuration allows it (`performsFirstActionWithFullSwipe`). A swipe hides the
    /// actions another row shows first. Traps when the item does not exist or is not on screen.
    @discardableResult
    public func swipeItem(at indexPath: IndexPath, edge: CollectionView.SwipeEdge = .trailing, fullSwipe: Bool = false)
        -> SwipeActionsConfiguration?
    {
        base.swipeItem(at: indexPath, edge: edge, fullSwipe: fullSwipe)
    }

    /// Simulates a tap on the `index`-th revealed action: its handler runs with the action, the
    /// swiped cell and a completion handler; when the handler calls the completion (with `true`
    /// or `false`), the actions go away. An update the handler makes (a diffable apply deleting
    /// the row) moves or forgets the swiped item first. Traps when no actions show.
    public func tapSwipeAction(at index: Int) {
        base.tapSwipeAction(at: index)
    }

    /// `tapSwipeAction(at:)` for the first revealed action titled `title`. Traps when no action
    /// has that title.
    public func tapSwipeAction(titled title: String) {
        base.tapSwipeAction(titled: title)
    }

    /// Simulates a tap outside the revealed actions: they go away without an action.
    public func cancelSwipe() {
        base.endSwipe()
    }
}
