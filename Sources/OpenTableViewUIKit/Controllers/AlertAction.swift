/// A button of an alert or action sheet, as UIKit's `UIAlertAction`: a title, a style, whether it
/// is enabled, and the handler run when the user taps it.
///
/// Headless nobody taps: a test taps an action with
/// `simulate.tapAction(titled:)`, which dismisses the alert and then runs the
/// handler, as UIKit does.
@preconcurrency @MainActor
open class AlertAction {
    /// The action's handler, as UIKit spells its type.
    public typealias Handler = @MainActor (AlertAction) -> Void

    /// The button's title. Open and get-only, as UIKit declares it.
    open var title: String? { titleStorage }

    /// The button's style. Open and get-only, as UIKit declares it.
    open var style: Style { styleStorage }

    /// The storage of ``title`` and ``style``, fixed at creation.
    let titleStorage: String?
    let styleStorage: Style

    /// Whether the button can be tapped. Default `true`. A disabled action cannot be tapped.
    open var isEnabled = true

    /// Run when the action is tapped, after the alert is dismissed.
    package let handler: Handler?

    /// Creates an action with `title`, `style` and an optional `handler`.
    public init(title: String?, style: Style, handler: Handler? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
    }
}

extension AlertAction {
    /// How an action's button looks and behaves, as UIKit's `UIAlertAction.Style` (same raw
    /// values).
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels; an alert has at most one.
        case cancel = 1
        /// A button that destroys data, drawn in red.
        case destructive = 2
    }
}
