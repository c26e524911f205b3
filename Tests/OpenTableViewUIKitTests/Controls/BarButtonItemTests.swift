import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIBarButtonItem`: the initializers, UIKit's defaults and the primary action's title and image.
@MainActor
@Suite struct BarButtonItemTests {
    final class Screen {}

    @Test func defaultsAreUIKits() {
        let item = BarButtonItem()
        #expect(item.title == nil && item.image == nil && item.isEnabled && item.tag == 0)
        #expect(item.style == .plain && item.width == 0 && item.possibleTitles == nil)
        #expect(item.customView == nil && item.target == nil && item.action == nil)
        #expect(item.primaryAction == nil && item.menu == nil && item.tintColor == nil)
        #expect(item.systemItem == nil && !item.isSelected && !item.isHidden)
    }

    @Test func targetActionInitializers() {
        let screen = Screen()
        let done = BarButtonItem(barButtonSystemItem: .done, target: screen, action: "done")
        #expect(done.systemItem == .done && done.style == .done && done.title == nil)
        #expect(done.target === screen && done.action == Selector("done"))
        let titled = BarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        #expect(titled.title == "Sort" && titled.target == nil && titled.action == nil)
        let pictured = BarButtonItem(image: Image(systemName: "gear"), style: .done, target: screen, action: "settings")
        #expect(pictured.image == Image(systemName: "gear") && pictured.style == .done)
        let custom = View(frame: .zero)
        expectIdentical(BarButtonItem(customView: custom).customView, custom)
    }

    @Test func targetsAreHeldWeakly() {
        var screen: Screen? = Screen()
        let item = BarButtonItem(barButtonSystemItem: .add, target: screen, action: "add")
        expectNotEqual(item.target, nil)
        screen = nil
        expectEqual(item.target, nil)
    }

    @Test func aPrimaryActionGivesAPlainItemItsTitleAndImage() {
        let add = Action(title: "Add", image: Image(systemName: "plus")) { _ in }
        let item = BarButtonItem(title: "Ignored", primaryAction: add)
        #expect(item.title == "Add" && item.image == Image(systemName: "plus"))
        expectEqual(BarButtonItem(primaryAction: add).title, "Add")
        item.primaryAction = nil
        expectEqual(item.title, "Add")
        let plain = BarButtonItem(title: "Only a title")
        #expect(plain.title == "Only a title" && plain.primaryAction == nil)
    }

    @Test func aSystemItemKeepsItsOwnLook() {
        let item = BarButtonItem(systemItem: .cancel, primaryAction: Action(title: "Close") { _ in })
        #expect(item.systemItem == .cancel && item.title == nil)
        expectEqual(item.primaryAction?.title, "Close")
    }

    @Test func systemItemsHaveUIKitsRawValuesAndShownTitles() {
        expectEqual(BarButtonItem.SystemItem.allCases.count, 25)
        #expect(BarButtonItem.SystemItem.add.rawValue == 4 && BarButtonItem.SystemItem.close.rawValue == 24)
        expectEqual(
            BarButtonItem.SystemItem.allCases.compactMap(\.shownTitle),
            [
                "Done", "Cancel", "Edit", "Save", "Undo", "Redo",
            ])
        expectEqual(BarButtonItem.Style.done.rawValue, 2)
    }
}
