// A list screen driven by an app's own test helpers (Support/UIKitTestHelpers.swift) and by the
// library's `simulate` gestures in the same file: neither hides the other.
#if !canImport(UIKit)
    import OpenTableViewShim
    import Testing
    import TestSupport

    @MainActor
    @Suite(.explorerPagesOnFailure) struct AppTestHelpersTests {
        /// A feed screen as such apps write it: a refresh control that loads, a retry button in the
        /// header, a switch that filters.
        final class FeedViewController: UITableViewController {
            var loads = 0
            var items: [String] = []
            var onlyUnread = false
            let retryButton = UIButton(type: .system)
            let unreadSwitch = UISwitch()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FeedItemCell")
                refreshControl = UIRefreshControl()
                refreshControl?.addAction(UIAction { [unowned self] _ in self.load() }, for: .valueChanged)
                retryButton.addAction(UIAction { [unowned self] _ in self.load() }, for: .touchUpInside)
                unreadSwitch.addAction(
                    UIAction { [unowned self] _ in
                        self.onlyUnread = self.unreadSwitch.isOn
                        self.tableView.reloadData()
                    }, for: .valueChanged)
                load()
            }

            func load() {
                refreshControl?.beginRefreshing()
                loads += 1
                items = (0..<loads).map { "Item \($0)" }
                tableView.reloadData()
                refreshControl?.endRefreshing()
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                onlyUnread ? items.count / 2 : items.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "FeedItemCell", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
        }

        @Test func theAppsHelpersAndTheLibrarysGesturesDriveTheSameScreen() {
            let sut = FeedViewController()
            sut.loadViewIfNeeded()
            expectEqual(sut.loads, 1)

            sut.simulateUserInitiatedReload()
            expectEqual(sut.loads, 2)
            #expect(!sut.isShowingLoadingIndicator)
            sut.refreshControl?.simulatePullToRefresh()
            sut.retryButton.simulateTap()
            expectEqual(sut.loads, 4)

            // The library's gestures, beside them.
            sut.retryButton.simulate.tap()
            sut.tableView.simulate.pullToRefresh()
            expectEqual(sut.loads, 6)
            expectEqual(sut.tableView.numberOfRows(inSection: 0), 6)

            sut.unreadSwitch.simulateToggle()
            #expect(sut.unreadSwitch.isOn && sut.onlyUnread)
            expectEqual(sut.tableView.numberOfRows(inSection: 0), 3)
            sut.unreadSwitch.simulate.toggle()
            #expect(!sut.unreadSwitch.isOn && !sut.onlyUnread)
            expectEqual(sut.tableView.numberOfRows(inSection: 0), 6)

            // The app's `simulate(event:)` sends one event, the library's tap the whole touch.
            var events: [String] = []
            sut.retryButton.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
            sut.retryButton.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
            sut.retryButton.simulate(event: .touchUpInside)
            expectEqual(events, ["up"])
            sut.retryButton.simulate.tap()
            expectEqual(events, ["up", "down", "up"])
        }
    }
#endif
