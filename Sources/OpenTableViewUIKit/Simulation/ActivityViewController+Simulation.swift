import Foundation

/// The user's choice in a share sheet. An OpenTableView addition: UIKit has no such API.
extension Simulation where Base: ActivityViewController {
    /// Simulates the user choosing the activity of `type`. An app activity (in
    /// `applicationActivities`) is prepared with the items and performed; the share sheet goes
    /// away when it calls `activityDidFinish(_:)`, then the completion handler hears the type and
    /// whether it completed. A system activity completes at once: ``Activity/ActivityType/copyToPasteboard``
    /// first copies the string and URL items to ``Pasteboard/general`` (all of them, in order, when
    /// there are several), the others leave nothing to see headless.
    ///
    /// Traps with a message listing ``ActivityViewController/offeredActivityTypes`` when `type` is not offered.
    public func chooseActivity(_ type: Activity.ActivityType) {
        let sheet = base
        precondition(
            sheet.offeredActivityTypes.contains(type),
            "simulate.chooseActivity(\(type.rawValue)): the share sheet does not offer it; it offers "
                + "\(sheet.offeredActivityTypes.map(\.rawValue))")
        if let activity = sheet.applicationActivities.first(where: { $0.activityType == type }) {
            activity.onFinish = { [weak sheet] completed in sheet?.finishSimulatedChoice(type, completed: completed) }
            activity.prepare(withActivityItems: sheet.activityItems)
            activity.perform()
            return
        }
        if type == .copyToPasteboard { sheet.copyItemsToPasteboard() }
        sheet.finishSimulatedChoice(type, completed: true)
    }

    /// Simulates the user closing the share sheet without choosing: it goes away, then the
    /// completion handler hears no activity, not completed.
    public func cancel() {
        base.finishSimulatedChoice(nil, completed: false)
    }
}

extension ActivityViewController {
    /// Dismisses the share sheet, then tells the completion handler, as UIKit does once the sheet
    /// is gone.
    fileprivate func finishSimulatedChoice(_ type: Activity.ActivityType?, completed: Bool) {
        if presentingViewController != nil { dismiss(animated: true) }
        completionWithItemsHandler?(type, completed, nil, nil)
    }

    /// What the Copy activity copies: the string items, else the URL items.
    fileprivate func copyItemsToPasteboard() {
        let strings = activityItems.compactMap { $0 as? String }
        let urls = activityItems.compactMap { $0 as? URL }
        if !strings.isEmpty {
            Pasteboard.general.strings = strings
        } else if !urls.isEmpty {
            Pasteboard.general.urls = urls
        }
    }
}
