import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A button revealed by a swipe on a row, as UIKit's `UITableViewRowAction` (iOS 8–13, deprecated
/// since in favour of ``ContextualAction`` and ``SwipeActionsConfiguration``, and still found in
/// older code).
///
/// The delegate returns these from `tableView(_:editActionsForRowAt:)`; a trailing swipe reveals
/// them when the delegate gives no trailing swipe configuration (see `TableView+Swipe.swift`).
/// Tapping one runs its handler with the row's index path. Unlike a contextual action there is no
/// completion handler: the actions stay revealed until the app ends editing
/// (`setEditing(false, animated:)`), as in UIKit.
///
/// Difference from UIKit: `backgroundEffect` does not exist (visual effects cannot exist headless).
@preconcurrency @MainActor
open class TableViewRowAction {
    /// The action's appearance, as `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        /// The default style, red: UIKit's `UITableViewRowAction.Style.default`.
        case `default` = 0
        /// A neutral style, gray.
        case normal = 1

        /// A destructive action: the same style as ``default`` (raw value 0), as in UIKit.
        public static let destructive = Style.default
    }

    /// The action's style, fixed at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's background color. Defaults follow the style: red for ``Style/default`` (and
    /// ``Style/destructive``), gray for ``Style/normal``.
    open var backgroundColor: Color?
    /// Runs when the user taps the button, with the action and the row's index path.
    let handler: (TableViewRowAction, IndexPath) -> Void

    /// Creates an action, as UIKit's `UITableViewRowAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping (TableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .normal ? .gray : .red
    }

    /// The contextual action that shows this row action in a revealed swipe: same title and
    /// color, destructive for the default style; tapping it runs this action's handler with
    /// `indexPath` and leaves the actions revealed (no completion is called).
    func contextualAction(forRowAt indexPath: IndexPath) -> ContextualAction {
        let action = ContextualAction(style: style == .normal ? .normal : .destructive, title: title) {
            [self] _, _, _ in
            handler(self, indexPath)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
