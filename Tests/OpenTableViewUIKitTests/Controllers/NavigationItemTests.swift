import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UINavigationItem`'s bar button items, `editButtonItem`, and the minimal `UISearchController`.
@MainActor
@Suite struct NavigationItemTests {
    @Test func barButtonItemsSingleAndPlural() {
        let item = NavigationItem(title: "Inbox")
        expectEqual(item.title, "Inbox")
        #expect(item.rightBarButtonItem == nil && item.rightBarButtonItems == nil)
        let add = BarButtonItem(systemItem: .add)
        let edit = BarButtonItem(systemItem: .edit)
        item.rightBarButtonItem = add
        #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItems?.first === add)
        item.setRightBarButtonItems([edit, add], animated: true)
        expectIdentical(item.rightBarButtonItem, edit)
        item.setRightBarButton(nil, animated: false)
        expectEqual(item.rightBarButtonItems, nil)
        item.setLeftBarButton(edit, animated: true)
        #expect(item.leftBarButtonItem === edit && item.leftBarButtonItems?.count == 1)
        item.setLeftBarButtonItems([add, edit], animated: false)
        expectIdentical(item.leftBarButtonItem, add)
        item.leftBarButtonItem = nil
        expectEqual(item.leftBarButtonItems, nil)
        #expect(item.backBarButtonItem == nil && !item.leftItemsSupplementBackButton)
        let back = BarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        item.backBarButtonItem = back
        item.leftItemsSupplementBackButton = true
        #expect(item.backBarButtonItem === back && item.leftItemsSupplementBackButton)
    }

    @Test func editButtonItemTogglesEditingAndShowsEditOrDone() {
        final class Editing: ViewController {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append("setEditing(\(editing), animated: \(animated))")
            }
        }
        let controller = Editing()
        let button = controller.editButtonItem
        expectIdentical(controller.editButtonItem, button)
        #expect(button.title == "Edit" && button.style == .plain)
        _ = button.simulate.tap()
        #expect(controller.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        _ = button.simulate.tap()
        #expect(!controller.isEditing)
        #expect(button.title == "Edit" && button.style == .plain)
        controller.isEditing = true
        expectEqual(button.title, "Done")
        expectEqual(
            controller.calls,
            [
                "setEditing(true, animated: true)", "setEditing(false, animated: true)",
                "setEditing(true, animated: false)",
            ])
        // Created while editing, it starts as Done.
        let editing = ViewController()
        editing.isEditing = true
        #expect(editing.editButtonItem.title == "Done" && editing.editButtonItem.style == .done)
    }

    @Test func toolbarItemsAreRecorded() {
        let controller = ViewController()
        expectEqual(controller.toolbarItems, nil)
        let item = BarButtonItem(systemItem: .flexibleSpace)
        controller.setToolbarItems([item], animated: true)
        expectIdentical(controller.toolbarItems?.first, item)
    }

    @Test func searchControllerTellsItsUpdaterOfActivationAndTyping() {
        final class Updater: SearchResultsUpdating {
            var texts: [String] = []
            func updateSearchResults(for searchController: SearchController) {
                texts.append("\(searchController.isActive):\(searchController.searchBar.text ?? "nil")")
            }
        }
        let search = SearchController(searchResultsController: nil)
        let updater = Updater()
        search.searchResultsUpdater = updater
        expectEqual(search.searchResultsController, nil)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(!search.isActive)
        search.searchBar.text = "set in code"
        #expect(updater.texts.isEmpty)
        search.searchBar.text = nil
        search.searchBar.simulate.typing("ap")
        search.searchBar.simulate.typing("p")
        // One update on activation, then one per typed character, as UIKit's per-keystroke calls;
        // the bar's text reads "" after `nil`, as the field's does.
        expectEqual(updater.texts, ["true:", "true:a", "true:ap", "true:app"])
        search.searchBar.simulate.cancel()
        expectEqual(updater.texts.last, "true:")
        #expect(!search.isActive)
        let item = NavigationItem(title: "Produce")
        item.searchController = search
        item.hidesSearchBarWhenScrolling = false
        #expect(item.searchController === search && !item.hidesSearchBarWhenScrolling)
        search.searchBar.placeholder = "Search"
        expectEqual(search.searchBar.placeholder, "Search")
    }
}
