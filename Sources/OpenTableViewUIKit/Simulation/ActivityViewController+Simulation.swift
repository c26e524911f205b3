import Foundation

/// The user's choice in a share sheet. An OpenTableView addition: UIKit has no such API.
extension ActivityViewController {
    /// Simulates the user choosing the activity of `type`. An app activity (in
    /// `applicationActivities`) is prepared with the items and performed; the share sheet goes
    /// away when it calls `activityDidFinish(_:)`, then the completion handler hears the type and
    /// whether it completed. A system activity completes at once: ``Activity/ActivityType/copyToPasteboard``
    /// first copies the string and URL items to ``Pasteboard/general`` (all of them, in order, when
    /// there are several), the others leave nothing to see headless.
    ///
    /// Traps with a message listing ``offeredActivityTypes`` when `type` is not offered.
    public func simulateChoosingActivity(_ type: Activity.ActivityType) {
        precondition(
            offeredActivityTypes.contains(type),
            "simulateChoosingActivity(\(type.rawValue)): the share sheet does not offer it; it offers "
                + "\(offeredActivityTypes.map(\.rawValue))")
        if let activity = applicationActivities.first(where: { $0.activityType == type }) {
            activity.onFinish = { [weak self] completed in self?.finish(type, completed: completed) }
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
            return
        }
        if type == .copyToPasteboard { copyItems() }
        finish(type, completed: true)
    }

    /// Simulates the user closing the share sheet without choosing: it goes away, then the
    /// completion handler hears no activity, not completed.
    public func simulateCancel() {
        finish(nil, completed: false)
    }

    /// Dismisses the share sheet, then tells the completion handler, as UIKit does once the sheet
    /// is gone.
    private func finish(_ type: Activity.ActivityType?, completed: Bool) {
        if presentingViewController != nil { dismiss(animated: true) }
        completionWithItemsHandler?(type, completed, nil, nil)
    }

    private func copyItems() {
        let strings = activityItems.compactMap { $0 as? String }
        let urls = activityItems.compactMap { $0 as? URL }
        if !strings.isEmpty {
            Pasteboard.general.strings = strings
        } else if !urls.isEmpty {
            Pasteboard.general.urls = urls
        }
    }
}
