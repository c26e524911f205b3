import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The app-wide objects a screen reaches through a shared instance, `UIPasteboard.general` and
/// `UIApplication.shared`, and the share sheet that copies to the pasteboard. One suite, run in
/// order: the objects are the process's, so no other test touches them.
@MainActor
@Suite(.serialized) struct SharedAppStateTests {
    // MARK: UIPasteboard (Apple: "Setting this property replaces all current items in the
    // pasteboard with the new item"; "The string value of the first pasteboard item")

    @Test func aCopiedStringReplacesEveryItemAndIsReadBack() {
        let pasteboard = Pasteboard.general
        expectIdentical(pasteboard, Pasteboard.general)
        let before = pasteboard.changeCount
        pasteboard.strings = ["a", "b", "c"]
        expectEqual(pasteboard.numberOfItems, 3)
        expectEqual(pasteboard.string, "a")
        expectEqual(pasteboard.strings, ["a", "b", "c"])
        pasteboard.string = "Anna Adams"
        expectEqual(pasteboard.numberOfItems, 1)
        expectEqual(pasteboard.string, "Anna Adams")
        expectEqual(pasteboard.strings, ["Anna Adams"])
        #expect(pasteboard.hasStrings && !pasteboard.hasURLs && !pasteboard.hasImages && !pasteboard.hasColors)
        expectEqual(pasteboard.changeCount, before + 2)
    }

    @Test func valuesOfOtherKindsAreNotReadAsStrings() throws {
        let pasteboard = Pasteboard.general
        let url = try #require(URL(string: "https://example.com/a"))
        pasteboard.url = url
        expectEqual(pasteboard.url, url)
        expectEqual(pasteboard.urls, [url])
        expectEqual(pasteboard.string, nil)
        expectEqual(pasteboard.strings, nil)
        #expect(pasteboard.hasURLs && !pasteboard.hasStrings)
        pasteboard.image = Image(named: "photo", size: CGSize(width: 10, height: 10))
        #expect(pasteboard.hasImages && !pasteboard.hasURLs)
        expectEqual(pasteboard.images?.count, 1)
        pasteboard.colors = [.red, .blue]
        expectEqual(pasteboard.color, .red)
        expectEqual(pasteboard.colors, [.red, .blue])
        pasteboard.string = nil
        expectEqual(pasteboard.numberOfItems, 0)
        #expect(pasteboard.colors == nil && !pasteboard.hasColors)
    }

    // MARK: UIApplication

    @Test func openingAURLRecordsItAndTellsTheCompletion() throws {
        let app = Application.shared
        app.resetForTesting()
        defer { app.resetForTesting() }
        expectIdentical(app, Application.shared)
        expectEqual(app.applicationState, .active)
        let settings = try #require(URL(string: Application.openSettingsURLString))
        expectEqual(Application.openSettingsURLString, "app-settings:")
        #expect(app.canOpenURL(settings))
        var answers: [Bool] = []
        app.open(settings) { answers.append($0) }
        let phone = try #require(URL(string: "TEL:+15551234567"))
        app.open(phone, options: [:]) { answers.append($0) }
        expectEqual(app.openedURLs, [settings, phone])
        expectEqual(answers, [true, true])
    }

    @Test func aSchemeWithoutAnAppIsNotOpened() async throws {
        let app = Application.shared
        app.resetForTesting()
        defer { app.resetForTesting() }
        let custom = try #require(URL(string: "myapp://item/7"))
        #expect(!app.canOpenURL(custom))
        expectEqual(await app.open(custom), false)
        #expect(app.openedURLs.isEmpty)
        // A test stands for an installed app by adding its scheme.
        app.openableURLSchemes.insert("myapp")
        #expect(await app.open(custom))
        // A universal link only: headless no app claims one.
        let link = try #require(URL(string: "https://example.com/item/7"))
        var opened: Bool?
        app.open(link, options: [.universalLinksOnly: true]) { opened = $0 }
        expectEqual(opened, false)
        expectEqual(app.openedURLs, [custom])
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 3
        app.resetForTesting()
        #expect(!app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 0 && app.openedURLs.isEmpty)
        #expect(!app.canOpenURL(custom))
    }

    // MARK: UIActivityViewController

    @Test func copyingFromTheShareSheetPutsTheItemsOnThePasteboardThenCompletes() throws {
        let presenter = ViewController()
        let window = Window()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let url = try #require(URL(string: "https://example.com/recipes/7"))
        let share = ActivityViewController(activityItems: ["Pancakes", url], applicationActivities: nil)
        var heard: [String] = []
        share.completionWithItemsHandler = { type, completed, items, error in
            heard.append(
                "\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil) presented: \(presenter.presentedViewController != nil)"
            )
        }
        presenter.present(share, animated: true)
        expectIdentical(presenter.presentedViewController, share)
        share.simulate.chooseActivity(.copyToPasteboard)
        expectEqual(Pasteboard.general.strings, ["Pancakes"])
        expectEqual(heard, ["com.apple.UIKit.activity.CopyToPasteboard true true true presented: false"])
    }
}
