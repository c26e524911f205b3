import Foundation

/// The user's tap on a bar button item. An OpenTableView addition.
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

    /// Simulates a tap on the item, as UIKit handles one: a ``primaryAction`` runs (with
    /// ``Action/sender`` the item); otherwise a ``menu`` is shown (reported); otherwise the
    /// ``action`` is sent to the ``target`` (reported, not performed).
    @discardableResult
    public func simulateTap() -> SimulatedTap {
        guard isEnabled, !isHidden, customView == nil, systemItem != .flexibleSpace, systemItem != .fixedSpace else {
            return .nothing
        }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return .primaryAction(primaryAction)
        }
        if let menu { return .menu(menu) }
        if let action { return .targetAction(target: target, action: action) }
        return .nothing
    }
}
