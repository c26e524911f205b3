import OpenTableViewShim
import TestSupport
import Testing

extension InterfaceBuilderSuites {
    /// Loading scenes through `UIStoryboard`, from a definition in the shape `otv-port` generates.
    ///
    /// Apple ("awakeFromNib()"): "The nib-loading infrastructure sends an awakeFromNib message to
    /// each object recreated from a nib archive, but only after all the objects in the archive have
    /// been loaded and initialized. When an object receives an awakeFromNib message, it is guaranteed
    /// to have all its outlet and action connections already established." Apple ("loadView()"):
    /// "If the view controller has an associated nib file, this method loads the view from the nib
    /// file"; `viewDidLoad()` follows.
    @Suite @MainActor
    struct StoryboardLoadingTests {
        init() {
            InterfaceBuilderFiles.register()
            LoadingLog.events = []
        }

        @Test func initialViewControllerIsTheNavigationControllerWithTheListAsRoot() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            let items = try #require(navigation.viewControllers.first as? ItemsViewController)
            expectEqual(navigation.viewControllers.count, 1)
            #expect(navigation.navigationBar.prefersLargeTitles)
            expectIdentical(navigation.storyboard, storyboard)
            expectIdentical(items.storyboard, storyboard)
            expectIdentical(items.navigationItem.rightBarButtonItem, items.addButton)
        }

        @Test func initCoderSeesTheDecodedTitleAndStoryboard() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let items = try #require(
                storyboard.instantiateViewController(withIdentifier: "ItemsList") as? ItemsViewController)
            expectEqual(items.titleInInit, "Items")
            expectIdentical(items.storyboardInInit, storyboard)
            #expect(!items.isViewLoaded)
        }

        /// The scene's navigation item is decoded with the controller: set when the subclass's
        /// `super.init(coder:)` returns, so what its `init?(coder:)` body sets afterwards wins.
        @Test func theNavigationItemIsDecodedBeforeTheSubclassInitBodyRuns() throws {
            final class TitledController: UIViewController {
                var itemTitleInInit: String?
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    itemTitleInInit = navigationItem.title
                    title = "Hikes"
                }
            }
            let decoder = NibDecoder(
                navigationItem: NibDecoder.NavigationItemAttributes(
                    title: "Trails", prompt: "Nearby", backButtonTitle: "Back", largeTitleDisplayMode: .never,
                    hidesBackButton: true, leftItemsSupplementBackButton: true))
            let controller = try #require(TitledController(coder: decoder))
            expectEqual(controller.itemTitleInInit, "Trails")
            expectEqual(controller.navigationItem.title, "Hikes")
            expectEqual(controller.navigationItem.prompt, "Nearby")
            expectEqual(controller.navigationItem.backButtonTitle, "Back")
            expectEqual(controller.navigationItem.largeTitleDisplayMode, .never)
            #expect(controller.navigationItem.hidesBackButton)
            #expect(controller.navigationItem.leftItemsSupplementBackButton)
            // Without a navigation item in the scene, a new controller's.
            let plain = try #require(UIViewController(coder: NibDecoder()))
            expectEqual(plain.navigationItem.largeTitleDisplayMode, .automatic)
            #expect(!plain.navigationItem.hidesBackButton)
        }

        /// The scene's tab bar item too: the controller has it when `super.init(coder:)` returns,
        /// and one the subclass's `init?(coder:)` sets afterwards replaces it.
        @Test func theTabBarItemIsDecodedBeforeTheSubclassInitBodyRuns() throws {
            final class TabController: UIViewController {
                var itemTitleInInit: String?
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    itemTitleInInit = tabBarItem.title
                    tabBarItem = UITabBarItem(title: "Mine", image: nil, tag: 3)
                }
            }
            let decoded = UITabBarItem(title: "Trails", image: nil, selectedImage: nil)
            let controller = try #require(TabController(coder: NibDecoder(tabBarItem: decoded)))
            expectEqual(controller.itemTitleInInit, "Trails")
            expectEqual(controller.tabBarItem.title, "Mine")
            let plain = try #require(UIViewController(coder: NibDecoder(tabBarItem: decoded)))
            expectIdentical(plain.tabBarItem, decoded)
        }

        @Test func objectsAreAwokenAfterCreationAndTheViewLoadsLater() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let items = try #require(
                storyboard.instantiateViewController(withIdentifier: "ItemsList") as? ItemsViewController)
            expectEqual(LoadingLog.events, ["ItemsViewController.init(coder:)", "ItemsViewController.awakeFromNib"])
            items.loadViewIfNeeded()
            expectIdentical(items.tableView.dataSource, items)
            expectIdentical(items.tableView.delegate, items)
            expectEqual(items.tableView.style, .plain)
            expectEqual(items.tableView.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
            expectEqual(LoadingLog.events.last, "ItemsViewController.viewDidLoad")
        }

        @Test func prototypeCellsAreDequeuedThroughInitCoderWithOutletsAndConstraintsSolved() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let items = try #require(
                storyboard.instantiateViewController(withIdentifier: "ItemsList") as? ItemsViewController)
            items.tableView.layoutIfNeeded()
            let cell = try #require(items.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
            // Created from the prototype through init?(coder:), which saw its reuse identifier, then
            // awoken with its outlets connected.
            expectEqual(cell.reuseIdentifierInInit, "ItemCell")
            expectEqual(cell.reuseIdentifier, "ItemCell")
            #expect(LoadingLog.events.contains("ItemCell.awakeFromNib titleLabel=true"))
            expectEqual(cell.titleLabel.text, "Eggs")
            expectEqual(cell.countLabel.text, "2")
            expectEqual(cell.accessoryType, .disclosureIndicator)
            expectEqual(cell.frame, CGRect(x: 0, y: 60, width: 393, height: 60))
            cell.layoutIfNeeded()
            let content = cell.contentView
            // Leading and trailing on the content view's margins, centred vertically.
            expectEqual(cell.titleLabel.frame.minX, content.layoutMargins.left)
            expectEqual(cell.titleLabel.frame.midY, content.bounds.midY)
            expectEqual(cell.countLabel.frame.maxX, content.bounds.width - content.layoutMargins.right)
            expectEqual(cell.countLabel.frame.midY, content.bounds.midY)
        }

        @Test func creatorMakesTheSceneController() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            var coders: [NSCoder] = []
            let items: ItemsViewController = storyboard.instantiateViewController(identifier: "ItemsList") { coder in
                coders.append(coder)
                let controller = ItemsViewController(coder: coder)
                controller?.items = ["Injected"]
                return controller
            }
            expectEqual(coders.count, 1)
            expectEqual(items.items, ["Injected"])
            expectEqual(items.titleInInit, "Items")
        }

        @Test func creatorMakesTheInitialController() throws {
            let storyboard = UIStoryboard(name: "Settings", bundle: nil)
            var madeByCreator: SettingsViewController?
            let settings: SettingsViewController? = storyboard.instantiateInitialViewController { coder in
                madeByCreator = SettingsViewController(coder: coder)
                return madeByCreator
            }
            expectNotEqual(settings, nil)
            expectIdentical(settings, madeByCreator)
            expectEqual(settings?.title, "Settings")
        }

        @Test func unknownStoryboardNameRaisesUIKitsMessage() {
            #expect(throws: TableViewException.self) { try Storyboard.checked(name: "Missing", bundle: nil) }
            do {
                _ = try Storyboard.checked(name: "Missing", bundle: nil)
            } catch {
                expectEqual(error.name, .invalidArgument)
                expectEqual(
                    error.reason,
                    "Could not find a storyboard named 'Missing' in bundle NSBundle <\(Bundle.main.bundlePath)> (loaded)"
                )
            }
        }

        @Test func unknownIdentifierRaisesUIKitsMessage() {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            do {
                _ = try storyboard.checkedInstantiateViewController(withIdentifier: "Nope")
                Issue.record("no exception")
            } catch {
                expectEqual(error.name, .invalidArgument)
                expectEqual(
                    error.reason,
                    "Storyboard (<UIStoryboard: 0x0000000000000000>) doesn't contain a view controller with identifier 'Nope'"
                )
            }
        }
    }
}
