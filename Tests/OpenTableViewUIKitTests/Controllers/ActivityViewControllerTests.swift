import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// An app's own share activity, which records the calls the share sheet makes to it.
@MainActor
private final class SaveToNotes: Activity {
    var calls: [String] = []
    var finishesAtOnce = true
    override var activityType: ActivityType? { ActivityType("com.example.save-to-notes") }
    override var activityTitle: String? { "Save to Notes" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }
    override func prepare(withActivityItems activityItems: [Any]) {
        calls.append("prepare \(activityItems.count)")
    }
    override func perform() {
        calls.append("perform")
        if finishesAtOnce { activityDidFinish(true) }
    }
}

/// The share sheet (Apple: `UIActivityViewController`, `UIActivity`) and the popover anchor an iPad
/// needs (`UIPopoverPresentationController`).
@MainActor
@Suite struct ActivityViewControllerTests {
    private func presented(_ share: ActivityViewController) -> ViewController {
        let presenter = ViewController()
        let window = Window()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.present(share, animated: true)
        return presenter
    }

    @Test func theSheetOffersTheAppsActivitiesThenTheSystemsNotExcluded() {
        let notes = SaveToNotes()
        let share = ActivityViewController(activityItems: ["Pancakes"], applicationActivities: [notes])
        share.excludedActivityTypes = [.print, .airDrop, .postToFacebook, .postToTwitter]
        expectEqual(share.activityItems.count, 1)
        expectEqual(
            share.offeredActivityTypes.map(\.rawValue),
            [
                "com.example.save-to-notes", "com.apple.UIKit.activity.Message", "com.apple.UIKit.activity.Mail",
                "com.apple.UIKit.activity.CopyToPasteboard", "com.apple.UIKit.activity.AddToReadingList",
                "com.apple.UIKit.activity.SaveToCameraRoll", "com.apple.UIKit.activity.AssignToContact",
                "com.apple.UIKit.activity.OpenInIBooks", "com.apple.UIKit.activity.MarkupAsPDF",
            ])
        // An activity that cannot act on the items is not offered.
        let urlsOnly = ActivityViewController(
            activityItems: [URL(fileURLWithPath: "/tmp/a")], applicationActivities: [notes])
        #expect(!urlsOnly.offeredActivityTypes.contains(ActivityType("com.example.save-to-notes")))
        expectEqual(Activity.activityCategory, .action)
    }

    @Test func anAppActivityIsPreparedAndPerformedAndTheSheetGoesAwayWhenItFinishes() {
        let notes = SaveToNotes()
        notes.finishesAtOnce = false
        let share = ActivityViewController(activityItems: ["Pancakes", 4], applicationActivities: [notes])
        let presenter = presented(share)
        var heard: [String] = []
        share.completionWithItemsHandler = { type, completed, _, _ in
            heard.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        share.simulate.chooseActivity(ActivityType("com.example.save-to-notes"))
        expectEqual(notes.calls, ["prepare 2", "perform"])
        // Still performing: the sheet stays until the activity finishes.
        expectIdentical(presenter.presentedViewController, share)
        #expect(heard.isEmpty)
        notes.activityDidFinish(false)
        expectEqual(presenter.presentedViewController, nil)
        expectEqual(heard, ["com.example.save-to-notes false"])
        // Finishing twice tells nothing more.
        notes.activityDidFinish(true)
        expectEqual(heard.count, 1)
    }

    @Test func cancellingTellsNoActivityNotCompleted() {
        let share = ActivityViewController(activityItems: ["Pancakes"], applicationActivities: nil)
        let presenter = presented(share)
        var heard: [String] = []
        share.completionWithItemsHandler = { type, completed, items, error in
            heard.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        }
        share.simulate.cancel()
        expectEqual(presenter.presentedViewController, nil)
        expectEqual(heard, ["nil false true true"])
    }

    @Test func aPopoverAnchorExistsOnlyForThePopoverStyleAndIsKept() {
        let share = ActivityViewController(activityItems: ["Pancakes"], applicationActivities: nil)
        expectEqual(share.popoverPresentationController, nil)
        share.modalPresentationStyle = .popover
        let source = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let popover = share.popoverPresentationController
        popover?.sourceView = source
        popover?.sourceRect = source.bounds
        popover?.permittedArrowDirections = [.up, .down]
        expectIdentical(share.popoverPresentationController, popover)
        expectIdentical(popover?.presentedViewController, share)
        expectIdentical(popover?.sourceView, source)
        expectEqual(popover?.sourceRect, CGRect(x: 0, y: 0, width: 40, height: 40))
        expectEqual(popover?.permittedArrowDirections, [.up, .down])
        expectEqual(PopoverArrowDirection.any.rawValue, 15)
        expectEqual(PopoverArrowDirection.unknown.rawValue, UInt.max)
        expectEqual(ViewController().popoverPresentationController, nil)
    }

    @Test func choosingAnActivityTheSheetDoesNotOfferTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let share = ActivityViewController(activityItems: ["Pancakes"], applicationActivities: nil)
                share.excludedActivityTypes = [.mail]
                share.simulate.chooseActivity(.mail)
            }
        }
    }
}

private typealias ActivityType = Activity.ActivityType
