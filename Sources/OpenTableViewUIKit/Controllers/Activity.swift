import Foundation

/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it to add an app's own
/// service to a ``ActivityViewController`` (its `applicationActivities`).
///
/// The share sheet calls the methods UIKit documents when the user chooses the activity:
/// ``prepare(withActivityItems:)``, then ``perform()``, which must end with
/// ``activityDidFinish(_:)``. Headless the user is a test (see
/// `simulate.chooseActivity(_:)`).
/// ([UIActivity](https://developer.apple.com/documentation/uikit/uiactivity))
@preconcurrency @MainActor
open class Activity {
    /// An activity's identifier, as UIKit's `UIActivity.ActivityType`, with the system's
    /// activities' identifiers.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`, as `UIActivity.ActivityType(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType {
            ActivityType(rawValue: "com.apple.UIKit.activity." + name)
        }

        /// Sends the items in a message.
        public static let message = system("Message")
        /// Sends the items in an email.
        public static let mail = system("Mail")
        /// Prints the items.
        public static let print = system("Print")
        /// Copies the items to the general pasteboard.
        public static let copyToPasteboard = system("CopyToPasteboard")
        /// Assigns an image to a contact.
        public static let assignToContact = system("AssignToContact")
        /// Saves images and videos to the photo library.
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        /// Adds a URL to Safari's reading list.
        public static let addToReadingList = system("AddToReadingList")
        /// Sends the items with AirDrop.
        public static let airDrop = system("AirDrop")
        /// Opens the items in Books.
        public static let openInIBooks = system("OpenInIBooks")
        /// Marks up the items as a PDF.
        public static let markupAsPDF = system("MarkupAsPDF")
        /// Posts the items to Facebook.
        public static let postToFacebook = system("PostToFacebook")
        /// Posts the items to Twitter.
        public static let postToTwitter = system("PostToTwitter")
        /// Posts the items to Weibo.
        public static let postToWeibo = system("PostToWeibo")
        /// Posts the items to Tencent Weibo.
        public static let postToTencentWeibo = system("TencentWeibo")
        /// Posts the items to Flickr.
        public static let postToFlickr = system("PostToFlickr")
        /// Posts the items to Vimeo.
        public static let postToVimeo = system("PostToVimeo")
    }

    /// Where a share sheet lists an activity, as UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable, Hashable {
        /// With the actions (the lower row).
        case action = 0
        /// With the apps to share to (the upper row).
        case share = 1
    }

    /// The row the activity is listed in. Default ``Category/action``.
    open class var activityCategory: Category { .action }

    /// Creates an activity; subclasses call it.
    public init() {}

    /// The activity's identifier. Default `nil`; subclasses return their own.
    open var activityType: ActivityType? { nil }
    /// The title the share sheet shows. Default `nil`.
    open var activityTitle: String? { nil }
    /// The image the share sheet shows. Default `nil`.
    open var activityImage: Image? { nil }

    /// Whether the activity can act on `activityItems`; only then is it offered. Default `false`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Gets ready to act on `activityItems`, after the user chose the activity. Default: nothing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts on the items prepared, then calls ``activityDidFinish(_:)``. Default: finishes at once,
    /// completed, as UIKit's does.
    open func perform() { activityDidFinish(true) }

    /// Tells the share sheet the activity ended, `completed` or not: it goes away and its
    /// completion handler runs. Subclasses call it, not override it.
    public func activityDidFinish(_ completed: Bool) {
        let finished = onFinish
        onFinish = nil
        finished?(completed)
    }

    /// What the share sheet does when the activity finishes, while it performs.
    package var onFinish: (@MainActor (Bool) -> Void)?
}
