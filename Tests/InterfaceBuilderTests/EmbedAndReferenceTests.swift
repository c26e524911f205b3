import OpenTableViewShim
import TestSupport
import Testing

extension InterfaceBuilderSuites {
    /// Embed segues, storyboard references and custom segue classes.
    ///
    /// An embed segue is performed when its source's view loads: `prepare(for:sender:)` sees it,
    /// the child's view fills the container view, and the source's `viewDidLoad()` follows
    /// (Compatibility/InterfaceBuilder.md, "Order, as UIKit's"). A custom segue class's `perform()`
    /// does the transition (Apple, "UIStoryboardSegue": "you can subclass … to implement custom
    /// transitions").
    @Suite @MainActor
    struct EmbedAndReferenceTests {
        let dashboard: DashboardViewController

        init() throws {
            InterfaceBuilderFiles.register()
            dashboard = try #require(
                UIStoryboard(name: "Dashboard", bundle: nil).instantiateInitialViewController()
                    as? DashboardViewController)
            LoadingLog.events = []
        }

        @Test func embedSegueFillsTheContainerBeforeViewDidLoad() throws {
            dashboard.loadViewIfNeeded()
            expectEqual(
                LoadingLog.events,
                [
                    "Dashboard.prepare embedSummary viewLoaded=true", "Summary.viewDidLoad greeting=Hello",
                    "Dashboard.viewDidLoad children=1",
                ])
            let summary = try #require(dashboard.summary)
            expectIdentical(summary.parent, dashboard)
            expectIdentical(summary.view.superview, dashboard.containerView)
            expectEqual(summary.view.frame, CGRect(x: 0, y: 0, width: 393, height: 200))
        }

        @Test func aButtonShowsTheInitialSceneOfAReferencedStoryboard() throws {
            let navigation = UINavigationController(rootViewController: dashboard)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            dashboard.settingsButton.simulate.tap()
            let settings = try #require(navigation.topViewController as? SettingsViewController)
            expectEqual(settings.storyboard?.name, "Settings")
            #expect(LoadingLog.events.contains("Dashboard.prepare showSettings viewLoaded=true"))
        }

        @Test func aCustomSegueClassPerformsItsOwnTransition() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.rootViewController = dashboard
            window.makeKeyAndVisible()
            LoadingLog.events = []
            dashboard.performSegue(withIdentifier: "fade", sender: nil)
            #expect(dashboard.presentedViewController is SummaryViewController)
            expectEqual(LoadingLog.events.prefix(2), ["Dashboard.prepare fade viewLoaded=true", "FadeSegue.perform"])
        }
    }
}
