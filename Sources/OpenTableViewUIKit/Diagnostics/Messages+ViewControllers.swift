import Foundation
import OpenTableViewDiagnostics

// MARK: - View controllers

/// The messages of UIKit's view controllers, navigation and alerts. A live object appears in them
/// as UIKit prints it, `<ClassName: 0x…>`, with the fixed placeholder address
/// (`Messages.placeholderAddress`); the caller passes the description. The public source
/// of each text is in `Compatibility/Evidence.md` §14.
extension Messages {
    /// Pushing a controller that is already in the stack (the iOS 13+ text, which ends with the
    /// app's bundle identifier, `(null)` when there is none, as `%@` prints `nil`).
    package static func pushingTheSameViewControllerTwice(
        navigationController: String, viewController: String, bundleIdentifier: String?
    ) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "\(navigationController) is pushing the same view controller instance (\(viewController)) more than once which is not supported and is most likely an error in the application : \(bundleIdentifier ?? "(null)")"
        )
    }

    /// Pushing (or putting in the stack) a `UINavigationController`.
    package static func pushingANavigationController() -> TableViewException {
        TableViewException(.invalidArgument, "Pushing a navigation controller is not supported")
    }

    /// `popToViewController(_:animated:)` with a controller that is not in the stack.
    package static func poppingToAMissingViewController() -> TableViewException {
        TableViewException(.internalInconsistency, "Tried to pop to a view controller that doesn't exist.")
    }

    /// A second action of style `.cancel` added to an alert controller.
    package static func secondCancelAction() -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }

    /// `addTextField(configurationHandler:)` on an action sheet.
    package static func textFieldInActionSheet() -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
    }

    /// Selecting a controller that is not one of the tab bar controller's.
    package static func selectingAForeignTab() -> TableViewException {
        TableViewException(
            .invalidArgument,
            "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
        )
    }

    /// The console line (not an exception) of iOS 14+ when a controller that already presents
    /// one is asked to present another; nothing is presented.
    package static func alreadyPresentingWarning(
        presented: String, presenter: String, from source: String, alreadyPresented: String
    ) -> String {
        "Attempt to present \(presented) on \(presenter) (from \(source)) which is already presenting \(alreadyPresented)."
    }

    /// The console line (not an exception) when the presenting controller's view is not on
    /// screen; nothing is presented.
    package static func notInWindowHierarchyWarning(presented: String, presenter: String, from source: String)
        -> String
    {
        "Attempt to present \(presented) on \(presenter) (from \(source)) whose view is not in the window hierarchy."
    }

    /// Presenting a controller that is already presented (or is in a navigation stack).
    package static func presentingAnActiveController(_ presented: String) -> TableViewException {
        TableViewException(.invalidArgument, "Application tried to present modally an active controller \(presented).")
    }

    /// Setting `UIImagePickerController.sourceType` to a source the device does not have (the
    /// camera, headless), with the source's raw value as UIKit prints it.
    package static func sourceTypeNotAvailable(_ rawValue: Int) -> TableViewException {
        TableViewException(.invalidArgument, "Source type \(rawValue) not available")
    }
}
