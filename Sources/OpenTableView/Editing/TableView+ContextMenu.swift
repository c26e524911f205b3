import Foundation

/// Context menus: the simulated long press that shows a row's context menu, and what the user
/// does with it (choose an action, tap the preview, dismiss it).
///
/// UIKit documents the delegate methods, not the order of their calls; the order here is written
/// down in `Compatibility/Porting.md` ("Context menus").
extension TableView {
    /// The gesture behind `simulate.showContextMenuForRow`; see ``Simulation``.
    @discardableResult
    func showContextMenuForRow(at indexPath: IndexPath, point: CGPoint? = nil) -> ContextMenuConfiguration? {
        layoutIfNeeded()
        precondition(isValidRow(indexPath), "showContextMenuForRow(at:): the table has no row at \(indexPath)")
        precondition(
            interaction.contextMenuSession == nil,
            "showContextMenuForRow(at:): a context menu is already shown; choose an action or dismiss it first")
        let rect = rectForRowImplementation(at: indexPath)
        let point = point ?? CGPoint(x: rect.midX, y: rect.midY)
        recordCall(to: tableDelegate, .contextMenuConfiguration(indexPath, point: point))
        guard
            let configuration = tableDelegate?.tableView(
                self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return nil }
        recordCall(to: tableDelegate, .previewForHighlightingContextMenu)
        _ = tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        guard configuration.previewProvider != nil || menu != nil else { return nil }
        interaction.contextMenuSession = ContextMenuSession(configuration: configuration, menu: menu, preview: preview)
        let animator = ContextMenuAnimator(previewViewController: preview)
        recordCall(to: tableDelegate, .willDisplayContextMenu)
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.runAnimations()
        animator.complete()
        return configuration
    }

    /// The menu of the context menu on screen, or `nil` when none is shown or it has no menu
    /// (only a preview). An OpenTableView addition for tests.
    public var displayedContextMenu: Menu? { interaction.contextMenuSession?.menu }

    /// The view controller the context menu on screen previews, or `nil` when none is shown or it
    /// previews the row itself. An OpenTableView addition for tests.
    public var displayedContextMenuPreview: ViewController? { interaction.contextMenuSession?.preview }

    /// The gesture behind `simulate.chooseContextMenuAction`; see ``Simulation``.
    func chooseContextMenuAction(titled title: String) {
        guard let session = interaction.contextMenuSession else {
            preconditionFailure("chooseContextMenuAction(titled:): no context menu is shown")
        }
        let action = session.action(titled: title)
        let animator = beginContextMenuDismissal(session)
        action.perform(sender: nil)
        animator.complete()
    }

    /// The gesture behind `simulate.tapContextMenuPreview`; see ``Simulation``.
    func tapContextMenuPreview() {
        guard let session = interaction.contextMenuSession else {
            preconditionFailure("tapContextMenuPreview(): no context menu is shown")
        }
        let commit = ContextMenuAnimator(previewViewController: session.preview)
        recordCall(to: tableDelegate, .willPerformPreviewAction)
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: session.configuration, animator: commit)
        commit.runAnimations()
        let dismissal = beginContextMenuDismissal(session)
        commit.complete()
        dismissal.complete()
    }

    /// The gesture behind `simulate.dismissContextMenu`; see ``Simulation``.
    func dismissContextMenu() {
        guard let session = interaction.contextMenuSession else {
            preconditionFailure("dismissContextMenu(): no context menu is shown")
        }
        beginContextMenuDismissal(session).complete()
    }

    // MARK: - Internals

    /// Ends the context menu on screen: asks for the dismissal's preview, tells the delegate the
    /// interaction ends and runs the animations it adds; returns the animator, whose completions
    /// the caller runs when the dismissal is over.
    private func beginContextMenuDismissal(_ session: ContextMenuSession) -> ContextMenuAnimator {
        interaction.contextMenuSession = nil
        recordCall(to: tableDelegate, .previewForDismissingContextMenu)
        _ = tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: session.configuration)
        let animator = ContextMenuAnimator(previewViewController: session.preview)
        recordCall(to: tableDelegate, .willEndContextMenuInteraction)
        tableDelegate?.tableView(self, willEndContextMenuInteraction: session.configuration, animator: animator)
        animator.runAnimations()
        return animator
    }
}

/// The context menu a table or a collection view shows: its configuration, its menu (if any) and its preview's view
/// controller (if any), from the long press until it goes away.
@MainActor
struct ContextMenuSession {
    let configuration: ContextMenuConfiguration
    let menu: Menu?
    let preview: ViewController?

    /// The enabled, visible action titled `title` in the menu (the first, depth first through its
    /// submenus): what `simulate.chooseContextMenuAction(titled:)` performs on a table or a
    /// collection view, with the same misuse messages for both.
    func action(titled title: String) -> Action {
        guard let menu else { preconditionFailure("chooseContextMenuAction(titled:): no context menu is shown") }
        guard let action = Self.firstAction(titled: title, in: menu) else {
            preconditionFailure(
                "chooseContextMenuAction(titled: \"\(title)\"): the menu has no such action; its actions are "
                    + "\(Self.actionTitles(in: menu))")
        }
        precondition(
            !action.attributes.contains(.disabled) && !action.attributes.contains(.hidden),
            "chooseContextMenuAction(titled: \"\(title)\"): the action is disabled or hidden")
        return action
    }

    /// The first action titled `title` in `menu`, depth first.
    private static func firstAction(titled title: String, in menu: Menu) -> Action? {
        for element in menu.children {
            if let action = element as? Action, action.title == title { return action }
            if let submenu = element as? Menu, let action = firstAction(titled: title, in: submenu) { return action }
        }
        return nil
    }

    /// The titles of every action in `menu`, depth first, for the message of a missing one.
    private static func actionTitles(in menu: Menu) -> [String] {
        menu.children.flatMap { element -> [String] in
            if let action = element as? Action { return [action.title] }
            if let submenu = element as? Menu { return actionTitles(in: submenu) }
            return []
        }
    }
}
