import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: presented with the items to share, it
/// offers the system's activities and the app's own, and tells its completion handler which one
/// the user chose.
///
/// Headless nothing is shown: a test plays the user with `simulate.chooseActivity(_:)` or
/// `simulate.cancel()`. Choosing ``Activity/ActivityType/copyToPasteboard`` copies the string
/// and URL items to ``Pasteboard/general``; the other system activities leave the app, so they
/// are recorded only (the completion handler hears that they completed). An app's own activity
/// (an ``Activity`` subclass in `applicationActivities`) is prepared and performed.
/// ([UIActivityViewController](https://developer.apple.com/documentation/uikit/uiactivityviewcontroller))
@preconcurrency @MainActor
open class ActivityViewController: ViewController {
    /// What the share sheet tells when it goes away: the activity chosen (`nil` when the user
    /// cancelled), whether it completed, the items it returned and the error it met, as UIKit's
    /// `UIActivityViewController.CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler =
        @MainActor (Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given at creation. An OpenTableView addition for tests (UIKit keeps
    /// them private).
    public let activityItems: [Any]
    /// The app's own activities, as given at creation. An OpenTableView addition for tests.
    public let applicationActivities: [Activity]
    /// The system activities not to offer. Default `nil`.
    open var excludedActivityTypes: [Activity.ActivityType]?
    /// Called when the share sheet goes away, after the chosen activity ended or the user
    /// cancelled. Default `nil`.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems` that also offers `applicationActivities`, as
    /// `UIActivityViewController(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates the controller from an archive, as UIKit's `UIActivityViewController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The system activities headless, in the order a share sheet lists its usual ones.
    private static let systemActivities: [Activity.ActivityType] = [
        .airDrop, .message, .mail, .copyToPasteboard, .addToReadingList, .print, .saveToCameraRoll,
        .assignToContact, .openInIBooks, .markupAsPDF, .postToFacebook, .postToTwitter,
    ]

    /// The activities the share sheet offers: the app's activities that can perform on the items,
    /// then the system activities not excluded. An OpenTableView addition for tests; on iOS the
    /// system's list also depends on the items' kinds and the apps installed.
    public var offeredActivityTypes: [Activity.ActivityType] {
        let own = applicationActivities.filter { $0.canPerform(withActivityItems: activityItems) }
            .compactMap(\.activityType)
        let excluded = Set(excludedActivityTypes ?? [])
        return own + Self.systemActivities.filter { !excluded.contains($0) }
    }
}
