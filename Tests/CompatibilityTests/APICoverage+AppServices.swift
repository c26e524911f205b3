// Compile-time proof of Compatibility/API.md's "UIApplication, UIPasteboard and feedback
// generators" and "UIActivityViewController, UIActivity and popovers" sections: each member marked
// yes or partial is referenced once, in UIKit's spelling through the shim, after its
// "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageAppServices {
        static func application(url: URL) async {
            // API: UIApplication
            let _: UIApplication.Type = UIApplication.self
            // API: UIApplication.shared
            let app = UIApplication.shared
            // API: UIApplication.open(_:options:completionHandler:)
            app.open(url, options: [:], completionHandler: { (_: Bool) in })
            // API: UIApplication.open(_:options:) async
            let _: Bool = await app.open(url, options: [:])
            // API: UIApplication.canOpenURL(_:)
            let _: Bool = app.canOpenURL(url)
            // API: UIApplication.openSettingsURLString
            let _: String = UIApplication.openSettingsURLString
            // API: UIApplication.OpenExternalURLOptionsKey
            let _: UIApplication.OpenExternalURLOptionsKey.Type = UIApplication.OpenExternalURLOptionsKey.self
            // API: UIApplication.OpenExternalURLOptionsKey.universalLinksOnly
            _ = await app.open(url, options: [.universalLinksOnly: true])
            // API: UIApplication.State
            let _: [UIApplication.State] = [.active, .inactive, .background]
            // API: UIApplication.applicationState
            let _: UIApplication.State = app.applicationState
            // API: UIApplication.isIdleTimerDisabled
            app.isIdleTimerDisabled = true
            // API: UIApplication.applicationIconBadgeNumber
            app.applicationIconBadgeNumber = 0
        }

        static func pasteboard(url: URL, image: UIImage) {
            // API: UIPasteboard
            let _: UIPasteboard.Type = UIPasteboard.self
            // API: UIPasteboard.general
            let pasteboard = UIPasteboard.general
            // API: UIPasteboard.string
            pasteboard.string = "text"
            // API: UIPasteboard.strings
            let _: [String]? = pasteboard.strings
            // API: UIPasteboard.url
            pasteboard.url = url
            // API: UIPasteboard.urls
            let _: [URL]? = pasteboard.urls
            // API: UIPasteboard.image
            pasteboard.image = image
            // API: UIPasteboard.images
            let _: [UIImage]? = pasteboard.images
            // API: UIPasteboard.color
            pasteboard.color = .red
            // API: UIPasteboard.colors
            let _: [UIColor]? = pasteboard.colors
            // API: UIPasteboard.hasStrings
            let _: Bool = pasteboard.hasStrings
            // API: UIPasteboard.hasURLs
            let _: Bool = pasteboard.hasURLs
            // API: UIPasteboard.hasImages
            let _: Bool = pasteboard.hasImages
            // API: UIPasteboard.hasColors
            let _: Bool = pasteboard.hasColors
            // API: UIPasteboard.numberOfItems
            let _: Int = pasteboard.numberOfItems
            // API: UIPasteboard.changeCount
            let _: Int = pasteboard.changeCount
        }

        static func feedback() {
            // API: UIFeedbackGenerator
            let generator: UIFeedbackGenerator = UISelectionFeedbackGenerator()
            // API: UIFeedbackGenerator.prepare()
            generator.prepare()
            // API: UIImpactFeedbackGenerator
            let _: UIImpactFeedbackGenerator.Type = UIImpactFeedbackGenerator.self
            // API: UIImpactFeedbackGenerator.init(style:)
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            // API: UIImpactFeedbackGenerator.init()
            _ = UIImpactFeedbackGenerator()
            // API: UIImpactFeedbackGenerator.FeedbackStyle
            let _: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
            // API: UIImpactFeedbackGenerator.impactOccurred()
            impact.impactOccurred()
            // API: UIImpactFeedbackGenerator.impactOccurred(intensity:)
            impact.impactOccurred(intensity: 0.5)
            // API: UISelectionFeedbackGenerator
            let selection = UISelectionFeedbackGenerator()
            // API: UISelectionFeedbackGenerator.selectionChanged()
            selection.selectionChanged()
            // API: UINotificationFeedbackGenerator
            let notification = UINotificationFeedbackGenerator()
            // API: UINotificationFeedbackGenerator.FeedbackType
            let _: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
            // API: UINotificationFeedbackGenerator.notificationOccurred(_:)
            notification.notificationOccurred(.success)
        }

        static func shareSheet(view: UIView, item: UIBarButtonItem, alert: UIAlertController) {
            // API: UIActivityViewController
            let _: UIActivityViewController.Type = UIActivityViewController.self
            // API: UIActivityViewController.init(activityItems:applicationActivities:)
            let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            // API: UIActivityViewController.excludedActivityTypes
            sheet.excludedActivityTypes = [.print]
            // API: UIActivityViewController.CompletionWithItemsHandler
            let handler: UIActivityViewController.CompletionWithItemsHandler = { _, _, _, _ in }
            // API: UIActivityViewController.completionWithItemsHandler
            sheet.completionWithItemsHandler = handler
            // API: UIViewController.popoverPresentationController
            let popover: UIPopoverPresentationController? = sheet.popoverPresentationController
            // API: UIAlertController.popoverPresentationController
            let _: UIPopoverPresentationController? = alert.popoverPresentationController
            // API: UIPopoverPresentationController
            let _: UIPopoverPresentationController.Type = UIPopoverPresentationController.self
            // API: UIPopoverPresentationController.sourceView
            popover?.sourceView = view
            // API: UIPopoverPresentationController.sourceRect
            popover?.sourceRect = view.bounds
            // API: UIPopoverPresentationController.barButtonItem
            popover?.barButtonItem = item
            // API: UIPopoverPresentationController.permittedArrowDirections
            popover?.permittedArrowDirections = .any
            // API: UIPopoverPresentationController.backgroundColor
            popover?.backgroundColor = .systemBackground
            // API: UIPopoverPresentationController.passthroughViews
            popover?.passthroughViews = [view]
            // API: UIPresentationController.presentedViewController
            let _: UIViewController? = popover?.presentedViewController
            // API: UIPopoverArrowDirection
            let _: UIPopoverArrowDirection = [.up, .down, .left, .right]
        }

        static func activity(_ activity: UIActivity) {
            // API: UIActivity
            let _: UIActivity.Type = UIActivity.self
            // API: UIActivity.ActivityType
            let _: [UIActivity.ActivityType] = [
                .message, .mail, .copyToPasteboard, UIActivity.ActivityType("com.example"),
            ]
            // API: UIActivity.Category
            let _: [UIActivity.Category] = [.action, .share]
            // API: UIActivity.activityCategory
            let _: UIActivity.Category = UIActivity.activityCategory
            // API: UIActivity.activityType
            let _: UIActivity.ActivityType? = activity.activityType
            // API: UIActivity.activityTitle
            let _: String? = activity.activityTitle
            // API: UIActivity.activityImage
            let _: UIImage? = activity.activityImage
            // API: UIActivity.canPerform(withActivityItems:)
            let _: Bool = activity.canPerform(withActivityItems: [])
            // API: UIActivity.prepare(withActivityItems:)
            activity.prepare(withActivityItems: [])
            // API: UIActivity.perform()
            activity.perform()
            // API: UIActivity.activityDidFinish(_:)
            activity.activityDidFinish(true)
        }
    }
#endif
