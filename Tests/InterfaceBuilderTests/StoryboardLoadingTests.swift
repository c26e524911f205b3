import OpenTableViewShim
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
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.navigationBar.prefersLargeTitles)
            #expect(navigation.storyboard === storyboard)
            #expect(items.storyboard === storyboard)
            #expect(items.navigationItem.rightBarButtonItem === items.addButton)
        }

        @Test func initCoderSeesTheDecodedTitleAndStoryboard() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let items = try #require(
                storyboard.instantiateViewController(withIdentifier: "ItemsList") as? ItemsViewController)
            #expect(items.titleInInit == "Items")
            #expect(items.storyboardInInit === storyboard)
            #expect(!items.isViewLoaded)
        }

        @Test func objectsAreAwokenAfterCreationAndTheViewLoadsLater() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let items = try #require(
                storyboard.instantiateViewController(withIdentifier: "ItemsList") as? ItemsViewController)
            #expect(LoadingLog.events == ["ItemsViewController.init(coder:)", "ItemsViewController.awakeFromNib"])
            items.loadViewIfNeeded()
            #expect(items.tableView.dataSource === items)
            #expect(items.tableView.delegate === items)
            #expect(items.tableView.style == .plain)
            #expect(items.tableView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(LoadingLog.events.last == "ItemsViewController.viewDidLoad")
        }

        @Test func prototypeCellsAreDequeuedThroughInitCoderWithOutletsAndConstraintsSolved() throws {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let items = try #require(
                storyboard.instantiateViewController(withIdentifier: "ItemsList") as? ItemsViewController)
            items.tableView.layoutIfNeeded()
            let cell = try #require(items.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
            // Created from the prototype through init?(coder:), which saw its reuse identifier, then
            // awoken with its outlets connected.
            #expect(cell.reuseIdentifierInInit == "ItemCell")
            #expect(cell.reuseIdentifier == "ItemCell")
            #expect(LoadingLog.events.contains("ItemCell.awakeFromNib titleLabel=true"))
            #expect(cell.titleLabel.text == "Eggs")
            #expect(cell.countLabel.text == "2")
            #expect(cell.accessoryType == .disclosureIndicator)
            #expect(cell.frame == CGRect(x: 0, y: 60, width: 393, height: 60))
            cell.layoutIfNeeded()
            let content = cell.contentView
            // Leading and trailing on the content view's margins, centred vertically.
            #expect(cell.titleLabel.frame.minX == content.layoutMargins.left)
            #expect(cell.titleLabel.frame.midY == content.bounds.midY)
            #expect(cell.countLabel.frame.maxX == content.bounds.width - content.layoutMargins.right)
            #expect(cell.countLabel.frame.midY == content.bounds.midY)
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
            #expect(coders.count == 1)
            #expect(items.items == ["Injected"])
            #expect(items.titleInInit == "Items")
        }

        @Test func unknownStoryboardNameRaisesUIKitsMessage() {
            #expect(throws: TableViewException.self) { try Storyboard.checked(name: "Missing", bundle: nil) }
            do {
                _ = try Storyboard.checked(name: "Missing", bundle: nil)
            } catch {
                #expect(error.name == .invalidArgument)
                #expect(
                    error.reason
                        == "Could not find a storyboard named 'Missing' in bundle NSBundle <\(Bundle.main.bundlePath)> (loaded)"
                )
            }
        }

        @Test func unknownIdentifierRaisesUIKitsMessage() {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            do {
                _ = try storyboard.checkedInstantiateViewController(withIdentifier: "Nope")
                Issue.record("no exception")
            } catch {
                #expect(error.name == .invalidArgument)
                #expect(
                    error.reason
                        == "Storyboard (<UIStoryboard: 0x0000000000000000>) doesn't contain a view controller with identifier 'Nope'"
                )
            }
        }
    }
}
