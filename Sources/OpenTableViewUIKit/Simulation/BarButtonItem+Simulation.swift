import Foundation

/// What a simulated tap on a bar button item did (``Simulation/tap()``). An OpenTableView
/// addition.
extension BarButtonItem {
    /// What a simulated tap on a bar button item did.
    public enum SimulatedTap {
        /// The item's primary action ran, with the item as its sender.
        case primaryAction(Action)
        /// The item would send `action` to `target`. Swift on Linux cannot call a method by its
        /// selector, so the pair is reported, not performed: the test calls the method itself,
        /// or the port switches to a primary action.
        case targetAction(target: AnyObject?, action: Selector)
        /// The item has only a menu, which a tap shows: the menu is reported.
        case menu(Menu)
        /// Nothing happened: the item is disabled, hidden, a space, a custom view (which takes its
        /// own touches), or has no action, target/action or menu.
        case nothing
    }
}

/// The user's tap on a bar button item. An OpenTableView addition.
extension Simulation where Base: BarButtonItem {
    /// Simulates a tap on the item, as UIKit handles one: a ``BarButtonItem/primaryAction`` runs (with
    /// ``Action/sender`` the item); otherwise a ``BarButtonItem/menu`` is shown (reported); otherwise the
    /// ``BarButtonItem/action`` is sent to the ``BarButtonItem/target`` (reported, and performed
    /// only when a storyboard or nib connected it, through the closure its generated code gave).
    @discardableResult
    public func tap() -> BarButtonItem.SimulatedTap {
        let item = base
        guard item.isEnabled, !item.isHidden, item.customView == nil, item.systemItem != .flexibleSpace,
            item.systemItem != .fixedSpace
        else {
            return .nothing
        }
        if let primaryAction = item.primaryAction {
            primaryAction.perform(sender: item)
            return .primaryAction(primaryAction)
        }
        if let menu = item.menu { return .menu(menu) }
        if let action = item.action {
            // Connected by a storyboard or nib: performed, as on iOS.
            item.interfaceBuilderAction?(item)
            return .targetAction(target: item.target, action: action)
        }
        return .nothing
    }
}
