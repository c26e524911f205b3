import OpenTableViewShim
import Testing

@testable import PortedScreens

/// Ported screens run, not only compile: the closures the rewrites wrote call the screens' methods,
/// with the sender cast to the type the method takes, as the selectors did on iOS.
@MainActor @Suite struct PortedScreenTests {
    @Test func theChecklistsAddButtonRunsItsFormerSelector() {
        let screen = ChecklistViewController()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.view.layoutIfNeeded()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
        // `UIBarButtonItem(barButtonSystemItem:target:action:)` became a primary action.
        screen.navigationItem.rightBarButtonItem?.simulate.tap()
        #expect(screen.items.map(\.text).last == "I am a new item")
        #expect(screen.tableView.numberOfRows(inSection: 0) == 4)
        // `didSelectRowAt` moved from an extension into the class body, and still overrides.
        screen.tableView.simulate.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(screen.items[0].checked)
    }

    @Test func theLandmarksSearchFieldPassesItselfAsTheSender() {
        let screen = LandmarksViewController()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.view.layoutIfNeeded()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
        // `.editingChanged` runs `self.searchTextChanged(action.sender as! UITextField)`.
        screen.searchField.simulate.typing("Turtle")
        #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func theWeatherUnitsControlReloadsInFahrenheit() {
        let screen = WeatherCitiesViewController()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.view.layoutIfNeeded()
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "21°")
        screen.unitsControl.simulate.selectSegment(at: 1)
        #expect(screen.usesFahrenheit)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "69°")
    }

    @Test func theDownloadsCancelButtonRemovesItsOwnActionAsRemoveTargetDid() {
        let screen = DownloadsViewController()
        screen.loadViewIfNeeded()
        screen.downloads = [.init(fileName: "a.zip", progress: 0.5)]
        let button = screen.tableView.tableFooterView as! UIButton
        var actions = 0
        button.enumerateEventHandlers { action, _, _, _ in if action != nil { actions += 1 } }
        #expect(actions == 1)
        button.simulate.tap()  // `cancelAll(_:)`, which ends with the rewritten `removeTarget(nil, action: nil, …)`
        #expect(screen.downloads.isEmpty)
        actions = 0
        button.enumerateEventHandlers { action, _, _, _ in if action != nil { actions += 1 } }
        #expect(actions == 0)
    }

    @Test func theRecipesCellsSelfSizeThroughTheirConstraints() {
        let screen = RecipesListViewController()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.view.layoutIfNeeded()
        let short = screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height
        // 11 + the 60-point thumbnail + 11 at least; the long summary wraps to more lines.
        #expect(short >= 82)
        #expect(long > short)
    }

    @Test func theEmptyStateCentersItsMessageAndRetryShowsTheList() {
        let screen = EmptyStateViewController()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.view.layoutIfNeeded()
        #expect(screen.tableView.isHidden)
        #expect(screen.messageLabel.frame.minX == 32)
        #expect(screen.messageLabel.frame.width == screen.view.bounds.width - 64)
        #expect(screen.retryButton.frame.midX == screen.messageLabel.frame.midX)
        #expect(screen.retryButton.frame.minY == screen.messageLabel.frame.maxY + 12)
        #expect(screen.tableView.frame.minY == screen.view.safeAreaInsets.top)
        screen.retryButton.simulate.tap()
        #expect(!screen.tableView.isHidden)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }
    @Test func theThemedInboxStylesItsBarsThroughAppearances() {
        let screen = ThemedInboxViewController()
        let navigation = UINavigationController(rootViewController: screen)
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.view.layoutIfNeeded()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
        // The item keeps copies of the one appearance the screen made, in every state it set.
        let standard = screen.navigationItem.standardAppearance
        #expect(standard?.backgroundColor == ThemedInboxViewController.brandColor)
        #expect(standard?.backgroundEffect == nil)
        #expect(standard?.shadowColor == .clear)
        #expect(standard?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(standard?.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(screen.navigationItem.scrollEdgeAppearance !== standard)
        #expect(screen.navigationItem.scrollEdgeAppearance?.backgroundColor == ThemedInboxViewController.brandColor)
        #expect(screen.navigationItem.compactScrollEdgeAppearance == nil)
        // The bar's own appearance is left as it was; the item overrides it while on top.
        #expect(navigation.navigationBar.standardAppearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(navigation.navigationBar.prefersLargeTitles)
        let tab = screen.tabBarItem.standardAppearance
        #expect(tab?.stackedLayoutAppearance.selected.iconColor == ThemedInboxViewController.brandColor)
        #expect(tab?.stackedLayoutAppearance.normal.badgeBackgroundColor == .systemRed)
        #expect(screen.tabBarItem.badgeValue == "3")
    }
}
