import Foundation

/// Context menus on items: the simulated long press that shows an item's context menu (the
/// delegate's iOS 16 `collectionView(_:contextMenuConfigurationForItemsAt:point:)`), and what the
/// user does with it (choose an action, dismiss it), with the table's session and menu helpers.
///
/// UIKit documents the delegate methods, not the order of their calls; the order here is the
/// table's (`Compatibility/Porting.md`, "Context menus"), without the previews.
extension CollectionView {
    /// The menu of the context menu on screen, or `nil` when none is shown or it has no menu (only
    /// a preview). An OpenTableView addition for tests.
    public var displayedContextMenu: Menu? { content.contextMenuSession?.menu }

    /// The gesture behind `simulate.showContextMenuForItem`; see ``Simulation``.
    @discardableResult
    func showContextMenuForItem(at indexPath: IndexPath, point: CGPoint?) -> ContextMenuConfiguration? {
        layoutIfNeeded()
        precondition(isItem(indexPath), "showContextMenuForItem(at:): the collection view has no item at \(indexPath)")
        precondition(
            content.contextMenuSession == nil,
            "showContextMenuForItem(at:): a context menu is already shown; choose an action or dismiss it first")
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let point = point ?? CGPoint(x: frame.midX, y: frame.midY)
        recordCall(.contextMenuConfiguration([indexPath], point: point), to: collectionDelegate)
        guard
            let configuration = collectionDelegate?.collectionView(
                self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        else { return nil }
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        guard configuration.previewProvider != nil || menu != nil else { return nil }
        content.contextMenuSession = ContextMenuSession(configuration: configuration, menu: menu, preview: preview)
        let animator = ContextMenuAnimator(previewViewController: preview)
        recordCall(.willDisplayContextMenu, to: collectionDelegate)
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.runAnimations()
        animator.complete()
        return configuration
    }

    /// The gesture behind `simulate.chooseContextMenuAction`; see ``Simulation``.
    func chooseContextMenuAction(titled title: String) {
        guard let session = content.contextMenuSession else {
            preconditionFailure("chooseContextMenuAction(titled:): no context menu is shown")
        }
        let action = session.action(titled: title)
        let animator = beginContextMenuDismissal(session)
        action.perform(sender: nil)
        animator.complete()
    }

    /// The gesture behind `simulate.dismissContextMenu`; see ``Simulation``.
    func dismissContextMenu() {
        guard let session = content.contextMenuSession else {
            preconditionFailure("dismissContextMenu(): no context menu is shown")
        }
        beginContextMenuDismissal(session).complete()
    }

    /// Ends the context menu on screen: tells the delegate the interaction ends and runs the
    /// animations it adds; returns the animator, whose completions the caller runs when the
    /// dismissal is over.
    private func beginContextMenuDismissal(_ session: ContextMenuSession) -> ContextMenuAnimator {
        content.contextMenuSession = nil
        let animator = ContextMenuAnimator(previewViewController: session.preview)
        recordCall(.willEndContextMenuInteraction, to: collectionDelegate)
        collectionDelegate?.collectionView(
            self, willEndContextMenuInteraction: session.configuration, animator: animator)
        animator.runAnimations()
        return animator
    }
}

/// The user's context-menu gestures on a collection view's items, for tests. OpenTableView
/// additions (see `Simulation`).
extension Simulation where Base: CollectionView {
    /// Simulates a long press on an item: asks the delegate's
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with `[indexPath]` and `point`
    /// (by default the item's center), and when it answers a configuration with a menu or a
    /// preview, shows it: `willDisplayContextMenu` follows. Returns the configuration, or `nil`
    /// when no menu is shown. Traps when a menu is already shown or the item does not exist.
    @discardableResult
    public func showContextMenuForItem(at indexPath: IndexPath, point: CGPoint? = nil) -> ContextMenuConfiguration? {
        base.showContextMenuForItem(at: indexPath, point: point)
    }

    /// Simulates choosing the action titled `title` (depth first) in the menu on screen: the menu
    /// goes away (`willEndContextMenuInteraction`), the action's handler runs, then the animator's
    /// completions. Traps when no menu is shown or it has no such enabled action.
    public func chooseContextMenuAction(titled title: String) {
        base.chooseContextMenuAction(titled: title)
    }

    /// Simulates a tap outside the menu on screen: it goes away (`willEndContextMenuInteraction`)
    /// without an action.
    public func dismissContextMenu() {
        base.dismissContextMenu()
    }
}
