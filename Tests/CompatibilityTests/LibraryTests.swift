import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/LibraryViewController.swift as a user would: the Add button and its
// alert, the Edit button, a tap that pushes the detail screen, and the detail's Delete confirmation.
// Linux only: the taps on bar button items and alert actions are OpenTableView's simulations
// (`simulate.tap()`, `simulate.tapAction(titled:)`, `simulate.typing(_:)`), which UIKit has no public
// counterpart for.
#if !canImport(UIKit)
    import OpenTableViewShim

    @MainActor
    @Suite(.explorerPagesOnFailure) struct LibraryTests {
        /// The library in a navigation controller, on screen as a window would show it, laid out.
        func makeScreen() -> (UINavigationController, LibraryViewController) {
            let library = LibraryViewController(books: ["Emma", "Middlemarch", "Persuasion"])
            let navigation = UINavigationController(rootViewController: library)
            navigation.navigationBar.prefersLargeTitles = true
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            library.tableView.layoutIfNeeded()
            return (navigation, library)
        }

        func shownTitles(_ tableView: UITableView) -> [String] {
            tableView.layoutIfNeeded()
            return tableView.visibleCells.map { $0.textLabel?.text ?? "" }
        }

        @Test func theLibraryShowsItsBooksUnderItsTitleWithAddAndEditButtons() {
            let (navigation, library) = makeScreen()
            expectIdentical(navigation.topViewController, library)
            expectIdentical(library.navigationController, navigation)
            expectEqual(navigation.navigationBar.topItem?.title, "Library")
            expectIdentical(library.navigationItem.leftBarButtonItem, library.editButtonItem)
            expectEqual(library.navigationItem.rightBarButtonItem?.systemItem, .add)
            expectEqual(library.tableView.frame, navigation.view.bounds)
            expectEqual(shownTitles(library.tableView), ["Emma", "Middlemarch", "Persuasion"])
        }

        @Test func addingABookThroughTheAlertInsertsItAtTheTop() throws {
            let (navigation, library) = makeScreen()
            _ = library.navigationItem.rightBarButtonItem?.simulate.tap()
            let alert = try #require(library.presentedViewController as? UIAlertController)
            expectIdentical(alert.presentingViewController, navigation)
            #expect(alert.title == "New Book" && alert.preferredStyle == .alert)
            expectEqual(alert.actions.map(\.title), ["Cancel", "Add"])
            expectIdentical(alert.preferredAction, alert.actions[1])
            let field = try #require(alert.textFields?.first)
            expectEqual(field.placeholder, "Title")
            field.simulate.typing("Dune")
            alert.simulate.tapAction(titled: "Add")
            expectEqual(library.presentedViewController, nil)
            expectEqual(library.books, ["Dune", "Emma", "Middlemarch", "Persuasion"])
            expectEqual(shownTitles(library.tableView), ["Dune", "Emma", "Middlemarch", "Persuasion"])
        }

        @Test func cancellingTheAlertAddsNothing() throws {
            let (_, library) = makeScreen()
            _ = library.navigationItem.rightBarButtonItem?.simulate.tap()
            let alert = try #require(library.presentedViewController as? UIAlertController)
            alert.textFields?.first?.simulate.typing("Dune")
            alert.simulate.tapAction(titled: "Cancel")
            expectEqual(library.presentedViewController, nil)
            expectEqual(library.books, ["Emma", "Middlemarch", "Persuasion"])
        }

        @Test func theEditButtonPutsTheTableInEditingMode() {
            let (_, library) = makeScreen()
            let edit = library.editButtonItem
            expectEqual(edit.title, "Edit")
            _ = edit.simulate.tap()
            #expect(library.isEditing && library.tableView.isEditing)
            #expect(edit.title == "Done" && edit.style == .done)
            _ = edit.simulate.tap()
            #expect(!library.tableView.isEditing && edit.title == "Edit")
        }

        @Test func tappingABookPushesItsDetailWhoseDeleteConfirmsThenPopsBack() throws {
            let (navigation, library) = makeScreen()
            User.tap(library.tableView, at: IndexPath(row: 1, section: 0))
            let detail = try #require(navigation.topViewController as? BookDetailViewController)
            expectEqual(navigation.viewControllers.count, 2)
            #expect(detail.title == "Middlemarch" && detail.titleLabel.text == "Middlemarch")
            expectIdentical(navigation.navigationBar.backItem, library.navigationItem)
            expectEqual(detail.view.frame, navigation.view.bounds)
            _ = detail.navigationItem.rightBarButtonItem?.simulate.tap()
            let sheet = try #require(navigation.presentedViewController as? UIAlertController)
            expectEqual(sheet.preferredStyle, .actionSheet)
            expectEqual(sheet.message, "Delete “Middlemarch”?")
            sheet.simulate.tapAction(titled: "Delete")
            expectEqual(navigation.presentedViewController, nil)
            expectIdentical(navigation.topViewController, library)
            expectEqual(detail.navigationController, nil)
            expectEqual(library.books, ["Emma", "Persuasion"])
            expectEqual(shownTitles(library.tableView), ["Emma", "Persuasion"])
        }

        @Test func poppingWithTheBackButtonReturnsToTheList() throws {
            let (navigation, library) = makeScreen()
            User.tap(library.tableView, at: IndexPath(row: 0, section: 0))
            let popped = navigation.popViewController(animated: true)
            #expect(popped is BookDetailViewController)
            expectEqual(navigation.viewControllers.count, 1)
            // UITableViewController clears the selection when its view appears again.
            expectEqual(library.tableView.indexPathForSelectedRow, nil)
        }
    }
#endif
