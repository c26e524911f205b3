// Long presses and context menus, in UIKit spellings. On Linux each is OpenTableView's simulation
// (`showContextMenuForRow(at:point:)`, `chooseContextMenuAction(titled:)`); on iOS, where UIKit
// has no public way to long-press or to read a configuration's menu, the helpers ask the delegate
// for the configuration and reach its action provider and the chosen action's handler through
// key-value coding, as iOS unit tests of context menus commonly do.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
extension User {
    #if canImport(UIKit)
        /// The menu the last ``longPress(_:at:)`` showed, on iOS.
        private static var shownMenu: UIMenu?
    #endif

    /// Long-presses a row and returns the titles of the actions of the context menu it shows
    /// (submenus' actions in place, depth first), or `nil` when it shows none.
    @discardableResult
    static func longPress(_ tableView: UITableView, at indexPath: IndexPath) -> [String]? {
        tableView.layoutIfNeeded()
        #if canImport(UIKit)
            let rect = tableView.rectForRow(at: indexPath)
            guard
                let configuration = tableView.delegate?.tableView?(
                    tableView, contextMenuConfigurationForRowAt: indexPath, point: CGPoint(x: rect.midX, y: rect.midY)),
                let provider = configuration.value(forKey: "actionProvider") as? UIContextMenuActionProvider,
                let menu = provider([])
            else { return nil }
            shownMenu = menu
        #else
            guard tableView.simulate.showContextMenuForRow(at: indexPath) != nil,
                let menu = tableView.displayedContextMenu
            else { return nil }
        #endif
        return actionTitles(in: menu)
    }

    /// Chooses the action titled `title` in the context menu the last ``longPress(_:at:)`` showed:
    /// the menu goes away and the action's handler runs. Then lets the table lay out.
    static func chooseContextMenuAction(_ tableView: UITableView, _ title: String) {
        #if canImport(UIKit)
            guard let menu = shownMenu, let action = firstAction(titled: title, in: menu),
                let handler = action.value(forKey: "handler") as? UIActionHandler
            else { return }
            shownMenu = nil
            handler(action)
        #else
            tableView.simulate.chooseContextMenuAction(titled: title)
        #endif
        tableView.layoutIfNeeded()
    }

    private static func actionTitles(in menu: UIMenu) -> [String] {
        menu.children.flatMap { element -> [String] in
            if let submenu = element as? UIMenu { return actionTitles(in: submenu) }
            return [element.title]
        }
    }

    #if canImport(UIKit)
        private static func firstAction(titled title: String, in menu: UIMenu) -> UIAction? {
            for element in menu.children {
                if let action = element as? UIAction, action.title == title { return action }
                if let submenu = element as? UIMenu, let action = firstAction(titled: title, in: submenu) {
                    return action
                }
            }
            return nil
        }
    #endif
}
