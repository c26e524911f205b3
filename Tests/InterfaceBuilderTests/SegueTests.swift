import OpenTableViewShim
import TestSupport
import Testing

extension InterfaceBuilderSuites {
    /// Segues, actions and unwinding from a storyboard in the shape `otv-port` generates.
    ///
    /// Apple ("shouldPerformSegue(withIdentifier:sender:)"): "Calling performSegue(withIdentifier:
    /// sender:) doesn't call this method"; it is asked for the segues the storyboard triggers. Apple
    /// ("prepare(for:sender:)"): "if the segue originated from a table view, the sender parameter
    /// would identify the table view cell that the user tapped." A cell's segue is performed before
    /// `tableView(_:didSelectRowAt:)` (Compatibility/InterfaceBuilder.md, "Segues").
    @Suite @MainActor
    struct SegueTests {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let navigation: UINavigationController
        let items: ItemsViewController

        init() throws {
            InterfaceBuilderFiles.register()
            navigation = try #require(
                UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
            items = try #require(navigation.viewControllers.first as? ItemsViewController)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            LoadingLog.events = []
        }

        @Test func selectingACellPerformsItsSegueBeforeDidSelectAndPreparePassesTheItem() throws {
            items.tableView.simulate.tapRow(at: IndexPath(row: 1, section: 0))
            let detail = try #require(navigation.topViewController as? DetailViewController)
            expectEqual(detail.item, "Eggs")
            expectEqual(navigation.viewControllers.count, 2)
            expectEqual(
                LoadingLog.events,
                [
                    "shouldPerformSegue showDetail", "prepare showDetail", "DetailViewController.viewDidLoad item=Eggs",
                    "didSelectRowAt 1",
                ])
            expectEqual(detail.nameLabel.text, "Eggs")
        }

        @Test func shouldPerformSegueReturningFalseCancelsTheSegueButNotTheSelection() {
            items.allowsDetail = false
            items.tableView.simulate.tapRow(at: IndexPath(row: 0, section: 0))
            expectEqual(navigation.viewControllers.count, 1)
            expectEqual(LoadingLog.events, ["shouldPerformSegue showDetail", "didSelectRowAt 0"])
        }

        @Test func performSegueDoesNotAskShouldPerformAndPresentsModally() throws {
            items.performSegue(withIdentifier: "showAbout", sender: self)
            let about = try #require(navigation.presentedViewController as? AboutViewController)
            expectEqual(about.modalPresentationStyle, .formSheet)
            expectEqual(LoadingLog.events, ["prepare showAbout"])
        }

        @Test func unwindRunsTheActionOnTheListAndDismissesTheModal() throws {
            items.performSegue(withIdentifier: "showAbout", sender: nil)
            let about = try #require(navigation.presentedViewController as? AboutViewController)
            about.loadViewIfNeeded()
            about.closeButton.simulate.tap()
            expectEqual(items.unwoundFrom, ["AboutViewController"])
            expectEqual(navigation.presentedViewController, nil)
        }

        @Test func unwindPopsBackToTheList() throws {
            items.performSegue(withIdentifier: "showDetail", sender: nil)
            let detail = try #require(navigation.topViewController as? DetailViewController)
            let exit = UIButton(type: .system)
            detail.view.addSubview(exit)
            let loader = NibLoader(storyboard: detail.storyboard, owner: detail)
            loader.unwind(from: exit, action: "unwindToItems:")
            exit.simulate.tap()
            expectEqual(items.unwoundFrom, ["DetailViewController"])
            expectEqual(navigation.viewControllers.count, 1)
        }

        @Test func buttonActionReachesTheMethodWithItsSender() throws {
            items.performSegue(withIdentifier: "showDetail", sender: nil)
            let detail = try #require(navigation.topViewController as? DetailViewController)
            detail.deleteButton.simulate.tap()
            expectEqual(detail.deleteSenders.count, 1)
            expectIdentical(detail.deleteSenders.first, detail.deleteButton)
            expectEqual(detail.deleteButton.tag, 7)
            expectEqual(
                detail.deleteButton.actions(forTarget: detail, forControlEvent: .touchUpInside), ["deleteTapped:"])
        }

        @Test func detailViewIsLaidOutByItsConstraints() throws {
            items.performSegue(withIdentifier: "showDetail", sender: nil)
            let detail = try #require(navigation.topViewController as? DetailViewController)
            window.layoutIfNeeded()
            let view = detail.view!
            expectEqual(detail.nameLabel.frame.minY, view.safeAreaInsets.top + 20)
            expectEqual(detail.nameLabel.frame.minX, view.layoutMargins.left)
            expectEqual(detail.deleteButton.frame.minY, detail.nameLabel.frame.maxY + 24)
            expectEqual(detail.deleteButton.frame.height, 44)
            expectEqual(
                detail.deleteButton.frame.width,
                view.bounds.width - view.layoutMargins.left
                    - view.layoutMargins.right)
        }

        @Test func barButtonItemActionReachesTheMethod() {
            items.addButton.simulate.tap()
            expectEqual(items.addTaps.count, 1)
            expectIdentical(items.addTaps.first, items.addButton)
        }

        @Test func unknownSegueIdentifierRaisesUIKitsMessage() {
            do {
                try items.checkedPerformSegue(withIdentifier: "nope", sender: nil)
                Issue.record("no exception")
            } catch {
                expectEqual(error.name, .invalidArgument)
                expectEqual(
                    error.reason,
                    "Receiver (<InterfaceBuilderTests.ItemsViewController: 0x0000000000000000>) has no segue with identifier 'nope'"
                )
            }
        }

        @Test func segueInitKeepsItsControllers() {
            let destination = UIViewController()
            var performed = 0
            let segue = UIStoryboardSegue(identifier: "custom", source: items, destination: destination) {
                performed += 1
            }
            segue.perform()
            expectEqual(segue.identifier, "custom")
            expectIdentical(segue.source, items)
            expectIdentical(segue.destination, destination)
            expectEqual(performed, 1)
        }
    }
}
