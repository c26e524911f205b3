import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIContentUnavailableConfiguration` and a view controller's `contentUnavailableConfiguration`
/// (iOS 17): the empty-list screen. Apple's pages: "UIContentUnavailableConfiguration",
/// "contentUnavailableConfiguration", "updateContentUnavailableConfiguration(using:)" ("Don't call
/// this method directly. Instead, call setNeedsUpdateContentUnavailableConfiguration()"),
/// "UIContentUnavailableView" ("the view controller manages the layout of the content-unavailable
/// view").
@MainActor
@Suite struct ContentUnavailableConfigurationTests {
    /// A list screen that shows "No Items" while its list is empty, as apps write it.
    final class ListScreen: ViewController {
        var items: [String] = []
        var calls: [String] = []
        var states: [ContentUnavailableConfigurationState] = []

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            calls.append("viewWillLayoutSubviews")
        }

        override func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {
            calls.append("update")
            states.append(state)
            if items.isEmpty {
                var configuration = ContentUnavailableConfiguration.empty()
                configuration.text = "No Items"
                configuration.secondaryText = "Add an item to get started."
                contentUnavailableConfiguration = configuration
            } else {
                contentUnavailableConfiguration = nil
            }
        }
    }

    func contentView(of controller: ViewController) -> ContentUnavailableView? {
        controller.view.subviews.compactMap { $0 as? ContentUnavailableView }.first
    }

    @Test func factoriesGiveUIKitsContent() {
        let empty = ContentUnavailableConfiguration.empty()
        #expect(empty.text == nil && empty.secondaryText == nil && empty.image == nil)
        #expect(empty.button.title == nil && empty.buttonProperties.primaryAction == nil)
        expectEqual(empty.alignment, .center)

        let search = ContentUnavailableConfiguration.search()
        #expect(search.image?.name == "magnifyingglass" && search.image?.isSymbolImage == true)
        expectEqual(search.text, "No Results")
        expectEqual(search.secondaryText, "Check the spelling or try a new search.")

        let loading = ContentUnavailableView(configuration: .loading())
        #expect(loading.activityIndicator.isAnimating && !loading.activityIndicator.isHidden)
        #expect(loading.imageView.isHidden && loading.textLabel.isHidden)
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.text = "Nothing"
        configuration.attributedText = AttributedString("Nothing, styled")
        expectEqual(configuration.text, nil)
        configuration.text = "Plain"
        expectEqual(configuration.attributedText, nil)
        expectEqual(ContentUnavailableView(configuration: configuration).textLabel.text, "Plain")
    }

    @Test func theControllerAsksBeforeItsFirstLayoutAndShowsTheViewOverItsContent() throws {
        let screen = ListScreen()
        let list = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.view.addSubview(list)
        screen.view.layoutIfNeeded()
        // Asked once, before viewWillLayoutSubviews, without the app requesting it.
        expectEqual(screen.calls, ["update", "viewWillLayoutSubviews"])
        let shown = try #require(contentView(of: screen))
        expectIdentical(screen.view.subviews.last, shown)
        expectEqual(shown.frame, screen.view.bounds)
        expectEqual(shown.textLabel.text, "No Items")
        expectEqual(shown.secondaryTextLabel.text, "Add an item to get started.")
        expectEqual((screen.contentUnavailableConfiguration as? ContentUnavailableConfiguration)?.text, "No Items")
    }

    @Test func requestsAreCoalescedIntoOneUpdateBeforeTheNextLayout() throws {
        let screen = ListScreen()
        screen.view.layoutIfNeeded()
        screen.calls = []
        screen.items = ["Milk"]
        screen.setNeedsUpdateContentUnavailableConfiguration()
        screen.setNeedsUpdateContentUnavailableConfiguration()
        #expect(screen.calls.isEmpty, "served at the next layout, not at once")
        screen.view.layoutIfNeeded()
        expectEqual(screen.calls, ["update", "viewWillLayoutSubviews"])
        expectEqual(contentView(of: screen), nil, "setting nil removes the view")
        expectEqual(screen.contentUnavailableConfiguration, nil)

        screen.items = []
        screen.setNeedsUpdateContentUnavailableConfiguration()
        screen.view.layoutIfNeeded()
        expectEqual(try #require(contentView(of: screen)).textLabel.text, "No Items")
    }

    @Test func aNewConfigurationOfTheSameTypeReusesTheView() throws {
        let screen = ViewController()
        screen.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        let first = try #require(contentView(of: screen))
        #expect(first.activityIndicator.isAnimating)
        var done = ContentUnavailableConfiguration.empty()
        done.text = "Done"
        screen.contentUnavailableConfiguration = done
        expectIdentical(contentView(of: screen), first)
        #expect(!first.activityIndicator.isAnimating && first.textLabel.text == "Done")
    }

    @Test func theSearchConfigurationNamesTheSearchText() throws {
        let screen = ViewController()
        let search = SearchController(searchResultsController: nil)
        screen.navigationItem.searchController = search
        search.searchBar.text = "Milk"
        expectEqual(screen.contentUnavailableConfigurationState.searchText, "Milk")
        screen.contentUnavailableConfiguration = ContentUnavailableConfiguration.search()
        expectEqual(try #require(contentView(of: screen)).textLabel.text, "No Results for “Milk”")

        search.searchBar.text = ""
        screen.contentUnavailableConfiguration = ContentUnavailableConfiguration.search()
        expectEqual(try #require(contentView(of: screen)).textLabel.text, "No Results")

        var custom = ContentUnavailableConfiguration.search()
        custom.text = "No teas match"
        search.searchBar.text = "Oolong"
        screen.contentUnavailableConfiguration = custom
        expectEqual(try #require(contentView(of: screen)).textLabel.text, "No teas match")
    }

    @Test func theButtonRunsItsPrimaryActionAndTheContentIsStackedAndCentred() throws {
        var tapped = 0
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.text = "No Items"
        configuration.secondaryText = "Add one."
        var button = Button.Configuration.filled()
        button.title = "Add Item"
        configuration.button = button
        configuration.buttonProperties.primaryAction = Action { _ in tapped += 1 }
        let view = ContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()

        #expect(!view.button.isHidden && view.secondaryButton.isHidden)
        view.button.simulate.tap()
        expectEqual(tapped, 1)

        let text = view.textLabel.frame
        let secondary = view.secondaryTextLabel.frame
        let buttonFrame = view.button.frame
        expectEqual(secondary.minY, text.maxY + 4, "textToSecondaryTextPadding")
        expectEqual(buttonFrame.minY, secondary.maxY + 12, "textToButtonPadding")
        #expect(abs(text.midX - 160) <= 0.5 && abs(buttonFrame.midX - 160) <= 0.5)
        let top = text.minY
        let bottom = 480 - buttonFrame.maxY
        #expect(abs(top - bottom) <= 1, "the block is centred vertically")

        configuration.buttonProperties.isEnabled = false
        view.configuration = configuration
        #expect(!view.button.isEnabled)
        view.button.simulate.tap()
        expectEqual(tapped, 1)
    }
}
