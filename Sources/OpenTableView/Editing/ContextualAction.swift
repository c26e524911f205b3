import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// An action shown when the user swipes a row, as UIKit's `UIContextualAction`.
@preconcurrency @MainActor
open class ContextualAction {
    /// The action's appearance, as `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A neutral action (gray by default).
        case normal = 0
        /// A destructive action (red by default), such as Delete.
        case destructive = 1
    }

    /// Runs when the user taps the action: the action, the view that showed it, and a completion
    /// handler to call with `true` when the action was performed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The code that runs for the action.
    public let handler: Handler
    /// The action's title.
    open var title: String?
    /// The button's background color; defaults follow the style.
    open var backgroundColor: Color!
    /// The button's image.
    open var image: Image?

    /// Creates an action, as `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .red : .gray
    }
}

/// The actions revealed by a swipe on a row, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class SwipeActionsConfiguration {
    /// The actions, in order from the edge the user swiped from.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action. Default `true`.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration, as `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
