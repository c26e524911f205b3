import Foundation
import OpenTableViewDiagnostics

/// An alert or action sheet, as UIKit's `UIAlertController`: a title, a message, actions and (for
/// alerts) text fields, presented with ``ViewController/present(_:animated:completion:)``.
///
/// Misuse raises UIKit's exceptions: a second ``AlertAction/Style/cancel`` action ("UIAlertController
/// can only have one action with a style of UIAlertActionStyleCancel") and a text field in an
/// action sheet ("Text fields can only be added to an alert controller of style
/// UIAlertControllerStyleAlert"). An alert is presented over its presenter, which stays on screen
/// (no disappearance callbacks), as on iOS. Tests tap an action with `simulate.tapAction(titled:)`.
@preconcurrency @MainActor
open class AlertController: ViewController {
    // MARK: UIKit's get-only members, open as UIKit declares them (their storage is below)

    /// Whether the controller is an alert or an action sheet.
    open var preferredStyle: Style { preferredStyleStorage }
    /// The actions, in the order they were added.
    open var actions: [AlertAction] { actionsStorage }
    /// The text fields, in the order they were added (empty for an action sheet).
    open var textFields: [TextField]? { textFieldsStorage }

    /// The storage of ``preferredStyle``, set by the initializer.
    var preferredStyleStorage = Style.alert
    /// The storage of ``actions``.
    var actionsStorage: [AlertAction] = []
    /// The storage of ``textFields``.
    var textFieldsStorage: [TextField]? = []

    /// The message below the title, or `nil`.
    open var message: String?

    /// The action the alert highlights (and the Return key triggers), or `nil`. Default `nil`.
    /// Apple documents that it must be one of ``actions``; that is not checked headless.
    open var preferredAction: AlertAction?

    /// Creates an alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        preferredStyleStorage = preferredStyle
        self.title = title
        self.message = message
    }

    /// Creates an alert with no title, message or actions, as the `UIViewController` initializer
    /// UIKit's alert controller inherits: designated, so an app's subclass (a test double) that
    /// declares no initializer keeps ``init(title:message:preferredStyle:)``, as on iOS.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Creates the controller from an archive, as UIKit's `UIAlertController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds `action`. Raises UIKit's exception when it is a second cancel action.
    open func addAction(_ action: AlertAction) {
        trapping { try checkedAddAction(action) }
    }

    /// Adds a text field to an alert, after `configurationHandler` has configured it. Raises
    /// UIKit's exception for an action sheet.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        trapping { try checkedAddTextField(configurationHandler: configurationHandler) }
    }

    /// ``addAction(_:)`` without the trap: throws UIKit's exception and adds nothing.
    package func checkedAddAction(_ action: AlertAction) throws(TableViewException) {
        if action.style == .cancel, actionsStorage.contains(where: { $0.style == .cancel }) {
            throw Messages.secondCancelAction()
        }
        actionsStorage.append(action)
    }

    /// ``addTextField(configurationHandler:)`` without the trap: throws UIKit's exception and adds
    /// nothing.
    package func checkedAddTextField(configurationHandler: ((TextField) -> Void)?) throws(TableViewException) {
        guard preferredStyleStorage == .alert else { throw Messages.textFieldInActionSheet() }
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 238, height: 24))
        configurationHandler?(field)
        textFieldsStorage?.append(field)
    }
}

extension AlertController {
    /// Whether the controller is an alert or an action sheet, as UIKit's
    /// `UIAlertController.Style` (same raw values).
    public enum Style: Int, Sendable {
        /// A sheet of actions sliding up from the bottom.
        case actionSheet = 0
        /// A modal alert in the middle of the screen.
        case alert = 1
    }
}
